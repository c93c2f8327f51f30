/**
 * End-to-end tests drive the production build in Debian's Chromium (never a downloaded browser),
 * against a server on a free port with a throwaway data directory.
 */
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { buildDirectory } from "./server/build-directory";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

// Set once in the runner; worker processes inherit the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "muddle-e2e-"));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./e2e",
  globalTeardown: "./e2e/global-teardown.ts",
  fullyParallel: true,
  // Two on two cores. A third was tried (docs/performance.md, "The test suite's own time"): it passes, even with
  // both cores busy, but was not reliably faster on this machine, whose speed varied by a third through the day.
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Journeys take 15–35 s on an idle two-core machine and ran 2–2.5 times longer in CI (where a 23 s test
  // timed out at 60 s): the timeout leaves room for that, and test.slow() triples it for the longest.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    // The site honours prefers-reduced-motion (app.css shortens every animation to 0.01 ms), so toasts
    // appear and leave without a fade: axe never measures text halfway through one, however late
    // a toast comes or goes on a loaded machine.
    reducedMotion: "reduce",
    // The site's service worker (public/sw.js) answers pages, data and assets from its own caches, which
    // page.route never sees and which would carry one journey's pages into the next: journeys run
    // without it; e2e/offline.spec.ts turns it on for the offline journey.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "tsx server.ts",
    url: `${baseURL}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      BUILD_DIR: buildDirectory(),
      // Each test claims its own client address through X-Forwarded-For, so per-address
      // rate limits behave as they would for separate visitors.
      TRUST_PROXY: "loopback",
      // Views are written in batches (issue 19): every half second here, so a journey need not wait 5 s.
      VIEW_FLUSH_INTERVAL_MS: "500",
      // Import from a link (issue 22) reads the recipe pages e2e/import-link.spec.ts serves on this address;
      // every other private address stays refused.
      OUTBOUND_ALLOW_ADDRESSES: "127.0.0.2",
    },
  },
});
