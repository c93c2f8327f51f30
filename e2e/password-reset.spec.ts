import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, expectAccessible, newMember, signOut, signUp, test } from "./fixtures";

type OutboxMessage = { to: string; subject: string; text: string; created_at: string };

/** The newest message to `email` in the server's development outbox (SMTP_URL is unset in e2e). */
async function newestMailTo(email: string): Promise<OutboxMessage | undefined> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const names = await readdir(dir).catch(() => [] as string[]);
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith(".json"))
      .map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8")) as OutboxMessage),
  );
  return messages.filter((message) => message.to === email).sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
}

test("a member who forgot their password resets it from the e-mailed link and signs in with the new one", async ({
  page,
}) => {
  const member = newMember("reset");
  const newPassword = "a-freshly-chosen-password";
  await signUp(page, member);
  await signOut(page);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Email").fill(member.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  const confirmation = "If an account exists for that email, we've sent a link to reset your password.";
  await expect(page.getByRole("main").getByText(confirmation)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: confirmation })).toBeVisible();
  await expectAccessible(page);

  let link = "";
  await expect
    .poll(async () => {
      link = (await newestMailTo(member.email))?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^New Password/).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(newPassword);
  await page.getByRole("button", { name: "Update Password" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("status").filter({ hasText: "Password updated successfully" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(page.getByText("Welcome back!")).toBeVisible();

  // The link worked once; opened again it is refused.
  await signOut(page);
  await page.goto(link);
  await page.getByLabel(/^New Password/).fill("yet-another-password");
  await page.getByLabel("Confirm New Password").fill("yet-another-password");
  await page.getByRole("button", { name: "Update Password" }).click();
  const invalid = "This reset link is invalid or has expired. Please ask for a new one.";
  await expect(page.getByRole("main").getByText(invalid)).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new reset link" })).toBeVisible();
});

test("a reset page opened without a token explains the link is invalid and offers a new one", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("main").getByText(/This reset link is invalid or has expired/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Request a new reset link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
