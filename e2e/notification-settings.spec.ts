/**
 * Issue 17, notification settings: a member toggles switches, saves, and a reload shows them saved; a
 * notification e-mail's unsubscribe link works signed out and turns Email Notifications off.
 */
import type { Page } from "@playwright/test";
import {
  anotherVisitor,
  expect,
  expectAccessible,
  linkMailedTo,
  type Member,
  newestMailTo,
  newMember,
  signOut,
  signUp,
  test,
} from "./fixtures";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const SWITCHES = [
  "Email Notifications",
  "Newsletter",
  "Push Notifications",
  "Recipe Comments",
  "Recipe Likes",
  "New Followers",
  "Collection Updates",
];

test("the seven switches save and stay saved after a reload", async ({ page }) => {
  await signUp(page, newMember("notif_prefs"));
  await page.goto("/settings/notifications");
  await expect(page.getByRole("heading", { level: 2, name: "Notifications" })).toBeVisible();
  // The spec's switches, in its order.
  await expect(page.getByRole("switch")).toHaveCount(7);
  for (const [index, name] of SWITCHES.entries())
    await expect(page.getByRole("switch").nth(index)).toHaveAccessibleName(name);
  // Defaults (part 2 §3): all on, except the newsletter, which waits for a subscription.
  for (const name of ["Email Notifications", "Recipe Comments", "Recipe Likes", "New Followers"])
    await expect(page.getByRole("switch", { name })).toBeChecked();
  await expectAccessible(page);

  await page.getByRole("switch", { name: "Recipe Likes" }).setChecked(false);
  await page.getByRole("switch", { name: "Collection Updates" }).setChecked(false);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Notification preferences saved successfully")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("switch", { name: "Recipe Likes" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Collection Updates" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Recipe Comments" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Email Notifications" })).toBeChecked();
});

test("a notification e-mail's unsubscribe link works signed out and turns Email Notifications off", async ({
  page,
  browser,
}) => {
  const owner: Member = newMember("notif_owner");
  await signUp(page, owner);

  // Someone follows the owner: the digest e-mail goes out through the job queue.
  const fan = await anotherVisitor(browser);
  await signUp(fan.page, newMember("notif_fan"));
  await fan.page.goto(`/${owner.username}`);
  await fan.page.getByRole("button", { name: "Follow" }).click();
  await expect(fan.page.getByRole("button", { name: /Following|Unfollow/ })).toBeVisible();
  await fan.context.close();

  // The queue polls every 2 s and may be busy with other members' jobs: give the digest time.
  await expect
    .poll(async () => (await newestMailTo(owner.email))?.text ?? "", { timeout: 60_000 })
    .toContain("/unsubscribe?token=");
  const link = await linkMailedTo(owner.email, "/unsubscribe?token=");
  const mail = await newestMailTo(owner.email);
  expect(mail?.text).toContain("started following you");
  expect((mail as { headers?: Record<string, string> }).headers?.["List-Unsubscribe"]).toBe(`<${link}>`);

  await signOut(page);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "You will no longer receive notification e-mails" }),
  ).toBeVisible();
  await expectAccessible(page);

  // A forged link: a clear message, and nothing to press.
  await page.goto(`/unsubscribe?token=${encodeURIComponent(`${new URL(link).searchParams.get("token")}x`)}`);
  await expect(page.getByRole("alert")).toContainText("This unsubscribe link has expired or is not valid");
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);

  // Signed in again, the switch is off.
  await page.goto("/login");
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await page.goto("/settings/notifications");
  await expect(page.getByRole("switch", { name: "Email Notifications" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "New Followers" })).toBeChecked();
});
