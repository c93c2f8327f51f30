/**
 * Writes behind /settings/profile (issue 14): the profile form (with username changes that keep
 * the old addresses redirecting), the profile picture and the saved theme. Each acts on the
 * acting member's own profile only and counts against its rate limit first.
 */

import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { guardContentWrite } from "~/features/moderation/write-guard.server";
import { USERNAME_TAKEN } from "~/lib/auth.server";
import { NOT_AN_IMAGE_MESSAGE } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { AppError, Invalid, NotFound } from "~/lib/errors";
import { makeThumbnail, processUpload } from "~/lib/images.server";
import { BODY_LIMITS, FILE_LIMITS } from "~/lib/limits";
import { purgePages } from "~/lib/page-cache/purge.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { keyProblem, publicUrlFor, storage } from "~/lib/storage.server";
import { readUploadedFile } from "~/lib/uploaded-file.server";
import { type ProfileSettingsInput, type ThemeName, ThemeSchema } from "./profile-settings-schema";
import { SOCIAL_LINK_KEYS } from "./social-links";

const { profiles, profile_slug_redirects, user } = schema;

type Actor = { id: string };

/** Part 2 §5: JPEG, PNG, GIF or WebP only (sharp's format names). */
export const PROFILE_PICTURE_FORMATS = ["jpeg", "png", "gif", "webp"] as const;
/** Stored square side: crisp at the header's 112 px on a 3x screen, a few tens of KB as WebP. */
export const PROFILE_PICTURE_PX = 400;
export const PICTURE_TOO_LARGE = "This image is too large (max 5 MB).";
const BUCKET = "profile-images";

export class PictureTooLarge extends AppError {
  constructor() {
    super(PICTURE_TOO_LARGE, 413);
  }
}

