/**
 * Issue 17, in-app notifications: B comments on A's recipe and follows A; A's bell shows 2 and the list
 * links to both; with Recipe Comments off, a new comment creates no notification and no e-mail. The
 * bell's count also changes while A's page stays open.
 */
import type { Page } from "@playwright/test";
import {
  anotherVisitor,
  expect,
  expectAccessible,
  type Member,
  newestMailTo,
  newMember,
  publishRecipe,
  signUp,
  test,
} from "./fixtures";

const bell = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Notifications/ });

async function comment(page: Page, recipePath: string, text: string) {
  await page.goto(recipePath);
  const section = page.getByRole("region", { name: /^Comments/ });
  await section.getByLabel("Add a comment").fill(text);
  await section.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Comment added" })).toBeVisible();
}

async function follow(page: Page, member: Member) {
  await page.goto(`/${member.username}`);
  await page.getByRole("button", { name: "Follow" }).click();
  await expect(page.getByRole("button", { name: /Following|Unfollow/ })).toBeVisible();
}

test("B comments on A's recipe and follows A: A's bell shows 2, the list links to both, and Recipe Comments off stops the next", async ({
  page,
  browser,
}) => {
  test.slow(); // three members sign up, a recipe is published, and pages are checked with axe
  const a = newMember("ntf_a");
  await signUp(page, a);
  const recipeName = `Bell Negroni ${a.username.slice(-6)}`;
  const recipe = await publishRecipe(page, recipeName, "Gin");
  await expect(bell(page)).toHaveAccessibleName("Notifications");

  const b = newMember("ntf_b");
  const other = await anotherVisitor(browser);
  try {
    await signUp(other.page, b);
    await comment(other.page, recipe.href, "Perfectly bitter");
    await follow(other.page, a);

    await page.goto("/");
    await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
    await expectAccessible(page);
    await bell(page).click();
    await expect(page).toHaveURL("/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Today" })).toBeVisible();
    const commented = page.getByRole("link", { name: `${b.username} commented on ${recipeName}` });
    const followed = page.getByRole("link", { name: `${b.username} started following you` });
    await expect(commented).toBeVisible();
    await expect(followed).toBeVisible();
    await expectAccessible(page);

    // Opening an entry leads to what happened and marks it read.
    await commented.click();
    await expect(page).toHaveURL(`${recipe.href}#comments-title`);
    await expect(page.getByText("Perfectly bitter")).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
    await page.goBack();
    await expect(followed).toBeVisible();
    await followed.click();
    await expect(page).toHaveURL(`/${b.username}`);
    await expect(bell(page)).toHaveAccessibleName("Notifications");

    // Recipe Comments off: the next comment writes nothing and sends nothing.
    await page.goto("/settings/notifications");
    await page.getByRole("switch", { name: "Recipe Comments" }).setChecked(false);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Notification preferences saved successfully" }),
    ).toBeVisible();
    // From a third member: B, new, may comment once every 30 seconds (issue 21).
    const quiet = `Quietly stirred (${b.username})`;
    const third = await anotherVisitor(browser);
    await signUp(third.page, newMember("ntf_c"));
    await comment(third.page, recipe.href, quiet);
    await third.context.close();
    await page.goto("/notifications");
    await expect(page.getByRole("link", { name: /commented on/ })).toHaveCount(1);
    await expect(page.getByText("You're all caught up.")).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    expect((await newestMailTo(a.email))?.text ?? "").not.toContain(quiet);
  } finally {
    await other.context.close();
  }
});

test("the bell's count changes while the page stays open, and Mark all as read clears it", async ({
  page,
  browser,
}) => {
  test.slow();
  const a = newMember("ntf_live_a");
  await signUp(page, a);
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { level: 2, name: "No notifications yet" })).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectAccessible(page);

  const b = newMember("ntf_live_b");
  const other = await anotherVisitor(browser);
  try {
    await signUp(other.page, b);
    await follow(other.page, a);
    // No reload: the member's own stream brings the count.
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
    await page.reload();
    await expect(page.getByRole("link", { name: `${b.username} started following you` })).toBeVisible();
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByText("You're all caught up.")).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);
  } finally {
    await other.context.close();
  }
});
