/**
 * "For you tonight" (issue 23): a new member takes the taste quiz on My Bar and gets drinks with reasons;
 * after liking three bitter stirred drinks the suggestions follow them and name them; the home page shows
 * them too, and the answers can be changed in settings.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, newMember, signUp, test } from "./fixtures";

const BITTER_STIRRED = [
  "/recipes/eve_stirs/negroni",
  "/recipes/dan_the_distiller/boulevardier",
  "/recipes/dan_the_distiller/hanky-panky",
];

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const forYou = (page: Page) => page.getByRole("region", { name: "For you tonight" });
const cardNames = (section: Locator) => section.getByRole("article").getByRole("heading").allTextContents();

test("a new member takes the taste quiz, then three bitter stirred likes change their suggestions", async ({
  page,
}) => {
  test.slow(); // the quiz, three recipe pages, the bar twice, the home page and settings, with axe checks
  await signUp(page, newMember("taster"));
  await page.goto("/bar");
  const section = forYou(page);
  await expect(section.getByRole("group", { name: "Spirits you like" })).toBeVisible();
  await section.getByRole("checkbox", { name: "Rum" }).check();
  await section.getByRole("radio", { name: "Sweet & fruity" }).check();
  await section.getByRole("radio", { name: "Light" }).check();
  await expectAccessible(page);
  await section.getByRole("button", { name: "Show my drinks" }).click();

  const cards = section.getByRole("article");
  await expect(cards).toHaveCount(6);
  await expect(toast(page, "Saved your taste")).toBeVisible();
  // The form gave way to the drinks: focus is on the section's heading, not lost to the page.
  await expect(section.getByRole("heading", { name: "For you tonight" })).toBeFocused();
  await expect(section).toContainText("You like rum and sweet drinks");
  await expect(section.getByRole("link", { name: "Edit your taste" })).toBeVisible();
  const before = await cardNames(section);
  await expectAccessible(page);

  for (const path of BITTER_STIRRED) {
    await page.goto(path);
    const like = page.getByRole("button", { name: /^Like \d+ likes?$/ });
    await like.click();
    await expect(toast(page, "Recipe liked")).toBeVisible();
    await expect(like).toHaveAttribute("aria-pressed", "true");
  }

  // The refresher works them out again in the background within a second or two of the last like; until then
  // the page shows the kept ones. The first suggestion then comes from the likes and says so.
  await page.goto("/bar");
  await expect(async () => {
    await page.reload();
    await expect(cards.first()).toContainText(/You liked (Negroni|Boulevardier|Hanky Panky)/, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(cards).toHaveCount(6);
  const after = await cardNames(section);
  expect(after).not.toEqual(before);
  // None of the liked drinks is suggested again.
  expect(after.filter((name) => ["Negroni", "Boulevardier", "Hanky Panky"].includes(name))).toEqual([]);
  const stirred = ["Manhattan", "Rob Roy", "Vieux Carré", "Martini", "Old Fashioned", "Negroni Sbagliato", "Americano"];
  expect(after.filter((name) => stirred.includes(name)).length).toBeGreaterThanOrEqual(3);

  // The home page has the first three.
  await page.goto("/");
  const home = forYou(page);
  await expect(home.getByRole("article")).toHaveCount(3);
  expect(await cardNames(home)).toEqual(after.slice(0, 3));
  await expectAccessible(page);

  // The quiz answers are kept and can be changed in settings.
  await home.getByRole("link", { name: "Edit your taste" }).click();
  await expect(page).toHaveURL(/\/settings\/taste$/);
  await expect(page.getByRole("checkbox", { name: "Rum" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Sweet & fruity" })).toBeChecked();
  await page.getByRole("radio", { name: "Bitter & bold" }).check();
  await page.getByRole("button", { name: "Save my taste" }).click();
  await expect(toast(page, "Saved your taste")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: "Bitter & bold" })).toBeChecked();
  // A question can be taken back.
  await expect(page.getByRole("group", { name: "How strong?" }).getByRole("radio", { name: "Light" })).toBeChecked();
  await page.getByRole("group", { name: "How strong?" }).getByRole("radio", { name: "No preference" }).check();
  const saved = page.waitForResponse((r) => r.url().includes("/api/site/taste") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Save my taste" }).click();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(
    page.getByRole("group", { name: "How strong?" }).getByRole("radio", { name: "No preference" }),
  ).toBeChecked();
  await expectAccessible(page);
});

test("a new member who skips the quiz still gets drinks", async ({ page }) => {
  await signUp(page, newMember("skipper"));
  await page.goto("/");
  const section = forYou(page);
  await section.getByRole("button", { name: "Skip for now" }).click();
  await expect(section.getByRole("article")).toHaveCount(3);
  await expect(section.getByRole("group", { name: "Spirits you like" })).toBeHidden();
});
