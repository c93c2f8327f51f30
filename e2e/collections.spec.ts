/**
 * Issue 15, "Done means": A makes a private collection from a recipe's Add to Collection dialog, adds a
 * second recipe through Manage Recipes and shares it with B by e-mail address; B opens it and its drink
 * menu; C and a guest are told it does not exist; A makes it public and C opens it; A renames it and the
 * old address leads to the new one; the menu prints without the site around it, with its QR code.
 */
import type { Page } from "@playwright/test";
import {
  anotherVisitor,
  expect,
  expectAccessible,
  type Member,
  newMember,
  publishRecipe,
  signUp,
  test,
} from "./fixtures";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function expectNotFound(page: Page, path: string, text = "Collection not found") {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: text })).toBeVisible();
}

test("a private collection shared by name, opened to everyone, renamed, and its menu printed", async ({
  page,
  browser,
}) => {
  test.slow(); // three members sign up and each state is checked from four points of view
  const suffix = Date.now().toString(36);
  const a: Member = newMember("curator");
  const b: Member = newMember("guest_b");
  const c: Member = newMember("stranger_c");

  const friend = await anotherVisitor(browser);
  await signUp(friend.page, b);
  const stranger = await anotherVisitor(browser);
  await signUp(stranger.page, c);

  await signUp(page, a);
  const first = await publishRecipe(page, `Velvet Sour ${suffix}`, "Gin");
  await publishRecipe(page, `Smoke Flip ${suffix}`, "Mezcal");

  // Add to Collection on the first recipe: a new private collection holding it.
  const name = `Secret Menu ${suffix}`;
  await page.goto(`/bar/recipes/${first.id}`);
  await page.getByRole("button", { name: /Add to Collection/ }).click();
  const addDialog = page.getByRole("dialog", { name: "Add to Collection" });
  await addDialog.getByLabel("New collection name").fill(name);
  await addDialog.getByRole("button", { name: "Add" }).click();
  await expect(toast(page, "Collection created and recipe added")).toBeVisible();
  await expect(addDialog.getByRole("button", { name: new RegExp(name) })).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page);
  await addDialog.getByRole("button", { name: "Cancel" }).click();

  // My Collections → its management page; Manage Recipes adds the second recipe.
  await page.goto("/bar/collections");
  await expect(page.getByText("1 collection")).toBeVisible();
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("This collection is empty")).toHaveCount(0);
  await page.getByRole("button", { name: "Manage Recipes" }).click();
  const picker = page.getByRole("dialog", { name: "Manage Collection Recipes" });
  await picker.getByRole("searchbox").fill("Smoke");
  await picker.getByRole("button", { name: new RegExp(`Smoke Flip ${suffix}`) }).click();
  await picker.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Collections updated")).toBeVisible();
  await expect(page.getByRole("link", { name: `Smoke Flip ${suffix}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `Velvet Sour ${suffix}` })).toBeVisible();

  // Share with B by e-mail address.
  await page.getByRole("button", { name: /Share with others/ }).click();
  const share = page.getByRole("dialog", { name: "Share Collection" });
  await share.getByLabel("Email address").fill("nobody-here@example.com");
  await share.getByRole("button", { name: "Share", exact: true }).click();
  await expect(share.getByText("User not found")).toBeVisible();
  await share.getByLabel("Email address").fill(b.email);
  await share.getByRole("button", { name: "Share", exact: true }).click();
  await expect(toast(page, "Collection shared successfully!")).toBeVisible();
  await expect(share.getByText(`@${b.username}`)).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(page.getByText("Shared with 1 person")).toBeVisible();

  const managePath = new URL(page.url()).pathname;
  const slug = managePath.split("/").pop() as string;
  const publicPath = `/collections/${slug}`;

  // B, shared with: the page and its menu.
  await friend.page.goto(publicPath);
  await expect(friend.page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(friend.page.getByText("Private Collection")).toBeVisible();
  await friend.page.getByRole("link", { name: "View Drink Menu" }).click();
  await expect(friend.page.getByRole("heading", { name: `${name}: Drink Menu` })).toBeVisible();
  await expect(friend.page.getByRole("link", { name: `Velvet Sour ${suffix}` })).toBeVisible();
  await expect(friend.page.getByText("Mezcal", { exact: true })).toBeVisible();
  // B may view, not manage.
  expect((await friend.page.goto(managePath))?.status()).toBe(404);

  // C and a guest: not found, for the page and the menu alike.
  await expectNotFound(stranger.page, publicPath);
  await expectNotFound(stranger.page, `${publicPath}/menu`, "Collection not found or unavailable.");
  const guest = await anotherVisitor(browser);
  await expectNotFound(guest.page, publicPath);

  // A makes it public: C can open it now, and a guest too.
  await page.getByRole("button", { name: /Only you can view/ }).click();
  await expect(toast(page, "Collection is now public")).toBeVisible();
  await stranger.page.goto(publicPath);
  await expect(stranger.page.getByText("Public Collection")).toBeVisible();
  await stranger.page.getByRole("button", { name: /like/i }).first().click();
  await expect(stranger.page.getByRole("button", { name: /like/i }).first()).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(stranger.page);

  // A renames it: the old address leads to the new one.
  const renamed = `Open Menu ${suffix}`;
  await page.getByRole("link", { name: /Modify details/ }).click();
  await page.getByLabel("Name").fill(renamed);
  await page.getByRole("button", { name: /Save/ }).click();
  await expect(toast(page, "Collection updated successfully")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await stranger.page.goto(publicPath);
  await expect(stranger.page).toHaveURL(new RegExp(`/collections/open-menu-${suffix}$`));
  await expect(stranger.page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();

  // The printed menu: the menu and its QR code, none of the site around it.
  await page.goto(`/collections/open-menu-${suffix}/menu`);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: `${renamed}: Drink Menu` })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: /main/i })).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: /Print/ })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  await Promise.all([friend.context.close(), stranger.context.close(), guest.context.close()]);
});
