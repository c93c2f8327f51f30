/**
 * The images behind /og/profiles/{username}.png and /og/collections/{slug}.png (issue 18): drawn only
 * for what everyone may see (the policy layer, asked as an anonymous viewer, and the owner's public
 * setting), else null (a 404). Rendered cards are kept in a small in-process cache by version.
 */
import { getCollectionPage } from "~/features/collections/collection-queries.server";
import { getPublicProfile } from "~/features/profiles/profile-queries.server";
import { APP_NAME } from "~/lib/constants";
import { readUpload, renderCache } from "./render-cache.server";
import { coverCard, renderSocialCard } from "./social-card.server";
import { cardVersion } from "./social-card-paths";

/** About 250 kB a card: at most some 16 MB of cards per process. */
const cached = renderCache(64);

export function shownName(p: { username: string; first_name: string | null; last_name: string | null }): string {
  return [p.first_name, p.last_name].filter(Boolean).join(" ").trim() || `@${p.username}`;
}

/** A public profile's card: its picture in a circle (or the glass) beside the name everyone sees. */
export async function profileCardImage(username: string): Promise<Buffer | null> {
  const profile = await getPublicProfile(username, null);
  if (!profile?.canView || profile.visibility !== "public") return null;
  const name = shownName(profile);
  return cached(`profile:${profile.id}:${cardVersion(name, profile.profile_picture_url)}`, async () =>
    renderSocialCard({
      title: name,
      subtitle: `@${profile.username} · cocktail recipes and collections on ${APP_NAME}`,
      picture: await readUpload(profile.profile_picture_url).catch(() => null),
      compact: true,
    }),
  );
}

/** A public collection's card: its image filling the card, or its name on the site's backdrop. */
export async function collectionCardImage(slug: string): Promise<Buffer | null> {
  const lookup = await getCollectionPage(slug, null);
  if (lookup.kind !== "found" || lookup.data.visibility !== "public") return null;
  const collection = lookup.data;
  return cached(`collection:${collection.id}:${cardVersion(collection.name, collection.image_url)}`, async () => {
    const image = await readUpload(collection.image_url).catch(() => null);
    if (image) {
      try {
        return await coverCard(image);
      } catch (error) {
        console.error(`Social card: could not crop the image of collection ${collection.id}`, error);
      }
    }
    const by = collection.owner_username ? ` by @${collection.owner_username}` : "";
    return renderSocialCard({
      title: collection.name,
      subtitle: `A cocktail collection${by} on ${APP_NAME}`,
      compact: true,
    });
  });
}
