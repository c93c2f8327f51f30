/**
 * The in-process micro-cache of anonymous pages (issue 19). It holds only what cache-policy.server.ts
 * calls public, under its key (path + query + consent choice), for `ttlMs` (30 s by default: the bound
 * on how stale a count that no write purges, such as likes, saves and follows, can be), within
 * `maxBytes` (body, room for its brotli and gzip copies, PAGE_CACHE_MAX_BYTES, least recently used
 * first out; 0 turns the cache off). A compressed copy is made when a visitor first asks for that
 * encoding, not when the page is stored: a page read once (a query string of its own) pays for one
 * compression at most, and none for a client that takes it uncompressed.
 *
 * A burst for one cold key renders once (lru-cache's fetch coalesces). A render that turns out not to
 * be shareable (a cookie was set, a 404, a private page) is given to the request that made it only;
 * the requests that waited on it render their own.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { env } from "../env.server";
import { type Clock, SharedData } from "./shared-data.server";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const DEFAULT_PAGE_CACHE_TTL_MS = 30_000;
/** Of the TTL, how long shared query results are kept (shared-data.server.ts); pages keep the rest. */
const SHARED_DATA_SHARE = 1 / 6;
/** Bytes of shared query results (as JSON) a page cache holds at most. */
export const SHARED_DATA_MAX_BYTES = 16 * 1024 * 1024;

export type PageEncoding = "br" | "gzip";

/** A stored page: the headers to send (CSP of the render included), the bytes, and compressed copies as asked for. */
export type CachedPage = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Strong validator of the uncompressed bytes, quoted; each encoding sends its own suffix. */
  etag: string;
  /** Each encoding's copy once made (or being made); see encodedCopy. */
  copies: Partial<Record<PageEncoding, Buffer | Promise<Buffer>>>;
};

/** What rendering a page produced: a page to share, or a response for the requester alone. */
export type Rendered<Own> = { page: CachedPage } | { own: Own };

export type PageLookup<Own> =
  | { status: "hit" | "miss"; page: CachedPage }
  | { status: "bypass"; own: Own | undefined; page?: undefined };

/** `result` is set when this request's render was not stored: it answers its own requester only. */
type FetchContext = { render: () => Promise<Rendered<unknown>>; rendered: boolean; result?: Rendered<unknown> };

/** What a write purges: exact paths (any query, documents and `.data`), path prefixes, or all. */
export type PurgeScope = { paths?: readonly string[]; prefixes?: readonly string[]; everything?: boolean };

export class PageCache {
  /** The bound on a page's age: a page kept `pageTtlMs`, rendered from data at most `data`'s TTL old. */
  readonly ttlMs: number;
  readonly pageTtlMs: number;
  readonly maxBytes: number;
  /** Query results pages share (handed to loaders by server/page-handler.ts). */
  readonly data: SharedData;
  readonly #lru: LRUCache<string, CachedPage, FetchContext> | null;
  /** Counts purges: a render that began before one may hold what the write changed, so it is not stored. */
  #purges = 0;

