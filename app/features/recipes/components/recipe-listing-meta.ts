/**
 * Part 1 §2 "Page metadata with canonical, previous and next links and breadcrumb structured
 * data" for /recipes. Search result pages are not indexed (followed only): every possible search
 * term would otherwise become a page in the index. Neither is a page past the last one.
 */
import type { MetaDescriptor } from "react-router";
import { APP_NAME, THEME_COLOR } from "~/lib/constants";
import type { RecipeListingFilters } from "../recipe-listing-schema";
import { LISTING_PATH, listingHref } from "./recipe-listing-links";

export const LISTING_TITLE = "Cocktail Recipes";

const DESCRIPTION =
  "Browse cocktail recipes shared by the Muddle community: filter by category, spirit, difficulty, servings and prep time, or search by name and ingredient.";

export function listingTitle(filters: RecipeListingFilters): string {
  let title = filters.search ? `${LISTING_TITLE} matching “${filters.search}”` : LISTING_TITLE;
  if (filters.page > 1) title += ` — page ${filters.page}`;
  return `${title} | ${APP_NAME}`;
}

export function listingMeta({
  origin,
  filters,
  pageCount,
}: {
  origin: string;
  filters: RecipeListingFilters;
  pageCount: number;
}): MetaDescriptor[] {
  const title = listingTitle(filters);
  const canonical = `${origin}${listingHref(filters)}`;
  const { page } = filters;
  const links: MetaDescriptor[] = [{ tagName: "link", rel: "canonical", href: canonical }];
  if (page > 1 && page <= pageCount)
    links.push({ tagName: "link", rel: "prev", href: origin + listingHref(filters, page - 1) });
  if (page < pageCount) links.push({ tagName: "link", rel: "next", href: origin + listingHref(filters, page + 1) });

  return [
    { title },
    { name: "description", content: DESCRIPTION },
    { name: "robots", content: filters.search || page > pageCount ? "noindex, follow" : "index, follow" },
    { name: "theme-color", content: THEME_COLOR },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: APP_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: DESCRIPTION },
    { property: "og:url", content: canonical },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: DESCRIPTION },
    ...links,
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
          { "@type": "ListItem", position: 2, name: "Recipes", item: `${origin}${LISTING_PATH}` },
        ],
      },
    },
  ];
}
