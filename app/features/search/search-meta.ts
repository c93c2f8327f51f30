/**
 * /search metadata (issue 18): "Search | Muddle", or "“q” — Search | Muddle" for a query. Results pages
 * are followed but never listed ("noindex, follow"), so a search engine reaches the recipes through
 * them without indexing endless query pages.
 */
import type { MetaDescriptor } from "react-router";
import { pageTitle, seoMeta } from "~/features/seo/seo-meta";
import { APP_NAME } from "~/lib/constants";
import { truncateGraphemes } from "~/lib/text";
import { searchHref } from "./search-schema";

/** The query as the tab title shows it: long queries are shortened there (the page shows all of it). */
const TITLE_QUERY_CHARS = 60;

export function searchTitle(q: string): string {
  if (!q) return pageTitle("Search");
  const shown = truncateGraphemes(q, TITLE_QUERY_CHARS);
  return `“${shown}${shown === q ? "" : "…"}” — ${pageTitle("Search")}`;
}

export function searchMeta({ q, origin }: { q: string; origin: string }): MetaDescriptor[] {
  return seoMeta({
    origin,
    path: searchHref(q),
    title: searchTitle(q),
    description: q
      ? `Cocktail recipes, collections, members and posts on ${APP_NAME} matching “${truncateGraphemes(q, TITLE_QUERY_CHARS)}”.`
      : `Search ${APP_NAME} for cocktail recipes, collections, members and posts.`,
    robots: "noindex, follow",
  });
}
