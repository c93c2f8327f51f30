/**
 * "More like this" (issue 23): the listed recipes most like one recipe, best first. The similarity itself is
 * SQL (`kept_similar_recipes`, migrations 0038 and 0043, explained in docs/discovery.md): a kept list scored
 * again with whatever changed since, worked out in full when needed. This reads the cards through the
 * policy layer. Only listed recipes are ever suggested, so the list is the same for every viewer and a
 * followers-only or private recipe is never revealed by someone else's page.
 */
import { desc, eq, sql } from "drizzle-orm";
import { listedRecipe } from "~/features/privacy/visibility.server";
import { cardColumns, toCard } from "~/features/recipes/recipe-queries.server";
import type { RecipeCardData } from "~/features/recipes/recipe-types";
import { db, schema } from "~/lib/db.server";

const { recipes, profiles } = schema;

export const SIMILAR_RECIPES_SHOWN = 6;
/** Candidates asked of the SQL before the policy layer filters them (a listed flag a moment stale). */
const SIMILAR_CANDIDATES = 24;
/** Below this a recipe shares too little to be called alike (a garnish and "shaken"). */
export const MIN_LIKENESS = 0.2;

export type SimilarRecipe = RecipeCardData & { likeness: number };

export async function listSimilarRecipes(recipeId: string, limit = SIMILAR_RECIPES_SHOWN): Promise<SimilarRecipe[]> {
  const similar = sql`kept_similar_recipes(${recipeId}::uuid, ${SIMILAR_CANDIDATES}::int)`;
  const rows = await db
    .select({ ...cardColumns, likeness: sql<number>`s.score` })
    .from(sql`${similar} as s`)
    .innerJoin(recipes, eq(recipes.id, sql`s.recipe_id`))
    .innerJoin(profiles, eq(profiles.id, recipes.user_id))
    .where(sql`${listedRecipe} and s.score >= ${MIN_LIKENESS}`)
    .orderBy(desc(sql`s.score`), recipes.id)
    .limit(limit);
  return rows.map((row) => ({ ...toCard(row), likeness: Number(row.likeness) }));
}
