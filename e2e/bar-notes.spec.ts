/** Part 2 §3 bar_inventory.notes (issue 12, item 10): a member's note per bottle, in the grid and the phone drawer. */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, newMember, signUp, test } from "./fixtures";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const card = (page: Page, name: string) => page.getByRole("article", { name });
const NOTE = "Half empty, the 2019 bottling";
/** The note as shown (not the text in its edit box). */
const shownNote = (scope: ReturnType<Page["locator"]>, text = NOTE) => scope.locator("p").filter({ hasText: text });

async function quickAdd(page: Page, name: string) {
  await page.getByLabel("Add an ingredient").fill(name);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(card(page, name)).toBeVisible();
}

test("a member keeps a note on a bottle, sees it after a reload, and removes it", async ({ page }) => {
  await signUp(page, newMember("barnote"));
  await page.goto("/bar");
  await quickAdd(page, "Campari");
  const campari = card(page, "Campari");

  await campari.getByText("Add a note").click();
  const field = campari.getByLabel("Note for Campari");
  await expect(field).toHaveAccessibleDescription("Only you see it. Leave it empty to remove the note.");
  await expectAccessible(page);
  await field.fill(`  ${NOTE}  `);
  await campari.getByRole("button", { name: "Save note" }).click();
  await expect(toast(page, "Note saved")).toBeVisible();
  await expect(shownNote(campari)).toBeVisible();
  await expect(field).toBeHidden();
  await expectAccessible(page);

  await page.reload();
  await expect(shownNote(card(page, "Campari"))).toBeVisible();
  await card(page, "Campari").getByText("Edit note").click();
  await expect(card(page, "Campari").getByLabel("Note for Campari")).toHaveValue(NOTE);
  await card(page, "Campari").getByLabel("Note for Campari").fill("");
  await card(page, "Campari").getByRole("button", { name: "Save note" }).click();
  await expect(toast(page, "Note removed")).toBeVisible();
  await expect(shownNote(card(page, "Campari"))).toHaveCount(0);
  await expect(card(page, "Campari").getByText("Add a note")).toBeVisible();
});

test("on a phone the note is kept from the My Bar drawer", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUp(page, newMember("barnotephone"));
  await page.goto("/bar");
  await quickAdd(page, "Campari");

  await page.getByRole("button", { name: "Open My Bar drawer" }).click();
  const drawer = page.getByRole("dialog", { name: "My Bar" });
  await drawer.getByRole("button", { name: "Campari", exact: true }).click();
  await drawer.getByText("Add a note").click();
  await drawer.getByLabel("Note for Campari").fill(NOTE);
  await expectAccessible(page);
  await drawer.getByRole("button", { name: "Save note" }).click();
  await expect(toast(page, "Note saved")).toBeVisible();
  await expect(shownNote(drawer)).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await page.getByRole("button", { name: "Open My Bar drawer" }).click();
  await drawer.getByRole("button", { name: "Campari", exact: true }).click();
  await expect(shownNote(drawer)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(shownNote(card(page, "Campari"))).toBeVisible();
});

test("a note can be saved before JavaScript has loaded", async ({ browser, page }) => {
  await signUp(page, newMember("barnotenojs"));
  await page.goto("/bar");
  await quickAdd(page, "Campari");
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
  });
  const plain = await noScript.newPage();
  await plain.goto("/bar");
  await card(plain, "Campari").getByText("Add a note").click();
  await card(plain, "Campari").getByLabel("Note for Campari").fill(NOTE);
  await card(plain, "Campari").getByRole("button", { name: "Save note" }).click();
  await expect(shownNote(card(plain, "Campari"))).toBeVisible();
  await noScript.close();
});