function usernameTaken() {
  return new Invalid(USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
}

/** better-auth's `user.name`, as sign-up sets it: the full name, else the username (used in e-mails). */
function accountName(input: ProfileSettingsInput) {
  return [input.first_name, input.last_name].filter(Boolean).join(" ") || input.username;
}

/**
 * Saves the profile form. A new username must be free (the sign-up rules were checked by the
 * schema); the old address is kept in profile_slug_redirects so /{old}, its followers pages and
 * /recipes/{old}/… answer 301 to the new ones, and a redirect row for the new name (the member's
 * own earlier name, or one given up by someone else) is dropped. Profile and account name are
 * written in one transaction.
 */
export async function updateProfile(actor: Actor, input: ProfileSettingsInput) {
  await guardContentWrite(actor.id, "profile");
  await consumeRateLimit("profile", actor.id);
  const [current] = await db.select({ slug: profiles.slug }).from(profiles).where(eq(profiles.id, actor.id));
  if (!current) throw new NotFound("Profile not found");

  const slug = input.username.toLowerCase();
  const renamed = slug !== current.slug;
  if (renamed) {
    // Checked before counting the rename, so trying a taken name does not use one up.
    const [taken] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.slug, slug), ne(profiles.id, actor.id)))
      .limit(1);
    if (taken) throw usernameTaken();
    await consumeRateLimit("usernameChange", actor.id);
  }

  const social_links = Object.fromEntries(
    SOCIAL_LINK_KEYS.flatMap((key) => (input[key] ? [[key, input[key]]] : [])),
  ) as Record<(typeof SOCIAL_LINK_KEYS)[number], string>;

  try {
    const result = await db.transaction(async (tx) => {
      if (renamed) {
        await tx
          .insert(profile_slug_redirects)
          .values({ old_slug: current.slug, profile_id: actor.id })
          .onConflictDoUpdate({
            target: profile_slug_redirects.old_slug,
            set: { profile_id: actor.id, created_at: sql`now()` },
          });
        await tx.delete(profile_slug_redirects).where(eq(profile_slug_redirects.old_slug, slug));
      }
      const [saved] = await tx
        .update(profiles)
        .set({
          username: input.username,
          slug,
          first_name: input.first_name ?? null,
          last_name: input.last_name ?? null,
          bio: input.bio ?? null,
          location: input.location ?? null,
          expertise_level: input.expertise_level ?? null,
          social_links,
          updated_at: sql`now()`,
        })
        .where(eq(profiles.id, actor.id))
        .returning({ username: profiles.username, slug: profiles.slug });
      await tx
        .update(user)
        .set({ name: accountName(input), updatedAt: sql`now()` })
        .where(eq(user.id, actor.id));
      return { username: saved?.username ?? input.username, renamed };
    });
    await purgePages({ everything: true });
    return result;
  } catch (error) {
    // Two members racing for one name: the unique index decides.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

/** The key of a picture we stored, from its public address's last path segment; null for anything else. */
export function storedPictureKey(url: string | null): string | null {
  const prefix = publicUrlFor(BUCKET, "");
  if (!url?.startsWith(prefix)) return null;
  const key = url.slice(url.lastIndexOf("/") + 1);
  return keyProblem(key) ? null : key;
}

async function deleteStoredPicture(url: string | null) {
  const key = storedPictureKey(url);
  if (!key) return;
  // The new address is already saved: a file left behind is only wasted space, never an error.
  await storage()
    .delete(BUCKET, key)
    .catch((error) => console.error(`Could not delete old profile picture ${key}`, error));
}

const notAnImage = () => new Invalid(NOT_AN_IMAGE_MESSAGE, { picture: [NOT_AN_IMAGE_MESSAGE] });

/** The picture's bytes: given, or read from the upload request within the picture's caps. */
function pictureBytes(file: Buffer | Request): Promise<Buffer> {
  if (Buffer.isBuffer(file)) return Promise.resolve(file);
  return readUploadedFile(file, {
    bodyLimit: BODY_LIMITS.profilePicture,
    fileLimit: FILE_LIMITS.profilePicture,
    field: "file",
    tooLarge: () => new PictureTooLarge(),
    missing: notAnImage,
  });
}

/**
 * Part 2 §5 / §7: the file must decode as JPEG, PNG, GIF or WebP of at most 5 MB; it is
 * auto-rotated, stripped of metadata, cropped to a square and stored as WebP under a random name
 * in `profile-images`. The old file is deleted once the new address is saved. A refused file
 * changes nothing. `file` is the bytes, or the upload request (read only after the rate check).
 */
export async function setProfilePicture(actor: Actor, file: Buffer | Request): Promise<{ url: string }> {
  await guardContentWrite(actor.id, "profile");
  await consumeRateLimit("upload", actor.id);
  const bytes = await pictureBytes(file);
  if (bytes.byteLength > FILE_LIMITS.profilePicture) throw new PictureTooLarge();
  let square: Buffer;
  try {
    const image = await processUpload(bytes, {
      formats: PROFILE_PICTURE_FORMATS,
      resize: { width: PROFILE_PICTURE_PX * 2, height: PROFILE_PICTURE_PX * 2, fit: "inside" },
    });
    square = await makeThumbnail(image.buffer, PROFILE_PICTURE_PX);
  } catch (error) {
    // processUpload names its field `image`; on this form the field is the picture.
    if (error instanceof Invalid) throw new Invalid(error.message, { picture: [error.message] });
    throw error;
  }

  const key = `${randomUUID()}.webp`;
  const files = storage();
  await files.put(BUCKET, key, square, "image/webp");
  const url = files.publicUrl(BUCKET, key);
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ url: profiles.profile_picture_url })
        .from(profiles)
        .where(eq(profiles.id, actor.id))
        .for("update");
      if (!row) throw new NotFound("Profile not found");
      await tx
        .update(profiles)
        .set({ profile_picture_url: url, updated_at: sql`now()` })
        .where(eq(profiles.id, actor.id));
      return row.url;
    });
  } catch (error) {
    await files.delete(BUCKET, key).catch(() => {});
    throw error;
  }
  await deleteStoredPicture(previous);
  await purgePages({ everything: true });
  return { url };
}

/** Clears the picture (the placeholder shows again) and deletes its file. */
export async function removeProfilePicture(actor: Actor): Promise<void> {
  await consumeRateLimit("profile", actor.id);
  const [row] = await db.select({ url: profiles.profile_picture_url }).from(profiles).where(eq(profiles.id, actor.id));
  if (!row) throw new NotFound("Profile not found");
  if (!row.url) return;
  await db
    .update(profiles)
    .set({ profile_picture_url: null, updated_at: sql`now()` })
    .where(and(eq(profiles.id, actor.id), eq(profiles.profile_picture_url, row.url)));
  await deleteStoredPicture(row.url);
  await purgePages({ everything: true });
}

/** Part 1 §4 theme, saved on the profile so it follows the member to another browser (issue 14). */
export async function setTheme(actor: Actor, theme: ThemeName | string): Promise<ThemeName> {
  await consumeRateLimit("theme", actor.id);
  const parsed = ThemeSchema.safeParse(theme);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid theme";
    throw new Invalid(message, { theme: [message] });
  }
  await db.update(profiles).set({ theme: parsed.data }).where(eq(profiles.id, actor.id));
  return parsed.data;
}
