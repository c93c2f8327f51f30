/**
 * Import from a link (issue 22), in Chromium against a real web site on 127.0.0.2 (test/recipe-pages.ts),
 * which the server under test may reach because playwright.config.ts allows that one address.
 */
import type { Locator, Page } from "@playwright/test";
import { NEGRONI_AUTHOR, type RecipePageServer, SITE_NAME, startRecipePageServer } from "../test/recipe-pages";
import { expect, expectAccessible, newMember, signUp, test } from "./fixtures";

let site: RecipePageServer;
test.beforeAll(async () => {
  site = await startRecipePageServer();
});
test.afterAll(() => site.close());

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function readLink(scope: Page | Locator, address: string) {
  await scope.getByLabel("Import from a link").fill(address);
  await scope.getByRole("button", { name: "Read recipe" }).click();
}

test("a member imports a recipe page from the Create New Recipe dialog, checks it, and finds its source", async ({
  page,
}) => {
  test.slow();
  await signUp(page, newMember("linker"));
  await page.goto("/bar/recipes");
  await page.getByRole("button", { name: "Create your first recipe" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Recipe" });
  await readLink(dialog, `${site.base}/recipes/negroni`);

  await expect(page).toHaveURL(/\/recipes\/bulk-upload$/);
  await expect(page.getByText(`Read from ${SITE_NAME}. 1 recipe is ready to upload.`)).toBeVisible();
  // The same preview as any upload: each line and the catalogue entry it will be.
  const matches = page.getByRole("region", { name: "Ingredients" });
  await expect(matches.getByRole("listitem").filter({ hasText: "gin · 1 line" })).toContainText("London Dry Gin");
  await expect(page.getByLabel("Recipes JSON")).toHaveValue(/"source"/);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Upload Recipes" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes$/);
  await expect(toast(page, "Recipes uploaded successfully!")).toBeVisible();
  await page.getByRole("list", { name: "Your recipes" }).getByRole("link", { name: "Negroni" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Negroni" })).toBeVisible();
  const source = page.getByRole("link", { name: new RegExp(SITE_NAME) });
  await expect(source).toHaveAttribute("href", `${site.base}/recipes/negroni`);
  await expect(page.getByText(`by ${NEGRONI_AUTHOR}`)).toBeVisible();
  // The page's photo was downloaded and stored here, not linked to the other site.
  expect(site.requests).toContain("/images/negroni.png");
  const managePath = new URL(page.url()).pathname;

  // The recipe page credits the source too, and its JSON-LD says what it is based on (once public).
  await page.getByRole("group", { name: "Visibility" }).getByRole("button", { name: "Make public" }).click();
  await expect(toast(page, "Recipe is now public")).toBeVisible();
  await page.getByRole("button", { name: /^Draft/ }).click();
  await expect(toast(page, "Recipe is now published")).toBeVisible();
  await page.getByRole("link", { name: "View Recipe" }).click();
  // The management page has the same heading and attribution: wait for the public address itself.
  await expect(page).toHaveURL(/\/recipes\/[^/]+\/negroni$/);
  await expect(page.getByRole("heading", { level: 1, name: "Negroni" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(SITE_NAME) })).toHaveAttribute(
    "href",
    `${site.base}/recipes/negroni`,
  );
  // Structured data is for crawlers: read it from the page as the server sends it.
  await page.reload();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const recipe = jsonLd.map((text) => JSON.parse(text)).find((entry) => entry["@type"] === "Recipe");
  expect(recipe?.isBasedOn).toMatchObject({ url: `${site.base}/recipes/negroni`, author: { name: NEGRONI_AUTHOR } });
  await expect(page.locator("main img").first()).toHaveAttribute("src", /^\/(images|uploads)\//);

  // Reading the page again offers the recipe already imported.
  await page.goto("/recipes/bulk-upload");
  await readLink(page, `${site.base}/recipes/negroni`);
  await expect(page.getByText("You imported this page before")).toBeVisible();
  await page.getByRole("link", { name: "open Negroni" }).click();
  await expect(page).toHaveURL(new RegExp(`${managePath}$`));
});

test("a page with only an Open Graph card starts a draft, and a page robots keep out is explained", async ({
  page,
}) => {
  test.slow();
  await signUp(page, newMember("ogcard"));
  await page.goto("/recipes/bulk-upload");

  await readLink(page, `${site.base}/members-only/sour`);
  await expect(page.getByText("This site asks robots not to read this page, so we cannot import it.")).toBeVisible();
  await expect(page.getByLabel("Import from a link")).toHaveValue(`${site.base}/members-only/sour`);

  await readLink(page, `${site.base}/about`);
  await expect(page.getByText("We could not find a recipe on that page.")).toBeVisible();

  await readLink(page, `${site.base}/stories/spritz`);
  await expect(page.getByText("Porch Notes does not publish this recipe's ingredients")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Start a draft from this page" }).click();

  await expect(page).toHaveURL(/\/bar\/recipes\/new\?from=link/);
  await expect(page.getByLabel("Recipe Name")).toHaveValue("Aperol Spritz, the way Venice pours it");
  await expect(page.getByLabel("Description")).toHaveValue("Three, two, one: prosecco, Aperol, soda.");
  await expect(page.locator('input[name="images[0].url"]')).toHaveValue(/^\/uploads\/recipe-images\//);
  await expect(page.getByText("by Gia Rossi")).toBeVisible();
  await page.getByRole("tab", { name: "Ingredients" }).click();
  await page
    .getByRole("combobox", { name: /Ingredient name/ })
    .first()
    .fill("Aperol");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Save Recipe" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("link", { name: /Porch Notes/ })).toHaveAttribute("href", `${site.base}/stories/spritz`);
});
