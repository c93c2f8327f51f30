/** Part 2 §2 My Bar (/bar), §4 bar transitions, §8 bar messages, §9 progress full at 30. */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, newMember, settled, signUp, test } from "./fixtures";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const card = (page: Page, name: string) => page.getByRole("article", { name });
const progress = (page: Page) => page.getByRole("progressbar", { name: "Bar Progress" });

async function quickAdd(page: Page, name: string, shownAs = name) {
  await page.getByLabel("Add an ingredient").fill(name);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, `Added ${shownAs} to your bar`)).toBeVisible();
  await expect(card(page, shownAs)).toBeVisible();
}

test("a member builds a bar with quick add, changes quantities and removes an item", async ({ page }) => {
  test.slow(); // several round trips and an axe check per state
  await signUp(page, newMember("barinv"));
  await page.goto("/bar");
  await expect(page.getByRole("heading", { level: 2, name: "Build Your Bar" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add Ingredients" })).toHaveAttribute("href", "/bar/build");
  await expect(page.getByRole("link", { name: "Saved recipes" })).toBeVisible();
  await expectAccessible(page);

  // Add with nothing typed answers in the field, before anything is posted (issue 12, item 6).
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByLabel("Add an ingredient")).toBeFocused();
  await expect(page.getByLabel("Add an ingredient")).toHaveAccessibleDescription("Please enter an ingredient");

  // Catalogue names are matched whatever the case; the card shows the catalogue's spelling.
  await quickAdd(page, "campari", "Campari");
  await expect(page.getByRole("heading", { name: "Build Your Bar" })).toBeHidden();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "1");
  await expect(page.getByText("1 of 30 ingredients in stock")).toBeVisible();
  await expect(card(page, "Campari").getByText("1 bottle", { exact: true })).toBeVisible();
  await quickAdd(page, "Lime");
  await expect(card(page, "Lime").getByText("1 unit", { exact: true })).toBeVisible();
  await expect(page.getByText("2 of 30 ingredients in stock")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add More" })).toHaveAttribute("href", "/bar/build");
  await expectAccessible(page);

  // Plus and minus update at once and stick after a reload.
  const campari = card(page, "Campari");
  await campari.getByRole("button", { name: "Add one Campari" }).click();
  await expect(campari.getByText("2 bottles", { exact: true })).toBeVisible();
  await campari.getByRole("button", { name: "Add one Campari" }).click();
  await campari.getByRole("button", { name: "Add one Campari" }).click();
  await expect(campari.getByText("4 bottles", { exact: true })).toBeVisible();
  await campari.getByRole("button", { name: "Remove one Campari" }).click();
  await expect(campari.getByText("3 bottles", { exact: true })).toBeVisible();
  await settled(page);
  await page.reload();
  await expect(card(page, "Campari").getByText("3 bottles", { exact: true })).toBeVisible();

  // Minus floors at 0: the item stays listed as run out.
  const lime = card(page, "Lime");
  await lime.getByRole("button", { name: "Remove one Lime" }).click();
  await expect(lime.getByText("Out", { exact: true })).toBeVisible();
  await lime.getByRole("button", { name: "Remove one Lime" }).click();
  await settled(page);
  await expect(lime.getByText("Out", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await lime.getByRole("button", { name: "Add one Lime" }).click();
  await expect(lime.getByText("1 unit", { exact: true })).toBeVisible();

  // Remove: the spec's toast, the card goes and the progress counts one fewer.
  await lime.getByRole("button", { name: "Remove Lime from bar" }).click();
  await expect(toast(page, "Item removed from bar")).toBeVisible();
  await expect(card(page, "Lime")).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Bar inventory" })).toBeFocused();
  await expect(page.getByText("1 of 30 ingredients in stock")).toBeVisible();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "1");
  await expectAccessible(page);

  // A name the catalogue does not know is created and added.
  const homemade = `House Falernum ${Date.now().toString(36)}`;
  await quickAdd(page, homemade);
  await expect(page.getByText("2 of 30 ingredients in stock")).toBeVisible();
});

test("My Bar and Build Your Bar give one count, and say it counts what is in stock", async ({ page }) => {
  await signUp(page, newMember("barcount"));
  await page.goto("/bar");
  await quickAdd(page, "Campari");
  await quickAdd(page, "Lime");
  // Issue 12, item 5: an item run out (quantity 0) stays listed but is not counted, on either page.
  const lime = card(page, "Lime");
  await lime.getByRole("button", { name: "Remove one Lime" }).click();
  await expect(lime.getByText("Out", { exact: true })).toBeVisible();
  await settled(page);
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "1");
  await expect(page.getByText("1 of 30 ingredients in stock")).toBeVisible();
  await expect(page.getByText("1 out of stock: it counts again once restocked.")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/bar/build");
  await expect(page.getByText("1 ingredient in stock, 1 out of stock.")).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/bar");
  await page.getByRole("button", { name: "Open My Bar drawer" }).click();
  await expect(
    page
      .getByRole("dialog", { name: "My Bar" })
      .getByText("1 ingredient in stock, 1 out of stock. Tap one for details."),
  ).toBeVisible();
  await expectAccessible(page);
});

test("on a phone the My Bar drawer lists items with their details and closes with Escape", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUp(page, newMember("bardrawer"));
  await page.goto("/bar");
  await quickAdd(page, "Campari");
  await expectAccessible(page);

  const opener = page.getByRole("button", { name: "Open My Bar drawer" });
  await opener.click();
  const drawer = page.getByRole("dialog", { name: "My Bar" });
  await expect(drawer).toBeVisible();
  await expectAccessible(page);

  await drawer.getByRole("button", { name: "Campari", exact: true }).click();
  await expect(drawer.getByText("Bright red Italian bitter", { exact: false })).toBeVisible();
  await expect(drawer.getByText("25%")).toBeVisible();
  await expectAccessible(page);

  // The drawer's minus only reduces above 0.
  await drawer.getByRole("button", { name: "Remove one Campari" }).click();
  await expect(drawer.getByText("Out", { exact: true })).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Remove one Campari" })).toBeDisabled();
  await drawer.getByRole("button", { name: "Add one Campari" }).click();
  await expect(drawer.getByText("1 bottle", { exact: true })).toBeVisible();
  await settled(page);

  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(card(page, "Campari").getByText("1 bottle", { exact: true })).toBeVisible();
});

test("a change to an item removed in another tab is refused with the spec's messages", async ({ page, context }) => {
  await signUp(page, newMember("barstale"));
  await page.goto("/bar");
  await quickAdd(page, "Campari");

  const other = await context.newPage();
  await other.goto("/bar");
  await other.getByRole("button", { name: "Remove Campari from bar" }).click();
  await expect(toast(other, "Item removed from bar")).toBeVisible();
  await expect(card(other, "Campari")).toHaveCount(0);
  await other.close();

  // The first tab still shows the item: plus is refused and the shown amount rolls back.
  const campari = card(page, "Campari");
  await campari.getByRole("button", { name: "Add one Campari" }).click();
  await expect(toast(page, "Failed to update quantity")).toBeVisible();
  await expect(campari.getByText("1 bottle", { exact: true })).toBeVisible();
  await campari.getByRole("button", { name: "Remove Campari from bar" }).click();
  await expect(toast(page, "Failed to remove item")).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Build Your Bar" })).toBeVisible();
});

test("the bar's controls work before JavaScript has loaded", async ({ browser, page }) => {
  await signUp(page, newMember("barnojs"));
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
  });
  const plain = await noScript.newPage();
  await plain.goto("/bar");
  await plain.getByLabel("Add an ingredient").fill("Campari");
  await plain.getByRole("button", { name: "Add", exact: true }).click();
  await expect(card(plain, "Campari").getByText("1 bottle", { exact: true })).toBeVisible();
  await plain.getByRole("button", { name: "Add one Campari" }).click();
  await expect(card(plain, "Campari").getByText("2 bottles", { exact: true })).toBeVisible();
  await plain.getByRole("button", { name: "Remove Campari from bar" }).click();
  await expect(plain.getByRole("heading", { name: "Build Your Bar" })).toBeVisible();
  await noScript.close();
});
