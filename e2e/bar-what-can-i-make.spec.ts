/**
 * Issue "My Bar": a new member builds a bar of gin, sweet vermouth and Campari, sees the Negroni among
 * what they can make and a recipe one ingredient away with its missing ingredient named, then changes
 * quantities and removes an item, and the lists follow.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, newMember, settled, signUp, test } from "./fixtures";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const canMake = (page: Page) => page.getByRole("list", { name: "Recipes you can make" });
const oneAway = (page: Page) => page.getByRole("region", { name: "One ingredient away" });
const nextBottles = (page: Page) => page.getByRole("region", { name: "Next bottle to buy" });
// The seeded recipes by address: other tests publish recipes with the same names.
const NEGRONI = "/recipes/eve_stirs/negroni";
const DAIQUIRI = "/recipes/citrus_cleo/daiquiri";
const BOULEVARDIER = "/recipes/dan_the_distiller/boulevardier";
const cardFor = (scope: ReturnType<Page["getByRole"]>, href: string) =>
  scope.getByRole("listitem").filter({ has: scope.page().locator(`a[href="${href}"]`) });
/** A card on /recipes, by the recipe's address. */
const listed = (page: Page, href: string) => page.locator("article").filter({ has: page.locator(`a[href="${href}"]`) });
const item = (page: Page, name: string) =>
  page
    .getByRole("region", { name: "Your ingredients" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

async function addFromBuildPage(page: Page, name: string) {
  const search = page.getByRole("combobox", { name: "Search or add an ingredient" });
  await search.fill(name);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, `Added ${name} to your bar`)).toBeVisible();
  // The box clears once the add has settled; typing before that would race the reset.
  await expect(search).toHaveValue("");
}

test("a bar of gin, sweet vermouth and Campari makes a Negroni, and the lists follow the bar", async ({ page }) => {
  test.slow();
  await signUp(page, newMember("negroni"));
  await page.goto("/bar/build");
  await page.waitForLoadState("networkidle");
  for (const name of ["London Dry Gin", "Sweet Vermouth", "Campari"]) await addFromBuildPage(page, name);

  await page.goto("/bar");
  await expect(page.getByRole("heading", { name: "What can I make" })).toBeVisible();
  await expect(cardFor(canMake(page), NEGRONI).getByText("You can make this")).toBeVisible();
  await expect(
    oneAway(page)
      .getByRole("listitem")
      .first()
      .getByText(/^Missing: /),
  ).toBeVisible();
  await expectAccessible(page);
  // The Boulevardier wants bourbon (or rye) instead of gin: one bottle away, and it says which.
  await page.goto("/recipes?bar=one-away&search=Boulevardier");
  await expect(listed(page, BOULEVARDIER).getByText("Missing: Bourbon")).toBeVisible();

  // Campari runs out: the Negroni is one ingredient away, and Campari is a bottle worth buying.
  await page.goto("/bar");
  await item(page, "Campari").getByRole("button", { name: "Remove one Campari" }).click();
  await expect(item(page, "Campari").getByText("Out")).toBeVisible();
  // "Out" shows at once; a reload before the change reaches the server would cancel it and show the old bar.
  await settled(page);
  await page.reload();
  await expect(cardFor(canMake(page), NEGRONI)).toHaveCount(0);
  await expect(
    nextBottles(page)
      .getByRole("listitem")
      .filter({ hasText: "Campari" })
      .getByText(/^Unlocks \d+ recipes?$/),
  ).toBeVisible();
  await expectAccessible(page);
  await page.goto("/recipes?bar=one-away&search=Negroni");
  await expect(listed(page, NEGRONI).getByText("Missing: Campari")).toBeVisible();

  // Restocked with plus, it is back among what the bar makes.
  await page.goto("/bar");
  await item(page, "Campari").getByRole("button", { name: "Add one Campari" }).click();
  await expect(item(page, "Campari").getByText("1 bottle")).toBeVisible();
  await settled(page);
  await page.reload();
  await expect(cardFor(canMake(page), NEGRONI)).toBeVisible();

  // Removing the sweet vermouth takes the Negroni off what the bar makes and names the new gap.
  await item(page, "Sweet Vermouth").getByRole("button", { name: "Remove Sweet Vermouth from bar" }).click();
  await expect(toast(page, "Item removed from bar")).toBeVisible();
  await expect(item(page, "Sweet Vermouth")).toHaveCount(0);
  await page.reload();
  await expect(cardFor(canMake(page), NEGRONI)).toHaveCount(0);
  await expectAccessible(page);
  await page.goto("/recipes?bar=one-away&search=Negroni");
  await expect(listed(page, NEGRONI).getByText("Missing: Sweet Vermouth")).toBeVisible();

  // The recipe page agrees.
  await listed(page, NEGRONI).getByRole("link", { name: "Negroni" }).click();
  await expect(page.getByText("You're missing 1 ingredient: Sweet Vermouth")).toBeVisible();
  await expect(page.getByText(/≈ \d+(\.\d)?% ABV/).first()).toBeVisible();
});

test("a brand in the bar counts as the generic a recipe asks for, and the page says so", async ({ page }) => {
  await signUp(page, newMember("brands"));
  await page.goto("/bar/build");
  await page.waitForLoadState("networkidle");
  for (const name of ["Bacardi Carta Blanca", "Fresh Lime Juice", "Simple Syrup"]) await addFromBuildPage(page, name);
  await page.goto("/bar");
  await cardFor(canMake(page), DAIQUIRI).getByRole("link", { name: "Daiquiri" }).click();
  await expect(page.getByText("You have Bacardi Carta Blanca, which counts as White Rum")).toBeVisible();
  await expect(page.getByText("You have everything for this drink")).toBeVisible();
  await expectAccessible(page);
});
