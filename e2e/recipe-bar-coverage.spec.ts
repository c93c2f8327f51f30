/**
 * The bar in recipes: which ingredients a member already has, the estimated strength, and "What can I
 * make" on /recipes (docs/bar-matching.md). Uses the seeded Negroni by eve_stirs (London Dry Gin,
 * Sweet Vermouth, Campari, Orange Peel garnish).
 */
import type { Page } from "@playwright/test";
import { addToBar, expect, expectAccessible, newMember, signUp, test } from "./fixtures";

// The seeded Negroni by address: other tests publish recipes with the same name.
const NEGRONI = "/recipes/eve_stirs/negroni";
const negroniCard = (page: Page) => page.locator("article").filter({ has: page.locator(`a[href="${NEGRONI}"]`) });

test("a member sees what the Negroni still needs, and finds it one ingredient away", async ({ page }) => {
  test.slow(); // several pages, each with an axe check
  await signUp(page, newMember("barcov"));
  await page.goto("/bar");
  await addToBar(page, "London Dry Gin");
  await addToBar(page, "Sweet Vermouth");

  await page.goto("/recipes?search=Negroni");
  await negroniCard(page).getByRole("link", { name: "Negroni" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Negroni" })).toBeVisible();
  await expect(page.getByText("You're missing 1 ingredient: Campari")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /≈ \d+% ABV/ })).toBeVisible();
  await expect(page.getByText("(estimated after stirred dilution)")).toBeVisible();
  const ingredients = page.getByRole("list", { name: "Ingredients" });
  // The explanation of a match: the exact ingredient, or a brand that counts as it.
  await expect(ingredients.getByText(/In your bar|which counts as/).first()).toBeVisible();
  const campari = ingredients.getByRole("listitem").filter({ hasText: "Campari" });
  await expect(campari.getByText("Missing", { exact: true })).toBeVisible();
  await expect(campari.getByRole("button", { name: "Add Campari to shopping list" })).toBeVisible();
  // The garnish is never missing.
  await expect(
    ingredients.getByRole("listitem").filter({ hasText: "Orange Peel" }).getByText("Missing", { exact: true }),
  ).toHaveCount(0);
  await expectAccessible(page);

  await page.goto("/recipes?search=Negroni");
  await page.getByRole("combobox", { name: "My bar" }).first().selectOption({ label: "One ingredient away" });
  await expect(page).toHaveURL(/bar=one-away/);
  await expect(negroniCard(page).getByText("Missing: Campari")).toBeVisible();
  await expect(page.getByText(/2 active filters\b/)).toBeVisible();
  await expectAccessible(page);
});

test("a guest is invited to sign in to see which ingredients they have, and gets no bar filter", async ({ page }) => {
  test.slow(); // the listing, the recipe page and an axe check
  await page.goto("/recipes?search=Negroni&bar=make");
  await expect(page.getByRole("combobox", { name: "My bar" })).toHaveCount(0);
  await negroniCard(page).getByRole("link", { name: "Negroni" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Negroni" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /≈ \d+% ABV/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to see which of these you have" })).toHaveAttribute(
    "href",
    /^\/login\?redirectTo=/,
  );
  await expectAccessible(page);
});

test("a member with an empty bar is sent to build it from the filter panel", async ({ page }) => {
  await signUp(page, newMember("barnone"));
  await page.goto("/recipes");
  await expect(page.getByRole("link", { name: "Add ingredients to your bar" })).toHaveAttribute("href", "/bar/build");
  await expectAccessible(page);
});
