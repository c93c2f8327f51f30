/**
 * Static files in brotli and gzip (issue 19), compressed once into memory when the server starts
 * (in the background: until a file's copies are ready it is sent as it is; `ready` says when). Answers GET/HEAD for a
 * text file of the client build when the browser accepts an encoding; everything else falls through
 * to express.static, which sets the same Cache-Control.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { RequestHandler } from "express";
import { negotiateEncoding, varyOn } from "./encoding";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT_FILES = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html|map)$/;
/** Below this size compression saves less than its headers cost. */
const MIN_BYTES = 1024;

type Variants = { br: Buffer; gzip: Buffer; etag: string };

export function precompressedStatic(
  root: string,
  cacheControlFor: (urlPath: string) => string,
): RequestHandler & { ready: Promise<void> } {
  const files = new Map<string, Variants>();
  const ready = compressAll(root, files).catch((error: unknown) =>
    console.error("Could not precompress static files:", error),
  );
  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (!file) return next();
    res.setHeader("Vary", varyOn(res.getHeader("Vary"), "Accept-Encoding"));
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    if (encoding === "identity") return next();
    const body = file[encoding];
    const etag = `"${file.etag}-${encoding}"`;
    res.type(path.extname(req.path));
    res.setHeader("Cache-Control", cacheControlFor(req.path));
    res.setHeader("ETag", etag);
    if (req.headers["if-none-match"]?.split(",").some((tag) => tag.trim() === etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
  return Object.assign(handler, { ready });
}

async function compressAll(root: string, files: Map<string, Variants>) {
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    if (!TEXT_FILES.test(entry.name)) continue;
    const body = await readFile(full);
    if (body.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gz(body, { level: 9 }),
    ]);
    const etag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
    const urlPath = `/${path.relative(root, full).split(path.sep).join("/")}`;
    files.set(urlPath, { br, gzip: gzipped, etag });
  }
}
