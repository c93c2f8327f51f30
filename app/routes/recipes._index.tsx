/** Part 1 §2 Recipe listing (/recipes): public, published recipes with filters, search, sort and pages. */

import { Link } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { Plus, SearchX } from "~/components/ui/icons/icons";
import { getViewer } from "~/features/auth/session.server";
import { cardBarCoverageOrNone } from "~/features/bar/bar-card-coverage.server";
import { getBarKeys } from "~/features/bar/bar-matching.server";
import { LISTS_PATH } from "~/features/discovery/editorial-lists";
import { IgnoredFiltersNote } from "~/features/recipes/components/ignored-filters-note";
import { RecipeCardGrid } from "~/features/recipes/components/recipe-card-grid";
import { RecipeFilters } from "~/features/recipes/components/recipe-filters";
import { RecipeGridSkeleton, useRecipeListingLoading } from "~/features/recipes/components/recipe-grid-skeleton";
import { clearFiltersHref, listingHref } from "~/features/recipes/components/recipe-listing-links";
import { LISTING_TITLE, listingMeta } from "~/features/recipes/components/recipe-listing-meta";
import { RecipeListingPagination } from "~/features/recipes/components/recipe-listing-pagination";
import { countPublicRecipes, listPublicRecipes } from "~/features/recipes/recipe-listing-queries.server";
import {
  activeFilterCount,
  guestWithoutBar,
  type RecipeListingFilters,
  readListingParams,
  withKnownTaxonomy,
} from "~/features/recipes/recipe-listing-schema";
import type { RecipeCardData } from "~/features/recipes/recipe-types";
import { listCategories, listCocktailTypes } from "~/features/recipes/taxonomy-queries.server";
import { type CardReactions, getViewerReactionsForRecipes } from "~/features/social/viewer-reactions.server";
import { APP_NAME, RECIPE_PAGE_SIZE } from "~/lib/constants";
import { env } from "~/lib/env.server";
import { sharedData } from "~/lib/page-cache/shared-data.server";
import { redirectPastLastPage } from "~/lib/paging";
import type { Route } from "./+types/recipes._index";

