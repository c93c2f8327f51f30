/**
 * Recipe photo uploads (part 1 §2 Recipe Photos, §5 Image upload): the bytes are proved to be an
 * image, stripped of metadata, capped in size and stored as WebP with a square thumbnail under the
 * uploader's own folder, which is what lets a recipe use them (recipe-images.server.ts).
 */
import { randomUUID } from "node:crypto";
import { NOT_AN_IMAGE_MESSAGE } from "~/lib/constants";
import { AppError, Invalid } from "~/lib/errors";
import { makeThumbnail, processUpload } from "~/lib/images.server";
import { BODY_LIMITS, FILE_LIMITS } from "~/lib/limits";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { storage } from "~/lib/storage.server";
import { readUploadedFile as readMultipartFile } from "~/lib/uploaded-file.server";
import { uploadKeyFor } from "./recipe-images.server";
import { assertRoomForUpload } from "./unused-uploads.server";

/** The raw photo as sent (app/lib/limits.ts). */
export const MAX_UPLOAD_BYTES = FILE_LIMITS.photo;
export const UPLOAD_TOO_LARGE_MESSAGE = "This image is too large (max 10 MB).";
/** The stored main image is bounded; the thumbnail is the square used by cards and the form. */
export const MAIN_IMAGE_MAX_PX = 2000;
export const THUMBNAIL_PX = 600;

export class UploadTooLarge extends AppError {
  constructor() {
    super(UPLOAD_TOO_LARGE_MESSAGE, 413);
  }
}

export type UploadedRecipeImage = { url: string; thumbnail_url: string };

const notAnImage = () => new Invalid(NOT_AN_IMAGE_MESSAGE, { file: [NOT_AN_IMAGE_MESSAGE] });

/** The single `file` field of a multipart request, read within the photo caps (lib/uploaded-file.server.ts). */
export function readUploadedFile(request: Request): Promise<Buffer> {
  return readMultipartFile(request, {
    bodyLimit: BODY_LIMITS.imageUpload,
    fileLimit: MAX_UPLOAD_BYTES,
    field: "file",
    tooLarge: () => new UploadTooLarge(),
    missing: notAnImage,
  });
}

/** The member may upload now: within the upload rate, and not sitting on too many unused photos. */
async function assertMayUpload(actor: { id: string }) {
  await consumeRateLimit("upload", actor.id);
  await assertRoomForUpload(actor.id);
}

/** Stores one photo for `actor` (see storeRecipeImage) and returns its public addresses. */
export async function uploadRecipeImage(actor: { id: string }, bytes: Buffer): Promise<UploadedRecipeImage> {
  await assertMayUpload(actor);
  return storeRecipeImage(actor, bytes);
}

/** The upload endpoint's path: the checks come before the request body is read. */
export async function uploadRecipeImageFrom(actor: { id: string }, request: Request): Promise<UploadedRecipeImage> {
  await assertMayUpload(actor);
  return storeRecipeImage(actor, await readUploadedFile(request));
}

/**
 * Nothing is stored unless both the main image and the thumbnail are: processing happens first,
 * and a failed second write removes the first. Also used for the photos inside a bulk-upload zip,
 * which the upload's own rate limit covers.
 */
export async function storeRecipeImage(actor: { id: string }, bytes: Buffer): Promise<UploadedRecipeImage> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new UploadTooLarge();
  // processUpload throws Invalid with "Please upload an image file" or the pixel-cap message.
  const main = await processUpload(bytes, {
    resize: { width: MAIN_IMAGE_MAX_PX, height: MAIN_IMAGE_MAX_PX, fit: "inside" },
  });
  const thumbnail = await makeThumbnail(main.buffer, THUMBNAIL_PX);

  const name = randomUUID();
  const mainKey = uploadKeyFor(actor.id, `${name}.webp`);
  const thumbKey = uploadKeyFor(actor.id, `${name}-thumb.webp`);
  const files = storage();
  await files.put("recipe-images", mainKey, main.buffer, "image/webp");
  try {
    await files.put("recipe-images", thumbKey, thumbnail, "image/webp");
  } catch (error) {
    await files.delete("recipe-images", mainKey).catch(() => {});
    throw error;
  }
  return {
    url: files.publicUrl("recipe-images", mainKey),
    thumbnail_url: files.publicUrl("recipe-images", thumbKey),
  };
}
