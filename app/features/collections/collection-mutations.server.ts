/**
 * Collection writes (part 2 §4, §5, issue 15). Each takes the acting member and checks ownership itself
 * (collection-policy.server.ts): only the owner may edit, hide, share, delete or choose the recipes of a
 * collection; anyone else is told it does not exist. Every change is one transaction.
 */

import { eq, like, or } from "drizzle-orm";
import { guardContentWrite } from "~/features/moderation/write-guard.server";
import { notifyCollectionUpdate } from "~/features/notifications/notify.server";
import { privacySettingsOf } from "~/features/privacy/profile-privacy.server";
import { audienceColumns } from "~/features/privacy/visibility";
import type { Visibility } from "~/lib/constants";
import { db, schema, type Transaction } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { Invalid, NotFound } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache/purge.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { slugify } from "~/lib/slug";
import { isUuid } from "~/lib/uuid";
import { deleteCollectionImage, storeCollectionImage } from "./collection-images.server";
import { type Actor, assertOwnRecipes, ownCollection } from "./collection-policy.server";
import { type CollectionDetailsInput, NAME_REQUIRED, UNKNOWN_RECIPES } from "./collection-schema";

const { collections, collection_recipes, collection_slug_redirects, profiles } = schema;

/** Slugs that name a page of their own under /collections. */
const RESERVED_SLUGS = new Set(["new"]);

/** A slug no other collection uses: "happy-hour", else "happy-hour-2", … (site-wide, part 2 §3). */
async function freeSlug(tx: Transaction, name: string, exceptId?: string): Promise<string> {
  const base = slugify(name, 80, "collection");
  const taken = await tx
    .select({ slug: collections.slug, id: collections.id })
    .from(collections)
    .where(or(eq(collections.slug, base), like(collections.slug, `${base}-%`)));
  const used = new Set(taken.filter((row) => row.id !== exceptId).map((row) => row.slug));
  for (const reserved of RESERVED_SLUGS) used.add(reserved);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Retries once or twice when two writes race for one slug: the unique index decides. */
async function withFreeSlug<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, "collections_slug_idx")) continue;
      throw error;
    }
  }
}

export type NewCollection = Partial<CollectionDetailsInput> & { name: string };

/**
 * Creates a collection. Its audience is the one chosen, else the member's default for collections
 * (privacy settings). `recipeId` adds one of the member's recipes at once (the Add to Collection dialog).
 * The image, when given, is processed and stored first and removed again if the insert fails.
 */
export async function createCollection(
  actor: Actor,
  input: NewCollection,
  options: { image?: Buffer; recipeId?: string } = {},
): Promise<{ id: string; slug: string }> {
  await guardContentWrite(actor.id, "collection");
  await consumeRateLimit("collection", actor.id);
  if (!input.name.trim()) throw new Invalid(NAME_REQUIRED, { name: [NAME_REQUIRED] });
  if (options.recipeId !== undefined && !isUuid(options.recipeId)) throw new Invalid(UNKNOWN_RECIPES);
  const image_url = options.image ? await storeCollectionImage(actor.id, options.image) : null;
  try {
    const created = await withFreeSlug(() =>
      db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ privacy: profiles.privacy_settings })
          .from(profiles)
          .where(eq(profiles.id, actor.id));
        if (!owner) throw new NotFound("Profile not found");
        if (options.recipeId) await assertOwnRecipes(tx, actor, [options.recipeId]);
        const visibility = input.visibility ?? privacySettingsOf(owner.privacy).collection_visibility;
        const [created] = await tx
          .insert(collections)
          .values({
            user_id: actor.id,
            name: input.name,
            slug: await freeSlug(tx, input.name),
            description: input.description ?? null,
            image_url,
            ...audienceColumns(visibility),
          })
          .returning({ id: collections.id, slug: collections.slug });
        if (!created) throw new Error("Collection insert returned nothing");
        // A slug that was another collection's old address is live again: the redirect must not shadow it.
        await tx.delete(collection_slug_redirects).where(eq(collection_slug_redirects.old_slug, created.slug));
        if (options.recipeId) {
          await tx.insert(collection_recipes).values({ collection_id: created.id, recipe_id: options.recipeId });
        }
        return created;
      }),
    );
    await purgePages({ everything: true });
    return created;
  } catch (error) {
    await deleteCollectionImage(actor.id, image_url);
    throw error;
  }
}

