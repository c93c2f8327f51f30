/**
 * Which recipes are in which collections (part 2 §4 "Collection selection"): both pickers send the whole
 * chosen set, and the server applies the difference (insertions and deletions) in one transaction. Only
 * the owner's own collections and recipes are ever touched (collection-policy.server.ts).
 */
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { notifyCollectionUpdate } from "~/features/notifications/notify.server";
import { db, schema } from "~/lib/db.server";
import { Invalid, NotFound } from "~/lib/errors";
import { COLLECTION_LIST_LIMITS } from "~/lib/limits";
import { purgePages } from "~/lib/page-cache/purge.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { isUuid } from "~/lib/uuid";
import { offeredInPicker } from "./collection-picker-queries.server";
import { type Actor, assertOwnRecipes, ownCollection } from "./collection-policy.server";
import { TOO_MANY_RECIPES, UNKNOWN_COLLECTIONS, UNKNOWN_RECIPES } from "./collection-schema";

const { collections, collection_recipes, recipes } = schema;

/**
 * "Manage Collection Recipes" (part 2 §4): the chosen set against the stored one; additions are
 * inserted and removals deleted in one transaction. A recipe can be added only if it is the member's own;
 * only what the dialog offers (offeredInPicker) can be removed, so a draft already in the collection
 * (added from its management page) is kept.
 */
export async function setCollectionRecipes(
  actor: Actor,
  collectionId: string,
  recipeIds: string[],
): Promise<{ added: number; removed: number }> {
  await consumeRateLimit("collection", actor.id);
  if (!isUuid(collectionId)) throw new NotFound("Collection not found");
  const chosen = [...new Set(recipeIds)];
  if (chosen.some((id) => !isUuid(id))) throw new Invalid(UNKNOWN_RECIPES, { recipeIds: [UNKNOWN_RECIPES] });
  if (chosen.length > COLLECTION_LIST_LIMITS.recipes) throw new Invalid(TOO_MANY_RECIPES);
  const result = await db.transaction(async (tx) => {
    await ownCollection(tx, actor, collectionId);
    const stored = await tx
      .select({ id: collection_recipes.recipe_id })
      .from(collection_recipes)
      .where(eq(collection_recipes.collection_id, collectionId));
    const already = new Set(stored.map((row) => row.id));
    await assertOwnRecipes(
      tx,
      actor,
      chosen.filter((id) => !already.has(id)),
    );
    const removable = tx.select({ id: recipes.id }).from(recipes).where(offeredInPicker(actor.id, collectionId));
    const removed = await tx
      .delete(collection_recipes)
      .where(
        and(
          eq(collection_recipes.collection_id, collectionId),
          inArray(collection_recipes.recipe_id, removable),
          chosen.length ? notInArray(collection_recipes.recipe_id, chosen) : undefined,
        ),
      )
      .returning({ id: collection_recipes.recipe_id });
    const added = chosen.length
      ? await tx
          .insert(collection_recipes)
          .values(chosen.map((recipe_id) => ({ collection_id: collectionId, recipe_id })))
          .onConflictDoNothing()
          .returning({ id: collection_recipes.recipe_id })
      : [];
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(collection_recipes)
      .where(eq(collection_recipes.collection_id, collectionId));
    if (n > COLLECTION_LIST_LIMITS.recipes) throw new Invalid(TOO_MANY_RECIPES);
    if (added.length || removed.length) {
      await tx.update(collections).set({ updated_at: new Date() }).where(eq(collections.id, collectionId));
    }
    return { added: added.length, removed: removed.length };
  });
  // Members it is shared with hear of the change (issue 17), after the commit.
  if (result.added || result.removed) await notifyCollectionUpdate(actor.id, [collectionId]);
  await purgePages({ everything: true });
  return result;
}

/**
 * "Add to Collection" (part 2 §4): the collections the recipe should be in, against those it is in;
 * only the member's own collections are touched, and only for their own recipe.
 */
