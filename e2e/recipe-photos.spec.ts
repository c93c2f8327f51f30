/** Recipe Photos on the recipe form (part 1 §2, §5, §9): upload, order, remove, add by URL, errors. */
import sharp from "sharp";
import { expect, expectAccessible, newMember, signUp, test } from "./fixtures";

const png = (background: string) =>
  sharp({ create: { width: 480, height: 320, channels: 3, background } })
    .png()
    .toBuffer();

test("a member uploads, reorders, removes and links recipe photos, and is told when one is refused", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await signUp(page, newMember("photos"));
  await page.goto("/bar/recipes/new");
  const field = page.getByRole("group", { name: "Recipe Photos" });
  await expect(field).toBeVisible();
  await expectAccessible(page);

  const upload = page.getByLabel("Upload recipe photos");
  await upload.setInputFiles([
    { name: "coupe.png", mimeType: "image/png", buffer: await png("#b4532a") },
    { name: "rocks.png", mimeType: "image/png", buffer: await png("#2f7a4b") },
  ]);
  const tiles = field.getByRole("list", { name: "Recipe photos" }).getByRole("listitem");
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(1).getByRole("img")).toBeVisible();
  await expect(tiles.first().getByText("Main image")).toBeVisible();
  await expect(tiles.nth(1).getByText("Main image")).toHaveCount(0);
  // The thumbnails are served back from our own storage.
  const firstUrl = await page.locator('input[name="images[0].url"]').inputValue();
  const secondUrl = await page.locator('input[name="images[1].url"]').inputValue();
  expect(firstUrl).toMatch(/^\/uploads\/recipe-images\/[^/]+\/[0-9a-f-]{36}\.webp$/);
  await expect(page.locator('input[name="images[0].thumbnail_url"]')).toHaveValue(/-thumb\.webp$/);
  await expect
    .poll(() =>
      tiles
        .first()
        .getByRole("img")
        .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
    )
    // A square thumbnail, never enlarged: the photo's shorter side (320 px) rather than 600.
    .toEqual([320, 320]);

  await page.getByRole("button", { name: "Move photo 2 earlier" }).click();
  await expect(page.locator('input[name="images[0].url"]')).toHaveValue(secondUrl);
  await expect(page.locator('input[name="images[1].url"]')).toHaveValue(firstUrl);
  await expect(page.getByRole("button", { name: "Move photo 1 later" })).toBeFocused();

  await page.getByRole("button", { name: "Remove photo 2" }).click();
  await expect(tiles).toHaveCount(1);
  await expect(page.locator('input[name="images[0].url"]')).toHaveValue(secondUrl);

  const byUrl = page.getByLabel("Add image by URL");
  const linked = new URL("/favicon.svg", page.url()).href;
  await byUrl.fill(linked);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(tiles).toHaveCount(2);
  await expect(page.locator('input[name="images[1].url"]')).toHaveValue(linked);
  await expect(byUrl).toHaveValue("");

  await byUrl.fill("ftp://x");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(field.getByRole("alert")).toHaveText("Please enter a valid URL");
  await expect.poll(() => dialogs).toEqual(["Please enter a valid URL"]);
  await expect(tiles).toHaveCount(2);

  await upload.setInputFiles({ name: "negroni.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just some text") });
  await expect.poll(() => dialogs).toEqual(["Please enter a valid URL", "Please upload an image file"]);
  await expect(field.getByRole("alert")).toHaveText("Please upload an image file");
  await expect(tiles).toHaveCount(2);
  await expectAccessible(page);
});

test("the uploader is hidden once a recipe has four photos", async ({ page }) => {
  page.on("dialog", (dialog) => void dialog.accept());
  await signUp(page, newMember("fourpics"));
  await page.goto("/bar/recipes/new");
  const field = page.getByRole("group", { name: "Recipe Photos" });
  await page.getByLabel("Upload recipe photos").setInputFiles(
    await Promise.all(
      ["#111111", "#444444", "#777777"].map(async (colour, i) => ({
        name: `p${i}.png`,
        mimeType: "image/png",
        buffer: await png(colour),
      })),
    ),
  );
  await expect(field.getByRole("listitem")).toHaveCount(3);
  await page.getByLabel("Add image by URL").fill(new URL("/favicon.svg", page.url()).href);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(field.getByRole("listitem")).toHaveCount(4);
  await expect(page.getByRole("button", { name: "Drag photos here or click to upload" })).toHaveCount(0);
  await expect(page.getByLabel("Add image by URL")).toHaveCount(0);
  await expect(field.getByText("Remove one to add another")).toBeVisible();

  await page.getByRole("button", { name: "Remove photo 4" }).click();
  await expect(page.getByRole("button", { name: "Drag photos here or click to upload" })).toBeVisible();
});