/** Part 1 §8: a failed listing shows an empty list and a count of 0; a failed option list says so. */
function logged<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    console.error(`Recipe listing: could not load ${what}`, error);
    return fallback;
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const read = guestWithoutBar(readListingParams(new URL(request.url).searchParams), viewer !== null);
  // The member's bar, read beside the listing: only the bar filter waits for it.
  const barKeysRead = viewer ? getBarKeys(viewer.id).catch(logged("bar", undefined)) : undefined;
  const listing = async (f: RecipeListingFilters) => {
    const keys = f.bar ? await barKeysRead : undefined;
    const read = () => Promise.all([listPublicRecipes(f, RECIPE_PAGE_SIZE, keys), countPublicRecipes(f, keys)]);
    // Without a bar the listing is the same for everyone (issue 19: pages that differ only elsewhere share it).
    return (keys ? read() : sharedData(context, `recipes:${JSON.stringify(f)}`, read)).catch(
      logged("recipes", [[] as RecipeCardData[], 0] as const),
    );
  };
  const [first, categories, cocktailTypes, barKeys] = await Promise.all([
    listing(read.filters),
    // Shared options only, signed in or not: listed recipes use no one's private ones (issue 11).
    sharedData(context, "categories:shared", () => listCategories(null)).catch(logged("categories", null)),
    sharedData(context, "cocktail-types:shared", () => listCocktailTypes(null)).catch(logged("cocktail types", null)),
    barKeysRead,
  ]);
  // A category or type id that is no option is ignored (with a note) like any other unknown value;
  // only such an address pays for a second query.
  const { filters, ignored } = withKnownTaxonomy(read, { categories, cocktailTypes });
  const [recipes, total] = filters === read.filters ? first : await listing(filters);
  const pageCount = Math.max(1, Math.ceil(total / RECIPE_PAGE_SIZE));
  redirectPastLastPage(request, filters.page, pageCount);
  const ids = recipes.map((recipe) => recipe.id);
  // Part 1 §4: the cards' like and save toggles; without them the cards still show.
  const [reactions, barCoverage] = await Promise.all([
    getViewerReactionsForRecipes(viewer?.id ?? null, ids).catch(
      logged<Record<string, CardReactions>>("like and save state", {}),
    ),
    cardBarCoverageOrNone(viewer?.id ?? null, ids),
  ]);
  return {
    recipes,
    total,
    categories,
    cocktailTypes,
    filters,
    ignored,
    pageCount,
    reactions,
    barCoverage,
    signedIn: viewer !== null,
    /** null for guests; true when the member's bar has nothing in it (the filter then links to /bar/build). */
    barEmpty: viewer ? barKeys?.length === 0 : null,
    origin: env().PUBLIC_URL,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? listingMeta(data) : [{ title: `${LISTING_TITLE} | ${APP_NAME}` }];

export default function RecipesPage({ loaderData }: Route.ComponentProps) {
  const {
    recipes,
    total,
    categories,
    cocktailTypes,
    filters,
    ignored,
    pageCount,
    reactions,
    barCoverage,
    signedIn,
    barEmpty,
  } = loaderData;
  const loading = useRecipeListingLoading();
  const active = activeFilterCount(filters);

  return (
    <>
      <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Recipes" }]} />
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">{LISTING_TITLE}</h1>
          <p className="mt-1 text-muted">
            Classics, house specials and new ideas from the Muddle community.{" "}
            <Link to={LISTS_PATH} className="font-medium text-accent underline-offset-4 hover:underline">
              Browse the lists
            </Link>
          </p>
        </div>
        <Link to="/bar/recipes/new" className={buttonClasses()}>
          <Plus className="size-4" aria-hidden />
          Create Recipe
        </Link>
      </header>

      <RecipeFilters
        filters={filters}
        categories={categories}
        cocktailTypes={cocktailTypes}
        activeCount={active}
        barEmpty={barEmpty}
      >
        <section aria-labelledby="recipe-results-title" aria-busy={loading || undefined}>
          <h2 id="recipe-results-title" className="sr-only">
            Recipes
          </h2>
          <IgnoredFiltersNote ignored={ignored} cleanHref={listingHref(filters)} />
          <div className="mb-4 flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <p aria-live="polite">
              Showing {recipes.length} of {total} {total === 1 ? "recipe" : "recipes"}
              {active > 0 ? (
                <>
                  <span aria-hidden className="mx-2">
                    ·
                  </span>
                  <span className="font-medium text-ink">
                    {active} active {active === 1 ? "filter" : "filters"}
                  </span>
                </>
              ) : null}
            </p>
            {active > 0 ? (
              <Link
                to={clearFiltersHref(filters)}
                replace
                preventScrollReset
                className="font-medium text-accent underline-offset-4 hover:underline"
              >
                Clear filters
              </Link>
            ) : null}
          </div>

          {loading ? (
            <RecipeGridSkeleton />
          ) : recipes.length === 0 ? (
            <NoRecipes clearHref={active > 0 ? clearFiltersHref(filters) : undefined} />
          ) : (
            <RecipeCardGrid recipes={recipes} reactions={reactions} signedIn={signedIn} barCoverage={barCoverage} />
          )}
          <RecipeListingPagination page={filters.page} pageCount={pageCount} />
        </section>
      </RecipeFilters>
    </>
  );
}

function NoRecipes({ clearHref }: { clearHref?: string }) {
  return (
    <div className="rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-14 text-center">
      <SearchX className="mx-auto size-10 text-accent" aria-hidden />
      <p className="mt-4 font-display text-2xl font-semibold">No recipes found matching your criteria</p>
      <p className="mx-auto mt-2 max-w-md text-muted">
        Try a different search or fewer filters — there are plenty more drinks to discover.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {clearHref ? (
          <Link to={clearHref} replace className={buttonClasses({ variant: "secondary" })}>
            Clear filters
          </Link>
        ) : null}
      </div>
    </div>
  );
}
