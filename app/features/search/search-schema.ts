/**
 * The site search's query (issue 18, `/search?q=` and the navigation's type-ahead): one schema for both.
 * Cleaned by the shared normaliser (control and bidi characters out, one line, single spaces), cut at
 * SEARCH_QUERY_MAX_CHARS characters (never an error: a pasted paragraph still searches), and anything
 * that is not a string (a missing or repeated parameter) reads as the empty query, which shows popular
 * recipes and collections. Client-safe: the navigation's field uses the same limits.
 */
import { z } from "zod";
import { normaliseText, truncateGraphemes } from "~/lib/text";

import { SEARCH_QUERY_MAX_CHARS } from "./search-constants";

// In a module of their own, without zod, for the navigation's field (issue 19: no zod in the first JavaScript).
export {
  SEARCH_PATH,
  SEARCH_QUERY_MAX_CHARS,
  SEARCH_SUGGESTIONS_PATH,
  SEARCH_TYPEAHEAD_MIN_CHARS,
  SEARCH_TYPEAHEAD_RESET_MS,
  searchHref,
} from "./search-constants";
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
