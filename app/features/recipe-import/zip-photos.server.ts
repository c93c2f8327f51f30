/**
 * The photos inside a zip upload (issue 13, Formats item 1). A Bar Assistant data pack names each photo
 * `file:///<name>.jpg`, stored beside the cocktail's data.json; its recipe export writes the photo's
 * address on the Bar Assistant server (often a private one) and puts the file beside recipe.json. Either
 * way the file in the zip becomes the recipe's photo, through the same pipeline as a photo uploaded in
 * the recipe form (decoded, stripped, resized, stored as WebP with a thumbnail). A photo that is missing
 * or does not decode is left out with a note in the preview; it never fails the upload.
 */
import path from "node:path/posix";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { deleteUnusedImageFiles } from "~/features/recipes/recipe-images.server";
import { storeRecipeImage } from "~/features/recipes/recipe-upload.server";
import { db, schema } from "~/lib/db.server";
import { RECIPE_LIST_LIMITS } from "~/lib/limits";
import type { ImportItemData } from "./import-schema";
import { isObject, list } from "./mapping-helpers";
import type { ItemSource } from "./parse-import";
import { unsafeZipPath, type ZipFiles } from "./zip-upload.server";

/** One photo for one recipe: the file in the zip, and the web address it stands in for, if any. */
export type ZipPhoto = { file: string; caption?: string; replaces?: string };
export type StoredPhoto = { url: string; thumbnail_url: string };

/** At most this many photo notes are listed; the rest are counted. */
const LISTED_NOTES = 8;

/** The image references of one source recipe, with their captions, in its own format's fields. */
function references(source: ItemSource): { ref: string; caption?: string }[] {
  const field =
    source.format === "bar-assistant" ? source.raw.images : source.format === "schema-org" ? source.raw.image : [];
  return list(field).flatMap((entry) => {
    const ref = isObject(entry) ? (entry.uri ?? entry.url ?? entry.source ?? entry.contentUrl) : entry;
    const caption = isObject(entry) ? (entry.copyright ?? entry.caption) : undefined;
    if (typeof ref !== "string" || !ref.trim()) return [];
    return [{ ref: ref.trim(), caption: typeof caption === "string" && caption.trim() ? caption.trim() : undefined }];
  });
}

/** The zip file a reference means, relative to the recipe's own file; null when it leaves the zip. */
function resolve(ref: string, document: string | undefined): { file: string | null; web: boolean } {
  const folder = document ? path.dirname(document) : ".";
  if (/^https?:\/\//i.test(ref)) {
    let name: string;
    try {
      name = path.basename(decodeURIComponent(new URL(ref).pathname));
    } catch {
      return { file: null, web: true };
    }
    return { file: name ? path.join(folder, name) : null, web: true };
  }
  let local: string;
  try {
    local = decodeURIComponent(ref.replace(/^file:\/\//i, "")).replace(/^\.?\/+/, "");
  } catch {
    return { file: null, web: false };
  }
  const file = path.normalize(path.join(folder, local));
  return { file: unsafeZipPath(file) ? null : file, web: false };
}

export function cappedPhotoNotes(notes: string[]): string[] {
  if (notes.length <= LISTED_NOTES) return notes;
  const more = notes.length - LISTED_NOTES;
  return [...notes.slice(0, LISTED_NOTES), `…and ${more} more ${more === 1 ? "photo" : "photos"} left out.`];
}

/** Each recipe's photos found in the zip, and a note for each local photo that is not there. */
export function findZipPhotos(sources: ItemSource[], items: ImportItemData[], files: ZipFiles) {
  const notes: string[] = [];
  const photos = sources.map((source, index): ZipPhoto[] => {
    const found: ZipPhoto[] = [];
    for (const { ref, caption } of references(source)) {
      const { file, web } = resolve(ref, source.file);
      if (file && files.has(file)) found.push({ file, caption, replaces: web ? ref : undefined });
      else if (!web) notes.push(`Recipe ${index + 1} (${items[index]?.name}): the photo ${ref} is not in the zip.`);
    }
    return found;
  });
  return { photos, notes };
}

/** For the preview: drops the photos whose header sharp cannot read, with a note for each. */
export async function checkZipPhotos(photos: ZipPhoto[][], items: ImportItemData[], files: ZipFiles) {
  const notes: string[] = [];
  const checked: ZipPhoto[][] = [];
  for (const [index, list] of photos.entries()) {
    const readable: ZipPhoto[] = [];
    for (const photo of list) {
      const ok = await sharp(files.get(photo.file), { failOn: "error" })
        .metadata()
        .then((meta) => Boolean(meta.format && meta.width && meta.height))
        .catch(() => false);
      if (ok) readable.push(photo);
      else notes.push(skippedNote(index, items[index]?.name, photo.file));
    }
    checked.push(readable);
  }
  return { photos: checked, notes };
}

const skippedNote = (index: number, name: string | undefined, file: string) =>
  `Recipe ${index + 1} (${name}): skipped the photo ${file}, which is not a readable image.`;

/**
 * Stores each recipe's zip photos for `actor` and puts them first among its photos (in place of the web
 * addresses they stand for). The upload's own rate limit covers them, as one upload.
 */
export async function storeZipPhotos(
  actor: { id: string },
  items: ImportItemData[],
  photos: ZipPhoto[][],
  files: ZipFiles,
) {
  const stored: StoredPhoto[] = [];
  const notes: string[] = [];
  const withPhotos = [];
  for (const [index, item] of items.entries()) {
    const mine: ImportItemData["images"] = [];
    const replaced = new Set<string>();
    for (const photo of (photos[index] ?? []).slice(0, RECIPE_LIST_LIMITS.photos)) {
      try {
        const saved = await storeRecipeImage(actor, Buffer.from(files.get(photo.file) ?? []));
        stored.push(saved);
        mine.push({ url: saved.url, caption: photo.caption });
        if (photo.replaces) replaced.add(photo.replaces);
      } catch {
        notes.push(skippedNote(index, item.name, photo.file));
      }
    }
    const web = item.images.filter((image) => !replaced.has(image.url));
    withPhotos.push({ ...item, images: [...mine, ...web].slice(0, RECIPE_LIST_LIMITS.photos) });
  }
  return { items: withPhotos, stored, notes: cappedPhotoNotes(notes) };
}

/** The import writes each photo's address; the thumbnails stored beside them are added here. */
export async function attachThumbnails(stored: StoredPhoto[]) {
  for (const { url, thumbnail_url } of stored) {
    await db.update(schema.recipe_images).set({ thumbnail_url }).where(eq(schema.recipe_images.image_url, url));
    await db.update(schema.recipes).set({ thumbnail_url }).where(eq(schema.recipes.image_url, url));
  }
}

/** After a failed import, the stored photos no recipe uses are removed. */
export async function discardPhotos(stored: StoredPhoto[]) {
  await deleteUnusedImageFiles(stored.flatMap((photo) => [photo.url, photo.thumbnail_url]));
}
