import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectAccessible, newMember, signUp, test } from "./fixtures";

const RECIPE_URL = /\/bar\/recipes\/([0-9a-f-]{36})$/;

function ingredient(page: Page, n: number) {
  return page.getByRole("group", { name: `Ingredient ${n}`, exact: true });
}

function step(page: Page, n: number) {
  return page.getByRole("textbox", { name: `Step ${n}`, exact: true });
}

function ingredientName(page: Page, n: number) {
  return ingredient(page, n).getByRole("combobox", { name: "Ingredient name" });
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

test("a member writes a recipe from scratch, saves it, and edits it back", async ({ page }) => {
  // Three pages, each with an axe check, and a dozen fields: give it room on a busy machine.
  test.slow();
  await signUp(page, newMember("recipe"));
  await page.goto("/bar/recipes/new");
  await expect(page.getByRole("heading", { name: "New Recipe" })).toBeVisible();
  await expectAccessible(page);

  // Part 1 §5: an incomplete recipe is refused with the spec's words, pointing at the name.
  await page.getByRole("button", { name: "Save Recipe" }).click();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();
  const name = page.getByLabel("Recipe Name");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toBeFocused();
  await expect(page.getByRole("tab", { name: /Basic Info/ })).toHaveAttribute("aria-selected", "true");

  await name.fill("Campari Sour");
  await expect(page.getByLabel("Prep Time (min)")).toHaveValue("5");
  await expect(page.getByLabel("Total Time (min)")).toHaveValue("7");

  await openTab(page, "Ingredients");
  const first = ingredientName(page, 1);
  await first.pressSequentially("campa");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("option", { name: /Campari/ }).click();
  await expect(first).toHaveValue("Campari");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await ingredient(page, 1).getByLabel("Qty").fill("1.5");

  await page.getByRole("button", { name: "Add Ingredient" }).click();
  await expect(ingredient(page, 2).getByLabel("Unit")).toHaveValue("oz");
  await ingredientName(page, 2).fill("House Grapefruit Cordial");
  await ingredient(page, 2).getByLabel("Qty").fill("0.75");
  await ingredient(page, 2).getByLabel("Garnish").check();

  await openTab(page, "Instructions");
  await step(page, 1).fill("Shake everything hard with ice.");
  await page.getByRole("button", { name: "Add Step" }).click();
  await step(page, 2).fill("Double strain into a chilled coupe.");

  await openTab(page, "Additional Info");
  const categories = page.getByRole("group", { name: "Categories" });
  await categories.getByRole("checkbox", { name: "Sour" }).check();
  await page.getByLabel("Tags").fill(" Sour, sour , Citrus");
  await page.getByLabel("Calories").fill("160 kcal");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Save Recipe" }).click();
  await expect(page).toHaveURL(RECIPE_URL);
  await expect(page.getByText("Recipe created successfully!")).toBeVisible();
  const id = RECIPE_URL.exec(new URL(page.url()).pathname)?.[1];

  await page.goto(`/bar/recipes/${id}/edit`);
  await expect(page.getByRole("heading", { name: "Edit Recipe" })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByLabel("Recipe Name")).toHaveValue("Campari Sour");
  await openTab(page, "Ingredients");
  await expect(ingredientName(page, 1)).toHaveValue("Campari");
  await expect(ingredient(page, 1).getByLabel("Qty")).toHaveValue("1.5");
  await expect(ingredientName(page, 2)).toHaveValue("House Grapefruit Cordial");
  await expect(ingredient(page, 2).getByLabel("Garnish")).toBeChecked();
  await openTab(page, "Instructions");
  await expect(step(page, 1)).toHaveValue("Shake everything hard with ice.");
  await expect(step(page, 2)).toHaveValue("Double strain into a chilled coupe.");
  await openTab(page, "Additional Info");
  await expect(page.getByLabel("Tags")).toHaveValue("citrus, sour");
  await expect(categories.getByRole("checkbox", { name: "Sour" })).toBeChecked();
  await expect(page.getByLabel("Calories")).toHaveValue("160 kcal");

  await openTab(page, "Basic Info");
  await page.getByLabel("Recipe Name").fill("Campari Grapefruit Sour");
  await page.getByRole("button", { name: "Update Recipe" }).click();
  await expect(page).toHaveURL(new RegExp(`/bar/recipes/${id}$`));
  await expect(page.getByText("Recipe updated successfully!")).toBeVisible();
  await page.goto(`/bar/recipes/${id}/edit`);
  await expect(page.getByLabel("Recipe Name")).toHaveValue("Campari Grapefruit Sour");
});

test("list rows are added, moved and removed, and the keyboard picks suggestions", async ({ page }) => {
  await signUp(page, newMember("rows"));
  await page.goto("/bar/recipes/new");
  await openTab(page, "Instructions");
  await step(page, 1).fill("Stir");
  await page.getByRole("button", { name: "Add Step" }).click();
  await step(page, 2).fill("Strain");
  await page.getByRole("button", { name: "Move step 2 up" }).click();
  await expect(step(page, 1)).toHaveValue("Strain");
  await expect(step(page, 2)).toHaveValue("Stir");
  await page.getByRole("button", { name: "Remove step 1" }).click();
  await expect(step(page, 1)).toHaveValue("Stir");
  await expect(step(page, 2)).toHaveCount(0);

  await openTab(page, "Ingredients");
  const combobox = ingredientName(page, 1);
  await ingredient(page, 1).getByLabel("Unit").selectOption("");
  await combobox.pressSequentially("campa");
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  await combobox.press("ArrowDown");
  await expect(combobox).toHaveAttribute("aria-activedescendant", /.+/);
  await combobox.press("Enter");
  await expect(combobox).toHaveValue("Campari");
  // Part 1 §5: a picked ingredient with no unit gets its default (a liqueur is measured in oz).
  await expect(ingredient(page, 1).getByLabel("Unit")).toHaveValue("oz");
  await combobox.press("Escape");
  await expect(page.getByRole("tab", { name: "Ingredients" })).toBeVisible();
});

test("an unsaved new recipe is kept as a draft, restored on return, and discarded on request", async ({ page }) => {
  await signUp(page, newMember("draft"));
  await page.goto("/bar/recipes/new");
  await page.getByLabel("Recipe Name").fill("Half-written Highball");
  await openTab(page, "Ingredients");
  await ingredientName(page, 1).fill("Tonic Water");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("recipe-draft"))).toContain("Half-written Highball");

  // Leaving mid-way (to another page, then a reload) keeps the draft.
  await page.goto("/bar");
  await page.goto("/bar/recipes/new");
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Draft restored" })).toBeVisible();
  await expect(page.getByLabel("Recipe Name")).toHaveValue("Half-written Highball");
  await openTab(page, "Ingredients");
  await expect(ingredientName(page, 1)).toHaveValue("Tonic Water");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByText("Draft restored")).toHaveCount(0);
  await expect(page.getByLabel("Recipe Name")).toHaveValue("");
  expect(await page.evaluate(() => localStorage.getItem("recipe-draft"))).toBeNull();

  // Cancel leaves without saving and takes the draft with it.
  await page.getByLabel("Recipe Name").fill("Never mind");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("recipe-draft"))).toContain("Never mind");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes$/);
  expect(await page.evaluate(() => localStorage.getItem("recipe-draft"))).toBeNull();
});

