import { describe, expect, it } from "vitest";
import { cachedPage, PageCache, type Rendered } from "./page-cache.server";

/** A render that finishes when the test says so, as a page render waits on the database. */
function deferredRender<Own>() {
  let finish: (value: Rendered<Own>) => void = () => {};
  const rendered = new Promise<Rendered<Own>>((resolve) => {
    finish = resolve;
  });
  return { render: () => rendered, finish };
}

describe("PageCache under a purge", () => {
  it("gives a render that set a cookie to its requester when a write purged the cache while it ran", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const { render, finish } = deferredRender<string>();
    const pending = cache.lookup("/signup/verify?token=t ", render);
    await Promise.resolve();
    cache.purge({ everything: true });
    finish({ own: "the requester's own response" });
    await expect(pending).resolves.toEqual({ status: "bypass", own: "the requester's own response" });
  });

  it("answers a shareable render that a purge overtook, without storing it", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const { render, finish } = deferredRender<string>();
    const pending = cache.lookup("/recipes ", render);
    await Promise.resolve();
    cache.purge({ paths: ["/recipes"] });
    finish({ page: await cachedPage(200, {}, Buffer.from("<p>before the write</p>")) });
    const found = await pending;
    expect(found.page?.body.toString()).toBe("<p>before the write</p>");
    expect(cache.peek("/recipes ")).toBeUndefined();
  });

  it("still fails the requester whose render failed", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    await expect(cache.lookup("/recipes ", () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
  });
});
