/**
 * Images on posts and comments (part 2 §5, §7 bucket post-images, issue 16): at most four, 5 MB each,
 * JPEG, PNG, GIF or WebP by their content (decoded, never trusted by name), auto-rotated, stripped of
 * metadata, bounded and re-encoded to WebP by the recipe photos' pipeline. Stored as
 * {userId}/{random}.webp, so only the owner's own files are ever deleted through a post.
 */
import { randomUUID } from "node:crypto";
import { Invalid } from "~/lib/errors";
import { processUpload } from "~/lib/images.server";
import { publicUrlFor, storage } from "~/lib/storage.server";
import { IMAGE_RULES } from "./feed-schema";

const BUCKET = "post-images";
/** The viewer shows an image at most about 1,600 px wide. */
export const POST_IMAGE_MAX_PX = 1600;
/** sharp's names for the spec's four types. */
const FORMATS = ["jpeg", "png", "gif", "webp"] as const;

const refuse = (message: string) => new Invalid(message, { images: [message] });

/** The files chosen in a post or comment form, checked for count and size before any is read. */
export function chosenImages(form: FormData): File[] {
  const files = form.getAll("images").filter((value): value is File => typeof value !== "string" && value.size > 0);
  if (files.length > IMAGE_RULES.maxFiles) throw refuse(IMAGE_RULES.tooMany);
  if (files.some((file) => file.size > IMAGE_RULES.maxBytes)) throw refuse(IMAGE_RULES.tooLarge);
  return files;
}

/**
 * Processes every image first and stores them only when all are good, so a refusal stores nothing.
 * Returns their public addresses in the order given.
 */
export async function storePostImages(ownerId: string, files: readonly File[]): Promise<string[]> {
  if (files.length > IMAGE_RULES.maxFiles) throw refuse(IMAGE_RULES.tooMany);
  const processed: Buffer[] = [];
  for (const file of files) {
    if (file.size > IMAGE_RULES.maxBytes) throw refuse(IMAGE_RULES.tooLarge);
    try {
      const { buffer } = await processUpload(Buffer.from(await file.arrayBuffer()), {
        formats: FORMATS,
        resize: { width: POST_IMAGE_MAX_PX, height: POST_IMAGE_MAX_PX, fit: "inside" },
      });
      processed.push(buffer);
    } catch (error) {
      if (error instanceof Invalid) throw refuse(`${file.name}: ${IMAGE_RULES.wrongType}`);
      throw error;
    }
  }
  const files_ = storage();
  const urls: string[] = [];
  try {
    for (const image of processed) {
      const key = `${ownerId}/${randomUUID()}.webp`;
      await files_.put(BUCKET, key, image, "image/webp");
      urls.push(files_.publicUrl(BUCKET, key));
    }
  } catch (error) {
    await deletePostImages(ownerId, urls);
    throw error;
  }
  return urls;
}

/** The stored key of one of this owner's post images, from its public address; null for anything else. */
function ownedKey(ownerId: string, url: string): string | null {
  const prefix = publicUrlFor(BUCKET, `${ownerId}/`);
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(publicUrlFor(BUCKET, "").length);
  return /^[\w-]+\/[\w-]+\.webp$/.test(key) ? key : null;
}

/** Removes a deleted post's or comment's images; a file left behind is wasted space, never an error. */
export async function deletePostImages(ownerId: string, urls: readonly string[]): Promise<void> {
  const files = storage();
  await Promise.all(
    urls.map(async (url) => {
      const key = ownedKey(ownerId, url);
      if (!key) return;
      await files.delete(BUCKET, key).catch((error) => console.error(`Could not delete post image ${key}`, error));
    }),
  );
}
