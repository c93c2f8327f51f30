/** Settings → Account (issue 17): password change signs other browsers out, sessions, account deletion with its files. */
import { access } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { anotherVisitor, expect, expectAccessible, type Member, newMember, signUp, test } from "./fixtures";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function signIn(page: Page, member: Member, password = member.password) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Whether a stored upload (`/uploads/{bucket}/{key}`) is on the server's disk (DATA_DIR/uploads, app/lib/storage.server.ts). */
async function onDisk(url: string): Promise<boolean> {
  const file = path.join(process.env.E2E_DATA_DIR ?? "", "uploads", url.replace(/^\/uploads\//, ""));
  return access(file).then(
    () => true,
    () => false,
  );
}

test("a member changes the password: a wrong current one is refused, the right one signs the other browser out", async ({
  page,
  browser,
}) => {
  const member = newMember("pwchange");
  await signUp(page, member);
  const other = await anotherVisitor(browser);
  await signIn(other.page, member);
  await expect(other.page.getByRole("button", { name: "Account menu" })).toBeVisible();

  await page.goto("/settings/account");
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
  await expectAccessible(page);
  const card = page.getByRole("region", { name: "Change Password" });
  await card.getByLabel("Current Password").fill("not-my-password");
  await card.getByLabel(/^New Password/).fill("a-fresh-secret-phrase");
  await card.getByLabel("Confirm New Password").fill("a-fresh-secret-phrase");
  await card.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Error updating password")).toBeVisible();
  await expect(card.getByText("Your current password is incorrect")).toBeVisible();

  await card.getByLabel("Current Password").fill(member.password);
  await card.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page, "Password updated successfully")).toBeVisible();
  await expect(card.getByLabel("Current Password")).toHaveValue("");

  // This browser stays signed in; the other one is signed out on its next request.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Active Sessions" })).toBeVisible();
  await other.page.goto("/settings/account");
  await expect(other.page).toHaveURL(/\/login\?redirectTo=/);
  await signIn(other.page, member, "a-fresh-secret-phrase");
  await expect(other.page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await other.context.close();
});

test("a member sees where they are signed in and signs another session out", async ({ page, browser }) => {
  const member = newMember("sessions");
  await signUp(page, member);
  const other = await anotherVisitor(browser);
  await signIn(other.page, member);
  await expect(other.page.getByRole("button", { name: "Account menu" })).toBeVisible();

  await page.goto("/settings/account");
  const list = page.getByRole("list", { name: "Signed-in devices" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").filter({ hasText: "This device" })).toContainText("Chrome");
  await expectAccessible(page);
  await list.getByRole("button", { name: /^Sign out / }).click();
  await expect(toast(page, "Signed out of that session")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("You're signed in on this device only.")).toBeVisible();

  await other.page.reload();
  await expect(other.page.getByRole("link", { name: "Login" })).toBeVisible();
  await other.context.close();
});

test("a member with a recipe photo and a profile picture deletes the account; the files go and signing in fails", async ({
  page,
}) => {
  test.slow();
  const member = newMember("leaver");
  await signUp(page, member);
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#7a3b2e" } })
    .png()
    .toBuffer();

  // A recipe with a photo, from the Margarita template.
  await page.goto("/bar/recipes");
  await page.getByRole("button", { name: "Create your first recipe" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Recipe" });
  await dialog.getByRole("button", { name: /Margarita/ }).click();
  await dialog
    .getByLabel("Upload recipe photos")
    .setInputFiles({ name: "one.png", mimeType: "image/png", buffer: png });
  await expect(dialog.locator('input[name="images[0].url"]')).toHaveValue(/\/uploads\/recipe-images\//);
  const photos = await dialog
    .locator('input[name$=".url"], input[name$=".thumbnail_url"]')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  await dialog.getByRole("button", { name: "Save Recipe" }).click();
  await expect(page.getByText("Recipe created successfully!")).toBeVisible();

  // A profile picture.
  await page.goto("/settings/profile");
  await page.getByLabel("Upload profile picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  const avatar = page.getByRole("button", { name: "Account menu" }).locator("img");
  await expect(avatar).toHaveAttribute("src", /^\/uploads\/profile-images\//);
  const files = [...photos, (await avatar.getAttribute("src")) as string];
  expect(files).toHaveLength(3);
  for (const file of files) expect(await onDisk(file), file).toBe(true);

  // A wrong password is refused and nothing happens.
  await page.goto("/settings/account");
  await page.getByRole("button", { name: "Delete Account" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(confirm.getByLabel("Password")).toBeFocused();
  await expectAccessible(page);
  await confirm.getByLabel("Password").fill("not-my-password");
  await confirm.getByRole("button", { name: "Delete Account" }).click();
  await expect(page.getByText("Error deleting account")).toBeVisible();
  await expect(confirm.getByText("That password is incorrect")).toBeVisible();
  for (const file of files) expect(await onDisk(file), file).toBe(true);

  await confirm.getByLabel("Password").fill(member.password);
  await confirm.getByRole("button", { name: "Delete Account" }).click();
  await expect(toast(page, "Account deleted successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  for (const file of files) expect(await onDisk(file), file).toBe(false);

  await signIn(page, member);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
});

test("without JavaScript the password form is a plain post that comes back to the page", async ({ page, browser }) => {
  const member = newMember("pwnojs");
  await signUp(page, member);
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
  });
  const plain = await noScript.newPage();
  await plain.goto("/settings/account");
  const card = plain.getByRole("region", { name: "Change Password" });
  await card.getByLabel("Current Password").fill(member.password);
  await card.getByLabel(/^New Password/).fill("a-plain-form-secret");
  await card.getByLabel("Confirm New Password").fill("a-plain-form-secret");
  await card.getByRole("button", { name: "Update Password" }).click();
  await expect(plain).toHaveURL(/\/settings\/account$/);
  await expect(plain.getByRole("heading", { name: "Active Sessions" })).toBeVisible();
  await noScript.close();

  // The new password is the one that works now.
  await page.context().clearCookies();
  await signIn(page, member, "a-plain-form-secret");
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});
