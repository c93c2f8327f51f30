/**
 * Addresses of the generated link-preview images (client-safe: meta runs in the browser too). Each
 * carries a short version of what is drawn on it, so a renamed member or a new picture gets a new
 * address and caches may keep every version for long.
 */
import { APP_NAME } from "~/lib/constants";
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, type SocialImage } from "./seo-meta";

export const PROFILE_CARD_PREFIX = "/og/profiles/";
export const COLLECTION_CARD_PREFIX = "/og/collections/";
export const CARD_EXTENSION = ".png";

/** FNV-1a of the parts, in base 36: a version tag, not a secret. */
export function cardVersion(...parts: (string | null | undefined)[]): string {
  let hash = 2166136261;
  for (const char of parts.map((part) => part ?? "").join("\u0000")) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  }
  return hash.toString(36);
}

function card(origin: string, prefix: string, name: string, version: string, alt: string): SocialImage {
  return {
    url: `${origin}${prefix}${encodeURIComponent(name)}${CARD_EXTENSION}?v=${version}`,
    width: SOCIAL_CARD_WIDTH,
    height: SOCIAL_CARD_HEIGHT,
    alt,
  };
}

/** A public profile's card: its picture (or initials) with the shown name. */
export function profileCard(
  origin: string,
  profile: { username: string; displayName: string; profile_picture_url: string | null },
): SocialImage {
  const version = cardVersion(profile.displayName, profile.profile_picture_url);
  return card(origin, PROFILE_CARD_PREFIX, profile.username, version, `${profile.displayName} on ${APP_NAME}`);
}

/** A public collection's card: its image cropped to 1200 × 630, or its name on the site's backdrop. */
export function collectionCard(
  origin: string,
  collection: { slug: string; name: string; image_url: string | null },
): SocialImage {
  const version = cardVersion(collection.name, collection.image_url);
  return card(origin, COLLECTION_CARD_PREFIX, collection.slug, version, `${collection.name}: a cocktail collection`);
}

/** The name in a card's address ("ana.png" → "ana"), or null when it is not a card address. */
export function cardName(file: string): string | null {
  return file.endsWith(CARD_EXTENSION) && file.length > CARD_EXTENSION.length
    ? file.slice(0, -CARD_EXTENSION.length)
    : null;
}
