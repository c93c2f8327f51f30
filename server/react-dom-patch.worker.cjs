/**
 * Renders one page two ways in a thread of its own, under the NODE_ENV it was started with (so React and
 * React DOM are the same build): with React's Node stream renderer, which patches/react-dom+19.3.1.patch
 * changes, and with its edge renderer, which shares React's rendering but not the patched writing.
 * Used by server/react-dom-patch.test.ts; `workerData`: { rows, late } (late: text a Suspense boundary
 * shows once it resolves, 10 ms after the shell, or none).
 */
const { parentPort, workerData } = require("node:worker_threads");
const { Writable } = require("node:stream");
const { createElement, lazy, Suspense } = require("react");
const { renderToPipeableStream } = require("react-dom/server.node");
const { renderToReadableStream } = require("react-dom/server.edge");

/** Text with one-, two-, three- and four-byte characters, so pieces end in every kind of character. */
const MIXED = 'Négroni · 苦味 · 🍸 — amaro & <bitter> "quoted" ';

function page({ rows, late }) {
  let release = () => {};
  const ready = new Promise((resolve) => {
    release = resolve;
  });
  const Late = lazy(async () => {
    await ready;
    return { default: () => createElement("p", { id: "late" }, late) };
  });
  const list = Array.from({ length: rows }, (_, i) =>
    createElement(
      "li",
      { key: i, className: `row row-${i}`, "data-index": i, style: { color: i % 2 ? "red" : "blue" } },
      createElement("a", { href: `/recipes/${i}?a=1&b=2` }, `${MIXED}${i}`),
      createElement("input", { type: "checkbox", defaultChecked: i % 3 === 0, "aria-label": `Row ${i}` }),
    ),
  );
  const tree = createElement(
    "main",
    null,
    createElement("h1", null, MIXED),
    createElement("ul", null, list),
    late ? createElement(Suspense, { fallback: createElement("p", null, "Loading…") }, createElement(Late)) : null,
    createElement("footer", null, "end"),
  );
  setTimeout(release, 10);
  return tree;
}

function renderNode(tree) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    destination.on("finish", () => resolve({ html: Buffer.concat(chunks).toString("utf8"), writes: chunks.length }));
    const { pipe } = renderToPipeableStream(tree, {
      onShellReady: () => pipe(destination),
      onShellError: reject,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}

async function renderEdge(tree) {
  const stream = await renderToReadableStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(stream).text();
}

Promise.all([renderNode(page(workerData)), renderEdge(page(workerData))]).then(
  ([node, edge]) => parentPort.postMessage({ ...node, edge }),
  (error) => parentPort.postMessage({ error: String(error?.stack ?? error) }),
);
