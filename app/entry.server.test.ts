/**
 * The server entry (app/entry.server.tsx) through the production pipeline (test/page-site.ts): a written
 * page leaves nothing of its render behind.
 */
import { expect, it } from "vitest";
import { PageCache } from "~/lib/page-cache/page-cache.server";
import { startPageSite } from "../test/page-site";

const pendingTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

it("clears its abort timer once a page is written, so finished renders are not kept alive for seconds", async () => {
  // No page cache: every request renders.
  const site = await startPageSite(new PageCache({ maxBytes: 0 }));
  try {
    const page = () => fetch(`${site.base}/faq`).then((response) => response.text());
    await page(); // timers that live for the process (connection pools, flushes) start here
    const before = pendingTimers();
    for (let i = 0; i < 5; i++) expect(await page()).toContain("page-data");
    await new Promise((resolve) => setImmediate(resolve));
    expect(pendingTimers()).toBe(before);
  } finally {
    await site.stop();
  }
});
