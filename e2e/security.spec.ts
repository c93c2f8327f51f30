import { expect, test } from "./fixtures";

test("the home page is server-rendered with demo recipes, without JavaScript", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Featured Recipes");
  expect(html).toMatch(/Negroni|Margarita|Daiquiri|Old Fashioned|Mojito/);
});

test("pages carry a nonce-based Content-Security-Policy and every inline script has the nonce", async ({ request }) => {
  const response = await request.get("/login");
  const csp = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  expect(csp).not.toContain("'unsafe-inline' 'nonce");
  expect(csp).toContain("frame-ancestors 'none'");
  const html = await response.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? "");
  const executable = inlineScripts.filter((attrs) => !attrs.includes("application/ld+json"));
  expect(executable.length).toBeGreaterThan(0);
  for (const attrs of executable) expect(attrs).toContain(`nonce="${nonce}"`);
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
});

test("a state-changing request from another site is refused with 403", async ({ request }) => {
  const crossSite = await request.post("/login", {
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    form: { email: "a@example.com", password: "whatever" },
  });
  expect(crossSite.status()).toBe(403);

  const authApi = await request.post("/api/auth/sign-in/email", {
    headers: { Origin: "https://evil.example" },
    data: { email: "a@example.com", password: "whatever" },
  });
  expect(authApi.status()).toBe(403);
});

test("signing out is not possible with a GET", async ({ page }) => {
  const response = await page.goto("/logout");
  expect(response?.ok()).toBe(true);
  await expect(page).toHaveURL(/\/$/);
});

test("session cookies are HttpOnly and SameSite=Lax", async ({ page, context }) => {
  const id = Math.random().toString(36).slice(2, 8);
  await page.goto("/signup");
  await page.getByLabel("Username").fill(`cookie_${id}`);
  await page.getByLabel("Email").fill(`cookie-${id}@example.com`);
  await page.getByLabel("Password").fill("a-long-enough-password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  const session = (await context.cookies()).find((c) => c.name.includes("session_token"));
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
});

test("an unknown address shows the 404 page with a 404 status", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: /drunk already/ })).toBeVisible();
});
