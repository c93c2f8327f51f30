/**
 * Issue 14: privacy is the server's rule. A member hides their profile and new recipes from all but
 * their followers; a stranger gets neither, not in the page, its raw HTML or its loader data; following
 * opens both; turning follows off stops a third member from following.
 */
import type { Page } from "@playwright/test";
import { anotherVisitor, expect, expectAccessible, type Member, newMember, signUp, test } from "./fixtures";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function savePrivacy(page: Page, choices: Record<string, string>, switches: Record<string, boolean> = {}) {
  await page.goto("/settings/privacy");
  for (const [label, option] of Object.entries(choices)) await page.getByLabel(label).selectOption({ label: option });
  for (const [label, on] of Object.entries(switches)) await page.getByRole("switch", { name: label }).setChecked(on);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Privacy settings saved successfully")).toBeVisible();
}

async function publishRecipe(page: Page, name: string): Promise<string> {
  await page.goto("/bar/recipes/new");
  await page.getByLabel("Recipe Name").fill(name);
  await page.getByLabel("Description").fill("Velvet and smoke, for friends only");
  await page.getByRole("tab", { name: "Ingredients" }).click();
  await page
    .getByRole("combobox", { name: /Ingredient name/ })
    .first()
    .fill("Mezcal");
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Additional Info" }).click();
  // The member's default for new recipes, set a moment ago.
  await expect(page.getByLabel("Visibility")).toHaveValue("followers");
  await page.getByRole("button", { name: "Save Recipe" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: /^Draft/ }).click();
  await expect(toast(page, "Recipe is now published")).toBeVisible();
  await expect(page.getByText("Only your followers can see it")).toBeVisible();
  const href = await page.getByRole("link", { name: "View Recipe" }).getAttribute("href");
  return href ?? "";
}

/** What the server sends for a page: its HTML and its loader data (React Router's `.data` address). */
async function rawResponses(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const loaderData = await (await page.request.get(`${path}.data`)).text();
  return `${html}\n${loaderData}`;
}

test("followers-only profile and recipe: hidden from a stranger everywhere, opened by following; follows can be closed", async ({
  page,
  browser,
}) => {
  test.slow(); // three members sign up, and every state is checked in the page and in the raw responses
  const owner: Member = newMember("private_host");
  await signUp(page, owner);
  await savePrivacy(page, { "Profile Visibility": "Followers Only", "Recipe Visibility": "Followers Only" });
  await expect(page.getByLabel("Profile Visibility")).toHaveValue("followers");
  await expectAccessible(page);

  // Something to hide: a bio and a place, on the profile settings page.
  await page.goto("/settings/profile");
  await page.getByLabel("Bio").fill("Secret bartender of the harbour");
  await page.getByLabel("Location").fill("Hidden Cove");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile updated successfully")).toBeVisible();

  const recipePath = await publishRecipe(page, "Harbour Smoke");
  await page.goto(recipePath);
  await expect(page.getByText("Only you and your followers can see this recipe")).toBeVisible();

  // A stranger: the profile's name and picture only, and no recipe.
  const stranger = await anotherVisitor(browser);
  await signUp(stranger.page, newMember("private_guest"));
  await stranger.page.goto(`/${owner.username}`);
  await expect(stranger.page.getByRole("heading", { level: 1, name: `@${owner.username}` })).toBeVisible();
  await expect(stranger.page.getByText("Only followers can see this profile")).toBeVisible();
  await expect(stranger.page.getByText("Secret bartender of the harbour")).toHaveCount(0);
  await expectAccessible(stranger.page);
  for (const secret of ["Secret bartender", "Hidden Cove", "Harbour Smoke", owner.email]) {
    expect(await rawResponses(stranger.page, `/${owner.username}`)).not.toContain(secret);
    expect(await rawResponses(stranger.page, recipePath)).not.toContain(secret);
  }
  await stranger.page.goto(recipePath);
  await expect(stranger.page.getByRole("heading", { name: "Recipe not found" })).toBeVisible();
  // Nor is it anywhere public: the listing's search does not find it.
  await stranger.page.goto("/recipes?search=Harbour%20Smoke");
  await expect(stranger.page.getByRole("link", { name: "Harbour Smoke" })).toHaveCount(0);

  // Following opens both.
  await stranger.page.goto(`/${owner.username}`);
  await stranger.page.getByRole("button", { name: "Follow" }).click();
  await expect(toast(stranger.page, "Following successfully")).toBeVisible();
  await stranger.page.reload();
  await expect(stranger.page.getByText("Secret bartender of the harbour")).toBeVisible();
  await expect(stranger.page.getByRole("link", { name: "Harbour Smoke" })).toBeVisible();
  // The same raw check now finds what it looked for: it was not blind before.
  expect(await rawResponses(stranger.page, recipePath)).toContain("Harbour Smoke");
  expect(await rawResponses(stranger.page, `/${owner.username}`)).toContain("Hidden Cove");
  await stranger.page.goto(recipePath);
  await expect(stranger.page.getByRole("heading", { level: 1, name: "Harbour Smoke" })).toBeVisible();
  // Followers-only recipes carry no structured data and stay out of search engines.
  await expect(stranger.page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(stranger.page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await stranger.context.close();

  // Follows closed: a third member cannot follow, in the page or by posting directly.
  await savePrivacy(page, {}, { "Allow Follows": false });
  const third = await anotherVisitor(browser);
  await signUp(third.page, newMember("private_third"));
  await third.page.goto(`/${owner.username}`);
  await expect(third.page.getByText("This member does not accept followers")).toBeVisible();
  await expect(third.page.getByRole("button", { name: "Follow" })).toHaveCount(0);
  const refused = await third.page.request.post(`/${owner.username}`, {
    form: { intent: "follow", via: "fetcher" },
    headers: { Origin: new URL(third.page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("This member does not accept followers");
  await third.page.reload();
  await expect(third.page.getByText("Only followers can see this profile")).toBeVisible();
  await third.context.close();
});

test("privacy settings refuse a hand-made unknown value and keep what was saved", async ({ page }) => {
  await signUp(page, newMember("private_bad"));
  await savePrivacy(page, { "Recipe Visibility": "Private" });
  const answer = await page.request.post("/settings/privacy", {
    form: { profile_visibility: "friends", recipe_visibility: "public", collection_visibility: "public" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(answer.status()).toBe(400);
  await page.goto("/settings/privacy");
  await expect(page.getByLabel("Recipe Visibility")).toHaveValue("private");
  await expect(page.getByLabel("Profile Visibility")).toHaveValue("public");
});
