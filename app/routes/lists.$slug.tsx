/**
 * /lists/{slug} (issue 23): one editorial list, up to 24 listed recipes best first, with the member's likes,
 * saves and bar on each card. The ranking is kept for minutes (editorial-lists.server.ts); visitors share the page.
 */
import { data, Link } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { getViewer } from "~/features/auth/session.server";
import { cardBarCoverageOrNone } from "~/features/bar/bar-card-coverage.server";
import { editorialListMeta, LISTS_TITLE } from "~/features/discovery/editorial-list-meta";
import { EDITORIAL_LISTS, editorialListOf, editorialListPath, LISTS_PATH } from "~/features/discovery/editorial-lists";
import { listEditorialRecipes } from "~/features/discovery/editorial-lists.server";
import { RecipeCardGrid } from "~/features/recipes/components/recipe-card-grid";
import { notFoundMeta } from "~/features/seo/seo-meta";
import { getViewerReactionsForRecipes } from "~/features/social/viewer-reactions.server";
import { env } from "~/lib/env.server";
import { sharedData } from "~/lib/page-cache/shared-data.server";
import { softly } from "~/lib/softly";
import type { Route } from "./+types/lists.$slug";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const list = editorialListOf(params.slug);
  if (!list) throw data(null, { status: 404 });
  const viewer = await getViewer(request);
  const recipes = await softly(
    list.title,
    () => sharedData(context, `list:${list.slug}`, () => listEditorialRecipes(list.slug)),
    [],
  );
  const ids = recipes.map((recipe) => recipe.id);
  const [reactions, barCoverage] = await Promise.all([
    softly("like and save state", () => getViewerReactionsForRecipes(viewer?.id ?? null, ids), {}),
    cardBarCoverageOrNone(viewer?.id ?? null, ids),
  ]);
  return { list, recipes, reactions, barCoverage, signedIn: viewer !== null, origin: env().PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) =>
  loaded ? editorialListMeta(loaded.origin, loaded.list, loaded.recipes) : notFoundMeta({ matches, location });

export default function EditorialListPage({ loaderData }: Route.ComponentProps) {
  const { list, recipes, reactions, barCoverage, signedIn } = loaderData;
  const others = EDITORIAL_LISTS.filter((other) => other.slug !== list.slug);
  return (
    <section aria-labelledby="list-title">
      <Breadcrumb items={[{ label: "Home", to: "/" }, { label: LISTS_TITLE, to: LISTS_PATH }, { label: list.title }]} />
      <h1 id="list-title" className="text-4xl font-semibold">
        {list.title}
      </h1>
      <p className="mt-2 mb-8 max-w-2xl text-lg text-muted">{list.description}</p>
      {recipes.length ? (
        <RecipeCardGrid recipes={recipes} reactions={reactions} signedIn={signedIn} barCoverage={barCoverage} />
      ) : (
        <p className="rounded-(--radius-card) border border-dashed border-line p-8 text-center text-muted">
          Nothing here yet. Log a drink with <strong className="text-ink">I made this</strong> on any recipe, and it
          counts here.
        </p>
      )}
      <nav aria-label="Other lists" className="mt-12 border-t border-line pt-6">
        <h2 className="text-lg font-semibold">More lists</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                to={editorialListPath(other.slug)}
                className="inline-flex h-10 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium hover:bg-surface-2"
              >
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
