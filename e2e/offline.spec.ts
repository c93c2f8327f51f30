/**
 * Issue 18, installable and offline: the manifest passes Chromium's installability check, a member's
 * saved recipe opens with the network off (by address and by a click, its scale and unit controls
 * working), other pages say "You are offline", and signing out takes the offline copy away.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { addConsentCookie, expect, expectAccessible, newMember, signOut, signUp, test } from "./fixtures";

// The suite blocks service workers (playwright.config.ts); this journey is about one.
test.use({ serviceWorkers: "allow" });

const RECIPE = "/recipes/dan_the_distiller/old-fashioned";
const MEMBER_CACHE = "muddle-member-v1";

function ingredient(page: Page, name: string) {
  return page.getByRole("listitem").filter({ hasText: name }).first();
}

/** Whether the worker has kept `path` (a page or its data) in the member's offline copy. */
function kept(page: Page, path: string) {
  return page.evaluate(async ({ cache, path }) => Boolean(await (await caches.open(cache)).match(path)), {
    cache: MEMBER_CACHE,
    path,
  });
}

/** Offline, a full load of a page must come from the worker: assigning location works without hydration. */
async function openDocument(page: Page, path: string) {
  await page.evaluate((to) => {
    window.location.href = to;
  }, path);
  await page.waitForURL(path);
}

async function scaleAndConvert(page: Page) {
  const scale = page.getByLabel("Scale recipe");
  await scale.fill("2");
  await expect(ingredient(page, "Bourbon")).toContainText("4 oz");
  await page.getByRole("button", { name: "ml", exact: true }).click();
  await expect(ingredient(page, "Bourbon")).toContainText("118.3 ml");
  await page.getByRole("button", { name: "Original", exact: true }).click();
  await scale.fill("1");
  await expect(ingredient(page, "Bourbon")).toContainText("2 oz");
}

/**
 * Chromium's own installability check (manifest, icons, worker). Test contexts are incognito, which the
 * check refuses for that reason alone, so it runs in a throwaway profile of the same browser.
 */
test.beforeAll(async ({ baseURL }) => {
  const profile = mkdtempSync(path.join(tmpdir(), "muddle-install-"));
  const browser = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
  });
  try {
    await addConsentCookie(browser, baseURL);
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto("/");
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await browser.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    expect((await cdp.send("Page.getInstallabilityErrors")).installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the site installs; a saved recipe opens offline with working controls, other pages say so, and signing out removes the copy", async ({
  page,
  context,
}) => {
  test.slow();
  await signUp(page, newMember("offline"));
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto(RECIPE);
  await page.getByRole("button", { name: /^Save \d+ saves$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Recipe saved" })).toBeVisible();

  // Opening Saved Recipes has the worker copy them (the list, each recipe's page and data).
  await page.goto("/bar/saved");
  await expect(page.getByRole("link", { name: "Old Fashioned", exact: true })).toBeVisible();
  await expect.poll(() => kept(page, `${RECIPE}.data`)).toBe(true);
  await expect.poll(() => kept(page, "/bar/saved.data")).toBe(true);

  await context.setOffline(true);
  await openDocument(page, "/bar/saved");
  await expect(page.getByRole("heading", { level: 1, name: "Saved Recipes" })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("status").filter({ hasText: "You are offline." })).toBeVisible();
  await expectAccessible(page);

  // By a click: React Router's client navigation reads the kept data.
  await page.getByRole("link", { name: "Old Fashioned", exact: true }).click();
  await expect(page).toHaveURL(RECIPE);
  await expect(page.getByRole("heading", { level: 1, name: "Old Fashioned" })).toBeVisible();
  // The comments are not kept: their own "failed" state, not an error page.
  await expect(page.getByText("Failed to load comments.")).toBeVisible();
  await scaleAndConvert(page);

  // By address: the kept page hydrates from the kept scripts.
  await openDocument(page, RECIPE);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1, name: "Old Fashioned" })).toBeVisible();
  await scaleAndConvert(page);

  // Anything not kept: a client navigation reloads as a document, which gets the offline page.
  await page.getByRole("link", { name: "Recipes", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page).toHaveURL(/\/recipes$/);
  await expectAccessible(page);

  // Signing out (online) empties the copy: offline, the saved recipe is gone too.
  await context.setOffline(false);
  await page.goto("/");
  await signOut(page);
  await expect.poll(() => page.evaluate((name) => caches.has(name), MEMBER_CACHE)).toBe(false);
  await context.setOffline(true);
  await openDocument(page, RECIPE);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await context.setOffline(false);
});
