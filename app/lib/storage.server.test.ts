/**
 * The storage contract: every driver (the local disk, and an S3-protocol server in both bucket layouts)
 * passes the same tests. test/s3-server.ts starts s3rver on loopback, or uses the service S3_* names.
 */
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXTERNAL_S3, setupTestS3, TEST_S3_LAYOUTS } from "../../test/s3-server";
import { loadEnv } from "./env.server";
import {
  createStorage,
  keyProblem,
  readBody,
  type Storage,
  StorageUnavailable,
  storage,
  storedObjectAt,
} from "./storage.server";
import { createLocalStorage } from "./storage-local.server";
import { createS3Storage } from "./storage-s3.server";

const root = mkdtempSync(path.join(tmpdir(), "muddle-storage-"));
const testS3 = setupTestS3();
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("storage keys", () => {
  it("accepts the shapes the app uses", () => {
    expect(keyProblem("3f2c1a9e-0b1d-4c55-9a43-2b6f1e7d8c90.webp")).toBeNull();
    expect(keyProblem("user_123/1714060800000.webp")).toBeNull();
    expect(keyProblem("seed/tommys-margarita.webp")).toBeNull();
  });

  it.each([
    "../secrets/auth-secret.webp",
    "a/../../b.webp",
    "/etc/passwd.webp",
    "..\\evil.webp",
    "a//b.webp",
    ".hidden.webp",
    "a/./b.webp",
    "",
    "no-extension",
    "page.html",
  ])("refuses %j", (key) => {
    expect(keyProblem(key)).not.toBeNull();
  });

  it("reads the bucket and key back from an /uploads address, and nothing else", () => {
    expect(storedObjectAt("/uploads/post-images/u1/a.webp")).toEqual({ bucket: "post-images", key: "u1/a.webp" });
    expect(storedObjectAt("/uploads/secrets/a.webp")).toBeNull();
    expect(storedObjectAt("/uploads/post-images/../a.webp")).toBeNull();
    expect(storedObjectAt("https://example.com/uploads/post-images/a.webp")).toBeNull();
    expect(storedObjectAt(null)).toBeNull();
  });
});

type Driver = { name: string; make: (options: { pageSize?: number }) => Storage };
const drivers: Driver[] = [
  { name: "local disk", make: ({ pageSize }) => createLocalStorage(root, { pageSize }) },
  ...TEST_S3_LAYOUTS.map(
    (layout): Driver => ({
      name: `S3 (${layout})`,
      make: ({ pageSize }) => {
        const { config } = testS3().layouts.find((l) => l.name === layout) ?? {};
        if (!config) throw new Error(`No S3 layout named ${layout}`);
        return createS3Storage({ ...config, pageSize });
      },
    }),
  ),
];

