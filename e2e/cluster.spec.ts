/**
 * Issue 20, "Done means": Muddle scaled out on loopback, as docs/deploy.md describes it: two production
 * instances on one fresh PostgreSQL database and one S3-protocol server, behind nginx round robin with
 * deploy/nginx/muddle.conf (scripts/cluster/). nginx is told which instances to use for each step, so
 * the journey proves what it says: signed up on one instance, photo and recipe saved on the other, both
 * serving them, a sign-out on one ending the session on the other, and one sign-in limit for both.
 *
 * `npm run test:cluster` runs this file alone; `npm test` runs it with the rest of the suite.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { type Cluster, type Instance, startCluster } from "../scripts/cluster/cluster";
import { buildDirectory } from "../server/build-directory";
import { CHECK_INBOX, expect, linkMailedTo, newMember, test } from "./fixtures";

// Two servers starting together (migrations, the job queue) on a busy two-core machine take a while.
const START_TIMEOUT_MS = 240_000;
let cluster: Cluster;

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS + 60_000);
  cluster = await startCluster({ buildDir: buildDirectory() });
});

// A failure shows what the instances logged at warning level and above.
test.afterEach(async ({ page: _ }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus || !cluster) return;
  for (const each of cluster.instances) {
    const problems = each.logLines().filter((line) => line.level === "error" || line.level === "warn");
    console.error(`Instance ${each.name} logged:\n${problems.map((line) => JSON.stringify(line)).join("\n")}`);
  }
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await cluster?.stop();
});

const instance = (name: string): Instance => {
  const found = cluster.instances.find((each) => each.name === name);
  if (!found) throw new Error(`No instance ${name}`);
  return found;
};

test("two instances behind nginx share sessions, uploads, recipes, sign-outs and rate limits", async ({ page }) => {
  test.slow();
  const site = cluster.base;
  const member = newMember("cluster");
  const requestIdOf = async (response: Promise<import("@playwright/test").Response>) => {
    const id = (await response).headers()["x-request-id"] ?? "";
    // nginx's own id ($request_id), passed to the instance and echoed back.
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    return id;
  };

  // Sign up through nginx while only instance A takes traffic.
  await cluster.routeTo("A");
  await page.goto(`${site}/signup`);
  await page.getByLabel("Username").fill(member.username);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  const signUpPost = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/signup"));
  await page.getByRole("button", { name: "Create Account" }).click();
  const signUpId = await requestIdOf(signUpPost);
  await expect(page.getByRole("status").filter({ hasText: CHECK_INBOX(member.email) })).toBeVisible();
  // The instance logs a request once its response has finished: ask until the line is there.
  await expect.poll(() => cluster.servedBy(signUpId)).toBe("A");
  await page.goto(await linkMailedTo(member.email, "/signup/verify?", instance("A").dataDir));
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

  // Now only B: the session A made is valid there; the photo and the recipe are saved by B.
  await cluster.routeTo("B");
  await page.goto(`${site}/bar/recipes/new`);
  await expect(page.getByLabel("Recipe Name")).toBeVisible();
  const photo = await sharp({ create: { width: 480, height: 320, channels: 3, background: "#b4532a" } })
    .png()
    .toBuffer();
  const uploadPost = page.waitForResponse((r) => r.url().includes("/api/site/uploads/recipe-images"));
  await page
    .getByLabel("Upload recipe photos")
    .setInputFiles({ name: "coupe.png", mimeType: "image/png", buffer: photo });
  const uploadPostId = await requestIdOf(uploadPost);
  await expect.poll(() => cluster.servedBy(uploadPostId)).toBe("B");
  const photoUrl = await page.locator('input[name="images[0].url"]').inputValue();
  expect(photoUrl).toMatch(/^\/uploads\/recipe-images\/[^/]+\/[0-9a-f-]{36}\.webp$/);

  const name = `Cluster Sour ${member.username.slice(-6)}`;
  await page.getByLabel("Recipe Name").fill(name);
  await page.getByRole("tab", { name: "Ingredients" }).click();
  await page
    .getByRole("combobox", { name: /Ingredient name/ })
    .first()
    .fill("Gin");
  await page.keyboard.press("Escape");
  const savePost = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/bar/recipes/new"));
  await page.getByRole("button", { name: "Save Recipe" }).click();
  const savePostId = await requestIdOf(savePost);
  await expect.poll(() => cluster.servedBy(savePostId)).toBe("B");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("button", { name: /^Draft/ }).click();
  await expect(page.getByRole("button", { name: /^Published/ })).toBeVisible();
  const recipePath = (await page.getByRole("link", { name: "View Recipe" }).getAttribute("href")) as string;

  // Both instances, asked directly, serve the recipe and the same photo from the shared store; and both
  // know the member's session.
  const request = page.context().request;
  const served: Buffer[] = [];
  for (const each of cluster.instances) {
    const recipe = await request.get(each.base + recipePath);
    expect(recipe.status(), `${each.name} serves the recipe`).toBe(200);
    expect(await recipe.text()).toContain(name);
    const image = await request.get(each.base + photoUrl);
    expect(image.status(), `${each.name} serves the photo`).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");
    expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    served.push(await image.body());
    const bar = await request.get(`${each.base}/bar`, { maxRedirects: 0 });
    expect(bar.status(), `${each.name} knows the session`).toBe(200);
  }
  // The stored WebP (RIFF….WEBP), the same bytes from each.
  expect(served[0]!.subarray(8, 12).toString()).toBe("WEBP");
  expect(served[1]!.equals(served[0]!)).toBe(true);

  // Sign out through A: the session ends everywhere, even for a copy of its cookie sent to B.
  const sessionCookies = (await page.context().cookies(site)).map((c) => `${c.name}=${c.value}`).join("; ");
  expect((await request.get(`${instance("B").base}/bar`, { maxRedirects: 0 })).status()).toBe(200);
  await cluster.routeTo("A");
  await page.getByRole("button", { name: "Account menu" }).click();
  const signOutPost = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/logout"));
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  const signOutPostId = await requestIdOf(signOutPost);
  await expect.poll(() => cluster.servedBy(signOutPostId)).toBe("A");
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  // B remembered the session for its page views a moment ago; A's sign-out reaches it through PostgreSQL
  // (LISTEN/NOTIFY) at once, well before that memory would run out (5 s).
  for (const each of cluster.instances) {
    const bar = () => request.fetch(`${each.base}/bar`, { headers: { Cookie: sessionCookies }, maxRedirects: 0 });
    await expect
      .poll(async () => (await bar()).status(), { message: `${each.name} refuses the ended session`, timeout: 2_000 })
      .toBe(302);
    expect((await bar()).headers().location).toMatch(/^\/login\?redirectTo=/);
  }

  // One sign-in allowance per address (10 in 5 minutes) for the whole site: five tries on each
  // instance spend it, and the eleventh is refused by either. Each try names another address, so the
  // per-account pause (after a few failures for one account) plays no part.
  await cluster.routeTo("A", "B");
  const attempt = (each: Instance) =>
    request.post(`${each.base}/api/auth/sign-in/email`, {
      headers: { Origin: site, "X-Forwarded-For": "192.0.2.77" },
      data: { email: `nobody-${randomUUID()}@example.com`, password: "not-the-password" },
    });
  for (let i = 0; i < 10; i += 1) {
    const answer = await attempt(cluster.instances[i % 2]!);
    expect(answer.status(), `attempt ${i + 1}`).toBe(401);
  }
  for (const each of cluster.instances) {
    const refused = await attempt(each);
    expect(refused.status(), `${each.name} refuses the eleventh`).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  }
});
