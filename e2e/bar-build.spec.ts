/** Part 2 §2 Build bar (/bar/build): category tabs, the search-or-add box, suggestions to add or skip. */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, newMember, signUp, test } from "./fixtures";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const suggestions = (page: Page) => page.getByRole("region", { name: "Suggested for your bar" });

async function firstSuggestion(page: Page): Promise<string> {
  const name = await suggestions(page).getByRole("listitem").first().locator("p").first().textContent();
  if (!name) throw new Error("no suggestion shown");
  return name;
}

test("a new member builds a bar from the tabs, the search box and the suggestions", async ({ page }) => {
  test.slow(); // several adds, each with an axe check
  await signUp(page, newMember("buildbar"));
  await page.goto("/bar/build");
  await expect(page).toHaveTitle(/Build Your Bar/);
  await expect(page.getByRole("heading", { level: 1, name: "Build Your Bar" })).toBeVisible();
  // Building the bar is part of My Bar: its tile stays marked in the bar navigation.
  const barNav = page.getByRole("navigation", { name: "Bar", exact: true });
  await expect(barNav.getByRole("link", { name: "My Bar" })).toHaveAttribute("aria-current", "true");
  await expect(barNav.getByRole("link", { name: "Recipes" })).not.toHaveAttribute("aria-current");
  await expect(page.getByText("Your bar is empty so far.")).toBeVisible();
  // An empty bar unlocks nothing yet, so suggestions say how many recipes use each bottle.
  await expect(
    suggestions(page)
      .getByText(/^Used in \d+ recipes?$/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page);

  // Category tabs: the Gin tab lists London Dry Gin and its brands.
  await page.getByRole("tab", { name: "Gin", exact: true }).click();
  const gin = page.getByRole("tabpanel", { name: "Gin" });
  await expect(gin.getByText("variant of London Dry Gin").first()).toBeVisible();
  await gin.getByRole("button", { name: "Add London Dry Gin", exact: true }).click();
  await expect(toast(page, "Added London Dry Gin to your bar")).toBeVisible();
  const ginRow = gin.getByRole("listitem").filter({ has: page.getByText("London Dry Gin", { exact: true }) });
  await expect(ginRow.getByText("In your bar")).toBeVisible();
  await expect(gin.getByRole("button", { name: "Add London Dry Gin", exact: true })).toHaveCount(0);
  await expect(page.getByText("1 ingredient in stock.")).toBeVisible();
  await expectAccessible(page);

  // The search box: Add matches the typed name against the catalogue in any case.
  const search = page.getByRole("combobox", { name: "Search or add an ingredient" });
  await search.fill("Sweet Vermouth");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, "Added Sweet Vermouth to your bar")).toBeVisible();
  await expect(search).toHaveValue("");
  await expectAccessible(page);

  // A name the catalogue does not know is created (category other) and added.
  await search.fill("Grandma's Sloe Gin");
  await search.press("Enter");
  await expect(toast(page, "Added Grandma's Sloe Gin to your bar")).toBeVisible();
  await page.getByRole("tab", { name: "Other", exact: true }).click();
  const sloe = page
    .getByRole("tabpanel", { name: "Other" })
    .getByRole("listitem")
    .filter({ has: page.getByText("Grandma's Sloe Gin", { exact: true }) });
  await expect(sloe.getByText("In your bar")).toBeVisible();
  await expect(page.getByText("3 ingredients in stock.")).toBeVisible();
  await expectAccessible(page);

  // Suggestions: skip one (it goes, and stays gone), add another.
  const skipped = await firstSuggestion(page);
  await suggestions(page)
    .getByRole("button", { name: `Skip ${skipped}`, exact: true })
    .click();
  await expect(toast(page, `Skipped ${skipped}`)).toBeVisible();
  await expect(suggestions(page).getByRole("button", { name: `Skip ${skipped}`, exact: true })).toHaveCount(0);
  await expectAccessible(page);

  const added = await firstSuggestion(page);
  expect(added).not.toBe(skipped);
  await suggestions(page)
    .getByRole("button", { name: `Add ${added}`, exact: true })
    .click();
  await expect(toast(page, `${added} added to your bar!`)).toBeVisible();
  await expect(suggestions(page).getByRole("button", { name: `Add ${added}`, exact: true })).toHaveCount(0);
  await expect(page.getByText("4 ingredients in stock.")).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(suggestions(page).getByRole("button", { name: `Skip ${skipped}`, exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: "Back to My Bar" }).click();
  await expect(page).toHaveURL(/\/bar$/);
  for (const name of ["London Dry Gin", "Sweet Vermouth", "Grandma's Sloe Gin", added]) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
});

test("the category tabs scroll within themselves on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUp(page, newMember("buildbarphone"));
  await page.goto("/bar/build");
  await page.getByRole("tab", { name: "Juice", exact: true }).click();
  await expect(page.getByRole("tabpanel", { name: "Juice" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test("Add with an empty search box says what to type, with and without JavaScript", async ({ page, browser }) => {
  await signUp(page, newMember("buildempty"));
  await page.goto("/bar/build");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const search = page.getByRole("combobox", { name: "Search or add an ingredient" });
  const add = page.getByRole("button", { name: "Add", exact: true });

  // Issue 12, item 6: the message is in the field at once (no round trip), and focus takes it there.
  await add.click();
  await expect(search).toBeFocused();
  await expect(search).toHaveAttribute("aria-invalid", "true");
  await expect(search).toHaveAccessibleDescription(/^Please enter an ingredient/);
  await expectAccessible(page);
  await search.fill("Campari");
  await expect(search).not.toHaveAttribute("aria-invalid");
  // White space alone is empty too, and Enter answers the same as Add.
  await search.fill("   ");
  await search.press("Enter");
  await expect(search).toHaveAccessibleDescription(/^Please enter an ingredient/);
  expect(posts).toEqual([]);

  // Without JavaScript the server answers with the same message, in the same place.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
  });
  const plain = await noScript.newPage();
  await plain.goto("/bar/build");
  await plain.getByRole("button", { name: "Add", exact: true }).click();
  const plainSearch = plain.getByRole("combobox", { name: "Search or add an ingredient" });
  await expect(plainSearch).toHaveAttribute("aria-invalid", "true");
  await expect(plainSearch).toHaveAccessibleDescription(/^Please enter an ingredient/);

  // Only the open tab is on the page; without JavaScript the categories are links, and an add comes back.
  await plain.getByRole("navigation", { name: "Ingredient categories" }).getByRole("link", { name: "Juice" }).click();
  await expect(plain).toHaveURL(/\/bar\/build\?category=juice$/);
  const juice = plain.getByRole("tabpanel", { name: "Juice" });
  await expect(plain.getByRole("tabpanel")).toHaveCount(1);
  await juice.getByRole("button", { name: "Add Fresh Lime Juice", exact: true }).click();
  await expect(plain).toHaveURL(/\/bar\/build\?category=juice$/);
  const lime = juice.getByRole("listitem").filter({ has: plain.getByText("Fresh Lime Juice", { exact: true }) });
  await expect(lime.getByText("In your bar")).toBeVisible();
  await noScript.close();
});
