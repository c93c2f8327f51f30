/**
 * A small in-process cache of rendered images (link-preview cards), least recently used out first.
 * Keys carry a version of what is drawn, so a stale entry is simply never asked for again; a failed
 * rendering is forgotten so the next request tries again. Per process: each instance draws its own.
 * Beside it, what every card route needs: reading one of our uploads, and the PNG response.
 */
import { readBody, storage, storedObjectAt } from "~/lib/storage.server";

export function renderCache(size: number) {
  const entries = new Map<string, Promise<Buffer>>();
  return function cached(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const made = draw().catch((error) => {
      entries.delete(key);
      throw error;
    });
    entries.set(key, made);
    if (entries.size > size) entries.delete(entries.keys().next().value as string);
    return made;
  };
}

/** A rendered PNG card as a response; `null` (not drawn: not public, or no such thing) is a 404. */
export function pngResponse(image: Buffer | null, cacheControl: string): Response {
  if (!image) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(image), {
    headers: { "Content-Type": "image/png", "Content-Length": String(image.length), "Cache-Control": cacheControl },
  });
}

/** One of our own uploads ("/uploads/{bucket}/{key}"), read from storage; never a fetch of another site. */
export async function readUpload(url: string | null): Promise<Buffer | null> {
  const stored = storedObjectAt(url);
  if (!stored) return null;
  const object = await storage().get(stored.bucket, stored.key);
  return object ? readBody(object.body) : null;
}
