/** Part 2 §2, §4, §9 and issue 14: the cookie banner, for a fresh visitor, without JavaScript and signed in. */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, expectAccessible, newMember, signUp, test } from "./fixtures";

const COOKIE = "muddle-cookie-consent";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const banner = (page: Page) => page.getByRole("region", { name: "Cookies on Muddle" });

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === COOKIE);
}

/** The page as the server sends it, before any script runs. */
async function rawHtml(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return response.text();
}

test.describe("a fresh visitor", () => {
  test.use({ cookieConsent: false });

  test("sees the banner; 'Necessary Only' hides it for a year, and a reload does not send it again", async ({
    page,
    context,
  }) => {
    await page.goto("/recipes");
    const region = banner(page);
    await expect(region).toBeVisible();
    await expect(region.getByRole("checkbox", { name: /Necessary/ })).toBeChecked();
    await expect(region.getByRole("checkbox", { name: /Necessary/ })).toBeDisabled();
    for (const name of ["Preferences", "Analytics", "Marketing"]) {
      await expect(region.getByRole("checkbox", { name })).not.toBeChecked();
    }
    await expectAccessible(page);
    expect(await rawHtml(page, "/recipes")).toContain("cookie-banner-title");

    await region.getByRole("button", { name: "Necessary Only" }).click();
    await expect(region).toHaveCount(0);
    await expect.poll(async () => (await consentCookie(context))?.value).toBe("necessary");
    const cookie = await consentCookie(context);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 120);
    expect(lifetime).toBeLessThanOrEqual(YEAR_SECONDS + 5);
    const local = await page.evaluate(() => JSON.parse(localStorage.getItem("cookie-consent") ?? "null"));
    expect(local).toMatchObject({ necessary: true, preferences: false, analytics: false, marketing: false });

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(await rawHtml(page, "/recipes")).not.toContain("cookie-banner-title");
  });

  test("the banner fits a 375 px phone in light and dark, and 'Accept All' accepts every category", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto("/");
      await expect(page.locator("html")).toHaveClass(colorScheme);
      await expect(banner(page).getByRole("button", { name: "Accept All" })).toBeInViewport();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await expectAccessible(page);
    }
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect
      .poll(async () => (await consentCookie(context))?.value)
      .toBe("necessary.preferences.analytics.marketing");
  });

  test("the banner is on the members' bar pages too, above the phone navigation", async ({ page }) => {
    await signUp(page, newMember("consentbar"));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/bar");
    await expect(banner(page)).toBeInViewport();
    const nav = await page.getByRole("navigation", { name: "Bar (mobile)" }).boundingBox();
    const region = await banner(page).boundingBox();
    expect((region?.y ?? 0) + (region?.height ?? 0)).toBeLessThanOrEqual((nav?.y ?? 0) + 1);
  });
});

test.describe("without JavaScript", () => {
  test.use({ cookieConsent: false, javaScriptEnabled: false });

  test("the banner is a form that stores the choice and comes back to the same page", async ({ page, context }) => {
    await page.goto("/faq");
    await banner(page).getByRole("checkbox", { name: "Analytics" }).check();
    await banner(page).getByRole("button", { name: "Save choices" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(banner(page)).toHaveCount(0);
    expect((await consentCookie(context))?.value).toBe("necessary.analytics");
  });
});

test("'Cookie settings' in the footer reopens the banner with the stored choice", async ({ page, context }) => {
  // The shared fixture stored "Necessary Only" for this visitor.
  await page.goto("/privacy-policy");
  await expect(banner(page)).toHaveCount(0);
  await expect(
    page.getByText("nothing in the preferences, analytics or marketing categories runs", { exact: false }),
  ).toBeVisible();

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  const region = banner(page);
  await expect(region).toBeVisible();
  await expect(region).toBeFocused();
  await expect(region.getByRole("checkbox", { name: "Analytics" })).not.toBeChecked();
  await expectAccessible(page);

  await region.getByRole("checkbox", { name: "Preferences" }).check();
  await region.getByRole("button", { name: "Save choices" }).click();
  await expect(region).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cookie settings" })).toBeFocused();
  await expect.poll(async () => (await consentCookie(context))?.value).toBe("necessary.preferences");

  await page.getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner(page).getByRole("checkbox", { name: "Preferences" })).toBeChecked();
});

test.describe("a member", () => {
  test.use({ cookieConsent: false });

  test("who chose 'Accept All' signed in is not asked again in a new browser after signing in", async ({
    page,
    context,
    browser,
    extraHTTPHeaders,
  }) => {
    const member = newMember("consent");
    await signUp(page, member);
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect
      .poll(async () => (await consentCookie(context))?.value)
      .toBe("necessary.preferences.analytics.marketing");

    // Another browser: no cookie, no local copy. The choice comes from the profile once signed in.
    const other = await browser.newContext({ extraHTTPHeaders });
    try {
      const second = await other.newPage();
      await second.goto("/login");
      await expect(banner(second)).toBeVisible();
      await second.getByLabel("Email").fill(member.email);
      await second.getByLabel("Password").fill(member.password);
      await second.getByRole("button", { name: "Sign In" }).click();
      await expect(second.getByRole("button", { name: "Account menu" })).toBeVisible();
      await expect(banner(second)).toHaveCount(0);
      await expect
        .poll(async () => (await consentCookie(other))?.value)
        .toBe("necessary.preferences.analytics.marketing");
      expect(await rawHtml(second, "/")).not.toContain("cookie-banner-title");
    } finally {
      await other.close();
    }
  });
});
