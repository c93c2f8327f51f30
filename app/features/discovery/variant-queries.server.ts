/**
 * Variants (issue 23), read through the policy layer: the original a recipe varies (only when the viewer may
 * open it, so a private original is never revealed by its variant), an original's listed variants, and the
 * recipe picker of the form's "Variant of" field.
 */
import { and, desc, eq, ilike, ne, sql } from "drizzle-orm";
import { canSeeRecipe, listedRecipe, type ViewerId } from "~/features/privacy/visibility.server";
import { likePattern } from "~/features/recipes/my-recipes-queries.server";
import { cardColumns, toCard } from "~/features/recipes/recipe-queries.server";
import type { RecipeCardData } from "~/features/recipes/recipe-types";
import { db, schema } from "~/lib/db.server";
import { isUuid } from "~/lib/uuid";
import type { RecipeReference } from "./variant-types";

const { recipes, profiles } = schema;

export const VARIANTS_SHOWN = 6;
export const ORIGINAL_SEARCH_LIMIT = 8;

const reference = {
  id: recipes.id,
  name: recipes.name,
  slug: recipes.slug,
  author: profiles.username,
};

/** The original `variantOf` names, if this viewer may open it. */
export async function getVisibleOriginal(
  variantOf: string | null | undefined,
  viewerId: ViewerId,
): Promise<RecipeReference | null> {
  if (!variantOf || !isUuid(variantOf)) return null;
  const [original] = await db
    .select(reference)
    .from(recipes)
    .innerJoin(profiles, eq(profiles.id, recipes.user_id))
    .where(and(eq(recipes.id, variantOf), canSeeRecipe(viewerId)));
  return original ?? null;
}

/** An original's listed variants, most liked first, and how many there are. */
export async function listPublicVariants(
  originalId: string,
  limit = VARIANTS_SHOWN,
): Promise<{ recipes: RecipeCardData[]; total: number }> {
  const where = and(eq(recipes.variant_of, originalId), listedRecipe);
  const [rows, [count]] = await Promise.all([
    db
      .select(cardColumns)
      .from(recipes)
      .innerJoin(profiles, eq(profiles.id, recipes.user_id))
      .where(where)
      .orderBy(desc(recipes.likes_count), desc(recipes.created_at), recipes.id)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(recipes).where(where),
  ]);
  return { recipes: rows.map(toCard), total: Number(count?.n ?? 0) };
}

/** Recipes the member may open whose name contains `query`, for the "Variant of" picker; never `exclude`. */
export async function searchOriginals(
  viewerId: string,
  query: string,
  exclude?: string | null,
): Promise<RecipeReference[]> {
  const q = query.trim();
  if (q.length < 2) return [];
  return (
    db
      .select(reference)
      .from(recipes)
      .innerJoin(profiles, eq(profiles.id, recipes.user_id))
      .where(
        and(
          ilike(recipes.name, likePattern(q)),
          canSeeRecipe(viewerId),
          exclude && isUuid(exclude) ? ne(recipes.id, exclude) : undefined,
        ),
      )
      // Names that start with it first, the shortest (the exact name) first, then the most liked.
      .orderBy(
        sql`strpos(lower(${recipes.name}), lower(${q}))`,
        sql`length(${recipes.name})`,
        desc(recipes.likes_count),
        recipes.id,
      )
      .limit(ORIGINAL_SEARCH_LIMIT)
  );
}
