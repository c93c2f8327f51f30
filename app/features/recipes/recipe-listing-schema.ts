/**
 * The /recipes query string (part 1 §2, §3): category, type, difficulty, servings, prepTime, sort,
 * search, page; and for signed-in members `bar` ("What can I make"). Anything invalid falls back to "not set", so a hand-edited address never breaks.
 */
import { z } from "zod";
import { RECIPE_SORTS, SERVINGS_OPTIONS } from "~/lib/constants";
import { cleanString } from "~/lib/text";

/**
 * The difficulty a visitor can filter by is exactly the label they see on cards (part 1 §2:
 * rating ≥ 4.5 Expert, ≥ 4 Advanced, otherwise Beginner). The spec's list also names
 * "intermediate", which no card ever shows, so it is not offered and is ignored in addresses.
 */
export const DIFFICULTY_FILTERS = ["beginner", "advanced", "expert"] as const;
export type DifficultyFilter = (typeof DIFFICULTY_FILTERS)[number];

/** "What can I make" on /recipes: every required ingredient in the bar, or all but one. */
export const BAR_FILTERS = ["make", "one-away"] as const;
export type BarFilter = (typeof BAR_FILTERS)[number];

const fallback = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const RecipeListingParams = z.object({
  category: fallback(z.coerce.number().int().positive()),
  type: fallback(z.coerce.number().int().positive()),
  difficulty: fallback(z.enum(DIFFICULTY_FILTERS)),
  servings: fallback(z.enum(SERVINGS_OPTIONS)),
  /** Part 1 §5: a number, minimum 1 — recipes ready to prepare within this many minutes. */
  prepTime: fallback(z.coerce.number().int().min(1).max(10_000)),
  sort: fallback(z.enum(RECIPE_SORTS)),
  search: fallback(cleanString({ singleLine: true }).min(1).max(100)),
  /** Signed-in members only; the loader drops it for guests. */
  bar: fallback(z.enum(BAR_FILTERS)),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export type RecipeListingFilters = z.output<typeof RecipeListingParams>;

export function parseListingParams(searchParams: URLSearchParams): RecipeListingFilters {
  return RecipeListingParams.parse(Object.fromEntries(searchParams));
}

/** "N active filters" counts what narrows the list, not sort or page. */
export function activeFilterCount(filters: RecipeListingFilters): number {
  return [
    filters.category,
    filters.type,
    filters.difficulty,
    filters.servings,
    filters.prepTime,
    filters.search,
    filters.bar,
  ].filter((v) => v !== undefined).length;
}
