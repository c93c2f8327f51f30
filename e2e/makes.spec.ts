/**
 * "I made this" (issue 23): a member logs the seeded Last Word (by eve_stirs, which no other journey logs)
 * with stars, a note and a photo, shares it and takes what they used off their bar; the history, the count,
 * their rating and the community feed all show it.
 */
import sharp from "sharp";
import { addToBar, expect, expectAccessible, newMember, signUp, test } from "./fixtures";

const LAST_WORD = "/recipes/eve_stirs/last-word";

test("a member logs a Last Word with a photo, and the history, the rating and the feed show it", async ({ page }) => {
  test.slow(); // the bar, the recipe page with its dialog, and the feed, with axe checks
  const member = newMember("maker");
  await signUp(page, member);
  await page.goto("/bar");
  await addToBar(page, "Green Chartreuse");

  await page.goto(LAST_WORD);
  const makes = page.getByRole("region", { name: "Makes" });
  await expect(makes.getByTestId("make-history")).toHaveText("You haven't logged making this yet.");
  await makes.getByRole("button", { name: "I made this" }).click();
  const dialog = page.getByRole("dialog", { name: "I made this" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Servings made").fill("2");
  await dialog.locator("label").filter({ hasText: "4 stars" }).click();
  await expect(dialog.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await dialog.getByLabel("Note (optional)").fill("Bright and herbal, a touch less maraschino next time");
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#8fbc5a" } })
    .jpeg()
    .toBuffer();
  await dialog
    .getByLabel("Photo (optional)")
    .setInputFiles({ name: "last-word.jpg", mimeType: "image/jpeg", buffer: photo });
  await dialog.getByLabel("Share to the community feed").check();
  // Asked, never silently: what leaves the bar is shown before it is taken.
  await dialog.getByLabel("Take what I used off My Bar").check();
  await expect(dialog.getByRole("list", { name: "Taken off My Bar" })).toContainText("Green Chartreuse −44.4 ml");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Log it" }).click();

  await expect(page.getByText("Nice one! Logged in your history")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(makes.getByTestId("make-history")).toHaveText(/^You made this once, on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(makes.getByTestId("makes-count")).toHaveText(/^Made (once|twice|\d+ times) by members$/);
  const mine = makes.getByRole("list", { name: "Your makes" }).getByRole("listitem");
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("2 servings");
  await expect(mine.getByRole("img")).toBeVisible();
  // The stars became the member's rating of the recipe.
  await expect(page.getByText("You rated this 4 stars.")).toBeVisible();

  // After a reload the history is read back from the server.
  await page.reload();
  await expect(makes.getByTestId("make-history")).toHaveText(/^You made this once, on /);
  await expectAccessible(page);

  // The bar lost two servings of 22 ml from one bottle.
  await page.goto("/bar");
  await expect(page.getByRole("article", { name: "Green Chartreuse" })).toContainText("0.94");

  // The community feed has the post, naming the drink, with the photo.
  await page.goto("/community");
  const post = page.locator("article").filter({ hasText: "made a Last Word" }).first();
  await expect(post).toBeVisible();
  await expect(post.getByRole("link", { name: "a Last Word" })).toHaveAttribute("href", LAST_WORD);
  await expect(post).toContainText("Bright and herbal");
  await expect(post.getByRole("img", { name: /in .*post/ })).toBeVisible();
});
