import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { type Bucket, publicUrlFor, type Storage, storage } from "~/lib/storage.server";
import { createS3Storage } from "~/lib/storage-s3.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { setupTestS3 } from "../../../test/s3-server";
import { sweepUnusedUploads, UNUSED_UPLOAD_GRACE_MS } from "./upload-sweep.server";

setupTestDatabase();
const testS3 = setupTestS3();

const DAY_LATER = Date.now() + UNUSED_UPLOAD_GRACE_MS + 60_000;

async function put(files: Storage, bucket: Bucket, key: string): Promise<string> {
  await files.put(bucket, key, Buffer.from(key), "image/webp");
  return publicUrlFor(bucket, key);
}

async function keys(files: Storage, bucket: Bucket, folder: string): Promise<string[]> {
  return (await files.list(bucket, `${folder}/`)).map((object) => object.key.slice(folder.length + 1)).sort();
}

describe.each([
  ["the local disk", () => storage()],
  ["S3", () => createS3Storage(testS3().layouts[0]!.config)],
])("the upload sweep on %s", (_, files) => {
  it("removes uploads no row uses once a day old, and keeps every used one with its thumbnail", async () => {
    const member = await createMember(`sweeper_${randomUUID().slice(0, 8)}`);
    const m = member.id;
    const s = files();
    // A recipe with a photo (its thumbnail is not in any column), a step photo, and an abandoned upload.
    const photo = await put(s, "recipe-images", `${m}/photo.webp`);
    await put(s, "recipe-images", `${m}/photo-thumb.webp`);
    const step = await put(s, "recipe-images", `${m}/step.webp`);
    await put(s, "recipe-images", `${m}/step-thumb.webp`);
    await put(s, "recipe-images", `${m}/abandoned.webp`);
    await put(s, "recipe-images", `${m}/abandoned-thumb.webp`);
    const [recipe] = await db
      .insert(schema.recipes)
      .values({ user_id: m, slug: "swept", name: "Swept", image_url: photo })
      .returning({ id: schema.recipes.id });
    await db.insert(schema.recipe_images).values({ recipe_id: recipe!.id, image_url: photo, position: 1 });
    await db
      .insert(schema.recipe_instructions)
      .values({ recipe_id: recipe!.id, step_number: 1, step_description: "Stir", step_image_url: step });
    // A post's and a comment's images, a collection cover and a profile picture, each beside an orphan.
    const postImage = await put(s, "post-images", `${m}/post.webp`);
    const commentImage = await put(s, "post-images", `${m}/comment.webp`);
    await put(s, "post-images", `${m}/orphan.webp`);
    const [post] = await db
      .insert(schema.community_posts)
      .values({ user_id: m, content: "Look", images: [postImage] })
      .returning({ id: schema.community_posts.id });
    await db.insert(schema.post_comments).values({ post_id: post!.id, user_id: m, images: [commentImage] });
    const cover = await put(s, "collection-images", `${m}/cover.webp`);
    await put(s, "collection-images", `${m}/old-cover.webp`);
    await db.insert(schema.collections).values({ user_id: m, name: "Kept", slug: `kept-${m}`, image_url: cover });
    const picture = await put(s, "profile-images", `${m}/face.webp`);
    await put(s, "profile-images", `${m}/old-face.webp`);
    await db.update(schema.profiles).set({ profile_picture_url: picture }).where(eq(schema.profiles.id, m));

    // Within the day of grace nothing goes, used or not.
    const early = await sweepUnusedUploads({ files: s });
    expect(early.removed).toBe(0);
    expect(early.checked).toBeGreaterThanOrEqual(13);
    expect(await keys(s, "recipe-images", m)).toHaveLength(6);

    const later = await sweepUnusedUploads({ files: s, now: DAY_LATER });
    expect(later.removed).toBeGreaterThanOrEqual(5);
    expect(await keys(s, "recipe-images", m)).toEqual([
      "photo-thumb.webp",
      "photo.webp",
      "step-thumb.webp",
      "step.webp",
    ]);
    expect(await keys(s, "post-images", m)).toEqual(["comment.webp", "post.webp"]);
    expect(await keys(s, "collection-images", m)).toEqual(["cover.webp"]);
    expect(await keys(s, "profile-images", m)).toEqual(["face.webp"]);

    // A photo the recipe stops using goes on the next sweep; a second sweep finds nothing more.
    await db.update(schema.recipes).set({ image_url: null }).where(eq(schema.recipes.id, recipe!.id));
    await db.delete(schema.recipe_images).where(eq(schema.recipe_images.recipe_id, recipe!.id));
    const after = await sweepUnusedUploads({ files: s, now: DAY_LATER });
    expect(await keys(s, "recipe-images", m)).toEqual(["step-thumb.webp", "step.webp"]);
    expect(after.removed).toBeGreaterThanOrEqual(2);
    expect((await sweepUnusedUploads({ files: s, now: DAY_LATER })).removed).toBe(0);
  });
});
