/**
 * React Router behind Express, written for the page cache (issue 19) in place of @react-router/express:
 * an anonymous read is answered from memory when the page is stored (no React Router, no database);
 * otherwise React Router renders it, app/lib/page-cache/cache-policy.server.ts sets its caching
 * headers, and the response is either stored (and sent from memory) or streamed through
 * server/encoding.ts. `X-Cache: hit | miss | bypass` says which.
 */
import type { IncomingHttpHeaders } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction, RequestHandler } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { applyCachePolicy, isAnonymousRead, pageCacheKey } from "~/lib/page-cache/cache-policy.server";
import {
  type CachedPage,
  cachedPage,
  encodedCopy,
  type PageCache,
  type Rendered,
} from "~/lib/page-cache/page-cache.server";
import { type Encoding, isCompressible, negotiateEncoding, streamEncoder, varyOn } from "./encoding";
import { matchedRoutes } from "./route-ids";

type Options = {
  build: () => Promise<ServerBuild>;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  cache: () => PageCache;
  mode?: string;
};

export function createPageHandler({
  build,
  getLoadContext,
  cache,
  mode = process.env.NODE_ENV,
}: Options): RequestHandler {
  // Handed a function, React Router re-derives its whole handler from the build on every request
  // (about a tenth of a page's time); production's build never changes, so load it and derive the
  // handler once there (a dynamic import() per request went through tsx's loader thread each time).
  const production = mode === "production";
  let loaded: Promise<ServerBuild> | undefined;
  const currentBuild = !production
    ? build
    : () =>
        (loaded ??= build().catch((error: unknown) => {
          loaded = undefined; // tried again by the next request
          throw error;
        }));
  let derived: ReturnType<typeof createRequestHandler> | undefined;
  const handle: ReturnType<typeof createRequestHandler> = async (request, context) => {
    if (!production) return createRequestHandler(build, mode)(request, context);
    derived ??= createRequestHandler(await currentBuild(), mode);
    return derived(request, context);
  };

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const pages = cache();
      const anonymous = isAnonymousRead(req.method, req.headers.cookie);
      const key = anonymous && pages.enabled ? pageCacheKey(req.originalUrl, req.headers.cookie) : null;
      const stored = key ? pages.peek(key) : undefined;
      if (stored) return await sendPage(req, res, stored, "hit");

      const routes = matchedRoutes(await currentBuild(), req.path);
      const render = async (): Promise<Rendered<Response>> => {
        // A render others may wait on (coalesced) finishes even if its own requester leaves.
        // Shared results for every read while pages are cached, members' too: loaders share only what every
        // visitor gets alike (public lists), never what a member's own answer holds (their likes, their bar).
        const sharedData = pages.enabled && (req.method === "GET" || req.method === "HEAD") ? pages.data : undefined;
        const context = { ...getLoadContext(req, res), sharedData };
        const response = await handle(toWebRequest(req, res, !key), context);
        if (routes.resource) return { own: response };
        const headers = new Headers(response.headers);
        const shared = applyCachePolicy(anonymous, response.status, headers, routes.ids);
        const own = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
        if (!shared || !key) return { own };
        return { page: await storable(own, res) };
      };
      // Only a GET stores (a HEAD's render may have no body); resource routes keep their own caching.
      if (!key || req.method !== "GET" || routes.resource) {
        const rendered = await render();
        return await ("page" in rendered
          ? sendPage(req, res, rendered.page, "bypass")
          : sendStreamed(req, res, rendered.own));
      }
      const found = await pages.lookup(key, render);
      if (found.page) return await sendPage(req, res, found.page, found.status);
      if (found.own) return await sendStreamed(req, res, found.own);
    } catch (error) {
      next(error);
    }
  };
}

/** Reads the whole page and makes it storable, with the CSP (and nonce) of the render that made it. */
async function storable(response: Response, res: ExpressResponse): Promise<CachedPage> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const csp = res.getHeader("Content-Security-Policy");
  if (csp) headers["content-security-policy"] = String(csp);
  return cachedPage(response.status, headers, Buffer.from(await response.arrayBuffer()));
}

/** A stored page: 304 when the browser has it, else the copy in the encoding it accepts. */
function sendPage(req: ExpressRequest, res: ExpressResponse, page: CachedPage, cache: string): void | Promise<void> {
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  // A 304 sends no body, so it needs no copy.
  if (encoding !== "identity" && !matchesEtag(req.headers["if-none-match"], page.etag)) {
    const copy = encodedCopy(page, encoding);
    // Kept copies go out at once; the first request for an encoding waits for it to be made.
    if (copy instanceof Promise) return copy.then((body) => writePage(req, res, page, cache, encoding, body));
    return writePage(req, res, page, cache, encoding, copy);
  }
  return writePage(req, res, page, cache, encoding, page.body);
}

function writePage(
  req: ExpressRequest,
  res: ExpressResponse,
  page: CachedPage,
  cache: string,
  encoding: Encoding,
  body: Buffer,
) {
  const etag = encoding === "identity" ? page.etag : `${page.etag.slice(0, -1)}-${encoding}"`;
  res.statusCode = page.status;
  for (const name in page.headers) res.setHeader(name, page.headers[name] as string);
  res.setHeader("ETag", etag);
  res.setHeader("X-Cache", cache);
  if (matchesEtag(req.headers["if-none-match"], page.etag)) {
    res.statusCode = 304;
    res.removeHeader("Content-Type");
    res.end();
    return;
  }
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** If-None-Match names this page in any of its encodings. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const base = etag.slice(1, -1);
  return header.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "").slice(1, -1);
    return value === "*" || value === base || value.startsWith(`${base}-`);
  });
}

/** A response for this request alone, streamed (compressed on the fly when it is text). */
async function sendStreamed(req: ExpressRequest, res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  res.statusMessage = response.statusText || res.statusMessage;
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (!res.hasHeader("X-Cache")) res.setHeader("X-Cache", "bypass");
  const type = response.headers.get("Content-Type");
  if (type && /text\/event-stream/i.test(type)) res.flushHeaders();
  if (!response.body || req.method === "HEAD") {
    await response.body?.cancel();
    res.end();
    return;
  }
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  const compress =
    encoding !== "identity" &&
    isCompressible(type) &&
    !response.headers.has("Content-Encoding") &&
    response.status !== 204 &&
    response.status !== 304;
  if (isCompressible(type)) res.setHeader("Vary", varyOn(res.getHeader("Vary"), "Accept-Encoding"));
  const body = Readable.fromWeb(response.body as NodeReadableStream);
  try {
    if (compress) {
      res.setHeader("Content-Encoding", encoding);
      res.removeHeader("Content-Length");
      await pipeline(body, streamEncoder(encoding), res);
    } else {
      await pipeline(body, res);
    }
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

/** The web Request React Router reads, as @react-router/express builds it; aborted when the client goes (if asked). */
function toWebRequest(req: ExpressRequest, res: ExpressResponse, abortOnClose: boolean): Request {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => {
    finished = true;
  });
  res.on("close", () => {
    if (!finished && abortOnClose) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: webHeaders(req.headers),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

function webHeaders(from: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(from)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
