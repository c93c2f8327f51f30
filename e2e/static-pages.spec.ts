/** Issue 12: the static pages link only to pages that exist, and an e-mail address never breaks mid-word. */
import { expect, expectAccessible, test } from "./fixtures";

const STATIC_PAGES = ["/faq", "/how-to", "/privacy-policy", "/terms-of-service", "/support", "/bot"];

test("every link in the static pages' text answers 200, and every #section it names exists", async ({ page }) => {
  const checked = new Map<string, string>();
  for (const address of STATIC_PAGES) {
    await page.goto(address);
    const hrefs = await page
      .getByRole("main")
      .locator("a[href]")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== new URL(page.url()).origin) continue;
      const target = url.pathname + url.search;
      if (!checked.has(target)) {
        // A guest following a members' link lands on /login, which is a page: redirects are followed.
        const response = await page.request.get(target);
        expect(response.status(), `${address} links to ${target}`).toBe(200);
        checked.set(target, await response.text());
      }
      if (url.hash) {
        expect(checked.get(target), `${address} links to ${href}`).toContain(`id="${url.hash.slice(1)}"`);
      }
    }
  }
  expect(checked.size).toBeGreaterThan(5);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the support e-mail address breaks only at the @, and the page does not scroll sideways", async ({ page }) => {
    for (const address of STATIC_PAGES) {
      await page.goto(address);
      // Each run of text in an address (the part before the @, and the rest) sits on one line.
      const split = await page.locator('main a[href^="mailto:"]').evaluateAll((links) =>
        links.flatMap((link) =>
          [...link.querySelectorAll("*"), link].flatMap((el) =>
            [...el.childNodes]
              .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
              .filter((node) => {
                const range = document.createRange();
                range.selectNodeContents(node);
                return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
              })
              .map((node) => `"${node.textContent}" in ${link.textContent}`),
          ),
        ),
      );
      expect(split, `${address}: e-mail addresses broken mid-word`).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${address} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await expectAccessible(page);
  });
});

test.describe("the FAQ", () => {
  // Native disclosure widgets: they must work before (and without) the page's JavaScript.
  test.use({ javaScriptEnabled: false });

  test("opens one answer at a time, without JavaScript, and keeps every answer in the HTML", async ({ page }) => {
    await page.goto("/faq");
    const questions = page.locator("main details");
    await expect(questions).toHaveCount(12);
    const first = questions.nth(0);
    const second = questions.nth(1);
    await expect(first.getByRole("paragraph").first()).toBeHidden();
    await first.getByRole("heading", { level: 2 }).click();
    await expect(first.getByRole("paragraph").first()).toBeVisible();
    await second.getByRole("heading", { level: 2 }).click();
    await expect(second.getByRole("paragraph").first()).toBeVisible();
    await expect(first.getByRole("paragraph").first()).toBeHidden();
    // Closed answers are still in the document for crawlers and find-in-page.
    await expect(questions.nth(11).locator("p").first()).not.toHaveText("");
  });
});

test("the FAQ with an answer open passes the accessibility checks", async ({ page }) => {
  await page.goto("/faq");
  await page.locator("main details").nth(2).getByRole("heading", { level: 2 }).click();
  await expect(page.locator("main details[open]")).toHaveCount(1);
  await expectAccessible(page);
});
