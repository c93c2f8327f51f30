/**
 * Compression that suits streamed pages (issue 19), in place of the `compression` middleware (which
 * leaks a `drain` listener per streamed write: expressjs/compression#135). A streamed response goes
 * through one brotli or gzip stream that flushes after every chunk, so the shell React sends first
 * still reaches the browser first; stored pages and static files send copies compressed beforehand.
 */
import { type BrotliOptions, constants, createBrotliCompress, createGzip, type ZlibOptions } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/** The best encoding the client accepts (brotli, then gzip), from its Accept-Encoding. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let gzip = false;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.find((param) => param.trim().startsWith("q="));
    if (q && Number(q.trim().slice(2)) <= 0) continue;
    if (name === "br") return "br";
    if (name === "gzip" || name === "*") gzip = true;
  }
  return gzip ? "gzip" : "identity";
}

const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json|[\w.-]+\+(json|xml))|image\/svg\+xml)/i;

/** Worth compressing: text-like, not a live event stream, not already encoded. */
export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

const BROTLI_STREAM: BrotliOptions = {
  flush: constants.BROTLI_OPERATION_FLUSH,
  params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
};
const GZIP_STREAM: ZlibOptions = { flush: constants.Z_SYNC_FLUSH, level: 6 };

/** A compressing stream that emits everything written to it at once (a flush per chunk). */
export function streamEncoder(encoding: Exclude<Encoding, "identity">) {
  return encoding === "br" ? createBrotliCompress(BROTLI_STREAM) : createGzip(GZIP_STREAM);
}

/** Adds `value` to a Vary header without repeating it. */
export function varyOn(current: string | number | string[] | undefined, value: string): string {
  const names = String(current ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === value.toLowerCase())) names.push(value);
  return names.join(", ");
}
