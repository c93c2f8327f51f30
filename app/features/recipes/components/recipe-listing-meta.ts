/**
 * Part 1 §2 "Page metadata with canonical, previous and next links and breadcrumb structured
 * data" for /recipes, and an ItemList of the recipes on the page (issue 18). Search result pages are
 * not indexed (followed only): every possible search term would otherwise become a page in the index.
 * Neither is a page past the last one.
 */
import type { MetaDescriptor } from "react-router";
import { pageTitle, recipePath, seoMeta } from "~/features/seo/seo-meta";
import { breadcrumbJsonLd, itemListJsonLd } from "~/features/seo/structured-data";
import { RECIPE_PAGE_SIZE } from "~/lib/constants";
import type { RecipeListingFilters } from "../recipe-listing-schema";
import { LISTING_PATH, listingHref } from "./recipe-listing-links";

export const LISTING_TITLE = "Cocktail Recipes";

export const LISTING_DESCRIPTION =
  "Browse cocktail recipes shared by the Muddle community: filter by category, spirit, difficulty, servings and prep time, or search by name and ingredient.";

export function listingTitle(filters: RecipeListingFilters): string {
  let title = filters.search ? `${LISTING_TITLE} matching “${filters.search}”` : LISTING_TITLE;
  if (filters.page > 1) title += ` — page ${filters.page}`;
  return pageTitle(title);
}

/** A recipe as the listing's ItemList names it: only the public, published ones the page shows. */
export type ListedRecipe = { name: string; slug: string; author: { username: string } };

export function listingMeta({
  origin,
  filters,
  pageCount,
  total,
  recipes,
}: {
  origin: string;
  filters: RecipeListingFilters;
  pageCount: number;
  total: number;
  recipes: ListedRecipe[];
}): MetaDescriptor[] {
  const { page } = filters;
  const links: MetaDescriptor[] = [];
  if (page > 1 && page <= pageCount)
    links.push({ tagName: "link", rel: "prev", href: origin + listingHref(filters, page - 1) });
  if (page < pageCount) links.push({ tagName: "link", rel: "next", href: origin + listingHref(filters, page + 1) });
  const path = listingHref(filters);
  return seoMeta({
    origin,
    path,
    title: listingTitle(filters),
    description: LISTING_DESCRIPTION,
    robots: filters.search || page > pageCount ? "noindex, follow" : "index, follow",
    extra: links,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Recipes", path: LISTING_PATH },
      ]),
      // An empty page (no match) has no list to describe.
      ...(recipes.length === 0
        ? []
        : [
            itemListJsonLd({
              origin,
              name: LISTING_TITLE,
              path,
              items: recipes.map((recipe) => ({
                name: recipe.name,
                path: recipePath(recipe.author.username, recipe.slug),
              })),
              firstPosition: (page - 1) * RECIPE_PAGE_SIZE + 1,
              total,
            }),
          ]),
    ],
  });
}
