/**
 * What every storage driver promises (storage-local.server.ts, storage-s3.server.ts) and the rules
 * for bucket names and keys that keep a key safe as a file path, an S3 key and a URL alike.
 * Import it through storage.server.ts.
 */
import type { Readable } from "node:stream";
import { AppError } from "./errors";

export const BUCKETS = ["recipe-images", "post-images", "collection-images", "profile-images"] as const;
export type Bucket = (typeof BUCKETS)[number];

export type StoredObject = {
  body: Buffer | Readable;
  contentType: string;
  size: number;
  /** The version's entity tag, quoted as HTTP sends it. */
  etag?: string;
};
/** One object in a listing: its key, when it was last written, and its size in bytes. */
export type ListedObject = { key: string; lastModified: Date; size: number };

export interface Storage {
  /** Writes the whole object or nothing: a reader never sees half of it. */
  put(bucket: Bucket, key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(bucket: Bucket, key: string): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(bucket: Bucket, key: string): Promise<void>;
  /**
   * Every object under a folder (`prefix` ends in "/", e.g. `{memberId}/`; "" is the whole bucket), in
   * pages of at most LIST_PAGE_SIZE, in no particular order; nothing for a folder never written.
   */
  listPages(bucket: Bucket, prefix: string): AsyncIterable<ListedObject[]>;
  /** listPages, gathered: for folders known to be small (one member's uploads). */
  list(bucket: Bucket, prefix: string): Promise<ListedObject[]>;
  /** The address pages use: always /uploads/{bucket}/{key}. */
  publicUrl(bucket: Bucket, key: string): string;
  /** Where a browser may fetch the object without the app (S3_PUBLIC_URL), or null to stream it here. */
  directUrl(bucket: Bucket, key: string): string | null;
  /** Resolves when the storage can be read and written (readiness); throws StorageUnavailable otherwise. */
  check(): Promise<void>;
}

export const LIST_PAGE_SIZE = 1000;

/** Keys are never rewritten with other bytes (each upload gets a new random name), so caches may keep them. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** The storage service failed or could not be reached: nothing was stored, and trying again may work. */
export class StorageUnavailable extends AppError {
  constructor(cause?: unknown) {
    super("We couldn't reach our file storage. Please try again in a moment.", 503);
    this.cause = cause;
  }
}

/** Only the types we ever store; the extension decides the served Content-Type. */
export const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  avif: "image/avif",
};

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

// Each segment starts with a letter or digit (so no "..", no hidden files) and uses a
// conservative alphabet, which keeps keys safe as file paths, S3 keys and URLs alike.
export const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Why a key is refused, or null when it is fine. Keys look like `{uuid}.webp` or `{userId}/{uuid}.webp`. */
export function keyProblem(key: string): string | null {
  if (key.length === 0 || key.length > 300) return "Key must be 1–300 characters";
  if (key.startsWith("/") || key.includes("\\")) return "Key must be a relative path";
  const segments = key.split("/");
  if (segments.length > 4) return "Key is nested too deeply";
  for (const segment of segments) {
    if (segment === "." || segment === ".." || !SEGMENT.test(segment) || segment.includes("..")) {
      return "Key contains an invalid path segment";
    }
  }
  if (!contentTypeFor(key)) return "Key must end in a known image extension";
  return null;
}

export function assertValidKey(bucket: string, key: string): asserts bucket is Bucket {
  if (!isBucket(bucket)) throw new Error(`Unknown storage bucket: ${bucket}`);
  const problem = keyProblem(key);
  if (problem) throw new Error(`${problem}: ${JSON.stringify(key)}`);
}

export function contentTypeFor(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return key.includes(".") ? CONTENT_TYPES[extension] : undefined;
}

export function publicUrlFor(bucket: Bucket, key: string): string {
  return `/uploads/${bucket}/${key}`;
}

/** The bucket and key behind one of our /uploads addresses, or null for anything else. */
export function storedObjectAt(url: string | null | undefined): { bucket: Bucket; key: string } | null {
  const match = url?.match(/^\/uploads\/([^/]+)\/(.+)$/);
  if (!match) return null;
  const [, bucket = "", key = ""] = match;
  return isBucket(bucket) && !keyProblem(key) ? { bucket, key } : null;
}

/** A driver gains `list` from its `listPages`. */
export function withList(driver: Omit<Storage, "list">): Storage {
  return {
    ...driver,
    async list(bucket, prefix) {
      const all: ListedObject[] = [];
      for await (const page of driver.listPages(bucket, prefix)) all.push(...page);
      return all;
    },
  };
}
