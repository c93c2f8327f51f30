/**
 * The site search's query (issue 18, `/search?q=` and the navigation's type-ahead): one schema for both.
 * Cleaned by the shared normaliser (control and bidi characters out, one line, single spaces), cut at
 * SEARCH_QUERY_MAX_CHARS characters (never an error: a pasted paragraph still searches), and anything
 * that is not a string (a missing or repeated parameter) reads as the empty query, which shows popular
 * recipes and collections. Client-safe: the navigation's field uses the same limits.
 */
import { z } from "zod";
import { normaliseText, truncateGraphemes } from "~/lib/text";

export const SEARCH_PATH = "/search";
export const SEARCH_SUGGESTIONS_PATH = "/api/v1/search/suggestions";
/** Longer queries are cut to this many characters. */
export const SEARCH_QUERY_MAX_CHARS = 200;
/**
 * Part 1 §9 "Site-search type-ahead resets after 350 ms": the suggestions follow the field once typing
 * has paused this long (each keystroke restarts the wait), so a fast typist causes one request, not one
 * per letter.
 */
export const SEARCH_TYPEAHEAD_RESET_MS = 350;
/** The type-ahead asks once the query has this many characters. */
export const SEARCH_TYPEAHEAD_MIN_CHARS = 2;
/** Results per group on /search, and in the type-ahead. */
export const SEARCH_GROUP_LIMIT = 6;
export const SUGGESTION_LIMITS = { recipes: 4, collections: 3, members: 3 } as const;

export const SearchQuery = z
  .unknown()
  .transform((value) => (typeof value === "string" ? value : ""))
  .transform((value) => {
    const text = normaliseText(value, { singleLine: true }).replace(/\s+/g, " ").trim();
    return truncateGraphemes(text, SEARCH_QUERY_MAX_CHARS).trim();
  });

/** The `q` of an address's query string, as searched ("" for none). */
export function readSearchQuery(params: URLSearchParams): string {
  return SearchQuery.parse(params.get("q") ?? undefined);
}

/** /search for a query, written one way only. */
export function searchHref(q: string): string {
  return q ? `${SEARCH_PATH}?${new URLSearchParams({ q })}` : SEARCH_PATH;
}
