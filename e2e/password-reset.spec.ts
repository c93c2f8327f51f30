import { expect, expectAccessible, linkMailedTo, newMember, signOut, signUp, test } from "./fixtures";

test("a member who forgot their password resets it from the e-mailed link and signs in with the new one", async ({
  page,
}) => {
  test.slow(); // sign-up, sign-out, reset and sign-in hash passwords four times, with four axe checks: 52 s idle, over 60 s loaded
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

  const link = await linkMailedTo(member.email, "/reset-password?token=");

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
