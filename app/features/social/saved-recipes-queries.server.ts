/** The member's saved recipes (/bar/saved): newest saved first, only those they may still see. */
import { and, count, desc, eq } from "drizzle-orm";
import { canSeeRecipe } from "~/features/privacy/visibility.server";
import { cardColumns, toCard } from "~/features/recipes/recipe-queries.server";
import type { RecipeCardData } from "~/features/recipes/recipe-types";
import { RECIPE_PAGE_SIZE } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";

const { recipes, profiles, recipe_saves } = schema;

export type SavedRecipesPage = { items: RecipeCardData[]; total: number; page: number; pageCount: number };

/** One page of saved recipes with the exact total; a recipe made private or unpublished drops out. */
export async function listSavedRecipes(viewerId: string, page: number): Promise<SavedRecipesPage> {
  const where = and(eq(recipe_saves.user_id, viewerId), canSeeRecipe(viewerId));
  const [counted] = await db
    .select({ total: count() })
    .from(recipe_saves)
    .innerJoin(recipes, eq(recipes.id, recipe_saves.recipe_id))
    .innerJoin(profiles, eq(profiles.id, recipes.user_id))
    .where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / RECIPE_PAGE_SIZE));
  // A stale link past the last page shows the last page rather than an empty one.
  const current = Math.min(Math.max(1, Number.isInteger(page) ? page : 1), pageCount);
  const rows = await db
    .select(cardColumns)
    .from(recipe_saves)
    .innerJoin(recipes, eq(recipes.id, recipe_saves.recipe_id))
    .innerJoin(profiles, eq(profiles.id, recipes.user_id))
    .where(where)
    .orderBy(desc(recipe_saves.created_at), desc(recipes.id))
    .limit(RECIPE_PAGE_SIZE)
    .offset((current - 1) * RECIPE_PAGE_SIZE);
  return { items: rows.map(toCard), total, page: current, pageCount };
}
