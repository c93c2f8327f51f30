/** Part 1 §2 Recipe detail (/recipes/{username}/{recipeSlug}) against the demo seed. */
import type { Page } from "@playwright/test";
import { addConsentCookie, expect, expectAccessible, newMember, signOut, signUp, test } from "./fixtures";

const ingredient = (page: Page, name: string) =>
  page.getByRole("list", { name: "Ingredients" }).getByRole("listitem").filter({ hasText: name });

async function openOldFashionedFromListing(page: Page) {
  await page.goto("/recipes?search=old+fashioned");
  await page.getByRole("link", { name: "Old Fashioned", exact: true }).first().click();
  await expect(page).toHaveURL(/\/recipes\/dan_the_distiller\/old-fashioned$/);
  await expect(page.getByRole("heading", { level: 1, name: "Old Fashioned" })).toBeVisible();
}

test("a visitor opens a recipe from the listing, scales it, converts units and ticks off steps", async ({ page }) => {
  await openOldFashionedFromListing(page);
  await expect(page.getByRole("link", { name: /@dan_the_distiller/ })).toHaveAttribute("href", "/dan_the_distiller");
  await expect(ingredient(page, "Bourbon")).toContainText("2 oz");
  await expect(ingredient(page, "Bourbon")).toContainText("Bourbon or Rye Whiskey");
  await expect(ingredient(page, "Orange Bitters")).toContainText("(optional)");
  await expect(page.getByText("Sign in to rate, save and comment")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent("/recipes/dan_the_distiller/old-fashioned")}`,
  );
  await expect(page.getByText("This is an estimate only and can vary.")).toBeVisible();
  await expectAccessible(page);

  // A guest's like asks them to sign in first.
  await page.getByRole("button", { name: /^Like \d+ likes$/ }).click();
  const toast = page.getByRole("status").filter({ hasText: "Please sign in to like recipes" });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole("link", { name: "Sign In" })).toBeVisible();

  // Scale ×2 doubles; ml converts oz (2 oz × 2 = 118.3 ml; 2 oz × 0.5 = 29.6 ml); dashes stay dashes.
  const scale = page.getByLabel("Scale recipe");
  await scale.fill("2");
  await expect(ingredient(page, "Bourbon")).toContainText("4 oz");
  await expect(ingredient(page, "Angostura Bitters")).toContainText("4 dashes");
  await page.getByRole("button", { name: "ml", exact: true }).click();
  await expect(ingredient(page, "Bourbon")).toContainText("118.3 ml");
  await expect(ingredient(page, "Angostura Bitters")).toContainText("4 dashes");
  await scale.fill("0.5");
  await expect(ingredient(page, "Bourbon")).toContainText("29.6 ml");
  await page.getByRole("button", { name: "Original", exact: true }).click();
  await expect(ingredient(page, "Bourbon")).toContainText("1 oz");
  await expectAccessible(page);

  // Steps: tick two, they strike through and the progress line counts them.
  await page.getByRole("tab", { name: "Steps" }).click();
  const steps = page.getByRole("tabpanel", { name: "Steps" });
  await expect(steps.getByText("0 of 4 steps completed")).toBeVisible();
  // Titles come from keywords in each step's text, else "Mix & Create".
  await expect(steps.getByText("Step 1: Mix & Create")).toBeVisible();
  await expect(steps.getByText("Step 2: Stir")).toBeVisible();
  await expect(steps.getByText("Step 3: Strain")).toBeVisible();
  const first = steps.getByRole("checkbox").nth(0);
  await first.check({ force: true });
  await steps.getByRole("checkbox").nth(2).check({ force: true });
  await expect(steps.getByText("2 of 4 steps completed")).toBeVisible();
  await expect(steps.getByText(/^Combine the bourbon/)).toHaveClass(/line-through/);
  await expect(steps.getByText(/^Stir for 20 to 30 seconds/)).not.toHaveClass(/line-through/);
  await expectAccessible(page);

  // Ticked steps and the scale survive switching tabs.
  await page.getByRole("tab", { name: "Ingredients" }).click();
  await expect(scale).toHaveValue("0.5");
  await page.getByRole("tab", { name: "Steps" }).click();
  await expect(first).toBeChecked();

  // Dark mode keeps its contrast too.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveClass("dark");
  await expectAccessible(page);
});

test("the page is server-rendered with Recipe structured data and social cards", async ({ request }) => {
  const response = await request.get("/recipes/dan_the_distiller/old-fashioned");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<title>Old Fashioned | Muddle</title>");
  expect(html).toContain('property="og:type" content="article"');
  expect(html).toContain('name="twitter:card" content="summary_large_image"');
  // One JSON-LD block per entry (the recipe, its breadcrumbs): every one parses.
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1] ?? "null"),
  );
  expect(blocks.map((block) => block["@type"]).sort()).toEqual(["BreadcrumbList", "Recipe"]);
  const recipe = blocks.find((block) => block["@type"] === "Recipe");
  expect(recipe).toMatchObject({
    name: "Old Fashioned",
    author: { "@type": "Person", name: expect.any(String) },
    prepTime: expect.stringMatching(/^PT\d+M$/),
    totalTime: expect.stringMatching(/^PT\d+M$/),
    recipeYield: "1 serving",
  });
  // As the page shows it: the authored amount with the author's alternative.
  expect(recipe.recipeIngredient).toContain("2 oz Bourbon or Rye Whiskey");
  expect(recipe.recipeInstructions[0]).toMatchObject({ "@type": "HowToStep", text: expect.any(String) });
  expect(recipe.image).toHaveLength(3);
  for (const image of recipe.image) expect(image).toMatch(/^http.*\/images\/recipes\/.+\/(16x9|4x3|1x1)\.jpg/);
  const wide = await request.get(recipe.image[0]);
  expect(wide.headers()["content-type"]).toBe("image/jpeg");
  // The demo seed rates every recipe (db/seed/seed-activity.server.ts).
  expect(recipe.aggregateRating.ratingValue).toBeGreaterThanOrEqual(1);
  expect(recipe.aggregateRating.ratingValue).toBeLessThanOrEqual(5);
});

test("measures read as the author wrote them, in bartenders' fractions, and convert to cl", async ({
  page,
  request,
}) => {
  await page.goto("/recipes/citrus_cleo/classic-mojito");
  // 0.75 oz is "¾ oz", not the one-decimal "0.8 oz"; 0.5 oz is "½ oz".
  await expect(ingredient(page, "Fresh Lime Juice")).toContainText("¾ oz");
  await expect(ingredient(page, "Simple Syrup")).toContainText("½ oz");
  await page.getByRole("button", { name: "cl", exact: true }).click();
  await expect(ingredient(page, "Fresh Lime Juice")).toContainText("2.2 cl");
  await page.getByRole("button", { name: "Original", exact: true }).click();
  await page.getByLabel("Scale recipe").fill("2");
  await expect(ingredient(page, "Fresh Lime Juice")).toContainText("1½ oz");
  await expectAccessible(page);

  // Structured data carries the authored amount.
  const html = await (await request.get("/recipes/citrus_cleo/classic-mojito")).text();
  const recipe = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? "{}");
  expect(recipe.recipeIngredient).toContain("0.75 oz Fresh Lime Juice");
});

test("an unknown recipe goes to /404", async ({ page }) => {
  await page.goto("/recipes/nobody/nothing");
  await expect(page).toHaveURL(/\/404\?from=recipe$/);
  await expect(page.getByRole("heading", { name: "Recipe not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Recipes" })).toBeVisible();
  await expectAccessible(page);
});

test("a member's private draft is shown to its author only", async ({ page }) => {
  const author = newMember("drafter");
  await signUp(page, author);
  await page.goto("/bar/recipes/new");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Recipe Name").fill("Secret Sour");
  for (const [i, slug] of ["negroni", "old-fashioned"].entries()) {
    await page
      .getByLabel("Add image by URL")
      .fill(new URL(`/uploads/recipe-images/seed/${slug}.webp`, page.url()).href);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByLabel(`Caption for photo ${i + 1}`).fill(`Caption ${i + 1}`);
  }
  await page.getByRole("tab", { name: "Ingredients" }).click();
  await page
    .getByRole("combobox", { name: /Ingredient name/ })
    .first()
    .fill("Lemon Juice");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Save Recipe" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes\/[0-9a-f-]{36}$/);
  const manage = new URL(page.url()).pathname;
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Make private" }).click();
  await expect(page.getByRole("button", { name: "Make private" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("link", { name: "View Recipe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Secret Sour" })).toBeVisible();
  await expect(page.getByText("Only you can see this recipe (draft, private)")).toBeVisible();
  await expect(page.getByRole("link", { name: "Manage recipe" })).toHaveAttribute("href", manage);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);

  // The gallery: arrows, dots and captions; arrow keys move while a control has focus.
  const gallery = page.getByRole("region", { name: "Photos of Secret Sour" });
  await expect(gallery.getByText("Caption 1")).toBeVisible();
  await expect(gallery.getByRole("button", { name: "Show photo 1" })).toHaveAttribute("aria-current", "true");
  await gallery.getByRole("button", { name: "Next photo" }).click();
  await expect(gallery.getByText("Caption 2")).toBeVisible();
  await expect(gallery.getByRole("button", { name: "Show photo 2" })).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(gallery.getByText("Caption 1")).toBeVisible();
  await gallery.getByRole("button", { name: "Show photo 2" }).click();
  await expect(gallery.getByRole("img", { name: "Caption 2" })).toBeVisible();
  const address = new URL(page.url()).pathname;

  await signOut(page);
  await signUp(page, newMember("stranger"));
  await page.goto(address);
  await expect(page).toHaveURL(/\/404\?from=recipe$/);
  await expect(
    page.getByText("The recipe you're looking for doesn't exist or you don't have permission to view it."),
  ).toBeVisible();
});

test("without JavaScript both the ingredients and the steps are on the page", async ({ browser, extraHTTPHeaders }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders });
  await addConsentCookie(context);
  const page = await context.newPage();
  await page.goto("/recipes/dan_the_distiller/old-fashioned");
  await expect(page.getByRole("heading", { level: 2, name: "Ingredients" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Steps" })).toBeVisible();
  await expect(ingredient(page, "Bourbon")).toBeVisible();
  await expect(page.getByRole("tabpanel").last()).toBeVisible();
  // The tabs cannot switch without scripts, so they are not offered.
  await expect(page.getByRole("tab", { name: /Ingredients/ })).toBeHidden();
  await context.close();
});
