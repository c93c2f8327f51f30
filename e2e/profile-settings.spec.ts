/** Issue 14: /settings/profile — the profile form, the picture, username changes and the saved theme. */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { addConsentCookie, expect, expectAccessible, hydrated, newMember, signUp, test } from "./fixtures";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function saveProfile(page: Page) {
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile updated successfully")).toBeVisible();
}

test("a member fills in the profile and sees it on the public profile, links marked nofollow ugc", async ({ page }) => {
  const member = newMember("prof");
  await signUp(page, member);
  await page.goto("/settings/profile");
  await expect(page.getByRole("heading", { name: "Profile", exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("First Name").fill("Rosa");
  await page.getByLabel("Last Name").fill("Delgado");
  await page.getByLabel("Expertise Level").selectOption("expert");
  await page.getByLabel("Bio").fill("Mezcal first, questions later.");
  await expect(page.getByText("30/500")).toBeVisible();
  await page.getByLabel("Location").fill("Oaxaca, Mexico");
  await page.getByLabel("Twitter").fill("@rosamixes");
  await page.getByLabel("Instagram").fill("instagram.com/rosa.mixes");

  // Bad input: a field message and an error toast; nothing is saved.
  await page.getByLabel("Website").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Error updating profile")).toBeVisible();
  await expect(page.getByText("Please enter a valid URL starting with http:// or https://")).toBeVisible();
  await expect(page.getByLabel("Website")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Website").fill("rosa.example");
  await saveProfile(page);
  // The form now shows what was stored: canonical addresses.
  await expect(page.getByLabel("Twitter")).toHaveValue("https://x.com/rosamixes");
  await expect(page.getByLabel("Website")).toHaveValue("https://rosa.example/");

  await page.goto(`/${member.username}`);
  await expect(page.getByRole("heading", { level: 1, name: "Rosa Delgado" })).toBeVisible();
  await expect(page.getByText("Mezcal first, questions later.")).toBeVisible();
  await expect(page.getByText("Oaxaca, Mexico")).toBeVisible();
  const links = {
    Website: "https://rosa.example/",
    Twitter: "https://x.com/rosamixes",
    Instagram: "https://www.instagram.com/rosa.mixes",
  };
  for (const [name, href] of Object.entries(links)) {
    const link = page.getByRole("link", { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("rel", "nofollow ugc noopener");
  }
  await expectAccessible(page);
});

test("a member uploads a picture, sees it in the navbar, and removes it", async ({ page }) => {
  await signUp(page, newMember("pic"));
  await page.goto("/settings/profile");
  const avatar = page.getByRole("button", { name: "Account menu" }).locator("img");
  await expect(avatar).toHaveCount(0);
  await expect(page.getByText("JPG, PNG, GIF up to 5MB")).toBeVisible();

  // react-dropzone refuses a file that is not one of the four types, with its own message.
  const input = page.getByLabel("Upload profile picture");
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
  await expect(page.getByRole("alert").filter({ hasText: "File type must be" })).toBeVisible();

  const png = await sharp({ create: { width: 240, height: 160, channels: 3, background: "#c0502a" } })
    .png()
    .toBuffer();
  await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(toast(page, "Profile picture updated")).toBeVisible();
  await expect(avatar).toHaveAttribute("src", /^\/uploads\/profile-images\/[0-9a-f-]+\.webp$/);
  const src = (await avatar.getAttribute("src")) as string;
  const picture = await page.request.get(src);
  expect(picture.headers()["content-type"]).toBe("image/webp");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Remove picture" }).click();
  await expect(toast(page, "Profile picture removed")).toBeVisible();
  await expect(avatar).toHaveCount(0);
  expect((await page.request.get(src)).status()).toBe(404);
});

test("without JavaScript the picture is a plain file upload that comes back with the toast", async ({
  page,
  browser,
}) => {
  await signUp(page, newMember("nojs"));
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
  });
  const plain = await noScript.newPage();
  await plain.goto("/settings/profile");
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2a6fc0" } })
    .png()
    .toBuffer();
  await plain.getByLabel("Choose a picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await plain.getByRole("button", { name: "Upload" }).click();
  await expect(plain).toHaveURL(/\/settings\/profile$/);
  await expect(plain.getByRole("button", { name: "Account menu" }).locator("img")).toHaveAttribute(
    "src",
    /^\/uploads\/profile-images\//,
  );
  await noScript.close();
});

test("after a rename the old address lands on the new profile", async ({ page }) => {
  const member = newMember("old");
  await signUp(page, member);
  await page.goto("/settings/profile");
  const renamed = `new_${member.username.slice(4)}`.slice(0, 30);

  await page.getByLabel("Username").fill("settings");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("This username is reserved")).toBeVisible();

  await page.getByLabel("Username").fill(renamed);
  await saveProfile(page);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu").getByText(`@${renamed}`)).toBeVisible();
  await page.keyboard.press("Escape");

  const response = await page.goto(`/${member.username}`);
  expect(response?.url()).toMatch(new RegExp(`/${renamed}$`));
  await expect(page.getByText(`@${renamed}`, { exact: true })).toBeVisible();
  const redirect = await page.request.get(`/${member.username}/followers`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe(`/${renamed}/followers`);
});

test("Dark chosen on the profile follows the member to a fresh browser", async ({ page, browser, baseURL }) => {
  const member = newMember("dark");
  await page.emulateMedia({ colorScheme: "light" });
  await signUp(page, member);
  await page.goto("/settings/profile");
  await expect(page.locator("html")).toHaveClass("light");
  await page.getByRole("button", { name: "Dark", exact: true }).click();
  await expect(page.locator("html")).toHaveClass("dark");
  await expect(page.getByRole("button", { name: "Dark", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page);
  // Saved before we leave: the reload renders dark from the server.
  await expect
    .poll(async () => (await page.request.get("/settings/profile")).text())
    .toContain('<html lang="en" class="dark"');

  const fresh = await browser.newContext({
    baseURL,
    colorScheme: "light",
    reducedMotion: "reduce",
    extraHTTPHeaders: {
      "X-Forwarded-For": `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
  await addConsentCookie(fresh, baseURL);
  const other = await fresh.newPage();
  await other.goto("/login");
  await hydrated(other);
  await expect(other.locator("html")).toHaveClass("light");
  expect(await other.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  await other.getByLabel("Email").fill(member.email);
  await other.getByLabel("Password").fill(member.password);
  await other.getByRole("button", { name: "Sign In" }).click();
  await expect(other.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(other.locator("html")).toHaveClass("dark");

  // A full page load in that browser is dark from the first paint, and the navbar toggle saves too.
  await other.goto("/recipes", { waitUntil: "commit" });
  await other.waitForSelector("body");
  expect(await other.evaluate(() => document.documentElement.className)).toContain("dark");
  await hydrated(other);
  expect(await other.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await other.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(other.locator("html")).toHaveClass("light");
  await expect
    .poll(async () => (await other.request.get("/settings/profile")).text())
    .toContain('<html lang="en" class="light"');
  await fresh.close();
});
