/**
 * Scripts after the first paint (issue 19, docs/decisions/0014-scripts-after-first-paint.md).
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for every module a page hydrates with
 * (React hoists them into <head>) and one inline module script that imports them. The browser starts those
 * downloads while it reads the head, at the same priority as the stylesheet and the page's main image: on
 * a slow mobile link 140-250 KB of JavaScript share the line with what the first paint needs, and the
 * text and photo wait for code that only makes the page interactive.
 *
 * This rewrite of the streamed HTML keeps the same modules and the same order, but starts them after the
 * browser has painted the page once: the preload links come out of the document, the module script is
 * written inert (`type="text/plain"`), and a small inline script after it (with the page's CSP nonce) puts
 * both back on the frame after the first paint. A hidden tab, which paints nothing, loads them at once, and
 * a page that has not painted after 3 s loads them anyway. Everything the server rendered works before
 * that: links are links and forms are forms.
 */

import { Transform } from "node:stream";

// Searched for in the bytes: every byte of these is ASCII, which never occurs inside a UTF-8 character.
const PRELOAD_START = Buffer.from('<link rel="modulepreload" href="');
const TAG_END = Buffer.from("/>");
const MODULE_SCRIPT_END = Buffer.from(' type="module" async="">');
const SCRIPT_START = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
/** What may stand between `<script` and MODULE_SCRIPT_END: nothing, or React Router's nonce. */
const NONCE_ATTRIBUTE = /^(?: nonce="[^"]*")?$/;
const QUOTE = 0x22;
const OPEN = 0x3c;
const CLOSE = 0x3e;
const INERT_ID = "page-modules";

/** Preload links added per task: each costs the main thread up to a millisecond on a fast machine. */
const LINKS_PER_TASK = 6;

/**
 * The inline loader. The module script goes first (its imports start at once), then the preloads, a few per
 * task so that adding 30-50 of them is never one long task, fetched side by side: no import waterfall.
 */
function loader(nonceAttribute: string, hrefs: string[]): string {
  const script = `(function(){var started=false,hrefs=${JSON.stringify(hrefs)};function preload(from){var parts=document.createDocumentFragment();hrefs.slice(from,from+${LINKS_PER_TASK}).forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;parts.appendChild(link)});document.head.appendChild(parts);if(from+${LINKS_PER_TASK}<hrefs.length)setTimeout(preload,0,from+${LINKS_PER_TASK})}function load(){if(started)return;started=true;var inert=document.getElementById("${INERT_ID}");var module=document.createElement("script");module.type="module";module.nonce=inert.nonce;module.textContent=inert.textContent;preload(0);document.head.appendChild(module)}if(document.visibilityState==="hidden")return load();requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,3000)})()`;
  return `<script${nonceAttribute}>${script}</script>`;
}

/** The rewrite's stream: React calls `flush()` once it has written what it has ready. */
export type PageRewrite = Transform & { flush(): void };

/** React Router's module script in `page` from `from`: where its start tag begins and ends, and its nonce. */
function findModuleScript(page: Buffer, from: number) {
  for (let end = page.indexOf(MODULE_SCRIPT_END, from); end >= 0; end = page.indexOf(MODULE_SCRIPT_END, end + 1)) {
    const start = page.lastIndexOf(SCRIPT_START, end);
    const attributes = start >= from ? page.toString("utf8", start + SCRIPT_START.length, end) : null;
    if (attributes !== null && NONCE_ATTRIBUTE.test(attributes)) {
      return { start, end: end + MODULE_SCRIPT_END.length, nonceAttribute: attributes };
    }
  }
  return null;
}

/**
 * Rewrites one document. React writes a page in pieces (up to 16 K characters with our patch, decision 15;
 * 4 KB without) and then calls its destination's `flush()`; the pieces are held until then and go on as one
 * chunk, so everything after React (the web stream, the page cache, the socket) handles a few chunks a page.
 * The rewrite works on the bytes (the page is never turned into one large string). Pieces may end anywhere,
 * even inside a tag or a character: bytes from the last unclosed `<` wait for the next release (the two tags
 * rewritten here hold no `>` inside them).
 */
export function scriptsAfterFirstPaint(): PageRewrite {
  const hrefs: string[] = [];
  let held: Buffer[] = [];
  let state: "before" | "inside" | "after" = "before";
  let nonceAttribute = "";

  function rewrite(page: Buffer): Buffer {
    if (state === "after") return page;
    const out: Buffer[] = [];
    let at = 0;
    if (state === "before") {
      // Only preloads written before the module script are taken out: the loader carries exactly those.
      const script = findModuleScript(page, 0);
      const limit = script ? script.start : page.length;
      for (let link = page.indexOf(PRELOAD_START); link >= 0 && link < limit; link = page.indexOf(PRELOAD_START, at)) {
        const hrefStart = link + PRELOAD_START.length;
        const hrefEnd = page.indexOf(QUOTE, hrefStart);
        const tagEnd = page.indexOf(TAG_END, hrefEnd);
        if (hrefEnd <= hrefStart || tagEnd < 0 || tagEnd >= limit || page.indexOf(CLOSE, hrefEnd) < tagEnd) break;
        out.push(page.subarray(at, link));
        hrefs.push(page.toString("utf8", hrefStart, hrefEnd));
        at = tagEnd + TAG_END.length;
      }
      out.push(page.subarray(at, limit));
      if (!script) return Buffer.concat(out);
      state = "inside";
      nonceAttribute = script.nonceAttribute;
      out.push(Buffer.from(`<script${nonceAttribute} type="text/plain" id="${INERT_ID}">`));
      at = script.end;
    }
    // The loader goes after the inert script, so the element is there whenever the loader runs.
    const close = page.indexOf(SCRIPT_CLOSE, at);
    if (close < 0) {
      out.push(page.subarray(at));
    } else {
      state = "after";
      const end = close + SCRIPT_CLOSE.length;
      out.push(page.subarray(at, end), Buffer.from(loader(nonceAttribute, hrefs)), page.subarray(end));
    }
    return Buffer.concat(out);
  }

  /** What is held, rewritten; at a flush, bytes from an unclosed tag on wait for the next release. */
  function release(final: boolean): Buffer | null {
    if (held.length === 0) return null;
    let page = held.length === 1 ? (held[0] as Buffer) : Buffer.concat(held);
    held = [];
    const lastOpen = final ? -1 : page.lastIndexOf(OPEN);
    if (lastOpen >= 0 && page.indexOf(CLOSE, lastOpen) < 0) {
      held.push(page.subarray(lastOpen));
      page = page.subarray(0, lastOpen);
    }
    return page.length > 0 ? rewrite(page) : null;
  }

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      held.push(chunk);
      callback();
    },
    flush(callback) {
      callback(null, release(true) ?? undefined);
    },
  }) as PageRewrite;
  stream.flush = () => {
    const ready = release(false);
    if (ready) stream.push(ready);
  };
  return stream;
}