export async function setRecipeCollections(
  actor: Actor,
  recipeId: string,
  collectionIds: string[],
): Promise<{ added: number; removed: number }> {
  await consumeRateLimit("collection", actor.id);
  if (!isUuid(recipeId)) throw new NotFound("Recipe not found");
  const chosen = [...new Set(collectionIds)];
  if (chosen.some((id) => !isUuid(id))) throw new Invalid(UNKNOWN_COLLECTIONS);
  if (chosen.length > COLLECTION_LIST_LIMITS.collections) throw new Invalid(UNKNOWN_COLLECTIONS);
  const result = await db.transaction(async (tx) => {
    const [recipe] = await tx
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(eq(recipes.id, recipeId), eq(recipes.user_id, actor.id)));
    if (!recipe) throw new NotFound("Recipe not found");
    const owned = chosen.length
      ? await tx
          .select({ id: collections.id })
          .from(collections)
          .where(and(eq(collections.user_id, actor.id), inArray(collections.id, chosen)))
          .for("update")
      : [];
    if (owned.length !== chosen.length) throw new Invalid(UNKNOWN_COLLECTIONS);
    const mine = tx.select({ id: collections.id }).from(collections).where(eq(collections.user_id, actor.id));
    const removed = await tx
      .delete(collection_recipes)
      .where(
        and(
          eq(collection_recipes.recipe_id, recipeId),
          inArray(collection_recipes.collection_id, mine),
          chosen.length ? notInArray(collection_recipes.collection_id, chosen) : undefined,
        ),
      )
      .returning({ id: collection_recipes.collection_id });
    const added = chosen.length
      ? await tx
          .insert(collection_recipes)
          .values(chosen.map((collection_id) => ({ collection_id, recipe_id: recipeId })))
          .onConflictDoNothing()
          .returning({ id: collection_recipes.collection_id })
      : [];
    const full = added.length
      ? await tx
          .select({ id: collection_recipes.collection_id })
          .from(collection_recipes)
          .where(
            inArray(
              collection_recipes.collection_id,
              added.map((row) => row.id),
            ),
          )
          .groupBy(collection_recipes.collection_id)
          .having(sql`count(*) > ${COLLECTION_LIST_LIMITS.recipes}`)
      : [];
    if (full.length) throw new Invalid(TOO_MANY_RECIPES);
    const touched = [...added, ...removed].map((row) => row.id);
    if (touched.length) {
      await tx.update(collections).set({ updated_at: new Date() }).where(inArray(collections.id, touched));
    }
    return { added: added.length, removed: removed.length, touched };
  });
  await notifyCollectionUpdate(actor.id, result.touched);
  await purgePages({ everything: true });
  return { added: result.added, removed: result.removed };
}

/**
 * Adds one of the member's own recipes to one of their collections (the public API, issue 22); adding
 * it again changes nothing. Returns whether it was added.
 */
export async function addRecipeToCollection(actor: Actor, collectionId: string, recipeId: string): Promise<boolean> {
  await consumeRateLimit("collection", actor.id);
  if (!isUuid(collectionId)) throw new NotFound("Collection not found");
  if (!isUuid(recipeId)) throw new Invalid(UNKNOWN_RECIPES, { recipeId: [UNKNOWN_RECIPES] });
  const added = await db.transaction(async (tx) => {
    await ownCollection(tx, actor, collectionId);
    await assertOwnRecipes(tx, actor, [recipeId]);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(collection_recipes)
      .where(eq(collection_recipes.collection_id, collectionId));
    if (n >= COLLECTION_LIST_LIMITS.recipes) throw new Invalid(TOO_MANY_RECIPES);
    const rows = await tx
      .insert(collection_recipes)
      .values({ collection_id: collectionId, recipe_id: recipeId })
      .onConflictDoNothing()
      .returning({ id: collection_recipes.recipe_id });
    if (rows.length)
      await tx.update(collections).set({ updated_at: new Date() }).where(eq(collections.id, collectionId));
    return rows.length > 0;
  });
  if (added) {
    await notifyCollectionUpdate(actor.id, [collectionId]);
    await purgePages({ everything: true });
  }
  return added;
}

/** Takes one recipe out of one of the member's collections; one that is not in it is "not found". */
export async function removeRecipeFromCollection(actor: Actor, collectionId: string, recipeId: string): Promise<void> {
  await consumeRateLimit("collection", actor.id);
  if (!isUuid(collectionId)) throw new NotFound("Collection not found");
  if (!isUuid(recipeId)) throw new NotFound("Recipe not found in this collection");
  await db.transaction(async (tx) => {
    await ownCollection(tx, actor, collectionId);
    const removed = await tx
      .delete(collection_recipes)
      .where(and(eq(collection_recipes.collection_id, collectionId), eq(collection_recipes.recipe_id, recipeId)))
      .returning({ id: collection_recipes.recipe_id });
    if (!removed.length) throw new NotFound("Recipe not found in this collection");
    await tx.update(collections).set({ updated_at: new Date() }).where(eq(collections.id, collectionId));
  });
  await notifyCollectionUpdate(actor.id, [collectionId]);
  await purgePages({ everything: true });
}
