/**
 * File storage behind one small interface, so the app servers stay stateless when scaled:
 * a local directory by default (embedded mode), an S3-compatible bucket later (S3_* env).
 * Public addresses are always /uploads/{bucket}/{key}; the /uploads route streams from here.
 */
import { createReadStream, type Dirent } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { env } from "./env.server";

export const BUCKETS = ["recipe-images", "post-images", "collection-images", "profile-images"] as const;
export type Bucket = (typeof BUCKETS)[number];

export type StoredObject = { body: Buffer | Readable; contentType: string; size: number };
/** One object in a listing: its key and when it was last written. */
export type ListedObject = { key: string; lastModified: Date };

export interface Storage {
  put(bucket: Bucket, key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(bucket: Bucket, key: string): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(bucket: Bucket, key: string): Promise<void>;
  /**
   * Every object under a folder (`prefix` ends in "/", e.g. `{memberId}/`), in no particular order;
   * empty when there is none. An S3 driver pages through ListObjectsV2 with this prefix.
   */
  list(bucket: Bucket, prefix: string): Promise<ListedObject[]>;
  publicUrl(bucket: Bucket, key: string): string;
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
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Why a key is refused, or null when it is fine. Keys look like `{uuid}.webp` or `{userId}/{timestamp}.webp`. */
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

/** Local directory driver: {root}/{bucket}/{key}. */
export function createLocalStorage(root: string): Storage {
  const fileFor = (bucket: string, key: string) => {
    assertValidKey(bucket, key);
    const file = path.resolve(root, bucket, key);
    // Belt and braces: the key rules already forbid escaping, but never trust one check.
    if (!file.startsWith(path.resolve(root, bucket) + path.sep)) throw new Error("Key escapes its bucket");
    return file;
  };

  const folderFor = (bucket: string, prefix: string) => {
    if (!isBucket(bucket)) throw new Error(`Unknown storage bucket: ${bucket}`);
    const segments = prefix.split("/");
    // Only whole folders, named by the same segment rules as keys.
    if (
      !prefix.endsWith("/") ||
      segments.pop() !== "" ||
      !segments.every((s) => SEGMENT.test(s) && !s.includes(".."))
    ) {
      throw new Error(`Invalid folder prefix: ${JSON.stringify(prefix)}`);
    }
    return path.resolve(root, bucket, ...segments);
  };

  return {
    async put(bucket, key, body, contentType) {
      const file = fileFor(bucket, key);
      // The content type is derived from the extension when served, so they must agree.
      if (contentTypeFor(key) !== contentType) {
        throw new Error(`Content type ${contentType} does not match the key ${key}`);
      }
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees a half-written file.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(bucket, key) {
      const file = fileFor(bucket, key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(file),
          contentType: contentTypeFor(key) ?? "application/octet-stream",
          size: info.size,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      await rm(fileFor(bucket, key), { force: true });
    },
    async list(bucket, prefix) {
      const folder = folderFor(bucket, prefix);
      let entries: Dirent[];
      try {
        entries = await readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      // Half-written files (put's temporaries) are not objects yet.
      const files = entries.filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"));
      const listed = await Promise.all(
        files.map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          const info = await stat(file).catch(() => null);
          const key = prefix + path.relative(folder, file).split(path.sep).join("/");
          return info ? { key, lastModified: info.mtime } : null;
        }),
      );
      return listed.filter((object) => object !== null);
    },
    publicUrl(bucket, key) {
      assertValidKey(bucket, key);
      return publicUrlFor(bucket, key);
    },
  };
}

// The seam for object storage: a later issue adds { driver: "s3", ... } and its driver here.
export type StorageConfig = { driver: "local"; root: string };

export function createStorage(config: StorageConfig): Storage {
  switch (config.driver) {
    case "local":
      return createLocalStorage(config.root);
  }
}

export function storageConfigFromEnv(): StorageConfig {
  return { driver: "local", root: path.join(env().DATA_DIR, "uploads") };
}

// Process-wide, kept on globalThis so Vite's module reloads in development reuse it.
const slot = globalThis as { __muddleStorage?: Storage };

export function storage(): Storage {
  slot.__muddleStorage ??= createStorage(storageConfigFromEnv());
  return slot.__muddleStorage;
}

/** Reads a stored body whole (for small objects and tests). */
export async function readBody(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