test("the Create New Recipe dialog starts at the templates and the Margarita template prefills the form", async ({
  page,
}) => {
  await signUp(page, newMember("dialog"));
  await page.goto("/bar/recipes");
  const trigger = page.getByRole("button", { name: "Create your first recipe" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Create New Recipe" });
  for (const name of ["Classic Mojito", "Old Fashioned", "Margarita", "Start from Scratch"]) {
    await expect(dialog.getByRole("button", { name: new RegExp(name) })).toBeVisible();
  }
  await expect(dialog.getByText("Tequila, orange liqueur and lime")).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole("button", { name: /Margarita/ }).click();
  await expect(dialog.getByLabel("Recipe Name")).toHaveValue("Margarita");
  await dialog.getByRole("tab", { name: "Ingredients" }).click();
  await expect(ingredientName(page, 1)).toHaveValue("Blanco Tequila");
  await expectAccessible(page);

  // It opens on the choose step every time.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await trigger.click();
  await expect(dialog.getByRole("button", { name: /Margarita/ })).toBeVisible();
  await expect(dialog.getByLabel("Recipe Name")).toHaveCount(0);

  await dialog.getByRole("button", { name: /Margarita/ }).click();
  await dialog.getByRole("button", { name: "Save Recipe" }).click();
  await expect(page).toHaveURL(RECIPE_URL);
  await expect(page.getByText("Recipe created successfully!")).toBeVisible();
});

test("an author groups lines under headings, lists a substitute, and gives a step a time and a photo", async ({
  page,
}) => {
  test.slow();
  await signUp(page, newMember("rows"));
  await page.goto("/bar/recipes/new");
  await page.getByLabel("Recipe Name").fill("Grouped Smash");

  await openTab(page, "Ingredients");
  await ingredientName(page, 1).fill("Bourbon");
  await ingredient(page, 1).getByLabel("Qty").fill("2");
  await ingredient(page, 1).getByLabel("Substitutes").fill("Rye Whiskey");
  await page.getByRole("button", { name: "Add Ingredient" }).click();
  await ingredientName(page, 2).fill("Mint Sprig");
  await ingredient(page, 2).getByLabel("Unit").selectOption("sprig");
  await ingredient(page, 2).getByLabel("Qty").fill("1");
  await ingredient(page, 2).getByLabel("Group heading").fill("Garnish");
  await ingredient(page, 2).getByLabel("Garnish", { exact: true }).check();
  await expectAccessible(page);

  await openTab(page, "Instructions");
  await step(page, 1).fill("Muddle the mint gently.");
  await page.getByLabel("Estimated time for step 1").fill("30 sec");
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#4a8f5c" } })
    .png()
    .toBuffer();
  await page.getByLabel("Photo for step 1").setInputFiles({ name: "muddle.png", mimeType: "image/png", buffer: photo });
  const stepPhoto = page.locator('input[name="steps[0].image_url"]');
  await expect(stepPhoto).toHaveValue(/^\/uploads\/recipe-images\//);
  await page.getByRole("button", { name: "Add Step" }).click();
  await step(page, 2).fill("Shake and strain over crushed ice.");
  await expectAccessible(page);

  // All of it is kept in the draft (part 1 §4).
  await expect.poll(() => page.evaluate(() => localStorage.getItem("recipe-draft"))).toContain("Shake and strain");
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Draft restored" })).toBeVisible();
  await openTab(page, "Ingredients");
  await expect(ingredient(page, 1).getByLabel("Substitutes")).toHaveValue("Rye Whiskey");
  await expect(ingredient(page, 2).getByLabel("Group heading")).toHaveValue("Garnish");
  await openTab(page, "Instructions");
  await expect(page.getByLabel("Estimated time for step 1")).toHaveValue("30 sec");
  await expect(page.getByRole("button", { name: "Remove photo for step 1" })).toBeVisible();

  await page.getByRole("button", { name: "Save Recipe" }).click();
  await expect(page).toHaveURL(RECIPE_URL);
  const id = RECIPE_URL.exec(new URL(page.url()).pathname)?.[1];
  // Published, so the page carries structured data (a draft is the author's alone and has none).
  await page.getByRole("button", { name: /^Draft/ }).click();
  await expect(page.getByRole("button", { name: /^Published/ })).toBeVisible();

  // The recipe page: headings for the two groups, "or" after the ingredient, the step's time and photo.
  await page.goto((await page.getByRole("link", { name: "View Recipe" }).getAttribute("href")) ?? "");
  await expect(page.getByRole("heading", { level: 3, name: "Main Ingredients" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Garnish" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Main Ingredients" })).toContainText("Bourbon or Rye Whiskey");
  await expect(page.getByRole("list", { name: "Garnish" })).toContainText("Mint Sprig");
  await page.getByRole("tab", { name: /Steps/ }).click();
  await expect(page.locator("#step-1")).toContainText("30 seconds");
  const image = page.getByRole("img", { name: "Step 1", exact: true });
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd.recipeInstructions[0]).toMatchObject({
    timeRequired: "PT30S",
    image: expect.stringContaining("/uploads/recipe-images/"),
  });
  await expectAccessible(page);

  // And back into the form.
  await page.goto(`/bar/recipes/${id}/edit`);
  await openTab(page, "Ingredients");
  await expect(ingredientName(page, 2)).toHaveValue("Mint Sprig");
  await expect(ingredient(page, 2).getByLabel("Group heading")).toHaveValue("Garnish");
  await expect(ingredient(page, 1).getByLabel("Substitutes")).toHaveValue("Rye Whiskey");
  await openTab(page, "Instructions");
  await expect(page.getByLabel("Estimated time for step 1")).toHaveValue("30 seconds");
  await expect(page.getByRole("img", { name: "Step 1", exact: true })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("rows can still be added and a recipe saved", async ({ page }) => {
    await signUp(page, newMember("nojs"));
    await page.goto("/bar/recipes/new");
    await page.getByLabel("Recipe Name").fill("Plain Gin Rickey");
    await ingredientName(page, 1).fill("Gin");
    await page.getByRole("button", { name: "Add Ingredient" }).click();
    await expect(ingredient(page, 2)).toBeVisible();
    await expect(page.getByLabel("Recipe Name")).toHaveValue("Plain Gin Rickey");
    await ingredientName(page, 2).fill("Soda Water");
    await page.getByRole("button", { name: "Save Recipe" }).click();
    await expect(page).toHaveURL(RECIPE_URL);
  });
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the recipe form fits without sideways scrolling", async ({ page }) => {
    await signUp(page, newMember("phone"));
    await page.goto("/bar/recipes/new");
    for (const tab of ["Basic Info", "Ingredients", "Instructions", "Additional Info"]) {
      await openTab(page, tab);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, tab).toBeLessThanOrEqual(0);
    }
    await expectAccessible(page);
  });
});