describe.each(drivers)("storage contract: $name", ({ make }) => {
  let files: Storage;
  // Each run writes under a folder of its own, so an external service's older objects never interfere.
  const run = randomUUID();
  beforeAll(() => {
    files = make({ pageSize: 2 });
  });

  it("round-trips put, get and delete, with an entity tag", async () => {
    const key = `${run}/a.webp`;
    const body = Buffer.from("not really a webp, storage does not care");
    await files.put("post-images", key, body, "image/webp");
    const stored = await files.get("post-images", key);
    expect(stored).toMatchObject({ contentType: "image/webp", size: body.length });
    expect(stored?.etag).toMatch(/^"[^"]+"$/);
    expect(await readBody(stored!.body)).toEqual(body);

    await files.delete("post-images", key);
    expect(await files.get("post-images", key)).toBeNull();
    await expect(files.delete("post-images", key)).resolves.toBeUndefined();
  });

  it("gives the same tag for the same version and another after a rewrite", async () => {
    const key = `${run}/tagged.webp`;
    await files.put("recipe-images", key, Buffer.from("one"), "image/webp");
    const first = await files.get("recipe-images", key);
    await readBody(first!.body);
    const again = await files.get("recipe-images", key);
    await readBody(again!.body);
    expect(again?.etag).toBe(first?.etag);
    await new Promise((resolve) => setTimeout(resolve, 20)); // a new modification time on the local disk
    await files.put("recipe-images", key, Buffer.from("other bytes"), "image/webp");
    const rewritten = await files.get("recipe-images", key);
    await readBody(rewritten!.body);
    expect(rewritten?.etag).not.toBe(first?.etag);
  });

  it("lists one folder, or the whole bucket, in pages, with when and how large each object is", async () => {
    const before = Date.now() - 2_000; // file and S3 times may be coarser than milliseconds
    await files.put("collection-images", `${run}/lister/a.webp`, Buffer.from("a"), "image/webp");
    await files.put("collection-images", `${run}/lister/b-thumb.webp`, Buffer.from("bb"), "image/webp");
    await files.put("collection-images", `${run}/lister/deeper/c.webp`, Buffer.from("ccc"), "image/webp");
    await files.put("collection-images", `${run}/other/d.webp`, Buffer.from("d"), "image/webp");
    await files.put("profile-images", `${run}/lister/e.webp`, Buffer.from("e"), "image/webp");

    const listed = await files.list("collection-images", `${run}/lister/`);
    expect(listed.map((o) => [o.key, o.size]).sort()).toEqual([
      [`${run}/lister/a.webp`, 1],
      [`${run}/lister/b-thumb.webp`, 2],
      [`${run}/lister/deeper/c.webp`, 3],
    ]);
    expect(listed.every((o) => o.lastModified.getTime() >= before)).toBe(true);

    const pages: string[][] = [];
    for await (const page of files.listPages("collection-images", "")) pages.push(page.map((o) => o.key));
    expect(pages.every((page) => page.length <= 2)).toBe(true);
    expect(pages.flat().filter((key) => key.startsWith(`${run}/`))).toHaveLength(4);

    expect(await files.list("recipe-images", `${run}/nobody/`)).toEqual([]);
    await expect(files.list("recipe-images", `${run}/lister`)).rejects.toThrow(/prefix/);
  });

  it("returns null for an object that was never stored", async () => {
    expect(await files.get("profile-images", `${run}/missing.webp`)).toBeNull();
  });

  it("refuses traversal, unknown buckets and a content type that disagrees with the key", async () => {
    await expect(files.put("recipe-images", "../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow();
    await expect(files.get("recipe-images", "../../etc/passwd.webp")).rejects.toThrow();
    await expect(files.delete("recipe-images", "/abs.webp")).rejects.toThrow();
    // @ts-expect-error: a bucket outside BUCKETS, as an untyped route parameter could send.
    await expect(files.get("secrets", "a.webp")).rejects.toThrow(/bucket/);
    await expect(files.put("recipe-images", `${run}/a.webp`, Buffer.from("x"), "text/html")).rejects.toThrow(
      /does not match/,
    );
    expect(existsSync(path.join(root, "escape.webp"))).toBe(false);
  });

  it("is ready, and gives public addresses under /uploads", async () => {
    await expect(files.check()).resolves.toBeUndefined();
    expect(files.publicUrl("recipe-images", "seed/negroni.webp")).toBe("/uploads/recipe-images/seed/negroni.webp");
    expect(files.directUrl("recipe-images", "seed/negroni.webp")).toBeNull();
  });
});

// Stopping the server, and a CDN address: only with the s3rver these tests start themselves.
describe.runIf(!EXTERNAL_S3)("S3 storage", () => {
  it("sends browsers to S3_PUBLIC_URL when one is set", () => {
    const config = testS3().layouts[0]!.config;
    const files = createS3Storage({ ...config, publicUrl: "https://cdn.example.com/muddle/" });
    expect(files.directUrl("post-images", "u1/a.webp")).toBe("https://cdn.example.com/muddle/post-images/u1/a.webp");
    expect(files.publicUrl("post-images", "u1/a.webp")).toBe("/uploads/post-images/u1/a.webp");
  });

  it("fails clearly, and stores nothing, while the server is down; works again once it is back", async () => {
    const files = createS3Storage(testS3().layouts[0]!.config);
    await files.put("recipe-images", "down/kept.webp", Buffer.from("kept"), "image/webp");
    await testS3().stop({ keepFiles: true });
    try {
      const put = files.put("recipe-images", "down/lost.webp", Buffer.from("x"), "image/webp");
      await expect(put).rejects.toBeInstanceOf(StorageUnavailable);
      await expect(put).rejects.toThrow("We couldn't reach our file storage. Please try again in a moment.");
      // A failed read is an error, never "no such object" (which would show a missing photo as gone).
      await expect(files.get("recipe-images", "down/kept.webp")).rejects.toBeInstanceOf(StorageUnavailable);
      await expect(files.check()).rejects.toBeInstanceOf(StorageUnavailable);
    } finally {
      await testS3().restart();
    }
    expect(await files.get("recipe-images", "down/lost.webp")).toBeNull();
    expect(await readBody((await files.get("recipe-images", "down/kept.webp"))!.body)).toEqual(Buffer.from("kept"));
  });
});

describe("storage()", () => {
  it("keeps one process-wide instance, on the local disk under DATA_DIR unless S3 is configured", () => {
    expect(storage()).toBe(storage());
    expect(createStorage({ driver: "local", root }).publicUrl("collection-images", "c.png")).toBe(
      "/uploads/collection-images/c.png",
    );
  });
});

describe("S3 configuration", () => {
  it("needs both credentials or neither, and a real bucket name", () => {
    expect(() => loadEnv({ S3_BUCKET: "muddle", S3_ACCESS_KEY_ID: "key" })).toThrow(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither",
    );
    expect(() => loadEnv({ S3_BUCKET: "Muddle_Uploads" })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadEnv({ S3_ENDPOINT: "not an address" })).toThrow(/S3_ENDPOINT/);
    expect(loadEnv({ S3_BUCKET: "muddle", S3_FORCE_PATH_STYLE: "true" })).toMatchObject({
      S3_BUCKET: "muddle",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: true,
    });
  });
});