/** What the edit form says about the image. */
export type ImageChange = { kind: "keep" } | { kind: "remove" } | { kind: "replace"; bytes: Buffer };

/**
 * Saves name, description and audience, and replaces or removes the image. Renaming gives a new slug
 * and keeps the old one redirecting. The old image file is deleted only once the new row is saved.
 */
export async function updateCollection(
  actor: Actor,
  collectionId: string,
  input: CollectionDetailsInput,
  image: ImageChange = { kind: "keep" },
): Promise<{ slug: string }> {
  await guardContentWrite(actor.id, "collection");
  await consumeRateLimit("collection", actor.id);
  if (!isUuid(collectionId)) throw new NotFound("Collection not found");
  // Refuse a stranger before doing any image work for them.
  await db.transaction((tx) => ownCollection(tx, actor, collectionId));
  const stored = image.kind === "replace" ? await storeCollectionImage(actor.id, image.bytes) : null;
  let previousImage: string | null = null;
  try {
    const result = await withFreeSlug(() =>
      db.transaction(async (tx) => {
        const current = await ownCollection(tx, actor, collectionId);
        let slug = current.slug;
        if (input.name !== current.name) {
          slug = await freeSlug(tx, input.name, collectionId);
          if (slug !== current.slug) {
            await tx
              .insert(collection_slug_redirects)
              .values({ old_slug: current.slug, collection_id: collectionId })
              .onConflictDoUpdate({ target: collection_slug_redirects.old_slug, set: { collection_id: collectionId } });
          }
          await tx.delete(collection_slug_redirects).where(eq(collection_slug_redirects.old_slug, slug));
        }
        const imageUrl = image.kind === "keep" ? current.image_url : stored;
        previousImage = image.kind === "keep" ? null : current.image_url;
        await tx
          .update(collections)
          .set({
            name: input.name,
            slug,
            description: input.description ?? null,
            image_url: imageUrl,
            ...audienceColumns(input.visibility),
            updated_at: new Date(),
          })
          .where(eq(collections.id, collectionId));
        return { slug };
      }),
    );
    await deleteCollectionImage(actor.id, previousImage);
    // The members it is shared with hear of the edit (issue 17), after the commit.
    await notifyCollectionUpdate(actor.id, [collectionId]);
    await purgePages({ everything: true });
    return result;
  } catch (error) {
    await deleteCollectionImage(actor.id, stored);
    throw error;
  }
}

/** Part 2 §4: public ↔ private (and followers only, our third audience). */
export async function setCollectionVisibility(actor: Actor, collectionId: string, visibility: Visibility) {
  await guardContentWrite(actor.id, "collection");
  await consumeRateLimit("collection", actor.id);
  if (!isUuid(collectionId)) throw new NotFound("Collection not found");
  await db.transaction(async (tx) => {
    await ownCollection(tx, actor, collectionId);
    await tx
      .update(collections)
      .set({ ...audienceColumns(visibility), updated_at: new Date() })
      .where(eq(collections.id, collectionId));
  });
  await purgePages({ everything: true });
}

/** The drink menu lists only what the owner's bar can make now, or everything again (issue 15). */
export async function setMenuBarOnly(actor: Actor, collectionId: string, barOnly: boolean) {
  await consumeRateLimit("collection", actor.id);
  if (!isUuid(collectionId)) throw new NotFound("Collection not found");
  await db.transaction(async (tx) => {
    await ownCollection(tx, actor, collectionId);
    await tx.update(collections).set({ menu_bar_only: barOnly }).where(eq(collections.id, collectionId));
  });
  await purgePages({ everything: true });
}

/** Removes the collection (its recipes' links, shares, likes and views by cascade) and its image file. */
export async function deleteCollection(actor: Actor, collectionId: string) {
  await consumeRateLimit("collection", actor.id);
  if (!isUuid(collectionId)) throw new NotFound("Collection not found");
  const image = await db.transaction(async (tx) => {
    const current = await ownCollection(tx, actor, collectionId);
    await tx.delete(collections).where(eq(collections.id, collectionId));
    return current.image_url;
  });
  await deleteCollectionImage(actor.id, image);
  await purgePages({ everything: true });
}
