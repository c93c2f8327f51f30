/** Part 1 §2 Bulk Recipe Upload (issue 4): check, upload, precise errors, formats and export. */
import type { Page } from "@playwright/test";
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";
import { addConsentCookie, expect, expectAccessible, newMember, signUp, test } from "./fixtures";

const THREE = [
  {
    name: "Bee's Knees",
    ingredients: [
      { name: "Gin", quantity: 2, unit: "oz" },
      { name: "Lemon juice", quantity: 0.75, unit: "oz" },
      { name: "Honey syrup", quantity: 0.75, unit: "oz" },
    ],
    steps: ["Shake with ice.", "Strain into a chilled coupe."],
    categories: ["Classic"],
    tags: "shaken, honey",
  },
  {
    name: "Paloma",
    ingredients: [
      { name: "Tequila", quantity: 2, unit: "oz" },
      { name: "Grapefruit soda", unit: "top" },
    ],
    steps: ["Build over ice.", "Top with grapefruit soda."],
    cocktail_types: ["Tequila & Mezcal"],
  },
  {
    name: "Espresso Martini",
    ingredients: [
      { name: "Vodka", quantity: 1.5, unit: "oz" },
      { name: "Coffee liqueur", quantity: 0.5, unit: "oz" },
      { name: "Espresso", quantity: 1, unit: "oz" },
    ],
    steps: ["Shake hard with ice.", "Double strain into a coupe."],
  },
];

/** The JSON-LD a recipe page embeds: WebSite and WebPage nodes around the Recipe, `@type` as a list. */
const GRAPH = {
  "@context": "https://schema.org",
  "@graph": [
    {
      "@type": "WebSite",
      "@id": "https://cocktails.example/#website",
      name: "Cocktails",
      url: "https://cocktails.example/",
    },
    { "@type": "WebPage", "@id": "https://cocktails.example/last-word/#webpage", name: "The Last Word" },
    {
      "@type": ["Recipe"],
      name: "The Last Word",
      image: [{ "@type": "ImageObject", url: "https://cocktails.example/img/last-word.jpg" }],
      recipeYield: ["1", "1 cocktail"],
      prepTime: "PT5M",
      totalTime: "PT5M",
      recipeIngredient: ["3/4 oz gin", "3/4 oz green Chartreuse", "3/4 oz maraschino liqueur", "3/4 oz lime juice"],
      recipeInstructions: [
        { "@type": "HowToStep", text: "Shake everything with ice." },
        { "@type": "HowToStep", text: "Strain into a chilled coupe." },
      ],
      keywords: "chartreuse, equal parts",
      recipeCategory: "Cocktail",
    },
  ],
};

const DRINKS = {
  drinks: [
    {
      strDrink: "Whiskey Sour",
      strCategory: "Ordinary Drink",
      strGlass: "Old-fashioned glass",
      strInstructions: "Shake with ice. Strain into chilled glass, garnish and serve.",
      strIngredient1: "Blended whiskey",
      strIngredient2: "Lemon",
      strMeasure1: "2 oz ",
      strMeasure2: "Juice of 1/2 ",
    },
  ],
};

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const jsonBox = (page: Page) => page.getByLabel("Recipes JSON", { exact: true });

async function exported(page: Page): Promise<{ name: string }[]> {
  const response = await page.request.get("/api/site/recipes/export");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-disposition"]).toContain('filename="muddle-recipes.json"');
  return response.json();
}

async function openUploadPage(page: Page) {
  await page.goto("/recipes/bulk-upload");
  await expect(page.getByRole("heading", { level: 1, name: "Bulk Recipe Upload" })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

test("anonymous visitors are sent to sign in, and the export refuses them", async ({ page }) => {
  await page.goto("/recipes/bulk-upload");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Frecipes%2Fbulk-upload$/);
  await expectAccessible(page);
  const response = await page.request.get("/api/site/recipes/export");
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ error: "Please sign in" });
});

