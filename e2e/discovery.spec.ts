/**
 * Discovery (issue 23): "More like this" under every recipe, and variants (docs/discovery.md). Uses the seeded
 * Daiquiri by citrus_cleo and Hemingway Daiquiri by eve_stirs, which no other journey copies or changes, and
 * remixes the seeded Negroni (other journeys only read it).
 */
import type { Page } from "@playwright/test";
import { addToBar, expect, expectAccessible, newMember, signUp, test } from "./fixtures";

const DAIQUIRI = "/recipes/citrus_cleo/daiquiri";
const NEGRONI = "/recipes/eve_stirs/negroni";
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
  // A visitor's remix starts with signing in.
  await expect(page.getByRole("link", { name: "Remix this recipe" })).toHaveAttribute(
    "href",
    /^\/login\?redirectTo=%2Fbar%2Frecipes%2Fnew%3Fremix%3D[0-9a-f-]{36}$/,
  );
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

test("a member remixes the Negroni, publishes it, finds it among its variants, and names another original", async ({
  page,
}) => {
  test.slow(); // the form, the management page, three recipe pages and the edit page, with axe checks
  await signUp(page, newMember("remixer"));
  await page.goto(NEGRONI);
  await page.getByRole("link", { name: "Remix this recipe" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes\/new\?remix=[0-9a-f-]{36}$/);
  await expect(page.getByText(/^Remixing Negroni by @eve_stirs/)).toBeVisible();
  await expect(page.getByLabel("Recipe Name")).toHaveValue("Negroni Remix");
  const credit = page.getByRole("group", { name: "Variant of" });
  await expect(credit).toContainText("Negroni by @eve_stirs");
  await expectAccessible(page);
  const name = `Mezcal Negroni ${Date.now().toString(36)}`;
  await page.getByLabel("Recipe Name").fill(name);
  await page.getByRole("button", { name: "Save Recipe" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes\/[0-9a-f-]{36}$/);
  const managePath = new URL(page.url()).pathname;
  await page.getByRole("button", { name: /^Draft/ }).click();
  await expect(page.getByRole("button", { name: /^Published/ })).toBeVisible();

  // Its page credits the Negroni, and says so to search engines.
  await page.getByRole("link", { name: "View Recipe" }).click();
  await expect(page).toHaveURL(/\/recipes\/remixer[^/]*\/mezcal-negroni-[a-z0-9]+$/);
  const remixPath = new URL(page.url()).pathname;
  await expect(page.getByText(/^Variant of Negroni by @eve_stirs$/)).toBeVisible();
  await page.reload();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const structured = jsonLd.map((text) => JSON.parse(text)).find((entry) => entry["@type"] === "Recipe");
  expect(structured?.isBasedOn).toMatchObject({
    "@type": "Recipe",
    name: "Negroni",
    url: /\/recipes\/eve_stirs\/negroni$/,
  });

  // The Negroni lists it among its variants.
  await page.goto(NEGRONI);
  const variants = page.getByRole("region", { name: "Variants" });
  await expect(variants.locator(`a[href="${remixPath}"]`).first()).toBeVisible();
  await expectAccessible(page);

  // In the form, another original is picked by name.
  await page.goto(`${managePath}/edit`);
  await page.getByRole("button", { name: "Remove Negroni as the original" }).click();
  const search = page.getByRole("combobox", { name: "Variant of" });
  await expect(search).toBeFocused();
  await search.fill("Boulevard");
  await page.getByRole("option", { name: /Boulevardier/ }).click();
  await expect(page.getByRole("group", { name: "Variant of" })).toContainText("Boulevardier by @dan_the_distiller");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Update Recipe" }).click();
  await expect(page.getByText("Recipe updated successfully!")).toBeVisible();
  await page.goto(remixPath);
  await expect(page.getByText(/^Variant of Boulevardier by @dan_the_distiller$/)).toBeVisible();
});

test("a visitor browses the lists: Classics from the data, with an ItemList for search engines", async ({ page }) => {
  await page.goto("/recipes");
  await page.getByRole("link", { name: "Browse the lists" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lists" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: /^Classics/ }).click();
  await expect(page).toHaveURL(/\/lists\/classics$/);
  await expect(page.getByRole("heading", { level: 1, name: "Classics" })).toBeVisible();
  const cards = page.locator("main article");
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(3);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = jsonLd.map((text) => JSON.parse(text)).find((entry) => entry["@type"] === "ItemList");
  expect(list).toMatchObject({ name: "Classics", numberOfItems: shown });
  expect(list.itemListElement[0]).toMatchObject({ "@type": "ListItem", position: 1 });
  await expectAccessible(page);

  // The demo's members made drinks this month.
  await page.getByRole("link", { name: "Most made this month" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Most made this month" })).toBeVisible();
  await expect(page.locator("main article").first()).toBeVisible();
});
