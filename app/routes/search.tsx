/**
 * Site search (issue 18): `/search?q=` finds recipes, public collections, members and community posts
 * in one server-rendered page, grouped, each group linking to its own listing. The empty query shows
 * popular recipes and collections. Visibility is the policy layer's (site-search.server.ts).
 */
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { SearchForm } from "~/components/ui/search-field";
import { getViewer } from "~/features/auth/session.server";
import { cardBarCoverageOrNone } from "~/features/bar/bar-card-coverage.server";
import { collectionsHref } from "~/features/collections/public-collections-params";
import { listingHref } from "~/features/recipes/components/recipe-listing-links";
import { PopularGroups, ResultGroups } from "~/features/search/components/search-groups";
import { NoResults } from "~/features/search/components/search-results";
import { searchMeta } from "~/features/search/search-meta";
import { readSearchQuery, SEARCH_PATH, SEARCH_QUERY_MAX_CHARS } from "~/features/search/search-schema";
import {
  type PopularContent,
  popularContent,
  recipeSearchText,
  type SiteSearchResults,
  searchSite,
} from "~/features/search/site-search.server";
import { getViewerReactionsForRecipes } from "~/features/social/viewer-reactions.server";
import { env } from "~/lib/env.server";
import type { Route } from "./+types/search";

const NOTHING: SiteSearchResults = { recipes: [], recipeTotal: 0, collections: [], members: [], posts: [] };

export async function loader({ request }: Route.LoaderArgs) {
  const q = readSearchQuery(new URL(request.url).searchParams);
  const viewer = await getViewer(request);
  const viewerId = viewer?.id ?? null;
  let results: SiteSearchResults | null = null;
  let popular: PopularContent | null = null;
  try {
    if (q) results = await searchSite(q, viewerId);
    else popular = await popularContent();
  } catch (error) {
    // Like the listings (part 1 §8): an empty answer rather than an error page.
    console.error("Site search: could not search", error);
    if (q) results = NOTHING;
    else popular = { recipes: [], collections: [] };
  }
  const ids = (results?.recipes ?? popular?.recipes ?? []).map((recipe) => recipe.id);
  const [reactions, barCoverage] = await Promise.all([
    getViewerReactionsForRecipes(viewerId, ids).catch(() => ({})),
    cardBarCoverageOrNone(viewerId, ids),
  ]);
  const recipeWords = recipeSearchText(q);
  // Guests read the community feed (and its search of members and posts) at /community, members in their bar.
  const community = `${viewer ? "/bar/community" : "/community"}?${new URLSearchParams({ q: recipeWords })}`;
  return {
    q,
    results,
    popular,
    cards: { reactions, barCoverage, signedIn: viewer !== null },
    seeAll: {
      recipes: listingHref({ search: recipeWords, page: 1 }),
      collections: collectionsHref({ search: recipeWords }),
      community,
    },
    origin: env().PUBLIC_URL,
  };
}

export const meta: Route.MetaFunction = ({ data }) => searchMeta({ q: data?.q ?? "", origin: data?.origin ?? "" });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, results, popular, cards, seeAll } = loaderData;
  const found = results
    ? results.recipeTotal + results.collections.length + results.members.length + results.posts.length
    : 0;
  return (
    <>
      <Breadcrumb
        items={[
          { label: "Home", to: "/" },
          { label: "Search", to: q ? SEARCH_PATH : undefined },
          ...(q ? [{ label: `“${q}”` }] : []),
        ]}
      />
      <header className="mb-6">
        <h1 className="text-3xl font-semibold break-words sm:text-4xl">{q ? `Results for “${q}”` : "Search"}</h1>
        <p className="mt-1 text-muted" role="status">
          {!q
            ? "Find recipes, collections, members and posts. Until you search, here is what people like most."
            : found === 0
              ? "No matches."
              : `${found} ${found === 1 ? "match" : "matches"} across recipes, collections, members and posts.`}
        </p>
      </header>

      <SearchForm
        action={SEARCH_PATH}
        aria-label="Search the site"
        className="mb-10 max-w-2xl"
        id="site-search-page"
        label="Search recipes, collections, members and posts"
        name="q"
        defaultValue={q}
        maxLength={SEARCH_QUERY_MAX_CHARS}
        placeholder="Search recipes, ingredients, members…"
      />

      {results && found === 0 ? <NoResults q={q} /> : null}
      <div className="flex flex-col gap-12">
        {results ? <ResultGroups q={q} results={results} cards={cards} seeAll={seeAll} /> : null}
        {popular ? <PopularGroups popular={popular} cards={cards} /> : null}
      </div>
    </>
  );
}
