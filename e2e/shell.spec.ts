import { expect, expectAccessible, newMember, signUp, test } from "./fixtures";

const publicPages = [
  "/",
  "/login",
  "/signup",
  "/faq",
  "/how-to",
  "/privacy-policy",
  "/terms-of-service",
  "/support",
  "/collections",
  "/collections/tiki-night",
  "/collections/tiki-night/menu",
  "/404",
];

// One test per page and scheme: nine pages in one test ran past the timeout on a loaded CI machine.
for (const colorScheme of ["light", "dark"] as const) {
  for (const path of publicPages) {
    test(`${path} has no accessibility violations in ${colorScheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(colorScheme);
      await expectAccessible(page);
    });
  }
}

test("the theme toggle flips the theme, remembers it, and a reload shows it from the first paint", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass("light");
  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(page.locator("html")).toHaveClass("dark");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  // The class is set by the inline head script, before React hydrates.
  await page.goto("/faq", { waitUntil: "commit" });
  await page.waitForSelector("body");
  expect(await page.evaluate(() => document.documentElement.className)).toContain("dark");
});

test("the footer links to the policies and is hidden in the bar area", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  for (const name of ["FAQ", "Privacy Policy", "Terms of Service"]) {
    await expect(footer.getByRole("link", { name })).toBeVisible();
  }
  await signUp(page, newMember("footer"));
  await page.goto("/bar");
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the slide-in menu offers the same links, and nothing scrolls sideways", async ({ page }) => {
    for (const path of ["/", "/login", "/signup", "/faq"]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (const name of ["Recipes", "Collections", "Login", "Sign Up"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await menu.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(menu).toBeHidden();
  });

  test("a signed-in member gets the bar's bottom navigation", async ({ page }) => {
    await signUp(page, newMember("phone"));
    await page.goto("/bar");
    const bottom = page.getByRole("navigation", { name: "Bar (mobile)" });
    for (const name of ["My Bar", "Recipes", "Community", "Collections"]) {
      await expect(bottom.getByRole("link", { name })).toBeVisible();
    }
    await expectAccessible(page);
  });
});
