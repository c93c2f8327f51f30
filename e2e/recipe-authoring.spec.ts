/** Issue 3's whole journey: template → photos → edit → publish → public → My Recipes → delete, files gone. */
import sharp from "sharp";
import { expect, expectAccessible, newMember, signUp, test } from "./fixtures";

const png = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer();

test("a member builds a Margarita from the template with two photos, publishes it, finds it, and deletes it with its files", async ({
  page,
  request,
}) => {
  test.slow();
  await signUp(page, newMember("author"));

  // Create from the Margarita template, with two uploaded photos.
  await page.goto("/bar/recipes");
  await page.getByRole("button", { name: "Create your first recipe" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Recipe" });
  await dialog.getByRole("button", { name: /Margarita/ }).click();
  await expect(dialog.getByLabel("Recipe Name")).toHaveValue("Margarita");
  await dialog.getByLabel("Upload recipe photos").setInputFiles([
    { name: "one.png", mimeType: "image/png", buffer: await png("#3f8f3a") },
    { name: "two.png", mimeType: "image/png", buffer: await png("#d9a21b") },
  ]);
  await expect(dialog.locator('input[name="images[1].url"]')).toHaveValue(/\/uploads\/recipe-images\//);
  const photoUrls = await dialog
    .locator('input[name$=".url"], input[name$=".thumbnail_url"]')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(photoUrls).toHaveLength(4);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Save Recipe" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Recipe created successfully!")).toBeVisible();
  const manageUrl = page.url();
  for (const url of photoUrls) expect((await request.get(url)).status(), url).toBe(200);

  // Edit it.
  await page.getByRole("link", { name: /Edit Recipe/ }).click();
  await expect(page.getByRole("heading", { name: "Edit Recipe" })).toBeVisible();
  await page.getByLabel("Description").fill("Our house Margarita, a little drier.");
  await page.getByRole("button", { name: "Update Recipe" }).click();
  await expect(page.getByText("Recipe updated successfully!")).toBeVisible();
  await page.goto(manageUrl);

  // Publish, then private and public again.
  await page.getByRole("button", { name: /^Draft/ }).click();
  await expect(page.getByRole("button", { name: /^Published/ })).toBeVisible();
  await page.getByRole("button", { name: /^Public/ }).click();
  await expect(page.getByRole("button", { name: /^Private/ })).toBeVisible();
  await page.getByRole("button", { name: /^Private/ }).click();
  await expect(page.getByRole("button", { name: /^Public/ })).toBeVisible();

  // The public page shows it to a visitor, with its edited description.
  const publicPath = await page.getByRole("link", { name: "View Recipe" }).getAttribute("href");
  const publicPage = await request.get(publicPath ?? "");
  expect(await publicPage.text()).toContain("Our house Margarita, a little drier.");

  // My Recipes: each filter and sort.
  const expectations: [string, boolean][] = [
    ["filter=all", true],
    ["filter=published", true],
    ["filter=drafts", false],
    ["filter=private", false],
    ["sort=name-desc", true],
    ["sort=created-asc", true],
    ["sort=created-desc", true],
    ["search=tequila", true],
  ];
  for (const [query, listed] of expectations) {
    await page.goto(`/bar/recipes?${query}`);
    await expect(page.getByRole("link", { name: "Margarita" }), query).toHaveCount(listed ? 1 : 0);
  }
  await expectAccessible(page);

  // Delete: the recipe and every stored photo are gone.
  await page.goto(manageUrl);
  await page.getByRole("button", { name: /Delete Recipe/ }).click();
  await page.getByRole("alertdialog", { name: "Delete this recipe?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes$/);
  for (const url of photoUrls) expect((await request.get(url)).status(), url).toBe(404);
  expect((await request.get(publicPath ?? "")).url()).toMatch(/\/404\?from=recipe$/);
});