test("a member checks three recipes in our format, uploads them, and finds them as private drafts", async ({
  page,
}) => {
  test.slow();
  await signUp(page, newMember("bulk"));
  await openUploadPage(page);
  await expectAccessible(page);
  const upload = page.getByRole("button", { name: "Upload Recipes" });
  await expect(upload).toBeDisabled();

  await page.getByText("Format", { exact: true }).click();
  await expect(page.getByRole("link", { name: "/api/v1/schemas/recipe-import.json" })).toBeVisible();
  await expectAccessible(page);

  await jsonBox(page).fill(JSON.stringify(THREE, null, 2));
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByText("Detected format: Muddle recipes.")).toBeVisible();
  for (const { name } of THREE) await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  await expect(upload).toBeEnabled();

  // Issue 13: what each ingredient name matched, and the member changes one before uploading.
  const matches = page.getByRole("region", { name: "Ingredients" });
  const ginRow = matches.getByRole("listitem").filter({ hasText: "Gin · 1 line" });
  await expect(ginRow).toContainText("London Dry Gin (Another name for it)");
  await ginRow.getByRole("button", { name: "Change the match for Gin" }).click();
  const dialog = page.getByRole("dialog", { name: "Match “Gin”" });
  await expect(dialog.getByLabel("Search the catalogue")).toBeFocused();
  await dialog.getByLabel("Search the catalogue").fill("Old Tom");
  await expect(dialog.getByRole("option", { name: /Old Tom Gin/ })).toBeVisible();
  await expectAccessible(page);
  // By keyboard, as the recipe form's suggestions: the arrow highlights, Enter picks.
  await dialog.getByLabel("Search the catalogue").press("ArrowDown");
  await expect(dialog.getByRole("option", { name: /Old Tom Gin/ })).toHaveAttribute("aria-selected", "true");
  await dialog.getByLabel("Search the catalogue").press("Enter");
  await expect(dialog).toBeHidden();
  await expect(ginRow).toContainText("Old Tom Gin (Your choice)");
  await expectAccessible(page);

  await upload.click();
  await expect(page).toHaveURL(/\/bar\/recipes$/);
  await expect(toast(page, "Recipes uploaded successfully!")).toBeVisible();
  const cards = page.getByRole("list", { name: "Your recipes" }).getByRole("listitem");
  await expect(cards).toHaveCount(3);
  for (const { name } of THREE) {
    const card = cards.filter({ hasText: name });
    await expect(card.getByText("Draft")).toBeVisible();
    await expect(card.getByText("Private")).toBeVisible();
  }
  await expectAccessible(page);
  expect((await exported(page)).map((r) => r.name)).toEqual(THREE.map((r) => r.name));

  // The line keeps its written name ("Gin") and counts as the entry the member chose.
  const search = await page.request.get("/api/site/ingredients?q=Old%20Tom%20Gin");
  const { ingredients } = (await search.json()) as { ingredients: { id: string; name: string }[] };
  const oldTom = ingredients.find((entry) => entry.name === "Old Tom Gin");
  expect(oldTom).toBeDefined();
  await cards.filter({ hasText: "Bee's Knees" }).getByRole("link", { name: "Bee's Knees" }).first().click();
  await page.getByRole("link", { name: /Edit Recipe/ }).click();
  await page.getByRole("tab", { name: "Ingredients" }).click();
  const first = page.getByRole("group", { name: "Ingredient 1" });
  await expect(first.getByRole("combobox", { name: "Ingredient name" })).toHaveValue("Gin");
  await expect(first.locator('input[type="hidden"][name$="ingredient_id"]')).toHaveValue(oldTom?.id ?? "");
});

