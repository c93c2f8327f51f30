/** The ingredient catalogue (part 1 §3): fuzzy search for the recipe form and the bar. */
import { and, asc, sql } from "drizzle-orm";
import { type CatalogueViewer, visibleCatalogueEntry } from "~/features/privacy/catalogue-visibility.server";
import { INGREDIENT_SEARCH_LIMIT, INGREDIENT_SEARCH_MIN_CHARS } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";

const { ingredients } = schema;

export type IngredientSuggestion = { id: string; name: string; category: string; unit_type: string };

/**
 * Names containing the text first, then close spellings ("campri" finds Campari) through pg_trgm.
 * Both conditions use the trigram index on ingredients.name. Only entries the viewer may see: shared
 * ones, and their own private ones.
 */
export async function searchIngredients(
  query: string,
  viewer: CatalogueViewer,
  limit = INGREDIENT_SEARCH_LIMIT,
): Promise<IngredientSuggestion[]> {
  const q = query.trim();
  if (q.length < INGREDIENT_SEARCH_MIN_CHARS) return [];
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: ingredients.id,
      name: ingredients.name,
      category: ingredients.category,
      unit_type: ingredients.unit_type,
    })
    .from(ingredients)
    .where(
      and(
        sql`(${ingredients.name} ilike ${pattern} or ${ingredients.name} % ${q})`,
        visibleCatalogueEntry(ingredients, viewer),
      ),
    )
    .orderBy(
      sql`(lower(${ingredients.name}) = lower(${q})) desc`,
      sql`(${ingredients.name} ilike ${pattern}) desc`,
      sql`similarity(${ingredients.name}, ${q}) desc`,
      asc(ingredients.name),
    )
    .limit(limit);
}
