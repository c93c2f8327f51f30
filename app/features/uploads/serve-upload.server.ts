/**
 * Answers /uploads/{bucket}/{key} (part 1 §7 storage). Every upload gets a new random key and a key is
 * never rewritten with other bytes, so browsers and CDNs may keep a file for a year; the entity tag
 * answers a revalidation with 304. With S3_PUBLIC_URL the browser is sent to the CDN instead.
 */
import { Readable } from "node:stream";
import { IMMUTABLE_CACHE_CONTROL, isBucket, keyProblem, type Storage } from "~/lib/storage.server";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

export async function serveUpload(files: Storage, bucket: string, key: string, request: Request): Promise<Response> {
  if (!isBucket(bucket) || keyProblem(key)) return notFound();
  const direct = files.directUrl(bucket, key);
  // Temporary and kept for a day, not permanent: the CDN's address may change with the deployment.
  if (direct) {
    return new Response(null, { status: 302, headers: { Location: direct, "Cache-Control": "public, max-age=86400" } });
  }
  const object = await files.get(bucket, key);
  if (!object) return notFound();
  const headers: Record<string, string> = {
    "Content-Type": object.contentType,
    "Cache-Control": IMMUTABLE_CACHE_CONTROL,
    "X-Content-Type-Options": "nosniff",
  };
  if (object.etag) headers.ETag = object.etag;
  if (object.etag && matches(request.headers.get("If-None-Match"), object.etag)) {
    if (!Buffer.isBuffer(object.body)) object.body.destroy();
    return new Response(null, { status: 304, headers });
  }
  const body = Buffer.isBuffer(object.body)
    ? new Uint8Array(object.body)
    : (Readable.toWeb(object.body) as ReadableStream<Uint8Array>);
  return new Response(body, { headers: { ...headers, "Content-Length": String(object.size) } });
}

/** If-None-Match holds one tag, a list, or "*"; a weak tag (W/"…") matches its strong twin. */
function matches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag.replace(/^W\//, "");
  });
}
