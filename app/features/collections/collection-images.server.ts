/**
 * A collection's cover image (part 2 §7 storage bucket collection-images, path {userId}/…): decoded to
 * prove it is an image, auto-rotated, stripped of metadata, bounded and re-encoded to WebP by the same
 * pipeline as recipe photos (app/lib/images.server.ts). Only files under the owner's own folder are ever
 * deleted through a collection, so a crafted address cannot remove anyone else's file.
 */
import { randomUUID } from "node:crypto";
import { NOT_AN_IMAGE_MESSAGE } from "~/lib/constants";
import { AppError, Invalid } from "~/lib/errors";
import { processUpload } from "~/lib/images.server";
import { FILE_LIMITS } from "~/lib/limits";
import { keyProblem, publicUrlFor, storage } from "~/lib/storage.server";

const BUCKET = "collection-images";
/** Cards show 16:9 at about 400 px wide, the page's header up to 1,200 px. */
export const COLLECTION_IMAGE_MAX_PX = 1600;
export const COLLECTION_IMAGE_TOO_LARGE = "This image is too large (max 15 MB).";

export class CollectionImageTooLarge extends AppError {
  constructor() {
    super(COLLECTION_IMAGE_TOO_LARGE, 413);
  }
}

/** Processes and stores the image; returns its public address. Nothing is stored for a refused file. */
export async function storeCollectionImage(ownerId: string, bytes: Buffer): Promise<string> {
  if (bytes.byteLength > FILE_LIMITS.photo) throw new CollectionImageTooLarge();
  let image: Buffer;
  try {
    ({ buffer: image } = await processUpload(bytes, {
      resize: { width: COLLECTION_IMAGE_MAX_PX, height: COLLECTION_IMAGE_MAX_PX, fit: "inside" },
    }));
  } catch (error) {
    // The form's field is `image`; processUpload's message is the one to show there.
    if (error instanceof Invalid) throw new Invalid(error.message, { image: [error.message] });
    throw error;
  }
  // A whole random name: a private collection's cover must not be found by guessing its address.
  const key = `${ownerId}/${randomUUID()}.webp`;
  const files = storage();
  await files.put(BUCKET, key, image, "image/webp");
  return files.publicUrl(BUCKET, key);
}

/** The stored key of an image of this owner's, from its public address; null for anything else. */
export function ownedImageKey(ownerId: string, url: string | null | undefined): string | null {
  const prefix = publicUrlFor(BUCKET, `${ownerId}/`);
  if (!url?.startsWith(prefix)) return null;
  const key = url.slice(publicUrlFor(BUCKET, "").length);
  return keyProblem(key) ? null : key;
}

/** Deletes a replaced or orphaned image; a file left behind is only wasted space, never an error. */
export async function deleteCollectionImage(ownerId: string, url: string | null | undefined): Promise<void> {
  const key = ownedImageKey(ownerId, url);
  if (!key) return;
  await storage()
    .delete(BUCKET, key)
    .catch((error) => console.error(`Could not delete collection image ${key}`, error));
}

export const notAnImage = () => new Invalid(NOT_AN_IMAGE_MESSAGE, { image: [NOT_AN_IMAGE_MESSAGE] });
