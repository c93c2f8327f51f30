/** Shared end-to-end fixtures: a distinct client address per test, members, and the axe check. */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

let counter = 0;
function randomClientIp() {
  counter += 1;
  return `10.${process.pid % 250}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

export type Member = { username: string; email: string; password: string };

export function newMember(prefix = "member"): Member {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    username: `${prefix}_${id}`.slice(0, 30),
    email: `${prefix}-${id}@example.com`,
    password: "a-long-enough-password",
  };
}

/** Resolves once React has hydrated the page (app/root.tsx sets the marker). */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ "X-Forwarded-For": randomClientIp() });
  },
  // A full page load returns before React has attached its handlers; with JavaScript on, wait for
  // hydration so a test acts on the page a member would.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await hydrated(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
});

export { expect };

/** Fails the test when axe-core finds WCAG 2.1 A/AA violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  await page.waitForLoadState("networkidle");
  // Contrast measured halfway through a fade (a toast coming or going) is not what anyone reads:
  // wait for finite animations and transitions to end; endless ones (skeleton pulses) are left.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

export async function signUp(page: Page, member: Member) {
  await page.goto("/signup");
  await page.getByLabel("Username").fill(member.username);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
}
