/** Which image addresses a recipe may use, and removing stored files the recipe no longer needs. */
import { inArray } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { Invalid } from "~/lib/errors";
import { storage } from "~/lib/storage.server";

const PREFIX = "/uploads/recipe-images/";

/** The storage key behind one of our own image URLs, or null for an external address. */
export function storedKey(url: string | null | undefined): string | null {
  return url?.startsWith(PREFIX) ? url.slice(PREFIX.length) : null;
}

/**
 * The square thumbnail stored beside one of our uploads (recipe-upload.server.ts names them
 * "{id}.webp" and "{id}-thumb.webp"). A step keeps only the main address; its thumbnail goes with it.
 */
export function thumbnailTwin(url: string | null | undefined): string | null {
  return storedKey(url) && url?.endsWith(".webp") && !url.endsWith("-thumb.webp")
    ? url.replace(/\.webp$/, "-thumb.webp")
    : null;
}

/** A step photo's stored files: the main image and its thumbnail twin. */
export function stepImageFiles(urls: (string | null | undefined)[]): string[] {
  return urls.flatMap((url) => (url ? [url, thumbnailTwin(url) ?? ""].filter(Boolean) : []));
}

/** Uploads go under the uploader's folder: recipe-images/{memberId}/… */
export function uploadKeyFor(memberId: string, name: string): string {
  return `${memberId}/${name}`;
}

/**
 * A recipe may show external http(s) images, images the author uploaded, and images it already
 * had. Anyone else's upload is refused, so nobody can attach (and later delete) another's file.
 */
export function assertImagesAllowed(
  actorId: string,
  urls: (string | undefined)[],
  alreadyOnRecipe: Set<string>,
  field = "images",
) {
  for (const url of urls) {
    const key = storedKey(url);
    if (!url || !key || alreadyOnRecipe.has(url)) continue;
    if (!key.startsWith(`${actorId}/`))
      throw new Invalid("One of the photos is not yours to use", {
        [field]: ["One of the photos is not yours to use"],
      });
  }
}

/** Deletes stored files that no recipe refers to any more. Runs after the database commit. */
export async function deleteUnusedImageFiles(urls: (string | null | undefined)[]) {
  const candidates = [...new Set(urls.filter((u): u is string => Boolean(storedKey(u))))];
  if (candidates.length === 0) return;
  const stillUsed = await db
    .select({ image_url: schema.recipe_images.image_url, thumbnail_url: schema.recipe_images.thumbnail_url })
    .from(schema.recipe_images)
    .where(inArray(schema.recipe_images.image_url, candidates));
  // A step photo (recipe_instructions.step_image_url) keeps its file and its thumbnail too.
  const stepsUsing = await db
    .select({ url: schema.recipe_instructions.step_image_url })
    .from(schema.recipe_instructions)
    .where(inArray(schema.recipe_instructions.step_image_url, candidates));
  const keep = new Set([
    ...stillUsed.flatMap((r) => [r.image_url, r.thumbnail_url]),
    ...stepImageFiles(stepsUsing.map((r) => r.url)),
  ]);
  await Promise.all(
    candidates
      .filter((url) => !keep.has(url))
      .map(async (url) => {
        try {
          await storage().delete("recipe-images", storedKey(url) as string);
        } catch (error) {
          console.error(`Could not delete stored image ${url}`, error);
        }
      }),
  );
}
