/**
 * Likes, saves and ratings on recipes (part 1 §4). Counts and the rating aggregate are kept by the
 * database in the same transaction as the rows they count, never read, changed and written back here.
 */
import { and, eq, sql } from "drizzle-orm";
import { notifyRecipeLike } from "~/features/notifications/notify.server";
import { RATING_MAX, RATING_MIN } from "~/lib/constants";
import { db, schema, type Transaction } from "~/lib/db.server";
import { Forbidden, Invalid } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { lockVisibleRecipe } from "./recipe-access.server";

const { recipes, recipe_likes, recipe_saves, recipe_ratings } = schema;

export type Actor = { id: string };

/** Sets whether the member likes the recipe; returns the state and the new count. */
export async function setRecipeLiked(actor: Actor, recipeId: string, liked: boolean) {
  await consumeRateLimit("reaction", actor.id);
  const state = await db.transaction(async (tx) => {
    await lockVisibleRecipe(tx, actor.id, recipeId);
    const changed = liked
      ? await tx
          .insert(recipe_likes)
          .values({ recipe_id: recipeId, user_id: actor.id })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(recipe_likes)
          .where(and(eq(recipe_likes.recipe_id, recipeId), eq(recipe_likes.user_id, actor.id)))
          .returning();
    const step = changed.length ? (liked ? 1 : -1) : 0;
    const [row] = await tx
      .update(recipes)
      .set({ likes_count: sql`${recipes.likes_count} + ${step}` })
      .where(eq(recipes.id, recipeId))
      .returning({ count: recipes.likes_count });
    return { liked, likes_count: row?.count ?? 0, changed: changed.length > 0 };
  });
  // Once per member and recipe, after the commit (issue 17).
  if (liked && state.changed) await notifyRecipeLike(actor.id, recipeId);
  return { liked: state.liked, likes_count: state.likes_count };
}

/** Sets whether the member saved the recipe; returns the state and the new count. */
export async function setRecipeSaved(actor: Actor, recipeId: string, saved: boolean) {
  await consumeRateLimit("reaction", actor.id);
  return db.transaction(async (tx) => {
    await lockVisibleRecipe(tx, actor.id, recipeId);
    const changed = saved
      ? await tx
          .insert(recipe_saves)
          .values({ recipe_id: recipeId, user_id: actor.id })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(recipe_saves)
          .where(and(eq(recipe_saves.recipe_id, recipeId), eq(recipe_saves.user_id, actor.id)))
          .returning();
    const step = changed.length ? (saved ? 1 : -1) : 0;
    const [row] = await tx
      .update(recipes)
      .set({ saves_count: sql`${recipes.saves_count} + ${step}` })
      .where(eq(recipes.id, recipeId))
      .returning({ count: recipes.saves_count });
    return { saved, saves_count: row?.count ?? 0 };
  });
}

/**
 * One rating per member and recipe (upsert); the aggregate is recomputed from the rows while the
 * recipe row is locked. Members cannot rate their own recipes: ratings come from others.
 */
export async function rateRecipe(actor: Actor, recipeId: string, rating: number) {
  await consumeRateLimit("reaction", actor.id);
  if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
    throw new Invalid(`Choose a rating from ${RATING_MIN} to ${RATING_MAX} stars`);
  }
  return db.transaction(async (tx) => {
    const recipe = await lockVisibleRecipe(tx, actor.id, recipeId);
    if (recipe.user_id === actor.id) throw new Forbidden("You can't rate your own recipe");
    return writeRating(tx, actor.id, recipeId, rating);
  });
}

/**
 * The member's rating upserted and the aggregate recomputed from the rows, inside a transaction that has
 * locked the recipe row (lockVisibleRecipe) and checked the member is not its author. "I made this" rates
 * through here too (issue 23).
 */
export async function writeRating(tx: Transaction, memberId: string, recipeId: string, rating: number) {
  await tx
    .insert(recipe_ratings)
    .values({ recipe_id: recipeId, user_id: memberId, rating })
    .onConflictDoUpdate({
      target: [recipe_ratings.recipe_id, recipe_ratings.user_id],
      set: { rating, updated_at: new Date() },
    });
  const [row] = await tx
    .update(recipes)
    .set({
      aggregate_rating_value: sql`(select round(avg(r.rating)::numeric, 2)::real from recipe_ratings r where r.recipe_id = ${recipeId})`,
      aggregate_rating_count: sql`(select count(*)::int from recipe_ratings r where r.recipe_id = ${recipeId})`,
    })
    .where(eq(recipes.id, recipeId))
    .returning({ value: recipes.aggregate_rating_value, count: recipes.aggregate_rating_count });
  return { rating, aggregate_rating_value: row?.value ?? null, aggregate_rating_count: row?.count ?? 0 };
}
