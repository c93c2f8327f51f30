/**
 * Limits checked at the edge, before any handler reads a byte of the body: the request target's
 * length (414), a path that decodes to control characters (400), and the body's size per route
 * (413), declared or streamed. Sizes come from the one table in app/lib/limits.ts.
 */
import type { NextFunction, Request, Response } from "express";
import { BODY_LIMITS, MAX_URL_BYTES } from "~/lib/limits";
import { hasControlCharacter } from "~/lib/text";

export type BodyLimitName = keyof typeof BODY_LIMITS;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// React Router 7 posts a page's action to `<path>.data` when JavaScript runs, to `<path>` without.
const RECIPE_FORM = /^\/bar\/recipes\/(?:new|[^/]+\/edit)(?:\.data)?\/?$/;
const BULK_UPLOAD = /^\/recipes\/bulk-upload(?:\.data)?\/?$/;
const COLLECTION_FORM = /^(?:\/bar)?\/collections\/(?:new|[^/]+\/edit)(?:\.data)?\/?$/;
// Posts and comments carry up to four images (issue 16); the feed pages' own action takes a post too.
const POST_FORM = /^(?:\/api\/site\/posts(?:\/[^/]+\/comments)?|(?:\/bar)?\/community(?:\.data)?)\/?$/;
// "I made this" carries one photo of the post images' size (issue 23).
const MAKE_FORM = /^\/api\/site\/recipes\/[^/]+\/makes\/?$/;
const PROFILE_PICTURE = /^\/settings\/profile\/picture(?:\.data)?\/?$/;

/** Which body limit applies to a request, from its method and decoded path. */
export function bodyLimitFor(method: string, pathname: string): BodyLimitName {
  const path = pathname.toLowerCase();
  if (path.startsWith("/api/auth/")) return "auth";
  // Reads never need a body; the smallest general limit is generous for one sent anyway.
  if (SAFE_METHODS.has(method)) return "form";
  if (RECIPE_FORM.test(path)) return "recipeForm";
  if (path.startsWith("/api/v1/")) return "apiJson";
  if (path.startsWith("/api/site/uploads/")) return "imageUpload";
  if (BULK_UPLOAD.test(path)) return "bulkUpload";
  if (PROFILE_PICTURE.test(path)) return "profilePicture";
  if (COLLECTION_FORM.test(path)) return "collectionForm";
  if (POST_FORM.test(path)) return "postForm";
  if (MAKE_FORM.test(path)) return "makeForm";
  return "form";
}

/** The decoded path, or null when it is malformed or hides control characters. */
export function decodedPath(url: string): string | null {
  const end = url.search(/[?#]/);
  const raw = end === -1 ? url : url.slice(0, end);
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // Never part of a real path; a NUL would reach PostgreSQL, which refuses it in text.
  return hasControlCharacter(path) ? null : path;
}

export function requestLimits(req: Request, res: Response, next: NextFunction) {
  const url = req.originalUrl;
  if (Buffer.byteLength(url) > MAX_URL_BYTES) {
    refuse(req, res, 414, `This address is too long (the limit is ${formatBytes(MAX_URL_BYTES)}).`);
    return;
  }
  const path = decodedPath(url);
  if (path === null) {
    refuse(req, res, 400, "Bad request: the address contains characters that are not allowed.");
    return;
  }
  const limit = BODY_LIMITS[bodyLimitFor(req.method, path)];
  const message = `This request is too large (the limit here is ${formatBytes(limit)}). Please shorten what you sent and try again.`;
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) {
    // Answered from the headers alone: the body is never read.
    refuse(req, res, 413, message);
    return;
  }
  if (declared > 0 || req.headers["transfer-encoding"] !== undefined) capStream(req, res, limit, message);
  next();
}

/**
 * Counts the body as it arrives. Node's HTTP parser hands every body chunk to `req.push`, which is
 * the one point every reader (better-auth, React Router) consumes through, so counting there
 * bounds memory without reading the stream ourselves. Past the limit, chunks are dropped, the
 * client gets 413 and the connection closes; the reader's wait ends in an error when it does,
 * never with a truncated form it could act on.
 */
function capStream(req: Request, res: Response, limit: number, message: string) {
  let received = 0;
  let refused = false;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (refused) return true;
    if (chunk !== null && (Buffer.isBuffer(chunk) || typeof chunk === "string")) {
      received += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length;
      if (received > limit) {
        refused = true;
        refuse(req, res, 413, message);
        return true;
      }
    }
    return push(chunk, encoding);
  };
}

/**
 * A short answer, and the connection closed after it (a refused body is never read to its end).
 * A browser's form post gets a small page it can show; anything else plain text.
 */
function refuse(req: Request, res: Response, status: 400 | 413 | 414, message: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set("Connection", "close").set("Cache-Control", "no-store");
  if (req.path.startsWith("/api/v1/")) {
    // The public API's one error shape (app/features/api/api-errors.server.ts).
    const type = status === 413 ? "payload_too_large" : "invalid_request";
    const code = { 400: "invalid_path", 413: "body_too_large", 414: "uri_too_long" }[status];
    res.json({ error: { type, code, message } });
  } else if (wantsPage(req)) {
    res.type("html").send(page(status, message));
  } else {
    res.type("text/plain").send(`${message}\n`);
  }
}

function wantsPage(req: Request): boolean {
  const accept = req.headers.accept ?? "";
  return accept.includes("text/html") && !req.path.endsWith(".data");
}

const TITLES = { 400: "Bad request", 413: "Request too large", 414: "Address too long" } as const;

function page(status: 400 | 413 | 414, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLES[status]} · Muddle</title></head>
<body><main><h1>${TITLES[status]}</h1><p>${message}</p><p><a href="/">Back to the home page</a></p></main></body></html>
`;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
