/**
 * Issue 12: every address under /bar and /settings is for members, including ones with no page
 * yet. A guest is sent to /login with the return address; a member gets the page or a real 404.
 */
import { expect, expectAccessible, newMember, signOut, signUp, test } from "./fixtures";

const MISSING = ["/bar/nope", "/bar/recipes/new/extra", "/settings/nope", "/settings/account/nope"];

test("a guest asking for any members' address is sent to sign in, with the address to come back to", async ({
  page,
}) => {
  for (const address of [
    ...MISSING,
    "/bar",
    "/settings/profile",
    "/settings/privacy",
    "/settings/notifications",
    "/settings/account",
    "/notifications",
  ]) {
    const response = await page.request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(302);
    expect(response.headers().location, address).toBe(`/login?${new URLSearchParams({ redirectTo: address })}`);
  }
});

test("a member gets a real 404 inside the area, and a guest signing in comes back to it", async ({ page }) => {
  const member = newMember("nopage");
  await signUp(page, member);
  for (const address of MISSING) {
    expect((await page.request.get(address, { maxRedirects: 0 })).status(), address).toBe(404);
  }
  const response = await page.goto("/settings/nope");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This page has been drunk already" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Settings" })).toBeVisible();
  await expectAccessible(page);

  await signOut(page);
  await page.goto("/bar/nope");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbar%2Fnope$/);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/bar\/nope$/);
  await expect(page.getByRole("heading", { name: "This page has been drunk already" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Bar" })).toBeVisible();
  await expectAccessible(page);
});

test("every paged list sends a page past its last to the last one", async ({ page }) => {
  const lands = async (from: string, to: string | RegExp) => {
    const response = await page.request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(302);
    expect(response.headers().location, from).toMatch(to);
  };
  await lands("/ada_mixes?tab=posts&page=40", "/ada_mixes?tab=posts");
  // Ada's recipes fill more than one page.
  await lands("/ada_mixes?page=40", /^\/ada_mixes\?page=[2-9]$/);
  await lands("/ada_mixes/followers?page=40", "/ada_mixes/followers");
  await lands("/ada_mixes/following?page=40", "/ada_mixes/following");
  await signUp(page, newMember("pages"));
  await lands("/bar/recipes?sort=name-desc&page=40", "/bar/recipes?sort=name-desc");
  await lands("/bar/saved?page=40", "/bar/saved");
  // An empty list's first page stays.
  expect((await page.request.get("/bar/saved?page=1", { maxRedirects: 0 })).status()).toBe(200);
});
