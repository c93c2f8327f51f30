/** The shopping list (/bar/shopping-list): add, share, print, tick off into the bar, clear, remove. */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, newMember, signUp, test } from "./fixtures";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

declare global {
  interface Window {
    __copied?: string[];
    __printed?: number;
  }
}

test("a member adds items, shares and prints the list, ticks one off into the bar and clears it", async ({ page }) => {
  test.slow(); // an axe check per state, and a visit to My Bar in between
  // No share sheet here: Share falls back to the clipboard, which records what it was given.
  await page.addInitScript(() => {
    const copied: string[] = [];
    window.__copied = copied;
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          copied.push(text);
        },
      },
    });
  });
  const member = newMember("shopper");
  await signUp(page, member);
  const suffix = member.username.slice(-6);
  const first = `Yuzu Bitters ${suffix}`;
  const second = `Smoked Salt ${suffix}`;

  await page.goto("/bar/shopping-list");
  await expect(page.getByRole("heading", { level: 1, name: "Shopping List" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your shopping list is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to My Bar" })).toHaveAttribute("href", "/bar");
  await expectAccessible(page);

  const addField = page.getByLabel("Add an item");
  for (const name of [first, second]) {
    await addField.fill(name);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, `Added ${name} to your shopping list`)).toBeVisible();
    await expect(page.getByRole("checkbox", { name })).not.toBeChecked();
  }
  await expect(addField).toHaveValue("");
  await expect(page.getByText("2 to buy")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Share" }).click();
  await expect(toast(page, "Shopping list copied")).toBeVisible();
  const copied = await page.evaluate(() => window.__copied ?? []);
  expect(copied).toHaveLength(1);
  expect(copied[0]).toContain(first);
  expect(copied[0]).toContain(second);

  await page.evaluate(() => {
    window.__printed = 0;
    window.print = () => {
      window.__printed = (window.__printed ?? 0) + 1;
    };
  });
  await page.getByRole("button", { name: "Print" }).click();
  expect(await page.evaluate(() => window.__printed)).toBe(1);

  const firstBox = page.getByRole("checkbox", { name: first });
  await firstBox.click();
  await expect(firstBox).toBeChecked();
  await expect(toast(page, `${first} is in your bar now`)).toBeVisible();
  await expect(firstBox.getByText(first)).toHaveCSS("text-decoration-line", "line-through");
  await expect(page.getByText("1 to buy · 1 bought")).toBeVisible();
  await expectAccessible(page);

  // Bought means it is in the bar now.
  await page.goto("/bar");
  await expect(page.getByText(first).first()).toBeVisible();
  await expectAccessible(page);

  await page.goto("/bar/shopping-list");
  await expect(page.getByRole("checkbox", { name: first })).toBeChecked();
  await page.getByRole("button", { name: "Clear bought items" }).click();
  await expect(toast(page, "Cleared 1 bought item")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: first })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: second })).not.toBeChecked();
  await expect(page.getByRole("button", { name: "Clear bought items" })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("button", { name: `Remove ${second} from shopping list` }).click();
  await expect(toast(page, `Removed ${second} from your shopping list`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your shopping list is empty" })).toBeVisible();
  await expect(addField).toBeFocused(); // the removed line's focus lands somewhere useful
  await expectAccessible(page);
});
