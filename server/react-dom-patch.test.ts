/**
 * patches/react-dom+19.3.1.patch (applied by `npm install`'s postinstall) has React's Node stream renderer
 * gather a render's text into one string and encode it once per 16 K characters, instead of encoding each of
 * a page's thousands of pieces into a 4 KB buffer of its own (docs/decisions/0015-react-dom-text-written-once.md).
 * Both of its builds are checked (tests load the development one, the server the production one), each in a
 * thread whose React is the same build, against React's edge renderer: same rendering, unpatched writing.
 */
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";

type Rendered = { html: string; writes: number; edge: string };

function render(build: string, page: { rows: number; late?: string }): Promise<Rendered> {
  const worker = new Worker(fileURLToPath(new URL("./react-dom-patch.worker.cjs", import.meta.url)), {
    env: { ...process.env, NODE_ENV: build },
    workerData: page,
  });
  return new Promise((resolve, reject) => {
    worker.once("message", (result: Rendered | { error: string }) => {
      void worker.terminate();
      if ("error" in result) reject(new Error(result.error));
      else resolve(result);
    });
    worker.once("error", reject);
  });
}

describe.each(["production", "development"])("React's Node stream renderer (%s build)", (build) => {
  it("writes the same bytes as React's edge renderer, multi-byte characters included", async () => {
    const { html, edge } = await render(build, { rows: 600 });
    expect(html.length).toBeGreaterThan(100_000);
    expect(html).toContain("Négroni · 苦味 · 🍸 — amaro &amp; &lt;bitter&gt;");
    expect(html).toBe(edge);
  });

  it("writes a boundary that resolves later after its fallback, as the edge renderer does", async () => {
    const late = "late Négroni · 苦味 · 🍸";
    const { html, edge } = await render(build, { rows: 50, late });
    expect(html).toContain(late);
    expect(html.indexOf("Loading…")).toBeGreaterThan(0);
    expect(html.indexOf("Loading…")).toBeLessThan(html.indexOf('<p id="late">'));
    expect(html).toBe(edge);
  });

  it("hands a large page to its destination in a few pieces, not one per 4 KB", async () => {
    const { html, writes } = await render(build, { rows: 600 });
    // Unpatched, React writes a full 4 KB buffer at a time: at least bytes / 4096 writes.
    expect(writes).toBeLessThan(Buffer.byteLength(html) / 4096 / 2);
  });
});
