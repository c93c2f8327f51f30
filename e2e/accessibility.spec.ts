/**
 * Issue 18: axe-core (WCAG 2.2 A/AA, through expectAccessible in fixtures.ts) finds nothing on every public
 * page and every /bar and /settings page, at 1280 px and 375 px, light and dark. Four tests (public and
 * members' pages, each in light and in dark) so the two workers share them; each reuses one page: every
 * address is loaded once at 1280 px, checked, narrowed to 375 px and checked again. Dark is the system
 * preference (emulateMedia), which the theme script turns into the `dark` class for guests and for members
 * who have not chosen a theme, as the seeded demo member has not. The members' pages are the demo member
 * eve_stirs's, so they are full; the walk only reads them, so it never disturbs another journey.
 */
import type { Page } from "@playwright/test";
import { STATIC_SITEMAP_PATHS } from "../app/features/seo/sitemap-xml";
import { expect, expectAccessible, test } from "./fixtures";

const EVE = { email: "eve@demo.muddle.example", password: "muddle-demo-password" };

/**
 * Members' content, search and sign-in; the sitemap's own pages (home, listings, static pages) are walked
 * in a test of their own, so each walk stays well inside its time even on a busy machine.
 */
const PUBLIC_PAGES = [
  "/recipes/eve_stirs/negroni",
  "/recipes/eve_stirs",
  "/api/docs",
  "/search?q=negroni",
  "/search",
  "/ada_mixes",
  "/ada_mixes/followers",
  "/ada_mixes/following",
  "/login",
  "/signup",
  "/forgot-password",
  "/404",
];

const MEMBER_PAGES = [
  "/bar",
  "/bar/build",
  "/bar/shopping-list",
  "/bar/recipes",
  "/bar/recipes/new",
  "/bar/saved",
  "/bar/collections",
  "/bar/collections/new",
  "/bar/community",
  "/notifications",
  "/settings",
  "/settings/profile",
  "/settings/privacy",
  "/settings/notifications",
  "/settings/account",
  "/settings/api",
];

/** The first link in <main> on `address` whose href matches `pattern` (a demo collection, post, recipe). */
async function firstLink(page: Page, address: string, pattern: RegExp): Promise<string> {
  await page.goto(address);
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  const href = hrefs.find((h): h is string => !!h && pattern.test(h));
  expect(href, `a link matching ${pattern} on ${address}`).toBeTruthy();
  return href as string;
}

/**
 * Loads each address at 1280 px, checks it, narrows the window to 375 px and checks it again; fails at the
 * end with every page's violations, so one run shows all there is to fix.
 */
async function walk(page: Page, addresses: string[], dark: boolean) {
  const failures: string[] = [];
  for (const address of addresses) {
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(address);
    expect(response?.status(), address).toBeLessThan(address === "/404" ? 500 : 400);
    if (address === "/404") expect(response?.status()).toBe(404);
    // The theme script has run: the page is in the theme under test, not merely the emulated preference.
    if (dark) await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expectAccessible(page).catch((error: Error) =>
        failures.push(`${address} at ${width} px: ${error.message}`),
      );
    }
  }
  expect(failures).toEqual([]);
}

for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    // In two halves, so each walk stays well inside its time on a busy machine (the lists added five pages).
    const half = Math.ceil(STATIC_SITEMAP_PATHS.length / 2);
    const sitemapHalves = [STATIC_SITEMAP_PATHS.slice(0, half), STATIC_SITEMAP_PATHS.slice(half)];
    for (const [index, paths] of sitemapHalves.entries()) {
      test(`every page of the sitemap's own passes axe at 1280 and 375 px, ${scheme}, part ${index + 1}`, async ({
        page,
      }) => {
        test.slow(); // eight pages, each checked at two widths
        await walk(page, [...paths], scheme === "dark");
      });
    }

    test(`every public page of members' content passes axe at 1280 and 375 px, ${scheme}`, async ({ page }) => {
      test.slow(); // two dozen pages, each checked at two widths
      const collection = await firstLink(page, "/collections", /^\/collections\/(?!new$)[^/?#]+$/);
      // The feed links no single post; each card carries its id.
      await page.goto("/community");
      const postId = await page.locator("[data-post-id]").first().getAttribute("data-post-id");
      expect(postId, "a demo post on /community").toBeTruthy();
      const post = `/community/posts/${postId}`;
      await walk(page, [...PUBLIC_PAGES, collection, `${collection}/menu`, post], scheme === "dark");
    });

    test(`every /bar and /settings page of a member passes axe at 1280 and 375 px, ${scheme}`, async ({ page }) => {
      test.slow(); // twenty pages, each checked at two widths
      await page.goto("/login");
      await page.getByLabel("Email").fill(EVE.email);
      await page.getByLabel("Password").fill(EVE.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
      const recipe = await firstLink(page, "/bar/recipes", /^\/bar\/recipes\/[0-9a-f-]{36}$/);
      const collection = await firstLink(page, "/bar/collections", /^\/bar\/collections\/(?!new$)[^/?#]+$/);
      await walk(
        page,
        [...MEMBER_PAGES, recipe, `${recipe}/edit`, collection, `${collection}/edit`],
        scheme === "dark",
      );
    });
  });
}
