/** The shared ingredient catalogue (part 1 §3): fuzzy search for the recipe form and the bar. */
import { asc, sql } from "drizzle-orm";
import { INGREDIENT_SEARCH_LIMIT, INGREDIENT_SEARCH_MIN_CHARS } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";

const { ingredients } = schema;

export type IngredientSuggestion = { id: string; name: string; category: string; unit_type: string };

/**
 * Names containing the text first, then close spellings ("campri" finds Campari) through pg_trgm.
 * Both conditions use the trigram index on ingredients.name.
 */
export async function searchIngredients(
  query: string,
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
    .where(sql`${ingredients.name} ilike ${pattern} or ${ingredients.name} % ${q}`)
    .orderBy(
      sql`(lower(${ingredients.name}) = lower(${q})) desc`,
      sql`(${ingredients.name} ilike ${pattern}) desc`,
      sql`similarity(${ingredients.name}, ${q}) desc`,
      asc(ingredients.name),
    )
    .limit(limit);
}
