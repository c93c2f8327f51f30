/**
 * The server entry (app/entry.server.tsx) through the production pipeline (test/page-site.ts): a written
 * page leaves nothing of its render behind.
 */
import { afterEach, expect, it, vi } from "vitest";
import { streamTimeout } from "~/entry.server";
import { PageCache } from "~/lib/page-cache/page-cache.server";
import { startPageSite } from "../test/page-site";

afterEach(() => {
  vi.restoreAllMocks();
});

it("clears its abort timer once a page is written, so finished renders are not kept alive for seconds", async () => {
  // Watches (without changing) the timers the entry sets to abort a render that streams too long.
  const abortTimers = { set: 0, pending: new Set<unknown>() };
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  vi.spyOn(globalThis, "setTimeout").mockImplementation(((callback: () => void, ms?: number) => {
    const timer = realSetTimeout(callback, ms);
    if (ms === streamTimeout + 1000) {
      abortTimers.set++;
      abortTimers.pending.add(timer);
    }
    return timer;
  }) as typeof setTimeout);
  vi.spyOn(globalThis, "clearTimeout").mockImplementation((timer) => {
    abortTimers.pending.delete(timer);
    realClearTimeout(timer);
  });

  const site = await startPageSite(new PageCache({ maxBytes: 0 })); // no page cache: every request renders
  try {
    for (let i = 0; i < 5; i++) {
      expect(await fetch(`${site.base}/faq`).then((response) => response.text())).toContain("page-data");
    }
  } finally {
    await site.stop();
  }
  expect(abortTimers.set).toBe(5);
  expect(abortTimers.pending.size).toBe(0);
});

it("writes every page with its JavaScript set to load after the first paint", async () => {
  const site = await startPageSite(new PageCache({ maxBytes: 0 }));
  try {
    const html = await fetch(`${site.base}/faq`).then((response) => response.text());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // The modules React Router would have preloaded are in the loader, and its import script is kept inert.
    const loader = /<script nonce="[^"]+">\(function\(\)\{var started=false,.*?(\[[^\]]*\])/.exec(html);
    expect(JSON.parse(loader?.[1] ?? "[]")).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\//)]));
    expect(html).toMatch(/<script nonce="[^"]+" type="text\/plain" id="page-modules">[^<]*import\(/);
  } finally {
    await site.stop();
  }
});