  /** `clock` replaces performance.now() for TTLs: tests move time on instead of waiting for it. */
  constructor({
    maxBytes,
    ttlMs = DEFAULT_PAGE_CACHE_TTL_MS,
    clock,
  }: {
    maxBytes: number;
    ttlMs?: number;
    clock?: Clock;
  }) {
    this.maxBytes = maxBytes;
    this.ttlMs = ttlMs;
    const dataTtlMs = Math.round(ttlMs * SHARED_DATA_SHARE);
    this.pageTtlMs = ttlMs - dataTtlMs;
    this.data = new SharedData({ ttlMs: dataTtlMs, maxBytes: SHARED_DATA_MAX_BYTES, clock });
    this.#lru =
      maxBytes > 0
        ? new LRUCache<string, CachedPage, FetchContext>({
            maxSize: maxBytes,
            sizeCalculation: (page, key) => sizeOf(page, key),
            ttl: this.pageTtlMs,
            // A given clock is read on every check (lru-cache otherwise reuses a reading for a millisecond).
            ...(clock && { perf: clock, ttlResolution: 0 }),
            // Responses are still sent when their requester has gone; the others may be waiting on it.
            ignoreFetchAbort: true,
            fetchMethod: async (_key, _stale, { context }) => {
              context.rendered = true;
              const purgesBefore = this.#purges;
              const rendered = await context.render();
              if ("page" in rendered && purgesBefore === this.#purges) return rendered.page;
              context.result = rendered;
              return undefined;
            },
          })
        : null;
    livePageCaches.add(this);
  }

  get enabled(): boolean {
    return this.#lru !== null;
  }

  /** Bytes held now (never above maxBytes). */
  get bytes(): number {
    return this.#lru?.calculatedSize ?? 0;
  }

  get entries(): number {
    return this.#lru?.size ?? 0;
  }

  /** A fresh stored page, without rendering (the hit path: no promise, no allocation). */
  peek(key: string): CachedPage | undefined {
    return this.#lru?.get(key);
  }

  /** The stored page, or one rendered for this key (once for all concurrent callers). */
  async lookup<Own>(key: string, render: () => Promise<Rendered<Own>>): Promise<PageLookup<Own>> {
    if (!this.#lru) return fromOwnRender(await render());
    const context: FetchContext = { render, rendered: false };
    let page: CachedPage | undefined;
    try {
      page = await this.#lru.fetch(key, { context });
    } catch (error) {
      // A purge while the render ran aborts lru-cache's fetch, which then rejects with "deleted" when the render
      // was not shareable: the render is still this requester's answer (a cookie-setting sign-up, say), and
      // those who waited on someone else's render make their own. A render that failed fails its requester.
      if (context.result) return fromOwnRender(context.result as Rendered<Own>);
      if (context.rendered) throw error;
      return fromOwnRender(await render());
    }
    if (page) return { status: context.rendered ? "miss" : "hit", page };
    if (context.result) return fromOwnRender(context.result as Rendered<Own>);
    // We waited on someone else's render, which was theirs alone: render our own.
    return fromOwnRender(await render());
  }

  purge(scope: PurgeScope): number {
    const lru = this.#lru;
    if (!lru) return 0;
    this.#purges += 1;
    this.data.forget();
    if (scope.everything) {
      const count = lru.size;
      lru.clear();
      return count;
    }
    const paths = new Set(scope.paths ?? []);
    const prefixes = scope.prefixes ?? [];
    let count = 0;
    for (const key of [...lru.keys()]) {
      const path = pagePathOf(key);
      if (paths.has(path) || prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
        lru.delete(key);
        count += 1;
      }
    }
    return count;
  }
}

function fromOwnRender<Own>(rendered: Rendered<Own>): PageLookup<Own> {
  return "page" in rendered ? { status: "miss", page: rendered.page } : { status: "bypass", own: rendered.own };
}

/** The page's path from a cache key: query, consent and the single-fetch `.data` suffix removed. */
export function pagePathOf(key: string): string {
  const end = key.search(/[? ]/);
  const path = end === -1 ? key : key.slice(0, end);
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/**
 * Room counted for each compressed copy: a quarter of the page (HTML compresses to a fifth or less). The
 * size is counted when the page is stored, before any copy exists, so a copy larger than this is not kept.
 */
const copyRoom = (body: Buffer) => Math.ceil(body.length / 4);

function sizeOf(page: CachedPage, key: string): number {
  let headers = 0;
  for (const [name, value] of Object.entries(page.headers)) headers += name.length + value.length;
  return page.body.length + 2 * copyRoom(page.body) + headers + key.length + 64;
}

/** A page ready to store, with its ETag; its compressed copies are made when first asked for. */
export function cachedPage(status: number, headers: Record<string, string>, body: Buffer): CachedPage {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { status, headers, body, etag, copies: {} };
}

function compress(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  if (encoding === "gzip") return gz(body, { level: 6 });
  return brotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/**
 * The page in `encoding`: the kept copy (synchronously, the hit path), else compressed once for all who ask
 * meanwhile, then kept within the room its size reserved.
 */
export function encodedCopy(page: CachedPage, encoding: PageEncoding): Buffer | Promise<Buffer> {
  const kept = page.copies[encoding];
  if (kept) return kept;
  const making = compress(page.body, encoding).then(
    (copy) => {
      if (copy.length <= copyRoom(page.body)) page.copies[encoding] = copy;
      else delete page.copies[encoding];
      return copy;
    },
    (error: unknown) => {
      delete page.copies[encoding];
      throw error;
    },
  );
  page.copies[encoding] = making;
  return making;
}

// Every cache in this process, so that a purge reaches each; on globalThis, like the database slot,
// so Vite's module reloads in development keep one set.
const slot = globalThis as { __muddlePageCaches?: Set<PageCache> };
slot.__muddlePageCaches ??= new Set();
export const livePageCaches: Set<PageCache> = slot.__muddlePageCaches;

let siteCache: PageCache | undefined;

/** The cache pages are served from, sized by PAGE_CACHE_MAX_BYTES. */
export function sitePageCache(): PageCache {
  siteCache ??= new PageCache({ maxBytes: env().PAGE_CACHE_MAX_BYTES });
  return siteCache;
}
