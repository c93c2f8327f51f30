/**
 * Issue 19, no write per read: a recipe view is counted by the page's beacon after it loads (never by the
 * page request), written in a batch, and shown to the author on the recipe's management page. The test
 * server writes the batch every half second (VIEW_FLUSH_INTERVAL_MS in playwright.config.ts).
 */
import type { Page, Request } from "@playwright/test";
import { anotherVisitor, expect, expectAccessible, newMember, publishRecipe, signUp, test } from "./fixtures";

const isBeacon = (request: Request) => new URL(request.url()).pathname === "/api/site/views";

/** The beacons a page sends while it loads and settles. */
async function beaconsWhileOpening(page: Page, path: string): Promise<Request[]> {
  const sent: Request[] = [];
  const track = (request: Request) => {
    if (isBeacon(request)) sent.push(request);
  };
  page.on("request", track);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("request", track);
  return sent;
}

test("another member's visit is counted once the page has loaded, and the author sees Views 1", async ({
  page,
  browser,
}) => {
  test.slow(); // two members sign up and a recipe is published through the form
  await signUp(page, newMember("viewed"));
  const recipe = await publishRecipe(page, "Corpse Reviver", "Gin");

  // The author's own page sends no beacon.
  expect(await beaconsWhileOpening(page, recipe.href)).toEqual([]);
  await expect(page.getByRole("heading", { level: 1, name: "Corpse Reviver" })).toBeVisible();

  const reader = await anotherVisitor(browser);
  await signUp(reader.page, newMember("reader"));
  const answered = reader.page.waitForResponse((response) => isBeacon(response.request()));
  await reader.page.goto(recipe.href);
  const beacon = await answered;
  expect(beacon.status()).toBe(204);
  expect(beacon.request().method()).toBe("POST");
  expect(beacon.request().postData()).toBe(`kind=recipe&id=${recipe.id}`);
  expect(await beacon.allHeaders()).toMatchObject({ "cache-control": "private, no-store" });
  await expectAccessible(reader.page);
  await reader.context.close();

  const views = page.getByRole("term").filter({ hasText: "Views" }).locator("xpath=following-sibling::dd");
  await expect(async () => {
    await page.goto(`/bar/recipes/${recipe.id}`);
    await expect(views).toHaveText("1", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expectAccessible(page);
});
