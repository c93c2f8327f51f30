/** What the signed-in member has done to one recipe (part 1 §2 like/save state, §7 rating lookup). */
import { and, eq, inArray, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";

export type ViewerReactions = { liked: boolean; saved: boolean; rating: number | null };

export const NO_REACTIONS: ViewerReactions = { liked: false, saved: false, rating: null };

/** One round trip: three indexed lookups on the (recipe_id, user_id) keys. */
export async function getViewerReactions(viewerId: string, recipeId: string): Promise<ViewerReactions> {
  const result = await db.execute<{ liked: boolean; saved: boolean; rating: number | null }>(sql`
    select
      exists (select 1 from recipe_likes where recipe_id = ${recipeId} and user_id = ${viewerId}) as liked,
      exists (select 1 from recipe_saves where recipe_id = ${recipeId} and user_id = ${viewerId}) as saved,
      (select rating from recipe_ratings where recipe_id = ${recipeId} and user_id = ${viewerId}) as rating
  `);
  const row = result.rows[0];
  if (!row) return NO_REACTIONS;
  return {
    liked: Boolean(row.liked),
    saved: Boolean(row.saved),
    rating: row.rating === null ? null : Number(row.rating),
  };
}

export type CardReactions = { liked: boolean; saved: boolean };

/**
 * Like and save state for a page of recipe cards: two indexed lookups on user_id with the ids.
 * Guests (and an empty page) get an empty object; recipes missing from it are neither liked nor saved.
 */
export async function getViewerReactionsForRecipes(
  viewerId: string | null,
  recipeIds: string[],
): Promise<Record<string, CardReactions>> {
  if (!viewerId || recipeIds.length === 0) return {};
  const ids = [...new Set(recipeIds)];
  const { recipe_likes: likes, recipe_saves: saves } = schema;
  const [liked, saved] = await Promise.all([
    db
      .select({ id: likes.recipe_id })
      .from(likes)
      .where(and(eq(likes.user_id, viewerId), inArray(likes.recipe_id, ids))),
    db
      .select({ id: saves.recipe_id })
      .from(saves)
      .where(and(eq(saves.user_id, viewerId), inArray(saves.recipe_id, ids))),
  ]);
  const likedIds = new Set(liked.map((row) => row.id));
  const savedIds = new Set(saved.map((row) => row.id));
  return Object.fromEntries(ids.map((id) => [id, { liked: likedIds.has(id), saved: savedIds.has(id) }]));
}
