/**
 * The site search's addresses, query length and type-ahead timing (issue 18), without zod, so the navigation's
 * field costs no zod in every page's first JavaScript (issue 19). search-schema.ts re-exports them.
 */
export const SEARCH_PATH = "/search";
export const SEARCH_SUGGESTIONS_PATH = "/api/site/search/suggestions";
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

/** /search for a query, written one way only. */
export function searchHref(q: string): string {
  return q ? `${SEARCH_PATH}?${new URLSearchParams({ q })}` : SEARCH_PATH;
}
