/**
 * File storage behind one small interface (storage-contract.ts), so the app servers stay stateless
 * when scaled: a local directory by default (embedded mode, storage-local.server.ts), or any
 * S3-compatible service when `S3_ENDPOINT` or `S3_BUCKET` is set (storage-s3.server.ts).
 *
 * The database keeps every file's address as /uploads/{bucket}/{key}, whatever the driver: the
 * /uploads route streams the file, or sends the browser to the CDN named by S3_PUBLIC_URL, so moving
 * storage or changing the CDN never rewrites rows.
 */
import path from "node:path";
import type { Readable } from "node:stream";
import { env } from "./env.server";
import type { Storage } from "./storage-contract";
import { createLocalStorage } from "./storage-local.server";
import { createS3Storage, type S3StorageConfig } from "./storage-s3.server";

export * from "./storage-contract";

export type StorageConfig = { driver: "local"; root: string } | S3StorageConfig;

export function createStorage(config: StorageConfig): Storage {
  switch (config.driver) {
    case "local":
      return createLocalStorage(config.root);
    case "s3":
      return createS3Storage(config);
  }
}

export function storageConfigFromEnv(): StorageConfig {
  const e = env();
  if (!e.S3_ENDPOINT && !e.S3_BUCKET) return { driver: "local", root: path.join(e.DATA_DIR, "uploads") };
  return {
    driver: "s3",
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    publicUrl: e.S3_PUBLIC_URL,
  };
}

// Process-wide, kept on globalThis so Vite's module reloads in development reuse it.
const slot = globalThis as { __muddleStorage?: Storage };

/** Makes `files` the process's storage (a test that runs the app's code against the S3 driver). */
export function setStorage(files: Storage): void {
  slot.__muddleStorage = files;
}

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
