/**
 * Issue 22: a member makes a personal access token in Settings → API, a script uses it within its
 * scopes (reads their drafts, adds to their bar, is refused a recipe), and revoking it ends its use.
 */
import type { APIRequestContext } from "@playwright/test";
import { createRecipe, expect, expectAccessible, newMember, signUp, test } from "./fixtures";

const toast = (page: import("@playwright/test").Page, text: string) =>
  page.getByRole("status").filter({ hasText: text });

test("a token made in the browser works for a script within its scopes, and stops at once when revoked", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.slow(); // a sign-up, a recipe, the token's whole life and a script's calls
  const member = newMember("api_user");
  await signUp(page, member);
  const recipeId = await createRecipe(page, "Script Sour", "Gin");

  await page.goto("/settings/api");
  await expect(page.getByRole("link", { name: "API", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("You have no tokens yet.")).toBeVisible();
  await page.getByLabel("Name").fill("Kitchen script");
  await page.getByRole("checkbox", { name: /recipes:read/ }).check();
  await page.getByRole("checkbox", { name: /bar:write/ }).check();
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(toast(page, "Token created")).toBeVisible();
  const shown = page.getByLabel("Your new token");
  await expect(shown).toHaveValue(/^mdl_pat_[0-9A-Za-z]{36}$/);
  const token = await shown.inputValue();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectAccessible(page);

  // The script: its own connection, no cookies, only the token.
  const script: APIRequestContext = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}`, "X-Forwarded-For": "10.222.0.7" },
  });
  const drafts = await script.get("/api/v1/me/recipes?status=draft");
  expect(drafts.status()).toBe(200);
  expect((await drafts.json()).items).toEqual([
    expect.objectContaining({ id: recipeId, name: "Script Sour", status: "draft" }),
  ]);
  const added = await script.post("/api/v1/bar/items", { data: { name: "Campari" } });
  expect(added.status()).toBe(201);
  expect(await added.json()).toMatchObject({ quantity: 1, ingredient: { name: "Campari" } });
  const refused = await script.post("/api/v1/recipes", {
    data: { name: "Not Allowed", ingredients: [{ name: "Gin" }] },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toMatchObject({
    code: "insufficient_scope",
    message: expect.stringContaining("recipes:write"),
  });

  // The member sees the script's work, and when the token was last used.
  await page.goto("/bar");
  await expect(page.getByRole("heading", { name: "Campari" })).toBeVisible();
  await page.goto("/settings/api");
  const listed = page
    .getByRole("list", { name: "Personal access tokens" })
    .getByRole("listitem")
    .filter({ hasText: "Kitchen script" });
  await expect(listed).toContainText(token.slice(0, 12));
  await expect(listed).toContainText("last used");
  await expect(listed).toContainText("10.222.0.7");
  await expect(listed.getByRole("list", { name: "Permissions" })).toHaveText(/recipes:read\s*bar:write/);
  await expect(page.locator("body")).not.toContainText(token);

  await listed.getByRole("button", { name: "Revoke Kitchen script" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Revoke “Kitchen script”?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Revoke token" }).click();
  await expect(toast(page, "Token revoked")).toBeVisible();
  await expect(page.getByText("You have no tokens yet.")).toBeVisible();

  const after = await script.get("/api/v1/me/recipes");
  expect(after.status()).toBe(401);
  expect((await after.json()).error.code).toBe("invalid_token");
  await script.dispose();
});

test("the API reference is readable at /api/docs and describes the document it loads", async ({ page }) => {
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "List recipes" })).toContainText("recipes:read");
  // Swagger UI renders the operations from /api/v1/openapi.json, served from our own origin.
  await expect(
    page.locator(".api-reference .opblock-summary-path").filter({ hasText: "/bar/items" }).first(),
  ).toBeVisible();
  await expectAccessible(page);
});
