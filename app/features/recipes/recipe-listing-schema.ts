/**
 * The /recipes query string (part 1 §2, §3): category, type, difficulty, servings, prepTime, sort,
 * search, page; and for signed-in members `bar` ("What can I make"). Anything invalid falls back to "not set", so a hand-edited address never breaks.
 */
import { z } from "zod";
import { DIFFICULTY_OPTIONS, RECIPE_SORTS, SERVINGS_OPTIONS } from "~/lib/constants";
import { cleanString } from "~/lib/text";

/**
 * The difficulty a visitor can filter by is exactly the label they see on cards (ADR 0004): the
 * author's difficulty, otherwise the rating's (recipes.listed_difficulty). All four of the spec's levels.
 */
export const DIFFICULTY_FILTERS = DIFFICULTY_OPTIONS;
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

/** The address's parameters a visitor can set, each of which narrows or orders the list. */
const NOTED_PARAMS = ["category", "type", "difficulty", "servings", "prepTime", "sort", "search", "bar"] as const;
export type ListingParam = (typeof NOTED_PARAMS)[number];

/** A parameter the address gave that the listing did not apply, so the page can say so (issue 12). */
export type IgnoredParam = { param: ListingParam; value: string; reason: "invalid" | "unknown" | "sign-in" };

/**
 * The filters, with every parameter that was given a value but could not be used: the list falls back
 * to "not set" for it (a hand-edited address never breaks) and the page shows a note, never a silent change.
 * Blank values (the form's "All") are simply not set; parameters of other names are not ours to mention.
 */
export function readListingParams(searchParams: URLSearchParams): {
  filters: RecipeListingFilters;
  ignored: IgnoredParam[];
} {
  const filters = RecipeListingParams.parse(Object.fromEntries(searchParams));
  const ignored: IgnoredParam[] = [];
  for (const param of NOTED_PARAMS) {
    // Object.fromEntries keeps a repeated parameter's last value; so does this.
    const value = searchParams.getAll(param).at(-1);
    if (value?.trim() && filters[param] === undefined) ignored.push({ param, value, reason: "invalid" });
  }
  return { filters, ignored };
}

export function parseListingParams(searchParams: URLSearchParams): RecipeListingFilters {
  return readListingParams(searchParams).filters;
}

/** "What can I make" is for signed-in members: a guest's `bar` parameter is ignored, and the note says why. */
export function guestWithoutBar(read: { filters: RecipeListingFilters; ignored: IgnoredParam[] }, signedIn: boolean) {
  const { bar } = read.filters;
  if (signedIn || bar === undefined) return read;
  return {
    filters: { ...read.filters, bar: undefined },
    ignored: [...read.ignored, { param: "bar", value: bar, reason: "sign-in" } as const],
  };
}

/**
 * Drops a category or cocktail type that passed the schema (a positive number) but names no option
 * the listing offers, recording it as ignored: otherwise `?category=9999` would show an empty list.
 */
export function withKnownTaxonomy(
  read: { filters: RecipeListingFilters; ignored: IgnoredParam[] },
  options: { categories: { id: number }[] | null; cocktailTypes: { id: number }[] | null },
) {
  let { filters } = read;
  const ignored = [...read.ignored];
  for (const [param, list] of [
    ["category", options.categories],
    ["type", options.cocktailTypes],
  ] as const) {
    const id = filters[param];
    // When the options could not be loaded, the filter is kept: better a real filter than a false note.
    if (id === undefined || !list || list.some((option) => option.id === id)) continue;
    filters = { ...filters, [param]: undefined };
    ignored.push({ param, value: String(id), reason: "unknown" });
  }
  return { filters, ignored };
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
