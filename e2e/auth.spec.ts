import {
  CHECK_INBOX,
  expect,
  expectAccessible,
  followSignUpLink,
  newestMailTo,
  newMember,
  signOut,
  signUp,
  test,
} from "./fixtures";

test("a new member signs up, reaches the bar, signs out, and is brought back to the bar after signing in", async ({
  page,
}) => {
  const member = newMember("journey");

  await page.goto("/signup");
  await expectAccessible(page);
  await signUp(page, member);
  await expect(page.getByText("Account created successfully!")).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Bar" }).click();
  await expect(page).toHaveURL(/\/bar$/);
  await expect(page.getByRole("heading", { name: "Build Your Bar" })).toBeVisible();
  await expectAccessible(page);

  await signOut(page);
  await page.goto("/bar");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbar$/);
  await expectAccessible(page);

  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/bar$/);
  await expect(page.getByText("Welcome back!")).toBeVisible();
});

test("a wrong password shows the service's error as a toast and re-enables the button", async ({ page }) => {
  const member = newMember("wrongpw");
  await signUp(page, member);
  await signOut(page);

  await page.goto("/login");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill("not-the-password");
  const button = page.getByRole("button", { name: "Sign In" });
  await button.click();
  await expect(page.getByRole("status").filter({ hasText: /invalid email or password/i })).toBeVisible();
  await expect(button).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
});

test("a taken username is refused with a message at the field", async ({ page }) => {
  const first = newMember("taken");
  await signUp(page, first);
  await signOut(page);

  await page.goto("/signup");
  await page.getByLabel("Username").fill(first.username.toUpperCase());
  await page.getByLabel("Email").fill(`other-${first.email}`);
  await page.getByLabel("Password").fill(first.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("This username is already taken").first()).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
});

test("the sign-in and sign-up links carry the page the visitor came from", async ({ page }) => {
  await page.goto("/settings/profile");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsettings%2Fprofile$/);
  await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/signup\?redirectTo=%2Fsettings%2Fprofile$/);

  const member = newMember("carry");
  await page.getByLabel("Username").fill(member.username);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expectAccessible(page);
  await followSignUpLink(page, member.email);
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByLabel("Username")).toHaveValue(member.username);
  await expectAccessible(page);
});

test("signing up with an address that already has an account looks the same, and the owner is told", async ({
  page,
}) => {
  const owner = newMember("owner");
  await signUp(page, owner);
  await signOut(page);

  const fillAndSubmit = async (email: string) => {
    await page.goto("/signup");
    await page.getByLabel("Username").fill(newMember("other").username);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("another-long-password");
    await page.getByRole("button", { name: "Create Account" }).click();
    const answer = page.getByRole("main").getByRole("status");
    await expect(answer).toContainText(CHECK_INBOX(email));
    return (await answer.textContent()) ?? "";
  };
  const stranger = newMember("fresh").email;
  const forNew = await fillAndSubmit(stranger);
  const forTaken = await fillAndSubmit(owner.email);
  expect(forTaken.replace(owner.email, "<email>")).toBe(forNew.replace(stranger, "<email>"));
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);

  await expect
    .poll(async () => (await newestMailTo(owner.email))?.subject)
    .toBe("Someone tried to sign up with your address");
  const notice = await newestMailTo(owner.email);
  expect(notice?.text).toContain("Someone tried to create a Muddle account with your address.");
  expect(notice?.text).toMatch(/\/login/);
  expect(notice?.text).toMatch(/\/forgot-password/);
});

test("signing out in one tab signs out the other open tabs", async ({ context }) => {
  const first = await context.newPage();
  await signUp(first, newMember("tabs"));
  const second = await context.newPage();
  await second.goto("/bar");
  await expect(second.getByRole("heading", { name: "My Bar" })).toBeVisible();

  await signOut(first);
  await expect(second).toHaveURL(/\/login\?redirectTo=%2Fbar$/);
});
