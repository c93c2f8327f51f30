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
  await page.getByRole("button", { name: "Make private" }).click();
  await expect(page.getByRole("button", { name: "Make private" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Make public" }).click();
  await expect(page.getByRole("button", { name: "Make public" })).toHaveAttribute("aria-pressed", "true");

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

test("a member gives a recipe a difficulty, cook time, video and dietary flags; the page shows them and loads the video only on a press", async ({
  page,
}) => {
  test.slow();
  await signUp(page, newMember("details"));
  await page.goto("/bar/recipes/new");
  await page.getByLabel("Recipe Name").fill("Garden Sour");
  await page.getByLabel("Cook Time (min)").fill("20");
  await page.getByRole("tab", { name: "Ingredients" }).click();
  const name = page.getByRole("group", { name: "Ingredient 1", exact: true }).getByRole("combobox", {
    name: "Ingredient name",
  });
  await name.fill("Garden gin");
  await name.press("Escape");

  await page.getByRole("tab", { name: "Additional Info" }).click();
  await expect(page.getByLabel("Difficulty").locator("option")).toHaveText([
    "Not set",
    "Beginner",
    "Intermediate",
    "Advanced",
    "Expert",
  ]);
  await page.getByLabel("Difficulty").selectOption({ label: "Intermediate" });
  const video = page.getByLabel("Video link");
  await video.fill("https://example.com/how-to.mp4");
  await page.getByRole("button", { name: "Save Recipe" }).click();
  await expect(page.getByText(/Enter a YouTube or Vimeo link/)).toBeVisible();
  await expect(video).toHaveAttribute("aria-invalid", "true");
  await video.fill("https://www.youtube.com/watch?v=M7lc1UVf-VE");
  const dietary = page.getByRole("group", { name: "Dietary" });
  await dietary.getByRole("checkbox", { name: "Vegan" }).check();
  await dietary.getByRole("checkbox", { name: "Gluten-free" }).check();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save Recipe" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes\/[0-9a-f-]{36}$/);
  const manageUrl = page.url();

  // Loaded back into the form as saved.
  await page.goto(`${manageUrl}/edit`);
  await expect(page.getByLabel("Cook Time (min)")).toHaveValue("20");
  await page.getByRole("tab", { name: "Additional Info" }).click();
  await expect(page.getByLabel("Difficulty")).toHaveValue("intermediate");
  await expect(page.getByLabel("Video link")).toHaveValue("https://www.youtube.com/watch?v=M7lc1UVf-VE");
  await expect(page.getByRole("checkbox", { name: "Vegan" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Vegetarian" })).not.toBeChecked();

  // The recipe page: nothing from YouTube (or any video site) until the visitor presses play.
  const videoRequests: string[] = [];
  page.on("request", (request) => {
    if (/youtube|ytimg|vimeo|googlevideo/.test(new URL(request.url()).hostname)) videoRequests.push(request.url());
  });
  // The test never reaches the real player: a stand-in answers for it.
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>Player</p>" }),
  );
  // Published, so the page carries structured data (a draft is the author's alone and has none).
  await page.goto(manageUrl);
  await page.getByRole("button", { name: /^Draft/ }).click();
  await expect(page.getByRole("button", { name: /^Published/ })).toBeVisible();
  await page.getByRole("link", { name: "View Recipe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Garden Sour" })).toBeVisible();
  const facts = page.locator("dl").first();
  await expect(facts.getByText("Difficulty")).toBeVisible();
  await expect(facts.getByText("Intermediate", { exact: true })).toBeVisible();
  await expect(facts.getByText("Cook time")).toBeVisible();
  await expect(facts.getByText("20 min", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Suitable for" }).getByRole("listitem")).toHaveText([
    "Vegan",
    "Gluten-free",
  ]);
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({
    cookTime: "PT20M",
    suitableForDiet: ["https://schema.org/VeganDiet", "https://schema.org/GlutenFreeDiet"],
    video: { "@type": "VideoObject", embedUrl: "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE" },
  });
  await expect(page.locator("iframe")).toHaveCount(0);
  await expectAccessible(page);
  expect(videoRequests).toEqual([]);

  await page.getByRole("button", { name: "Play video — loads from YouTube" }).click();
  const player = page.locator("iframe");
  await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1");
  await expect(player).toHaveAttribute("title", "Garden Sour: video on YouTube");
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
  await expect(page.frameLocator("iframe").getByText("Player")).toBeVisible();
});
