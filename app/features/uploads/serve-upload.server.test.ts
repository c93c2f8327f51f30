import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "~/lib/storage-local.server";
import { createS3Storage } from "~/lib/storage-s3.server";
import { setupTestS3 } from "../../../test/s3-server";
import { serveUpload } from "./serve-upload.server";

const root = mkdtempSync(path.join(tmpdir(), "muddle-serve-"));
const local = createLocalStorage(root);
const testS3 = setupTestS3();
afterAll(() => rmSync(root, { recursive: true, force: true }));

const request = (headers: Record<string, string> = {}) => new Request("http://localhost/uploads/x", { headers });
const bytes = Buffer.from("RIFF....WEBPVP8 pretend");

describe("serving an upload", () => {
  it.each([
    ["the local disk", () => local],
    ["S3", () => createS3Storage(testS3().layouts[0]!.config)],
  ])("from %s: the bytes with a year of caching and an entity tag, then 304 for that tag", async (_, files) => {
    await files().put("recipe-images", "served/a.webp", bytes, "image/webp");
    const first = await serveUpload(files(), "recipe-images", "served/a.webp", request());
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(first.headers.get("content-length")).toBe(String(bytes.length));
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await first.arrayBuffer())).toEqual(bytes);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await serveUpload(
      files(),
      "recipe-images",
      "served/a.webp",
      request({ "If-None-Match": `"other", ${etag}` }),
    );
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");

    const changed = await serveUpload(
      files(),
      "recipe-images",
      "served/a.webp",
      request({ "If-None-Match": '"other"' }),
    );
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();
  });

  it("answers 404 for a missing key, a bad key or an unknown bucket, and caches none of them", async () => {
    for (const [bucket, key] of [
      ["recipe-images", "served/missing.webp"],
      ["recipe-images", "../secrets/auth-secret.webp"],
      ["secrets", "a.webp"],
    ] as const) {
      const response = await serveUpload(local, bucket, key, request());
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("sends the browser to S3_PUBLIC_URL when one is set, without reading the object", async () => {
    const files = createS3Storage({ ...testS3().layouts[0]!.config, publicUrl: "https://cdn.example.com" });
    const response = await serveUpload(files, "post-images", "u1/never-stored.webp", request());
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://cdn.example.com/post-images/u1/never-stored.webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
  });
});
