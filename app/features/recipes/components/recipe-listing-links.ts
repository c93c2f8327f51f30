/**
 * Addresses of /recipes states, written one way only (known parameters, fixed order, defaults
 * left out), so canonical, previous and next links and "Clear filters" agree with each other.
 */
import type { RecipeListingFilters } from "../recipe-listing-schema";

export const LISTING_PATH = "/recipes";

const ORDER = ["search", "category", "type", "difficulty", "servings", "prepTime", "bar", "sort"] as const;

/** Newest is the default order unless a search is present (then best match is the default). */
function isDefaultSort(filters: RecipeListingFilters): boolean {
  return filters.sort === undefined || (filters.sort === "newest" && !filters.search);
}

export function listingHref(filters: RecipeListingFilters, page = filters.page): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = filters[key];
    if (value === undefined || (key === "sort" && isDefaultSort(filters))) continue;
    params.set(key, String(value));
  }
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${LISTING_PATH}?${query}` : LISTING_PATH;
}

/** "Clear filters" drops what narrows the list but keeps a chosen order. */
export function clearFiltersHref(filters: RecipeListingFilters): string {
  const keepSort = filters.sort && filters.sort !== "newest" ? filters.sort : undefined;
  return listingHref({ page: 1, sort: keepSort });
}

/** Whether two query strings differ only in their page parameter. */
export function onlyPageChanged(from: string, to: string): boolean {
  const a = new URLSearchParams(from);
  const b = new URLSearchParams(to);
  if ((a.get("page") ?? "1") === (b.get("page") ?? "1")) return false;
  a.delete("page");
  b.delete("page");
  a.sort();
  b.sort();
  return a.toString() === b.toString();
}
