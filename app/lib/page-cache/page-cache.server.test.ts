import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cachedPage, encodedCopy, PageCache, type Rendered } from "./page-cache.server";

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
    finish({ page: cachedPage(200, {}, Buffer.from("<p>before the write</p>")) });
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

describe("a stored page's compressed copies", () => {
  const html = Buffer.from(`<main>${"<p>Stir with ice, strain into a chilled coupe.</p>".repeat(200)}</main>`);

  it("are made when an encoding is first asked for, once for concurrent askers, then kept", async () => {
    const page = cachedPage(200, { "content-type": "text/html" }, html);
    expect(page.copies).toEqual({});
    const first = encodedCopy(page, "br");
    const meanwhile = encodedCopy(page, "br");
    expect(first).toBeInstanceOf(Promise);
    expect(meanwhile).toBe(first);
    const br = await first;
    expect(brotliDecompressSync(br).equals(html)).toBe(true);
    expect(encodedCopy(page, "br")).toBe(br);
    expect(page.copies.gzip).toBeUndefined();
    expect(gunzipSync(await encodedCopy(page, "gzip")).equals(html)).toBe(true);
  });

  it("keep no copy larger than the room the page reserved for it", async () => {
    const noise = randomBytes(4096);
    const page = cachedPage(200, {}, noise);
    const copy = await encodedCopy(page, "gzip");
    expect(copy.length).toBeGreaterThan(noise.length / 4);
    expect(page.copies.gzip).toBeUndefined();
  });
});
