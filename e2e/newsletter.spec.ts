import { randomBytes } from "node:crypto";
import { expect, expectAccessible, linkMailedTo, newMember, signUp, test } from "./fixtures";

test("a visitor subscribes from the home page, is subscribed only after the e-mailed link, and unsubscribes signed out", async ({
  page,
}) => {
  const email = `reader-${randomBytes(4).toString("hex")}@example.com`;
  await page.goto("/");
  const box = page.getByRole("region", { name: "Fresh recipes, once a week" });
  await box.scrollIntoViewIfNeeded();
  await box.getByLabel("Email address").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toHaveText(
    "Almost there! Check your inbox and follow the link to confirm your subscription.",
  );
  await expect(box.getByRole("button", { name: "Use another address" })).toBeFocused();
  await expectAccessible(page);

  await page.goto(await linkMailedTo(email, "/newsletter/confirm?token="));
  await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { name: "Subscribed" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("You're subscribed to the Muddle newsletter");
  await expectAccessible(page);

  // The same e-mail's unsubscribe link works without signing in.
  await page.goto(await linkMailedTo(email, "/newsletter/unsubscribe?token="));
  await expect(page.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "Unsubscribed" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("You won't receive the Muddle newsletter any more.");
});

test("a confirmation link that was tampered with is refused with a clear message", async ({ page }) => {
  await page.goto("/newsletter/confirm?token=not-a-real-token");
  await expect(page.getByRole("alert")).toHaveText(
    "This link is invalid or has expired. Subscribe again from the home page to get a new one.",
  );
  await expect(page.getByRole("button", { name: "Confirm subscription" })).toHaveCount(0);
  await expectAccessible(page);
});

test("without VAPID keys on the site, the notification settings say push is not available", async ({ page }) => {
  await signUp(page, newMember("pushless"));
  await page.goto("/settings/notifications");
  await expect(page.getByText("Push notifications are not available on this site")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enable on this browser" })).toHaveCount(0);
  await expectAccessible(page);
});
