/**
 * Part 1 §2 Recipe listing (/recipes) against the demo seed (62 public recipes with ratings).
 * Counts are read rather than hard-coded where other journeys may add recipes meanwhile.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

const countLine = (page: Page) => page.getByText(/^Showing \d+ of \d+ recipes?/);
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const historyLength = (page: Page) => page.evaluate(() => history.length);

/** Waits until the listing has finished loading (no skeletons, no busy region). */
async function settled(page: Page) {
  await expect(page.locator("[aria-busy]")).toHaveCount(0);
  await expect(page.getByText("Loading recipes…")).toHaveCount(0);
}

test("a visitor filters, searches, clears and pages through the recipes", async ({ page }) => {
  await page.goto("/recipes");
  await expect(page.getByRole("heading", { level: 1, name: "Cocktail Recipes" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");
  await expect(page.getByRole("link", { name: "Create Recipe" })).toHaveAttribute("href", "/bar/recipes/new");
  await expect(page.getByRole("searchbox", { name: "Search recipes" })).toHaveAttribute(
    "placeholder",
    "Search recipes or ingredients...",
  );
  await expect(cards(page)).toHaveCount(9);
  await expect(countLine(page)).toHaveText(/^Showing 9 of \d+ recipes$/);
  const everything = (await countLine(page).textContent()) ?? "";
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/recipes$/);
  await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", /\/recipes\?page=2$/);
  await expectAccessible(page);

  // A filter applies on change and replaces the address rather than adding a history entry.
  const entries = await historyLength(page);
  await page.getByLabel("Category").selectOption({ label: "Sour" });
  await expect(page).toHaveURL(/\/recipes\?category=\d+$/);
  await settled(page);
  await expect(countLine(page)).not.toHaveText(everything);
  expect(await historyLength(page)).toBe(entries);
  await expect(page.getByText("1 active filter", { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Difficulty").selectOption({ label: "Expert" });
  await expect(page).toHaveURL(/difficulty=expert/);
  await expect(page.getByText("2 active filters", { exact: true })).toBeVisible();
  await settled(page);
  const expertCards = await cards(page).all();
  expect(expertCards.length).toBeGreaterThan(0);
  for (const card of expertCards) await expect(card.locator("span").first()).toHaveText("Expert");
  expect(await historyLength(page)).toBe(entries);
  await expectAccessible(page);

  // Back to everything, then a search with a typo finds the drink, best match first.
  await page.getByLabel("Difficulty").selectOption({ label: "All" });
  await page.getByLabel("Category").selectOption({ label: "All categories" });
  await expect(page).toHaveURL(/\/recipes$/);
  await page.getByRole("searchbox", { name: "Search recipes" }).fill("margerita");
  await expect(page).toHaveURL(/\/recipes\?search=margerita$/);
  await settled(page);
  await expect(cards(page).first().getByRole("heading")).toHaveText("Margarita");
  await expect(page.getByLabel("Sort by")).toHaveValue("");
  await expect(page.getByLabel("Sort by").locator("option").first()).toHaveText("Best match");
  expect(await historyLength(page)).toBe(entries);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  await settled(page);
  // The whole listing again; its total is read, not compared with the first one, because other journeys
  // running at the same time publish and delete public recipes.
  await expect(countLine(page)).toHaveText(/^Showing 9 of \d+ recipes$/);
  await expect(page.getByRole("searchbox", { name: "Search recipes" })).toHaveValue("");
  await expect(page.getByText(/active filters?$/)).toHaveCount(0);

  // Page links are ordinary links; a page change scrolls smoothly back to the top.
  const pages = page.getByRole("navigation", { name: "Recipe pages" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/recipes\?page=2$/);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await settled(page);
  await expect(cards(page)).toHaveCount(9);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", /\/recipes$/);
  await expect(page).toHaveTitle("Cocktail Recipes — page 2 | Muddle");
  await expectAccessible(page);

  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  await page.getByRole("searchbox", { name: "Search recipes" }).fill("qwxzzv plonk");
  await expect(page.getByText("No recipes found matching your criteria")).toBeVisible();
  await expect(countLine(page)).toHaveText(/^Showing 0 of 0 recipes/);
  await expectAccessible(page);
});

test("a page past the last one lands on the last page, keeping the other parameters", async ({ page }) => {
  const response = await page.goto("/recipes?sort=rating&page=99");
  expect(response?.request().redirectedFrom()?.url()).toMatch(/page=99$/);
  await expect(page).toHaveURL(/\/recipes\?sort=rating&page=\d+$/);
  const last = new URL(page.url()).searchParams.get("page");
  await expect(page.getByRole("link", { name: `Page ${last}` })).toHaveAttribute("aria-current", "page");
  await expect(countLine(page)).toHaveText(/^Showing [1-9]\d* of \d+ recipes/);
  await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);
  await expectAccessible(page);

  // On a client-side navigation the redirect replaces the history entry rather than adding one.
  await page.goto("/recipes");
  const entries = await historyLength(page);
  await page.evaluate(() =>
    (window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }).__reactRouterDataRouter.navigate(
      "/recipes?page=99",
    ),
  );
  await expect(page).toHaveURL(new RegExp(`/recipes\\?page=${last}$`));
  expect(await historyLength(page)).toBe(entries);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the Filters toggle shows the active filter count and opens the panel", async ({ page }) => {
    await page.goto("/recipes?difficulty=expert&servings=1");
    const toggle = page.getByRole("button", { name: /^Filters/ });
    await expect(toggle).toContainText("2");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel("Difficulty")).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectAccessible(page);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByLabel("Difficulty")).toHaveValue("expert");
    await expect(page.getByLabel("Servings")).toBeVisible();
    await expectAccessible(page);
  });
});

