/** Serves stored files (part 1 §7 storage: public URLs, cache-control 3600). */
import { Readable } from "node:stream";
import { isBucket, keyProblem, storage } from "~/lib/storage.server";
import type { Route } from "./+types/uploads.$bucket.$";

export async function loader({ params }: Route.LoaderArgs) {
  const bucket = params.bucket;
  const key = params["*"] ?? "";
  if (!isBucket(bucket) || keyProblem(key)) return new Response("Not found", { status: 404 });
  const object = await storage().get(bucket, key);
  if (!object) return new Response("Not found", { status: 404 });
  const body = Buffer.isBuffer(object.body)
    ? new Uint8Array(object.body)
    : (Readable.toWeb(object.body) as ReadableStream<Uint8Array>);
  return new Response(body, {
    headers: {
      "Content-Type": object.contentType,
      "Content-Length": String(object.size),
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
