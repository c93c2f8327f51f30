/** Part 2 §2 My Recipes and Recipe management, §4 status and visibility transitions. */
import type { Page } from "@playwright/test";
import { createRecipe, expect, expectAccessible, newMember, signOut, signUp, test } from "./fixtures";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const cards = (page: Page) => page.getByRole("list", { name: "Your recipes" }).getByRole("heading", { level: 2 });

test("My Recipes lists only the member's recipes and filters, sorts and searches them", async ({ page }) => {
  test.slow(); // three recipes through the form, and an axe check per state
  await signUp(page, newMember("myrecipes"));
  await page.goto("/bar/recipes");
  await expect(page.getByRole("heading", { name: "No recipes yet" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create your first recipe" })).toBeVisible();
  await expectAccessible(page);

  // Three recipes in three states: published and public, draft and public, draft and private.
  await createRecipe(page, "Negroni", "Campari");
  await page.getByRole("button", { name: /^Draft/ }).click();
  await expect(toast(page, "Recipe is now published")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Published/ })).toBeVisible();
  await createRecipe(page, "Aviation", "Maraschino Liqueur");
  await createRecipe(page, "Daiquiri", "White Rum");
  await page.getByRole("button", { name: "Make private" }).click();
  await expect(toast(page, "Recipe is now private")).toBeVisible();
  await expect(page.getByRole("button", { name: "Make private" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("link", { name: "Back to My Recipes" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes$/);
  await expect(page.getByText("Showing 3 of 3 recipes")).toBeVisible();
  await expect(cards(page)).toHaveText(["Aviation", "Daiquiri", "Negroni"]);
  // Demo content by other members is never listed here.
  await expect(page.getByRole("list", { name: "Your recipes" }).getByRole("listitem")).toHaveCount(3);
  const daiquiri = page.getByRole("listitem").filter({ hasText: "Daiquiri" });
  await expect(daiquiri.getByText("Private")).toBeVisible();
  await expect(daiquiri.getByText("Draft")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Negroni" }).getByText("Published")).toBeVisible();
  await expectAccessible(page);

  const sort = page.getByLabel("Sort by");
  await sort.selectOption("name-desc");
  await expect(page).toHaveURL(/sort=name-desc/);
  await expect(cards(page)).toHaveText(["Negroni", "Daiquiri", "Aviation"]);
  await sort.selectOption("created-desc");
  await expect(page).toHaveURL(/sort=created-desc/);
  await expect(cards(page)).toHaveText(["Daiquiri", "Aviation", "Negroni"]);
  await sort.selectOption("created-asc");
  await expect(page).toHaveURL(/sort=created-asc/);
  await expect(cards(page)).toHaveText(["Negroni", "Aviation", "Daiquiri"]);

  const filter = page.getByLabel("Show", { exact: true });
  await filter.selectOption("drafts");
  await expect(page).toHaveURL(/filter=drafts/);
  await expect(cards(page)).toHaveText(["Aviation", "Daiquiri"]);
  await expect(page.getByText("Showing 2 of 2 recipes")).toBeVisible();
  await filter.selectOption("published");
  await expect(cards(page)).toHaveText(["Negroni"]);
  await filter.selectOption("private");
  await expect(cards(page)).toHaveText(["Daiquiri"]);
  await filter.selectOption("all");
  await expect(cards(page)).toHaveCount(3);

  // Search by an ingredient the name does not mention; typing applies after a short pause.
  const search = page.getByLabel("Search", { exact: true });
  await search.fill("campari");
  await expect(page).toHaveURL(/search=campari/);
  await expect(cards(page)).toHaveText(["Negroni"]);
  await expect(page.getByText("Showing 1 of 1 recipe")).toBeVisible();
  await expect(search).toHaveValue("campari");

  await search.fill("no such drink");
  await expect(page.getByRole("heading", { name: "No recipes match your search" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(cards(page)).toHaveCount(3);
  await expect(search).toHaveValue("");
  // The sort survives clearing the search.
  await expect(page).toHaveURL(/\/bar\/recipes\?sort=created-asc$/);
});

test("the author toggles visibility and status, shares, then deletes the recipe after confirming", async ({
  page,
  context,
}) => {
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUp(page, newMember("manage"));
  await createRecipe(page, "Paper Plane", "Aperol");
  for (const counter of ["Views", "Likes", "Saves", "Comments"]) {
    await expect(page.getByRole("term").filter({ hasText: counter })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "View Recipe" })).toHaveAttribute(
    "href",
    /^\/recipes\/manage_[^/]+\/paper-plane$/,
  );
  await expect(page.getByRole("link", { name: /Edit Recipe/ })).toHaveAttribute("href", /\/edit$/);
  await expect(page.getByRole("button", { name: /Add to Collection/ })).toBeEnabled();
  await expectAccessible(page);

  const audience = page.getByRole("group", { name: "Visibility" });
  await expect(audience.getByRole("button", { name: "Make public" })).toHaveAttribute("aria-pressed", "true");
  await audience.getByRole("button", { name: "Make private" }).click();
  await expect(toast(page, "Recipe is now private")).toBeVisible();
  await expect(page.getByText("Only you can see it")).toBeVisible();
  await audience.getByRole("button", { name: "Make followers only" }).click();
  await expect(toast(page, "Recipe is now visible to your followers only")).toBeVisible();
  await expect(page.getByText("Only your followers can see it")).toBeVisible();
  await audience.getByRole("button", { name: "Make public" }).click();
  await expect(toast(page, "Recipe is now public")).toBeVisible();
  await expect(audience.getByRole("button", { name: "Make public" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: /^Draft/ }).click();
  await expect(toast(page, "Recipe is now published")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Published/ })).toContainText("Recipe is live");
  await page.reload();
  await expect(page.getByRole("button", { name: /^Published/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: /^Published/ }).click();
  await expect(toast(page, "Recipe is now draft")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Draft/ })).toContainText("Not published");

  // No share sheet in desktop Chromium on Linux: the dialog offers the links instead.
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.getByRole("button", { name: "Share" }).click();
  const share = page.getByRole("dialog", { name: "Share" });
  await expect(share.getByRole("button", { name: "Facebook" })).toBeVisible();
  await expect(share.getByRole("button", { name: "Twitter" })).toBeVisible();
  await expect(share.getByRole("button", { name: "Instagram" })).toBeVisible();
  await expect(share.getByLabel("Link")).toHaveValue(/\/recipes\/manage_[^/]+\/paper-plane$/);
  await expectAccessible(page);
  await share.getByRole("button", { name: "Copy Link" }).click();
  await expect(toast(page, "Link copied to clipboard")).toBeVisible();
  await share.getByRole("button", { name: "Instagram" }).click();
  await expect(toast(page, "Link copied - paste into Instagram to share")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(share).toBeHidden();

  await page.getByRole("button", { name: /Delete Recipe/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this recipe?" });
  await expect(confirm).toContainText("This removes it, its photos, ratings and comments for good.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Paper Plane" })).toBeVisible();

  await page.getByRole("button", { name: /Delete Recipe/ }).click();
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes$/);
  await expect(toast(page, "Recipe deleted successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No recipes yet" })).toBeVisible();
  await expect(page.getByText("Paper Plane")).toHaveCount(0);
});

test("the management tiles and the delete confirmation work without JavaScript", async ({ page, browser }) => {
  await signUp(page, newMember("nojs"));
  const id = await createRecipe(page, "Corpse Reviver", "Lillet Blanc");
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(`/bar/recipes/${id}`);

  await plain.getByRole("button", { name: "Make private" }).click();
  await expect(plain).toHaveURL(new RegExp(`/bar/recipes/${id}$`));
  await expect(plain.getByRole("button", { name: "Make private" })).toHaveAttribute("aria-pressed", "true");
  await plain.getByRole("button", { name: /^Draft/ }).click();
  await expect(plain.getByRole("button", { name: /^Published/ })).toBeVisible();

  await plain.getByRole("button", { name: /Delete Recipe/ }).click();
  await expect(plain).toHaveURL(/\?confirm=delete$/);
  const panel = plain.getByRole("region", { name: "Delete this recipe?" });
  await panel.getByRole("button", { name: "Delete" }).click();
  await expect(plain).toHaveURL(/\/bar\/recipes$/);
  await expect(plain.getByRole("heading", { name: "No recipes yet" })).toBeVisible();
  await noScript.close();
});

test("a stranger opening someone else's recipe management page sees Recipe not found", async ({ page }) => {
  await signUp(page, newMember("owner"));
  const id = await createRecipe(page, "Last Word", "Green Chartreuse");
  await signOut(page);

  await signUp(page, newMember("stranger"));
  const response = await page.goto(`/bar/recipes/${id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Recipe not found" })).toBeVisible();
  await expect(page.getByText("Last Word")).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Back to Recipes" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes$/);
  await expect(page.getByRole("heading", { name: "No recipes yet" })).toBeVisible();
});
