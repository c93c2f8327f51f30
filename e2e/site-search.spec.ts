/**
 * Issue 18 site search: the navigation's type-ahead (an ARIA combobox), /search's groups, the empty
 * query's popular content and the no-results state, with axe on /search and with the type-ahead open,
 * on the desktop navbar and through the phone menu.
 */
import { expect, expectAccessible, test } from "./fixtures";

test("the navigation search suggests as you type, Enter searches, and /search groups what it finds", async ({
  page,
}) => {
  await page.goto("/");
  const box = page.getByRole("navigation", { name: "Main" }).getByRole("combobox", { name: "Search Muddle" });
  await box.pressSequentially("negr");
  const options = page.getByRole("listbox").getByRole("option");
  await expect(options.filter({ hasText: "Negroni" }).first()).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expectAccessible(page);

  // Arrows move the highlight; Escape closes the list and keeps the words.
  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", /item-0$/);
  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("negr");

  // Enter with nothing highlighted opens /search for the words.
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=negr$/);
  await expect(page).toHaveTitle("“negr” — Search | Muddle");
  const recipes = page.getByRole("region", { name: /^Recipes/ });
  await expect(recipes.getByRole("link", { name: "Negroni", exact: true }).first()).toBeVisible();
  await expect(recipes.getByRole("link", { name: /See all \d+ recipes/ })).toHaveAttribute(
    "href",
    "/recipes?search=negr",
  );

  // The page's own field: recipes and members grouped.
  const field = page.getByRole("searchbox", { name: "Search recipes, collections, members and posts" });
  await field.fill("citrus");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=citrus$/);
  await expect(page.getByRole("heading", { level: 2, name: /^Recipes \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Members/ }).getByText("@citrus_cleo")).toBeVisible();
  await expectAccessible(page);

  // Nothing matches: say so and offer ways on. An empty query: popular recipes and collections.
  await page.goto("/search?q=zzqxjvw");
  await expect(page.getByText("Nothing found for “zzqxjvw”")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse all recipes" })).toBeVisible();
  await page.goto(`/search?q=${"%20".repeat(5)}`);
  await expect(page).toHaveTitle("Search | Muddle");
  await expect(page.getByRole("heading", { level: 2, name: /^Popular recipes/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Popular collections/ })).toBeVisible();
  await expectAccessible(page);
});

test("at 375 px the phone menu's search suggests, and picking a suggestion opens it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/collections");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  const box = menu.getByRole("combobox", { name: "Search Muddle" });
  await box.pressSequentially("negr");
  const negroni = menu.getByRole("option").filter({ hasText: "Negroni" }).first();
  await expect(negroni).toBeVisible();
  await expectAccessible(page);
  await negroni.click();
  await expect(page).toHaveURL(/\/recipes\/[^/]+\/negroni/);
  await expect(menu).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the navigation search is a plain form to /search", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("navigation", { name: "Main" }).getByRole("combobox", { name: "Search Muddle" });
    await box.fill("negroni");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=negroni$/);
    await expect(
      page
        .getByRole("region", { name: /^Recipes/ })
        .getByRole("link", { name: "Negroni", exact: true })
        .first(),
    ).toBeVisible();
  });
});
