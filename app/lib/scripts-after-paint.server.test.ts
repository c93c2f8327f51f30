/**
 * The HTML rewrite that starts a page's JavaScript after its first paint (scripts-after-paint.server.ts),
 * on markup as React Router 7.18 and React 19 write it, cut into chunks at every possible place.
 */
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-paint.server";

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/uploads/a.webp" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="n0nce=="/>',
  '<link rel="modulepreload" href="/assets/jsx-runtime-B2.js" nonce="n0nce=="/>',
  '<link rel="stylesheet" href="/assets/root-C3.css"/></head><body><h1>Négroni – «bitter»</h1>',
  '<script nonce="n0nce==">window.__reactRouterContext = {"a":1};</script>',
  '<script nonce="n0nce==" type="module" async="">;\nimport * as route0 from "/assets/root-D4.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-A1.js");</script>',
  "</body></html>",
].join("");

async function rewrite(chunks: (string | Buffer)[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(scriptsAfterFirstPaint()));
}

/** As React writes: each piece followed by a `flush()`, the whole read chunk by chunk. */
async function rewriteFlushed(pieces: (string | Buffer)[]): Promise<string> {
  const stream = scriptsAfterFirstPaint();
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  for (const piece of pieces) {
    stream.write(piece);
    stream.flush();
  }
  stream.end();
  await new Promise((resolve) => stream.once("end", resolve));
  return Buffer.concat(chunks).toString();
}

describe("scripts after the first paint", () => {
  it("takes the module preloads out and leaves the page's module script inert, behind a loader", async () => {
    const html = await rewrite([PAGE]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain('<script nonce="n0nce==" type="text/plain" id="page-modules">;\nimport * as route0');
    // The loader carries the preloads in their order, and the page's nonce (the CSP allows nothing else).
    expect(html).toContain('<script nonce="n0nce==">(function(){var started=false,');
    expect(html).toContain('["/assets/entry.client-A1.js","/assets/jsx-runtime-B2.js"]');
    // Everything else is untouched.
    expect(html).toContain('<link rel="preload" as="image" href="/uploads/a.webp" fetchPriority="high"/>');
    expect(html).toContain("<h1>Négroni – «bitter»</h1>");
    expect(html).toContain('<script nonce="n0nce==">window.__reactRouterContext = {"a":1};</script>');
    // The loader comes right after the inert script, so that element exists whenever the loader runs.
    expect(html).toMatch(/import\("\/assets\/entry\.client-A1\.js"\);<\/script><script nonce="n0nce==">\(function/);
    expect(html.replace(/<script nonce="n0nce==">\(function\(\)\{var started.*?<\/script>/, "")).toBe(
      PAGE.replace(/<link rel="modulepreload"[^>]*\/>/g, "").replace(
        'type="module" async=""',
        'type="text/plain" id="page-modules"',
      ),
    );
  });

  it("gives the same page wherever the stream is cut, even inside a tag or a character", async () => {
    const whole = await rewrite([PAGE]);
    const bytes = Buffer.from(PAGE);
    for (let at = 1; at < bytes.length; at++) {
      expect(await rewrite([bytes.subarray(0, at), bytes.subarray(at)])).toBe(whole);
    }
    // And cut into many small pieces, as React writes it.
    const pieces = [];
    for (let at = 0; at < bytes.length; at += 7) pieces.push(bytes.subarray(at, at + 7));
    expect(await rewrite(pieces)).toBe(whole);
    // Released at every cut, as when React flushes there.
    for (let at = 1; at < bytes.length; at++) {
      expect(await rewriteFlushed([bytes.subarray(0, at), bytes.subarray(at)])).toBe(whole);
    }
    expect(await rewriteFlushed(pieces)).toBe(whole);
  });

  it("holds React's pieces until it flushes, then passes them on as one chunk", async () => {
    const stream = scriptsAfterFirstPaint();
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    stream.write("<!DOCTYPE html><html><head>");
    stream.write(Buffer.from("<title>Négroni</title></head><body><p>Stirred</p>"));
    stream.write("<p>On the rocks</p><di");
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual([]);
    // The shell goes out at React's flush, not at the end of the document; an unclosed tag waits.
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual([
      "<!DOCTYPE html><html><head><title>Négroni</title></head><body><p>Stirred</p><p>On the rocks</p>",
    ]);
    stream.end("v>Later</div></body></html>");
    await new Promise((resolve) => stream.once("end", resolve));
    expect(chunks.join("")).toBe(
      "<!DOCTYPE html><html><head><title>Négroni</title></head><body><p>Stirred</p><p>On the rocks</p><div>Later</div></body></html>",
    );
  });

  it("leaves a preload written after the loader in place, since the loader cannot carry it", async () => {
    const late = '<link rel="modulepreload" href="/assets/late-E5.js" nonce="n0nce=="/>';
    const html = await rewrite([PAGE.replace("</body></html>", ""), `${late}</body></html>`]);
    expect(html).toContain(late);
    expect(html).not.toContain('"/assets/late-E5.js"]');
  });

  it("leaves a document without React Router's scripts as it is", async () => {
    const page = '<!DOCTYPE html><html><body><p>a < b</p><script type="module" src="/x.js"></script></body></html>';
    expect(await rewrite([page])).toBe(page);
  });
});