test("a pasted schema.org @graph and a chosen TheCocktailDB file are recognised and imported", async ({ page }) => {
  test.slow();
  await signUp(page, newMember("bulkld"));
  await openUploadPage(page);

  await jsonBox(page).fill(JSON.stringify(GRAPH));
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByText("Detected format: Schema.org Recipe (JSON-LD).")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "The Last Word" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Upload Recipes" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes$/);
  await expect(toast(page, "Recipes uploaded successfully!")).toBeVisible();
  await expect(page.getByRole("list", { name: "Your recipes" }).getByText("The Last Word")).toBeVisible();

  await openUploadPage(page);
  await page.getByLabel("Choose a .json or .zip file").setInputFiles({
    name: "drinks.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(DRINKS)),
  });
  await expect(jsonBox(page)).toHaveValue(/Whiskey Sour/);
  await expect(page.getByText("Loaded drinks.json")).toBeVisible();
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByText("Detected format: TheCocktailDB drinks.")).toBeVisible();
  await page.getByRole("button", { name: "Upload Recipes" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes$/);
  expect((await exported(page)).map((r) => r.name)).toEqual(["The Last Word", "Whiskey Sour"]);
});

test("a Bar Assistant data pack zip is checked and uploaded with its photos", async ({ page }) => {
  test.slow();
  await signUp(page, newMember("bulkzip"));
  await openUploadPage(page);
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#b5502a" } })
    .jpeg()
    .toBuffer();
  const cocktail = {
    _id: "jungle-bird",
    name: "Jungle Bird",
    instructions: "1. Shake with ice\n2. Strain over fresh ice",
    garnish: "Pineapple wedge",
    images: [
      { uri: "file:///jungle-bird-1.jpg", sort: 1, placeholder_hash: null, copyright: "Imbibe" },
      { uri: "file:///broken.jpg", sort: 2, placeholder_hash: null, copyright: "" },
    ],
    ingredients: [
      { name: "Dark rum", amount: 45, units: "ml", optional: false },
      { name: "Campari", amount: 22.5, units: "ml", optional: false },
    ],
  };
  const zip = zipSync({
    "cocktails/jungle-bird/data.json": strToU8(JSON.stringify(cocktail)),
    "cocktails/jungle-bird/jungle-bird-1.jpg": new Uint8Array(jpeg),
    "cocktails/jungle-bird/broken.jpg": strToU8("not a photo"),
    "ingredients/campari/data.json": strToU8(JSON.stringify({ _id: "campari", name: "Campari" })),
  });
  await page.getByLabel("Choose a .json or .zip file").setInputFiles({
    name: "bar-assistant.zip",
    mimeType: "application/zip",
    buffer: Buffer.from(zip),
  });
  await expect(page.getByText("Loaded bar-assistant.zip")).toBeVisible();
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByText("Detected format: Bar Assistant cocktails.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Notes" })).toContainText("skipped the photo");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Upload Recipes" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes$/);
  await expect(toast(page, "Recipes uploaded successfully!")).toBeVisible();
  const card = page
    .getByRole("list", { name: "Your recipes" })
    .getByRole("listitem")
    .filter({ hasText: "Jungle Bird" });
  await expect(card.locator("img")).toHaveAttribute("src", /\/uploads\/recipe-images\/.+-thumb\.webp$/);
  const [recipe] = await exported(page);
  expect(recipe).toMatchObject({ name: "Jungle Bird", images: [{ caption: "Imbibe" }] });
});

test("a list with one bad item names the recipe and field, and nothing is written", async ({ page }) => {
  await signUp(page, newMember("bulkbad"));
  await openUploadPage(page);
  const bad = [THREE[0], { ...THREE[1], ingredients: [] }, THREE[2]];

  await jsonBox(page).fill(JSON.stringify(bad, null, 2));
  await page.getByRole("button", { name: "Check" }).click();
  const problem = page.getByRole("listitem").filter({ hasText: "Recipe 2" });
  await expect(problem).toContainText("ingredients");
  await expect(problem).toContainText("Add at least one ingredient");
  await expect(page.getByText("Nothing was uploaded.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload Recipes" })).toBeDisabled();
  await expectAccessible(page);

  // JSON cut short is located by line and column (a trailing comma is repaired instead: issue 13).
  await jsonBox(page).fill('[\n  { "name": "Gimlet",\n    "ingredients": [');
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByText(/The JSON is not valid at line \d+, column \d+/)).toBeVisible();

  // Posting the upload directly, skipping the check, is refused just the same.
  const response = await page.request.post("/recipes/bulk-upload", {
    multipart: { intent: "import", json: JSON.stringify(bad) },
  });
  expect(response.status()).toBe(400);
  expect(await exported(page)).toEqual([]);
});

