/**
 * Discovery (issue 23): "More like this" under every recipe (docs/discovery.md). Uses the seeded Daiquiri by
 * citrus_cleo and Hemingway Daiquiri by eve_stirs, which no other journey copies or changes.
 */
import type { Page } from "@playwright/test";
import { addToBar, expect, expectAccessible, newMember, signUp, test } from "./fixtures";

const DAIQUIRI = "/recipes/citrus_cleo/daiquiri";
const HEMINGWAY = "/recipes/eve_stirs/hemingway-daiquiri";

const moreLikeThis = (page: Page) => page.getByRole("region", { name: "More like this" });
const cardFor = (page: Page, href: string) =>
  moreLikeThis(page)
    .locator("article")
    .filter({ has: page.locator(`a[href="${href}"]`) });

test("a visitor finds the Hemingway Daiquiri under the Daiquiri, and the Daiquiri under it", async ({ page }) => {
  await page.goto(DAIQUIRI);
  await expect(moreLikeThis(page).getByRole("heading", { level: 2, name: "More like this" })).toBeVisible();
  const cards = moreLikeThis(page).locator("article");
  await expect(cards).toHaveCount(6);
  // Best first: the closest drink leads.
  await expect(cards.first().locator(`a[href="${HEMINGWAY}"]`)).toHaveCount(1);
  await expect(moreLikeThis(page).getByText(/Your bar can/)).toHaveCount(0);
  await expectAccessible(page);

  await cardFor(page, HEMINGWAY).getByRole("link", { name: "Hemingway Daiquiri" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hemingway Daiquiri" })).toBeVisible();
  await expect(cardFor(page, DAIQUIRI)).toBeVisible();
});

test("a member with a bar sees which similar drinks they can make now", async ({ page }) => {
  test.slow(); // four bar additions, then the recipe page with an axe check
  await signUp(page, newMember("similar"));
  await page.goto("/bar");
  for (const name of ["White Rum", "Fresh Lime Juice", "Fresh Grapefruit Juice", "Maraschino Liqueur"]) {
    await addToBar(page, name);
  }
  await page.goto(DAIQUIRI);
  await expect(cardFor(page, HEMINGWAY).getByText("You can make this")).toBeVisible();
  await expect(moreLikeThis(page).getByText(/^Your bar can make [1-6] of 6 now$/)).toBeVisible();
  await expectAccessible(page);
});
