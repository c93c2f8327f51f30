/**
 * A real S3-protocol server for tests: s3rver on loopback, in this process, with the buckets Muddle
 * uses, in a directory of its own. When the environment names an S3 service (S3_ENDPOINT or S3_BUCKET),
 * tests use that one instead, so the same contract runs against MinIO, R2 or AWS itself.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import { BUCKETS } from "~/lib/storage.server";
import type { S3StorageConfig } from "~/lib/storage-s3.server";

/** The environment names an S3 service: tests use it instead of starting s3rver. */
export const EXTERNAL_S3 = Boolean(process.env.S3_ENDPOINT || process.env.S3_BUCKET);

/** The layouts startTestS3 will offer, known before it starts (for describe.each). */
export const TEST_S3_LAYOUTS = EXTERNAL_S3 ? ["configured"] : ["one bucket", "a bucket per spec bucket"];

/** The single bucket of the one-bucket layout (S3_BUCKET). */
export const TEST_BUCKET = "muddle-test";

export type TestS3 = {
  /** Both layouts (one bucket for everything; a bucket per spec bucket), or the external service's one. */
  layouts: { name: string; config: S3StorageConfig }[];
  /** Stops the server; with `keepFiles` it can be started again on the same port with the same objects. */
  stop(options?: { keepFiles?: boolean }): Promise<void>;
  /** Starts a stopped server again (s3rver only). */
  restart(): Promise<void>;
};

export async function startTestS3(): Promise<TestS3> {
  if (EXTERNAL_S3) return externalS3();
  const directory = mkdtempSync(path.join(tmpdir(), "muddle-s3-"));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      address: "127.0.0.1",
      port,
      directory,
      silent: true,
      configureBuckets: [TEST_BUCKET, ...BUCKETS].map((name) => ({ name })),
    });
    port = (await server.run()).port;
  };
  await start();
  const base = {
    driver: "s3" as const,
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    // s3rver checks no signatures, but the SDK will not sign without some.
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
  };
  return {
    layouts: [
      { name: "one bucket", config: { ...base, bucket: TEST_BUCKET } },
      { name: "a bucket per spec bucket", config: base },
    ],
    async stop({ keepFiles = false } = {}) {
      const running = server;
      server = undefined;
      if (running) {
        // The SDK keeps connections alive; close them, or close() waits for their idle timeout.
        running.httpServer.closeAllConnections();
        await running.close();
      }
      if (!keepFiles) rmSync(directory, { recursive: true, force: true });
    },
    restart: start,
  };
}

function externalS3(): TestS3 {
  const config: S3StorageConfig = {
    driver: "s3",
    endpoint: process.env.S3_ENDPOINT,
    region: process.env.S3_REGION ?? "us-east-1",
    bucket: process.env.S3_BUCKET,
    credentials:
      process.env.S3_ACCESS_KEY_ID && process.env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: ["true", "1", "yes"].includes(process.env.S3_FORCE_PATH_STYLE ?? ""),
  };
  return {
    layouts: [{ name: "configured", config }],
    async stop() {},
    async restart() {},
  };
}

/** Starts the test S3 server before this file's tests and stops it after; the getter gives it. */
export function setupTestS3(): () => TestS3 {
  let s3: TestS3 | undefined;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(async () => {
    await s3?.stop();
  });
  return () => {
    if (!s3) throw new Error("The test S3 server is not running yet");
    return s3;
  };
}
