/** What the signed-in member has done to one recipe (part 1 §2 like/save state, §7 rating lookup). */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { RecipeDetail } from "~/features/recipes/recipe-types";
import { db, schema } from "~/lib/db.server";

export type ViewerReactions = { liked: boolean; saved: boolean; rating: number | null };

export const NO_REACTIONS: ViewerReactions = { liked: false, saved: false, rating: null };

/** The counts a recipe page shows, as they are now. */
export type RecipeCounts = Pick<
  RecipeDetail,
  | "likes_count"
  | "saves_count"
  | "shares_count"
  | "comments_count"
  | "view_count"
  | "makes_count"
  | "aggregate_rating_value"
  | "aggregate_rating_count"
>;

/**
 * The member's reactions and, in the same round trip, the recipe's counts as they are now (issue 19): a member
 * shown the recipe visitors share (loaded up to a few seconds ago) still sees counts with what they just did.
 * `counts` is null when the recipe is gone.
 */
export async function getViewerReactionsAndCounts(
  viewerId: string,
  recipeId: string,
): Promise<{ reactions: ViewerReactions; counts: RecipeCounts | null }> {
  const { recipes } = schema;
  const [row] = await db
    .select({
      likes_count: recipes.likes_count,
      saves_count: recipes.saves_count,
      shares_count: recipes.shares_count,
      comments_count: recipes.comments_count,
      view_count: recipes.view_count,
      makes_count: recipes.makes_count,
      aggregate_rating_value: recipes.aggregate_rating_value,
      aggregate_rating_count: recipes.aggregate_rating_count,
      liked: sql<boolean>`exists (select 1 from recipe_likes where recipe_id = ${recipes.id} and user_id = ${viewerId})`,
      saved: sql<boolean>`exists (select 1 from recipe_saves where recipe_id = ${recipes.id} and user_id = ${viewerId})`,
      rating: sql<
        number | null
      >`(select rating from recipe_ratings where recipe_id = ${recipes.id} and user_id = ${viewerId})`,
    })
    .from(recipes)
    .where(eq(recipes.id, recipeId));
  if (!row) return { reactions: NO_REACTIONS, counts: null };
  const { liked, saved, rating, ...counts } = row;
  return {
    reactions: { liked: Boolean(liked), saved: Boolean(saved), rating: rating === null ? null : Number(rating) },
    counts,
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
