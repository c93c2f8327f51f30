/** Issue 5's journey: liking, saving and rating someone else's recipe; the author and guests are refused. */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, newMember, publishRecipe, signOut, signUp, test } from "./fixtures";

function toast(page: Page, text: string) {
  return page.getByRole("status").filter({ hasText: text });
}

function aggregate(page: Page) {
  return page.locator("header p").filter({ hasText: /rating|Not rated yet/ });
}

test("a member likes, saves and rates another member's recipe; the author cannot rate it and guests are asked to sign in", async ({
  page,
}) => {
  test.slow();
  const author = newMember("mixer");
  await signUp(page, author);
  const { href: recipePath } = await publishRecipe(page, "Reaction Sour", "Lemon Juice");
  await signOut(page);

  // A fan likes, saves and rates it.
  await signUp(page, newMember("fan"));
  await page.goto(recipePath);
  await expect(page.getByRole("heading", { level: 1, name: "Reaction Sour" })).toBeVisible();
  const like = page.getByRole("button", { name: /^Like \d+ likes$/ });
  const save = page.getByRole("button", { name: /^Save \d+ saves$/ });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(aggregate(page)).toContainText("Not rated yet");
  await expectAccessible(page);

  await like.click();
  await expect(toast(page, "Recipe liked")).toBeVisible();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1");

  await save.click();
  await expect(toast(page, "Recipe saved")).toBeVisible();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(save).toContainText("1");

  await page.getByRole("button", { name: "Rate 4 stars" }).click();
  await expect(toast(page, "Rating updated")).toBeVisible();
  await expect(aggregate(page)).toContainText("4.0 (1 rating)");
  await expect(page.getByRole("button", { name: "Rate 4 stars" })).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page);

  // The same state after a reload.
  await page.reload();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1");
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Rate 4 stars" })).toHaveAttribute("aria-pressed", "true");
  await expect(aggregate(page)).toContainText("4.0 (1 rating)");

  await like.click();
  await expect(toast(page, "Recipe unliked")).toBeVisible();
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(like).toContainText("0");
  await expectAccessible(page);

  // It is among the fan's saved recipes, reached from My Bar.
  await page.goto("/bar");
  await page.getByRole("link", { name: "Saved recipes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Saved Recipes" })).toBeVisible();
  await expect(
    page
      .getByRole("list", { name: "Saved recipes" })
      .getByRole("link", { name: /Reaction Sour/ })
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
  await signOut(page);

  // A guest is asked to sign in.
  await page.goto(recipePath);
  await page.getByRole("button", { name: /^Like \d+ likes$/ }).click();
  const signIn = toast(page, "Please sign in to like recipes");
  await expect(signIn).toBeVisible();
  await expect(signIn.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    `/login?${new URLSearchParams({ redirectTo: recipePath })}`,
  );
  await expectAccessible(page);

  // The author sees the fan's rating but cannot rate their own recipe.
  await page.goto("/login");
  await page.getByLabel("Email").fill(author.email);
  await page.getByLabel("Password").fill(author.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await page.goto(recipePath);
  await expect(page.getByText("Ratings come from other members")).toBeVisible();
  await expect(page.getByRole("button", { name: "Rate 5 stars" })).toBeDisabled();
  await expect(aggregate(page)).toContainText("4.0 (1 rating)");
  await expectAccessible(page);
});

test("the reactions endpoint answers GET with 405 and guests' likes with 401", async ({ request }) => {
  const path = "/api/site/recipes/00000000-0000-4000-8000-000000000000/reactions";
  expect((await request.get(path)).status()).toBe(405);
  const response = await request.post(path, {
    form: { intent: "like" },
    headers: { Accept: "application/json" },
  });
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ error: "Please sign in to like recipes" });

  // Without JavaScript a guest's form post goes to sign-in, and back to the recipe afterwards.
  const plain = await request.post(path, {
    form: { intent: "like" },
    headers: { Referer: new URL("/recipes/someone/a-drink", response.url()).href },
    maxRedirects: 0,
  });
  expect(plain.status()).toBe(302);
  expect(plain.headers().location).toBe(`/login?${new URLSearchParams({ redirectTo: "/recipes/someone/a-drink" })}`);
});

test("sharing a recipe counts the share once the link is copied", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/recipes/eve_stirs/negroni");
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.getByRole("button", { name: "Share" }).click();
  const counted = page.waitForResponse(
    (response) => response.url().includes("/reactions") && response.request().postData()?.includes("share") === true,
  );
  await page.getByRole("dialog", { name: "Share" }).getByRole("button", { name: "Copy Link" }).click();
  await expect(page.getByText("Link copied to clipboard")).toBeVisible();
  expect((await counted).status()).toBe(200);
});
