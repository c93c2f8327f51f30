/**
 * Server rendering: streams the page, with the CSP nonce on every script React Router emits, and its
 * JavaScript set to load after the first paint. Caching
 * headers of documents and `.data` responses are set by server/page-handler.ts from
 * app/lib/page-cache/cache-policy.server.ts, for both kinds alike.
 */
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "~/components/layout/nonce";
import { scriptsAfterFirstPaint } from "~/lib/scripts-after-paint.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Crawlers and no-JS visitors get the whole document at once.
    const readyEvent =
      isbot(request.headers.get("user-agent")) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    // Aborts a render still streaming after the timeout; cleared once the page is written, or the timer
    // would keep the finished render (its whole tree and output) alive for seconds after each request.
    let abortTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          // The page's JavaScript starts loading after its first paint (app/lib/scripts-after-paint.server.ts).
          const body = scriptsAfterFirstPaint();
          body.once("finish", () => {
            clearTimeout(abortTimer);
            abortTimer = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Quiet for expected 404s and aborted requests; everything else is logged once. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (error && typeof error === "object" && "status" in error && error.status === 404) return;
  console.error(error);
}
