/**
 * Screenshots of pages at desktop and phone widths, light and dark, for looking at what we build.
 * Usage: tsx scripts/screenshots.ts http://localhost:3000 / /login /signup
 * Signed in: SCREENSHOT_LOGIN=email:password (e.g. a demo member, password in db/seed/data/members.ts).
 * Output: test-results/screenshots/<page>-<width>-<theme>.png (SCREENSHOT_DIR to change)
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";
const [loginEmail, loginPassword] = (process.env.SCREENSHOT_LOGIN ?? "").split(":");
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
for (const width of [1280, 375]) {
  for (const theme of ["light", "dark"] as const) {
    const context = await browser.newContext({
      viewport: { width, height: width > 400 ? 900 : 812 },
      colorScheme: theme,
    });
    const page = await context.newPage();
    if (loginEmail && loginPassword) {
      await page.goto(`${base}/login`);
      await page.getByLabel("Email").fill(loginEmail);
      await page.getByLabel("Password").fill(loginPassword);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByRole("button", { name: "Account menu" }).waitFor();
    }
    for (const path of paths.length ? paths : ["/"]) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      // Bring lazy images into view so the full-page picture shows them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const name = path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
      await page.screenshot({ path: `${out}/${name}-${width}-${theme}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots written to ${out}`);
