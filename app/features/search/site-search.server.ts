/**
 * Site search (issue 18, `/search?q=` and the navigation's type-ahead): recipes, public collections,
 * members and community posts for one query, each found by its own feature's search so the ranking and
 * typo tolerance are theirs:
 * - recipes as /recipes?search= lists them (full text, trigram typos, ingredient and tag names; ordered
 *   by relevance), counted the same way, so "See all" lands on exactly that many;
 * - members, public collections and posts as the community search finds them (trigram word
 *   similarity; posts by full text with typo corrections).
 *
 * Visibility is the policy layer's (app/features/privacy/visibility.server.ts). Search is a public
 * place: recipes and collections are the listed ones (published and public) for everyone, owner
 * included, like the listings the "See all" links open; posts are those the viewer may read
 * (canSeePost: followers-only ones for the author's followers and the author); members' full names
 * only where the member shows them (shownNames). site-search.server.test.ts proves it per viewer.
 */
import { listFeaturedCollections } from "~/features/collections/collection-queries.server";
import type { CollectionCardData } from "~/features/collections/collection-types";
import {
  COMMUNITY_SEARCH_MIN_CHARS,
  communitySearchText,
  searchCollections,
  searchCommunity,
  searchMembers,
} from "~/features/feed/community-search.server";
import type { FeedPost } from "~/features/feed/feed-types";
import type { ViewerId } from "~/features/privacy/visibility.server";
import type { MemberSummary } from "~/features/profiles/profile-queries.server";
import { countPublicRecipes, listPublicRecipes } from "~/features/recipes/recipe-listing-queries.server";
import type { RecipeListingFilters } from "~/features/recipes/recipe-listing-schema";
import type { RecipeCardData } from "~/features/recipes/recipe-types";
import { recipePath } from "~/features/seo/seo-meta";
import { graphemeCount, truncateGraphemes } from "~/lib/text";
import { SEARCH_GROUP_LIMIT, SUGGESTION_LIMITS } from "./search-schema";

/** /recipes?search= accepts up to 100 characters; the recipes group searches what that listing would. */
const RECIPE_SEARCH_MAX_CHARS = 100;

export type SiteSearchResults = {
  recipes: RecipeCardData[];
  /** Every listed recipe that matches: what /recipes?search= counts. */
  recipeTotal: number;
  collections: CollectionCardData[];
  members: MemberSummary[];
  posts: FeedPost[];
};

export type PopularContent = { recipes: RecipeCardData[]; collections: CollectionCardData[] };

/** The words the recipes group and its "See all" link search for. */
export function recipeSearchText(q: string): string {
  return truncateGraphemes(q, RECIPE_SEARCH_MAX_CHARS).trim();
}

function recipeFilters(q: string): RecipeListingFilters {
  return { search: recipeSearchText(q), page: 1 };
}

/** Everything that matches `q` (a query already read by SearchQuery, not empty), as `viewerId` may see it. */
export async function searchSite(q: string, viewerId: ViewerId): Promise<SiteSearchResults> {
  const filters = recipeFilters(q);
  const [recipes, recipeTotal, community] = await Promise.all([
    listPublicRecipes(filters, SEARCH_GROUP_LIMIT),
    countPublicRecipes(filters),
    searchCommunity(q, viewerId),
  ]);
  return { recipes, recipeTotal, ...community };
}

/** The empty query's page: the most liked recipes and collections. */
export async function popularContent(): Promise<PopularContent> {
  const [recipes, collections] = await Promise.all([
    listPublicRecipes({ page: 1, sort: "popular" }, SEARCH_GROUP_LIMIT),
    listFeaturedCollections(SEARCH_GROUP_LIMIT),
  ]);
  return { recipes, collections };
}

export type Suggestion = { kind: "recipe" | "collection" | "member"; label: string; detail: string; href: string };

/** The type-ahead's few top results, in the order shown: recipes, collections, members. */
export async function searchSuggestions(q: string, viewerId: ViewerId): Promise<Suggestion[]> {
  if (!q) return [];
  const text = communitySearchText(q);
  const community = graphemeCount(text) >= COMMUNITY_SEARCH_MIN_CHARS;
  const [recipes, collections, members] = await Promise.all([
    listPublicRecipes(recipeFilters(q), SUGGESTION_LIMITS.recipes),
    community ? searchCollections(text) : [],
    community ? searchMembers(text, viewerId) : [],
  ]);
  return [
    ...recipes.map((r) => ({
      kind: "recipe" as const,
      label: r.name,
      detail: `by @${r.author.username}`,
      href: recipePath(r.author.username, r.slug),
    })),
    ...collections.slice(0, SUGGESTION_LIMITS.collections).map((c) => ({
      kind: "collection" as const,
      label: c.name,
      detail: `${c.recipe_count} ${c.recipe_count === 1 ? "recipe" : "recipes"}`,
      href: `/collections/${encodeURIComponent(c.slug)}`,
    })),
    ...members.slice(0, SUGGESTION_LIMITS.members).map((m) => ({
      kind: "member" as const,
      label: `@${m.username}`,
      detail: [m.first_name, m.last_name].filter(Boolean).join(" "),
      href: `/${encodeURIComponent(m.username)}`,
    })),
  ];
}
