/** Shared end-to-end fixtures: a distinct client address per test, members, and the axe check. */
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { linkIn, newestMailTo as newestMailIn, type OutboxMessage } from "../test/outbox";
import { checkPhoneLayout, recordVisits } from "./phone-layout";

let counter = 0;
function randomClientIp() {
  counter += 1;
  return `10.${process.pid % 250}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

export type Member = { username: string; email: string; password: string };

export function newMember(prefix = "member"): Member {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    username: `${prefix}_${id}`.slice(0, 30),
    email: `${prefix}-${id}@example.com`,
    password: "a-long-enough-password",
  };
}

/**
 * The cookie banner (issue 14) sits at the bottom of every page until a choice is stored: every
 * context starts with "Necessary Only" stored, so journeys see the site as a returning visitor does.
 * A test of the banner itself opts out with `test.use({ cookieConsent: false })`. The name and value
 * are those documented in app/features/cookie-consent/cookie-consent-schema.ts.
 */
export async function addConsentCookie(context: BrowserContext, baseURL = test.info().project.use.baseURL) {
  if (!baseURL) throw new Error("addConsentCookie needs the base URL");
  await context.addCookies([{ name: "muddle-cookie-consent", value: "necessary", url: baseURL }]);
}

/** Waits until nothing on the page says it is busy: every change it has sent has reached the server. */
export async function settled(page: Page) {
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
}

/** Resolves once React has hydrated the page (app/root.tsx sets the marker). */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A full page load returns before React has attached its handlers: make goto and reload wait for it. */
function waitForHydrationOnLoad(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated(page);
    return response;
  };
}

let visitors = 0;
/**
 * Another person at another computer: their own context, consent cookie and client address (one counter
 * for every spec a worker runs, so two specs never share an address and its rate limits).
 */
export async function anotherVisitor(browser: Browser) {
  visitors += 1;
  const context = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": `10.251.${process.pid % 250}.${(visitors % 250) + 1}` },
  });
  await addConsentCookie(context);
  const page = await context.newPage();
  waitForHydrationOnLoad(page);
  return { context, page };
}

export const test = base.extend<{ cookieConsent: boolean }>({
  cookieConsent: [true, { option: true }],
  context: async ({ context, cookieConsent, baseURL }, use) => {
    if (cookieConsent) await addConsentCookie(context, baseURL);
    await use(context);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ "X-Forwarded-For": randomClientIp() });
  },
  // A full page load returns before React has attached its handlers; with JavaScript on, wait for
  // hydration so a test acts on the page a member would.
  page: async ({ page, javaScriptEnabled, context, baseURL }, use, testInfo) => {
    const visited = recordVisits(page, baseURL);
    if (javaScriptEnabled !== false) waitForHydrationOnLoad(page);
    await use(page);
    // Issue 12: every page the suite visits also passes the phone layout check (e2e/phone-layout.ts).
    if (testInfo.status === testInfo.expectedStatus)
      await checkPhoneLayout(context, visited, javaScriptEnabled !== false);
  },
});

export { expect };

/** Fails the test when axe-core finds WCAG 2.2 A/AA violations (2.0, 2.1 and 2.2 rules) on the page as it is now. */
export async function expectAccessible(page: Page) {
  await page.waitForLoadState("networkidle");
  // Contrast measured halfway through a fade (a toast coming or going) is not what anyone reads:
  // wait for finite animations and transitions to end; endless ones (skeleton pulses) are left.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * The newest message to `email` in the server's development outbox (SMTP_URL is unset in e2e), or in
 * the outbox of the server whose data directory is `dataDir`.
 */
export function newestMailTo(
  email: string,
  dataDir = process.env.E2E_DATA_DIR ?? "",
): Promise<OutboxMessage | undefined> {
  return newestMailIn(email, [dataDir]);
}

/** Waits for the newest e-mail to `email` to carry a link to `linkPath`, and returns the link. */
export async function linkMailedTo(email: string, linkPath: string, dataDir?: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      link = linkIn(await newestMailTo(email, dataDir), linkPath) ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

export const CHECK_INBOX = (email: string) =>
  `Check your inbox: we sent a link to ${email} to finish creating your account.`;

/** Sign-up is verify-first (issue 11): the form says to check the inbox, the e-mailed link signs in. */
export async function signUp(page: Page, member: Member) {
  await page.goto("/signup");
  await page.getByLabel("Username").fill(member.username);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await followSignUpLink(page, member.email);
}

/** After Create Account: the check-your-inbox message, then the e-mailed link, which signs in. */
export async function followSignUpLink(page: Page, email: string) {
  await expect(page.getByRole("status").filter({ hasText: CHECK_INBOX(email) })).toBeVisible();
  await page.goto(await linkMailedTo(email, "/signup/verify?"));
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
}

/** Creates a draft recipe through the form with the minimum it needs; returns its id (from /bar/recipes/{id}). */
export async function createRecipe(page: Page, name: string, ingredient: string): Promise<string> {
  await page.goto("/bar/recipes/new");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Recipe Name").fill(name);
  await page.getByRole("tab", { name: "Ingredients" }).click();
  await page
    .getByRole("combobox", { name: /Ingredient name/ })
    .first()
    .fill(ingredient);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Save Recipe" }).click();
  await expect(page).toHaveURL(/\/bar\/recipes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.waitForLoadState("networkidle");
  return new URL(page.url()).pathname.split("/").pop() as string;
}

/** Creates a recipe and publishes it from its management page; returns its id and public address. */
export async function publishRecipe(page: Page, name: string, ingredient: string) {
  const id = await createRecipe(page, name, ingredient);
  await page.getByRole("button", { name: /^Draft/ }).click();
  await expect(page.getByRole("button", { name: /^Published/ })).toBeVisible();
  const href = await page.getByRole("link", { name: "View Recipe" }).getAttribute("href");
  expect(href).toMatch(/^\/recipes\//);
  return { id, href: href ?? "" };
}

/** The /bar quick add (the member is on /bar); done once the item's card is listed and the form is ready again. */
export async function addToBar(page: Page, name: string) {
  const field = page.getByLabel("Add an ingredient");
  await field.fill(name);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("article", { name })).toBeVisible();
  await expect(field).toHaveValue("");
}
