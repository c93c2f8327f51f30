/** Part 2 §2 Public profile (/{username}) and part 1 §4 Follow, against the demo seed. */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, newMember, signUp, test } from "./fixtures";

const followersLink = (page: Page) => page.getByRole("link", { name: /^\d+ Followers$/ });

async function followersCount(page: Page) {
  const text = (await followersLink(page).textContent()) ?? "";
  return Number.parseInt(text, 10);
}

test("a visitor sees a member's profile and switches tabs with links", async ({ page }) => {
  await page.goto("/ada_mixes");
  await expect(page).toHaveTitle("Ada Lindqvist | Muddle");
  await expect(page.getByRole("heading", { level: 1, name: "Ada Lindqvist" })).toBeVisible();
  await expect(page.getByText("@ada_mixes", { exact: true })).toBeVisible();
  for (const label of ["Recipes", "Collections", "Followers", "Following"]) {
    await expect(page.getByRole("link", { name: new RegExp(`^\\d+ ${label}$`) })).toBeVisible();
  }
  const tabs = page.getByRole("navigation", { name: "Profile sections" });
  await expect(tabs.getByRole("link", { name: "Recipes" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator("article").first()).toBeVisible();
  await expect(page.getByText("by @ada_mixes").first()).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({
    "@type": "ProfilePage",
    mainEntity: { "@type": "Person", name: "Ada Lindqvist", alternateName: "@ada_mixes" },
  });
  await expectAccessible(page);

  await tabs.getByRole("link", { name: "Collections" }).click();
  await expect(page).toHaveURL(/\/ada_mixes\?tab=collections$/);
  await expect(tabs.getByRole("link", { name: "Collections" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Brunch Favourites" })).toBeVisible();
  await expectAccessible(page);

  await tabs.getByRole("link", { name: "Posts" }).click();
  await expect(page).toHaveURL(/\/ada_mixes\?tab=posts$/);
  await expect(tabs.getByRole("link", { name: "Posts" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);

  await tabs.getByRole("link", { name: "Recipes" }).click();
  await expect(page).toHaveURL(/\/ada_mixes$/);
});

test("an unknown username and 401 show Resource not found", async ({ page }) => {
  for (const path of ["/nobody_like_this", "/401"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Resource not found" })).toBeVisible();
    await expectAccessible(page);
  }
});

test("a guest who presses Follow is asked to sign in", async ({ page }) => {
  await page.goto("/ada_mixes");
  await page.getByRole("button", { name: "Follow" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Please sign in to follow users" });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent("/ada_mixes")}`,
  );
  await expectAccessible(page);
});

test("a member follows and unfollows ada_mixes, and has no Follow button on their own profile", async ({ page }) => {
  const member = newMember("fan");
  await signUp(page, member);

  await page.goto(`/${member.username}`);
  await expect(page.getByRole("heading", { level: 1, name: `@${member.username}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Follow" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/settings/profile");
  await expect(page.getByText("No public recipes yet")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/ada_mixes");
  const before = await followersCount(page);
  await page.getByRole("button", { name: "Follow" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Following successfully" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unfollow" })).toBeVisible();
  await expect(followersLink(page)).toHaveText(`${before + 1} Followers`);
  await expectAccessible(page);

  await followersLink(page).click();
  await expect(page).toHaveURL(/\/ada_mixes\/followers$/);
  await expect(page.getByRole("heading", { level: 1, name: /Followers/ })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`@${member.username}`) })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Back to @ada_mixes" }).click();
  await page.getByRole("button", { name: "Unfollow" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Unfollowed successfully" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Follow" })).toBeVisible();
  await expect(followersLink(page)).toHaveText(`${before} Followers`);
});
