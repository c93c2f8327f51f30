/**
 * A cap on recipe photos a member has uploaded that no recipe uses (issue 11): without it, anyone
 * signed in could fill the disk with photos never attached to anything. Uploads live under the
 * uploader's own folder (recipe-images/{memberId}/…), so one listing of that folder finds them.
 *
 * Only photos from the last day count: the daily upload sweep (features/uploads/upload-sweep.server.ts)
 * removes older unused ones, and a member who abandoned a recipe form (whose photos they can no longer
 * reach) is not locked out.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { UNUSED_UPLOAD_GRACE_MS } from "~/features/uploads/upload-sweep.server";
import { db, schema } from "~/lib/db.server";
import { Invalid } from "~/lib/errors";
import { MAX_UNUSED_UPLOADS } from "~/lib/limits";
import { storage } from "~/lib/storage.server";
import { uploadKeyFor } from "./recipe-images.server";

const { recipes, recipe_images, recipe_instructions } = schema;

/** Each upload is a main image and its `-thumb` twin: count the main images only. */
const isThumbnail = (key: string) => key.endsWith("-thumb.webp");

export function unusedUploadsMessage(count: number): string {
  return `You have ${count} photos that no recipe uses yet. Add them to a recipe, or try again tomorrow.`;
}

/** How many of the member's photos from the last day no recipe uses. */
export async function countUnusedUploads(memberId: string): Promise<number> {
  const files = storage();
  const since = Date.now() - UNUSED_UPLOAD_GRACE_MS;
  const recent = (await files.list("recipe-images", uploadKeyFor(memberId, "")))
    .filter((object) => !isThumbnail(object.key) && object.lastModified.getTime() >= since)
    .map((object) => files.publicUrl("recipe-images", object.key));
  if (recent.length === 0) return 0;
  // Only the member's own recipes can use their uploads (recipe-images.server.ts), and this join is
  // indexed by author, where a search of every recipe_images row by address would not be.
  const [photos, steps] = await Promise.all([
    db
      .select({ url: recipe_images.image_url })
      .from(recipe_images)
      .innerJoin(recipes, eq(recipes.id, recipe_images.recipe_id))
      .where(eq(recipes.user_id, memberId)),
    // A step's photo comes from the same uploads (recipe_instructions.step_image_url).
    db
      .select({ url: recipe_instructions.step_image_url })
      .from(recipe_instructions)
      .innerJoin(recipes, eq(recipes.id, recipe_instructions.recipe_id))
      .where(and(eq(recipes.user_id, memberId), isNotNull(recipe_instructions.step_image_url))),
  ]);
  const usedUrls = new Set([...photos, ...steps].map((row) => row.url));
  return recent.filter((url) => !usedUrls.has(url)).length;
}

/** Refuses a new upload once the member already has MAX_UNUSED_UPLOADS photos that no recipe uses. */
export async function assertRoomForUpload(memberId: string): Promise<void> {
  const unused = await countUnusedUploads(memberId);
  if (unused >= MAX_UNUSED_UPLOADS) {
    const message = unusedUploadsMessage(unused);
    throw new Invalid(message, { file: [message] });
  }
}
