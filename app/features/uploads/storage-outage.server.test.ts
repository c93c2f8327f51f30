/**
 * Issue 20: with uploads on an S3 store, a store that stops answering fails a photo upload with a clear
 * message and leaves nothing half-stored; once it is back, uploads work again.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadRecipeImage } from "~/features/recipes/recipe-upload.server";
import { type Storage, StorageUnavailable, setStorage, storage } from "~/lib/storage.server";
import { createS3Storage } from "~/lib/storage-s3.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { setupTestS3 } from "../../../test/s3-server";

setupTestDatabase();
const testS3 = setupTestS3();
let local: Storage;
let s3: Storage;

beforeAll(() => {
  local = storage();
  s3 = createS3Storage(testS3().layouts[0]!.config);
  setStorage(s3);
});
afterAll(() => setStorage(local));

const photo = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: "#2f7a4b" } })
    .png()
    .toBuffer();

describe("a photo upload while the store is down", () => {
  it("fails with the storage message (503) and stores nothing; works again once the store is back", async () => {
    const member = await createMember(`outage_${Date.now().toString(36)}`);
    await testS3().stop({ keepFiles: true });
    try {
      const failed = uploadRecipeImage(member, await photo());
      await expect(failed).rejects.toBeInstanceOf(StorageUnavailable);
      await expect(failed).rejects.toMatchObject({
        status: 503,
        message: "We couldn't reach our file storage. Please try again in a moment.",
      });
    } finally {
      await testS3().restart();
    }
    expect(await s3.list("recipe-images", `${member.id}/`)).toEqual([]);

    const uploaded = await uploadRecipeImage(member, await photo());
    expect(uploaded.url).toMatch(new RegExp(`^/uploads/recipe-images/${member.id}/[0-9a-f-]{36}\\.webp$`));
    const keys = (await s3.list("recipe-images", `${member.id}/`)).map((object) => object.key).sort();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/-thumb\.webp$/);
  });
});
