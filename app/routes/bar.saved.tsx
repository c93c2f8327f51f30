/** Saved Recipes (/bar/saved): the member's saved recipes, newest saved first, nine to a page. */

import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Bookmark } from "~/components/ui/icons/icons";
import { Pagination } from "~/components/ui/pagination";
import { requireViewer } from "~/features/auth/session.server";
import { cardBarCoverageOrNone } from "~/features/bar/bar-card-coverage.server";
import { useKeepSavedOffline } from "~/features/offline/use-keep-saved-offline";
import { RecipeCard } from "~/features/recipes/components/recipe-card";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { listSavedRecipes } from "~/features/social/saved-recipes-queries.server";
import { redirectPastLastPage } from "~/lib/paging";
import type { Route } from "./+types/bar.saved";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Saved Recipes");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const page = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  const saved = await listSavedRecipes(viewer.id, Number.isFinite(page) ? page : 1);
  redirectPastLastPage(request, page, saved.pageCount);
  return {
    ...saved,
    barCoverage: await cardBarCoverageOrNone(
      viewer.id,
      saved.items.map((r) => r.id),
    ),
  };
}

export default function SavedRecipes({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageCount, barCoverage } = loaderData;
  // Issue 18: the service worker keeps these recipes for offline use.
  useKeepSavedOffline(total);
  return (
    <section aria-labelledby="saved-title" className="space-y-6">
      <div>
        <h1 id="saved-title" className="text-3xl font-semibold sm:text-4xl">
          Saved Recipes
        </h1>
        <p className="mt-1 text-muted">
          {total === 0 ? "Drinks you save appear here." : `${total} saved ${total === 1 ? "recipe" : "recipes"}`}
        </p>
      </div>
      {items.length === 0 ? (
        <div className="rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-12 text-center">
          <Bookmark className="mx-auto size-10 text-accent" aria-hidden />
          <h2 className="mt-4 text-2xl font-semibold">No saved recipes yet</h2>
          <p className="mx-auto mt-2 max-w-md text-muted">Press Save on any recipe to keep it here for later.</p>
          <Link to="/recipes" className={buttonClasses({ className: "mt-6" })}>
            Browse Recipes
          </Link>
        </div>
      ) : (
        <>
          <ul aria-label="Saved recipes" className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
            {items.map((recipe) => (
              <li key={recipe.id}>
                <RecipeCard recipe={recipe} barCoverage={barCoverage[recipe.id]} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} label="Saved recipes pages" />
        </>
      )}
    </section>
  );
}
