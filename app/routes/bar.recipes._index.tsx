/** Part 2 §2 My Recipes (/bar/recipes): search, filter, sort, count line, paged grid, create. */

import { Link, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { BookOpen, Plus, SearchX, Upload } from "~/components/ui/icons/icons";
import { Pagination } from "~/components/ui/pagination";
import { requireViewer } from "~/features/auth/session.server";
import { CreateRecipeDialog } from "~/features/recipes/components/create-recipe-dialog";
import { MyRecipeCard } from "~/features/recipes/components/my-recipe-card";
import { MyRecipesToolbar } from "~/features/recipes/components/my-recipes-toolbar";
import { listMyRecipes } from "~/features/recipes/my-recipes-queries.server";
import { myRecipesSearchParams, parseMyRecipesQuery } from "~/features/recipes/my-recipes-schema";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { redirectPastLastPage } from "~/lib/paging";
import type { Route } from "./+types/bar.recipes._index";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "My Recipes");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const query = parseMyRecipesQuery(new URL(request.url).searchParams);
  const result = await listMyRecipes(viewer, query);
  redirectPastLastPage(request, query.page, result.pageCount);
  return { ...result, query: { ...query, page: result.page } };
}

export default function MyRecipes({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageCount, query } = loaderData;
  const navigation = useNavigation();
  const refreshing = navigation.state === "loading" && navigation.location.pathname === "/bar/recipes";
  const narrowed = Boolean(query.search) || query.filter !== "all";
  const clearHref = `/bar/recipes${query.sort === "name-asc" ? "" : `?${myRecipesSearchParams({ sort: query.sort })}`}`;

  return (
    <section aria-labelledby="my-recipes-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="my-recipes-title" className="text-3xl font-semibold sm:text-4xl">
            My Recipes
          </h1>
          <p className="mt-1 text-muted">Your drinks, drafts and private experiments, all in one place.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/recipes/bulk-upload" className={buttonClasses({ variant: "secondary" })}>
            <Upload className="size-4" aria-hidden />
            Import recipes
          </Link>
          <Link to="/bar/recipes/new" className={buttonClasses()}>
            <Plus className="size-4" aria-hidden />
            Create Recipe
          </Link>
        </div>
      </div>

      {total === 0 && !narrowed ? (
        <EmptyState />
      ) : (
        <>
          <MyRecipesToolbar query={query} />
          <p className="text-sm text-muted" aria-live="polite">
            Showing {items.length} of {total} {total === 1 ? "recipe" : "recipes"}
          </p>
          {items.length === 0 ? (
            <div className="rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-12 text-center">
              <SearchX className="mx-auto size-10 text-accent" aria-hidden />
              <h2 className="mt-4 text-2xl font-semibold">No recipes match your search</h2>
              <p className="mx-auto mt-2 max-w-md text-muted">Try another name or ingredient, or show all recipes.</p>
              <Link to={clearHref} className={buttonClasses({ variant: "secondary", className: "mt-6" })}>
                Clear filters
              </Link>
            </div>
          ) : (
            <ul
              aria-label="Your recipes"
              aria-busy={refreshing || undefined}
              className={`grid gap-3 transition-opacity sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 ${refreshing ? "opacity-60" : ""}`}
            >
              {items.map((recipe) => (
                <li key={recipe.id}>
                  <MyRecipeCard recipe={recipe} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pageCount={pageCount} label="My Recipes pages" className="pt-2" />
        </>
      )}
    </section>
  );
}

function EmptyState() {
  return (
    <div className="rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-14 text-center">
      <BookOpen className="mx-auto size-10 text-accent" aria-hidden />
      <h2 className="mt-4 text-2xl font-semibold">No recipes yet</h2>
      <p className="mx-auto mt-2 max-w-md text-muted">
        Start with a classic template or from scratch. Drafts stay private until you publish them.
      </p>
      <div className="mt-6 flex justify-center">
        <CreateRecipeDialog
          trigger={
            <button type="button" className={buttonClasses()}>
              <Plus className="size-4" aria-hidden />
              Create your first recipe
            </button>
          }
        />
      </div>
    </div>
  );
}