test("the Intermediate filter shows only Intermediate cards, and an unknown value in the address is set aside with a note", async ({
  page,
}) => {
  await page.goto("/recipes");
  await expect(page.getByLabel("Difficulty").locator("option")).toHaveText([
    "All",
    "Beginner",
    "Intermediate",
    "Advanced",
    "Expert",
  ]);
  await page.getByLabel("Difficulty").selectOption({ label: "Intermediate" });
  await expect(page).toHaveURL(/\/recipes\?difficulty=intermediate$/);
  await settled(page);
  const found = await cards(page).all();
  expect(found.length).toBeGreaterThan(0);
  // The demo's authors chose Intermediate for these; no rating would give it.
  for (const card of found) await expect(card.locator("span").first()).toHaveText("Intermediate");
  await expect(cards(page).getByRole("heading", { name: "Whiskey Sour" })).toBeVisible();
  await expectAccessible(page);

  // Issue 12: values the listing cannot use are ignored, and the page says so.
  await page.goto("/recipes?difficulty=hard&servings=7&sort=weird");
  const note = page.getByRole("status").filter({ hasText: "We ignored" });
  await expect(note).toContainText("We ignored difficulty “hard”: it is not one of the filters");
  await expect(note).toContainText("We ignored servings “7”");
  await expect(note).toContainText("We ignored sort order “weird”");
  await expect(countLine(page)).toHaveText(/^Showing 9 of \d+ recipes$/);
  await expect(page.getByText(/active filters?$/)).toHaveCount(0);
  await expect(page.getByLabel("Difficulty")).toHaveValue("");
  await expectAccessible(page);

  await note.getByRole("link", { name: "Remove from the address" }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByText("We ignored")).toHaveCount(0);

  // A category id that is no category: the whole list, not an empty one.
  await page.goto("/recipes?category=999999");
  await expect(page.getByRole("status").filter({ hasText: "We ignored category “999999”" })).toBeVisible();
  await expect(countLine(page)).toHaveText(/^Showing 9 of \d+ recipes$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form still works through its Apply filters button", async ({ page }) => {
    await page.goto("/recipes");
    await page.getByLabel("Category").selectOption({ label: "Sour" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/category=\d+/);
    await expect(page.getByText("1 active filter", { exact: true })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });
});
