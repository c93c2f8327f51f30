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
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">/;
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

/**
 * Rewrites one document. Chunks may end anywhere, even inside a tag or a character: text after the last
 * unclosed `<` waits for the next chunk (the two tags rewritten here hold no `>` inside them).
 */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  const hrefs: string[] = [];
  let pending = "";
  let state: "before" | "inside" | "after" = "before";
  let nonceAttribute = "";

  function rewrite(text: string): string {
    // Only preloads written before the loader are taken out: the loader carries exactly those.
    let out =
      state === "after"
        ? text
        : text.replace(MODULE_PRELOAD, (_tag, href: string) => {
            hrefs.push(href);
            return "";
          });
    if (state === "before") {
      out = out.replace(MODULE_SCRIPT, (_tag, attributes: string) => {
        state = "inside";
        nonceAttribute = attributes;
        return `<script${attributes} type="text/plain" id="${INERT_ID}">`;
      });
    }
    if (state === "inside") {
      // The loader goes after the inert script, so the element is there whenever the loader runs.
      const close = out.indexOf("</script>", out.indexOf(`id="${INERT_ID}"`) + 1);
      if (close >= 0) {
        state = "after";
        const end = close + "</script>".length;
        out = `${out.slice(0, end)}${loader(nonceAttribute, hrefs)}${out.slice(end)}`;
      }
    }
    return out;
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      const lastOpen = text.lastIndexOf("<");
      const cut = lastOpen >= 0 && text.indexOf(">", lastOpen) < 0 ? lastOpen : text.length;
      pending = text.slice(cut);
      const ready = text.slice(0, cut);
      callback(null, ready ? rewrite(ready) : undefined);
    },
    flush(callback) {
      const rest = pending + decoder.end();
      callback(null, rest ? rewrite(rest) : undefined);
    },
  });
}
