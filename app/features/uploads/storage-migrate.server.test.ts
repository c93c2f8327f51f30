import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BUCKETS, readBody, type Storage } from "~/lib/storage.server";
import { createLocalStorage } from "~/lib/storage-local.server";
import { createS3Storage } from "~/lib/storage-s3.server";
import { setupTestS3 } from "../../../test/s3-server";
import { migrateUploads } from "./storage-migrate.server";

const root = mkdtempSync(path.join(tmpdir(), "muddle-migrate-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const testS3 = setupTestS3();

async function everything(files: Storage): Promise<Record<string, string>> {
  const all: Record<string, string> = {};
  for (const bucket of BUCKETS) {
    for (const { key } of await files.list(bucket, "")) {
      all[`${bucket}/${key}`] = (await readBody((await files.get(bucket, key))!.body)).toString();
    }
  }
  return all;
}

describe("storage:migrate", () => {
  it("copies every upload to the store and verifies it; a second run copies nothing", async () => {
    const local = createLocalStorage(path.join(root, "uploads"));
    const s3 = createS3Storage({ ...testS3().layouts[1]!.config });
    await local.put("recipe-images", "m1/a.webp", Buffer.from("photo a"), "image/webp");
    await local.put("recipe-images", "m1/a-thumb.webp", Buffer.from("thumb a"), "image/webp");
    await local.put("post-images", "m2/b.webp", Buffer.from("post b"), "image/webp");
    await local.put("collection-images", "m3/c.png", Buffer.from("cover c"), "image/png");
    await local.put("profile-images", "d.webp", Buffer.from("face d"), "image/webp");
    // One already copied by an earlier, stopped run; one left half-done with other bytes.
    await s3.put("post-images", "m2/b.webp", Buffer.from("post b"), "image/webp");
    await s3.put("profile-images", "d.webp", Buffer.from("stale"), "image/webp");

    const first = await migrateUploads(local, s3);
    expect(first).toEqual({ copied: 4, present: 1, ignored: [], failed: [] });
    const source = await everything(local);
    expect(Object.keys(source)).toHaveLength(5);
    const target = await everything(s3);
    for (const [name, bytes] of Object.entries(source)) expect(target[name]).toBe(bytes);

    expect(await migrateUploads(local, s3)).toEqual({ copied: 0, present: 5, ignored: [], failed: [] });
  });

  it("reports each object it could not copy, and the run goes on", async () => {
    const local = createLocalStorage(path.join(root, "down"));
    await local.put("recipe-images", "m1/x.webp", Buffer.from("x"), "image/webp");
    const unreachable = createS3Storage({ ...testS3().layouts[0]!.config, endpoint: "http://127.0.0.1:9" });
    const report = await migrateUploads(local, unreachable);
    expect(report.copied).toBe(0);
    expect(report.failed).toEqual([expect.stringMatching(/^recipe-images\/m1\/x\.webp: .*ECONNREFUSED/)]);
  });
});
