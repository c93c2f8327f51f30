/** Issue 5: like and save toggles on the recipe cards of /recipes, for members and guests. */
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, newMember, signOut, signUp, test } from "./fixtures";

function toast(page: Page, text: string) {
  return page.getByRole("status").filter({ hasText: text });
}

// Oldest first: demo recipes, which no other test deletes (tests running alongside create newer ones).
const LISTING = "/recipes?sort=oldest";

const cards = (page: Page) => page.getByRole("main").getByRole("article");

/** The first card's recipe name, and a locator for that card that survives a re-sort. */
async function firstCard(page: Page): Promise<{ name: string; card: () => Locator }> {
  const name = (await cards(page).first().getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
  expect(name).not.toBe("");
  const card = () =>
    cards(page)
      .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) })
      .first();
  return { name, card };
}

test("a member likes and saves a recipe from its card, and the state survives a reload", async ({ page }) => {
  test.slow();
  await signUp(page, newMember("carder"));
  await page.goto(LISTING);
  await page.waitForLoadState("networkidle");
  const { name, card } = await firstCard(page);
  const like = () => card().getByRole("button", { name: /^(Like|Unlike) / });
  const save = () => card().getByRole("button", { name: /^(Save|Remove) / });
  await expect(like()).toHaveAttribute("aria-pressed", "false");
  await expect(like()).toHaveAccessibleName(`Like ${name}`);
  await expect(save()).toHaveAttribute("aria-pressed", "false");
  await expectAccessible(page);

  await like().click();
  await expect(toast(page, "Recipe liked")).toBeVisible();
  await expect(like()).toHaveAttribute("aria-pressed", "true");
  await expect(like()).toHaveAccessibleName(`Unlike ${name}`);
  await expect(page).toHaveURL(/\/recipes\?sort=oldest$/);

  // Keyboard too: the save toggle is reachable and pressed with Enter.
  await save().focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Recipe saved")).toBeVisible();
  await expect(save()).toHaveAttribute("aria-pressed", "true");
  await expect(save()).toHaveAccessibleName(`Remove ${name} from saved`);
  await expect(page).toHaveURL(/\/recipes\?sort=oldest$/);

  await page.reload();
  await expect(like()).toHaveAttribute("aria-pressed", "true");
  await expect(save()).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page);

  await page.goto("/bar/saved");
  await expect(page.getByRole("heading", { level: 1, name: "Saved Recipes" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Saved recipes" }).getByRole("link", { name, exact: true }),
  ).toBeVisible();

  await page.goto(LISTING);
  await like().click();
  await expect(toast(page, "Recipe unliked")).toBeVisible();
  await expect(like()).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(like()).toHaveAttribute("aria-pressed", "false");
  await expect(save()).toHaveAttribute("aria-pressed", "true");
  await signOut(page);
});

test("a guest pressing a card's like button is asked to sign in and stays on the listing", async ({ page }) => {
  await page.goto("/recipes");
  await page.waitForLoadState("networkidle");
  const { name, card } = await firstCard(page);
  const like = card().getByRole("button", { name: `Like ${name}`, exact: true });
  await expect(like).not.toHaveAttribute("aria-pressed");
  await expectAccessible(page);

  await like.click();
  const signIn = toast(page, "Please sign in to like recipes");
  await expect(signIn).toBeVisible();
  await expect(signIn.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    `/login?${new URLSearchParams({ redirectTo: "/recipes" })}`,
  );
  await expect(page).toHaveURL(/\/recipes$/);

  await card()
    .getByRole("button", { name: `Save ${name}`, exact: true })
    .click();
  await expect(toast(page, "Please sign in to save recipes")).toBeVisible();
  await expect(page).toHaveURL(/\/recipes$/);
});
