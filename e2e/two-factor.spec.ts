import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { anotherVisitor, expect, expectAccessible, type Member, newMember, signOut, signUp, test } from "./fixtures";

// The two-factor card; /settings/account shows the same card among the account settings.
const TWO_FACTOR_SETTINGS = "/settings/account/two-factor";

/** Turns two-factor sign-in on from the card: returns the app's code generator and the backup codes. */
async function turnOnTwoFactor(page: Page, member: Member, { check = false } = {}) {
  await page.goto(TWO_FACTOR_SETTINGS);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await page.getByRole("button", { name: "Turn on" }).click();
  const dialog = page.getByRole("dialog", { name: "Turn on two-factor sign-in" });
  await expect(dialog.getByLabel("Password")).toBeFocused();
  await dialog.getByLabel("Password").fill(member.password);
  await dialog.getByRole("button", { name: "Continue" }).click();

  await expect(dialog.getByRole("img", { name: /QR code/ })).toBeVisible();
  const codeField = dialog.getByLabel("2. Enter the 6-digit code from the app");
  await expect(codeField).toBeFocused();
  if (check) await expectAccessible(page);
  // What a member types into an app by hand, read off the screen.
  const setupKey = (await dialog.getByLabel("Or type this setup key").inputValue()).replace(/\s+/g, "");
  const totp = new TOTP({ issuer: "Muddle", secret: Secret.fromBase32(setupKey) });
  await codeField.fill(totp.generate());
  await dialog.getByRole("button", { name: "Turn on" }).click();

  await expect(dialog.getByRole("heading", { name: "Save your backup codes" })).toBeFocused();
  const codes = (
    await dialog.getByRole("list", { name: "Save your backup codes" }).getByRole("listitem").allTextContents()
  ).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  return { dialog, totp, codes };
}

async function signInWithPassword(page: Page, member: Member) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/login\/two-factor\?redirectTo=%2F$/);
  await expect(page.getByLabel("Authentication code")).toBeFocused();
}

test("a member turns on two-factor sign-in, saves the backup codes, and then signs in with a code or a backup code once", async ({
  page,
  context,
}) => {
  test.slow(); // sign-up, five sign-ins (password hashing) and several axe checks
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const member = newMember("twofa");
  await signUp(page, member);

  const { dialog, totp, codes } = await turnOnTwoFactor(page, member, { check: true });
  await expect(page.getByRole("status").filter({ hasText: "Two-factor sign-in is on" })).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Download" }).click();
  const file = await (await download).path();
  const saved = await readFile(file, "utf8");
  for (const code of codes) expect(saved).toContain(code);
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByText("Copied to the clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join("\n"));
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Turn off" })).toBeFocused();

  // The password alone no longer signs in: the code from the app does.
  await signOut(page);
  await signInWithPassword(page, member);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("status").filter({ hasText: "That code didn't work" })).toBeVisible();
  await page.getByLabel("Authentication code").fill(totp.generate());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // A backup code instead of the app: it works once.
  const [backupCode = ""] = codes;
  for (const attempt of ["first", "second"] as const) {
    await signOut(page);
    await signInWithPassword(page, member);
    await page.getByRole("button", { name: "Use a backup code instead" }).click();
    await expect(page.getByLabel("Backup code")).toBeFocused();
    await page.getByLabel("Backup code").fill(backupCode);
    await page.getByRole("button", { name: "Verify" }).click();
    if (attempt === "first") {
      await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    } else {
      const refused = "That backup code didn't work. Each backup code can be used only once.";
      await expect(page.getByRole("status").filter({ hasText: refused })).toBeVisible();
      await expect(page).toHaveURL(/\/login\/two-factor/);
      await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
      await expectAccessible(page);
    }
  }
});

test("a browser signed in before two-factor sign-in was turned on must confirm a code to open the settings", async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, sign-up and sign-in
  const member = newMember("stepup");
  await signUp(page, member);
  const other = await anotherVisitor(browser);
  await other.page.goto("/login");
  await other.page.getByLabel("Email").fill(member.email);
  await other.page.getByLabel("Password").fill(member.password);
  await other.page.getByRole("button", { name: "Sign In" }).click();
  await expect(other.page.getByRole("button", { name: "Account menu" })).toBeVisible();

  const { dialog, totp } = await turnOnTwoFactor(page, member);
  await dialog.getByRole("button", { name: "Done" }).click();

  await other.page.goto("/settings/privacy");
  await expect(other.page).toHaveURL(/\/settings\/verify\?redirectTo=%2Fsettings%2Fprivacy$/);
  await expect(other.page.getByRole("heading", { name: "Confirm it's you" })).toBeVisible();
  await expectAccessible(other.page);
  await other.page.getByLabel("Authentication code").fill(totp.generate());
  await other.page.getByRole("button", { name: "Confirm" }).click();
  await expect(other.page).toHaveURL(/\/settings\/privacy$/);
  await expect(other.page.getByRole("heading", { name: "Privacy" })).toBeVisible();
  await other.context.close();
});