test("without JavaScript the form still checks and uploads", async ({ browser, extraHTTPHeaders }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders });
  const page = await context.newPage();
  const member = newMember("bulknojs");
  // Sign up with scripts on (the shared helper waits for the account menu), then continue without.
  const scripted = await browser.newContext({ extraHTTPHeaders });
  await addConsentCookie(scripted);
  const setup = await scripted.newPage();
  await signUp(setup, member);
  await context.addCookies(await scripted.cookies());
  await scripted.close();

  await page.goto("/recipes/bulk-upload");
  await jsonBox(page).fill(JSON.stringify([THREE[2]]));
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByText("Detected format: Muddle recipes.")).toBeVisible();
  await expect(jsonBox(page)).toHaveValue(/Espresso Martini/);
  await page.getByRole("button", { name: "Upload Recipes" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes$/);
  await expect(page.getByRole("list", { name: "Your recipes" }).getByText("Espresso Martini")).toBeVisible();
  await context.close();
});

test("an uploaded recipe's notes, range and method are shown, and saving it unchanged keeps them (issue 13)", async ({
  page,
}) => {
  test.slow();
  const jungleBird = {
    name: "Jungle Bird",
    method: "Layer",
    ingredients: [
      { name: "Blackstrap Rum", quantity: 1.5, unit: "oz", note: "preferably Cruzan Black Strap" },
      { name: "Campari", quantity: 0.75, unit: "oz" },
      { name: "Pineapple Juice", quantity: 1.5, quantity_max: 2, unit: "oz" },
      { name: "Lime", quantity: 1, note: "Juice of 1 Lime" },
      { name: "Pineapple Wedge", garnish: true, group: "Garnish", note: "and a few fronds" },
    ],
    steps: ["Shake with ice.", "Strain over a large cube."],
  };
  await signUp(page, newMember("notes"));
  await openUploadPage(page);
  await jsonBox(page).fill(JSON.stringify([jungleBird]));
  await page.getByRole("button", { name: "Check" }).click();
  await page.getByRole("button", { name: "Upload Recipes" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes$/);
  const before = await exported(page);
  expect(before).toHaveLength(1);

  await page.getByRole("list", { name: "Your recipes" }).getByRole("link", { name: "Jungle Bird" }).first().click();
  await page.getByRole("link", { name: /Edit Recipe/ }).click();
  await expect(page.getByRole("heading", { name: "Edit Recipe" })).toBeVisible();
  await expect(page.getByLabel("Method")).toHaveValue("Layer");
  await page.getByRole("tab", { name: "Ingredients" }).click();
  await expect(page.getByRole("group", { name: "Ingredient 1" }).getByLabel("Note")).toHaveValue(
    "preferably Cruzan Black Strap",
  );
  await expect(page.getByRole("group", { name: "Ingredient 3" }).getByLabel("Up to")).toHaveValue("2");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Update Recipe" }).click();
  await expect(page.getByText("Recipe updated successfully!")).toBeVisible();
  expect(await exported(page)).toEqual(before);

  // The author's preview shows each note under its line, and the range as written.
  await page.getByRole("link", { name: "View Recipe" }).click();
  const line = (name: string) => page.getByRole("listitem").filter({ hasText: name });
  await expect(line("Blackstrap Rum")).toContainText("preferably Cruzan Black Strap");
  await expect(line("Lime").first()).toContainText("Juice of 1 Lime");
  await expect(line("Pineapple Juice")).toContainText("1½–2 oz");
  await expect(line("Pineapple Wedge")).toContainText("and a few fronds");
});
