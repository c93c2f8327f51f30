/**
 * Part 2 §2 Collection detail (/collections/{slug}). A collection the viewer may not see answers the
 * same 404 as one that never existed; a renamed one's old address moves to the new one (only for
 * viewers who may see it). Views count once per visitor a day, through the page's beacon after it loads
 * (issue 19: the page request writes nothing); structured data only when public.
 */
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Pagination } from "~/components/ui/pagination";
import { getViewer } from "~/features/auth/session.server";
import { cardBarCoverageOrNone } from "~/features/bar/bar-card-coverage.server";
import { collectionPageMeta, notFoundMeta } from "~/features/collections/collection-meta";
import {
  COLLECTION_RECIPES_PAGE_SIZE,
  getCollectionPage,
  listCollectionRecipes,
} from "~/features/collections/collection-queries.server";
import { COLLECTION_NOT_FOUND } from "~/features/collections/collection-schema";
import { CollectionNotFound } from "~/features/collections/components/collection-not-found";
import { PublicCollectionHeader } from "~/features/collections/components/public-collection-header";
import { COLLECTIONS_PATH, collectionPath, PageParam } from "~/features/collections/public-collections-params";
import { RecipeCardGrid } from "~/features/recipes/components/recipe-card-grid";
import { type CardReactions, getViewerReactionsForRecipes } from "~/features/social/viewer-reactions.server";
import { ViewBeacon } from "~/features/views/view-beacon";
import { env } from "~/lib/env.server";
import { type SharedDataContext, sharedData } from "~/lib/page-cache/shared-data.server";
import { redirectPastLastPage } from "~/lib/paging";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/collections.$slug";

const LOAD_FAILED = "Failed to load collection";

async function lookUp(request: Request, context: SharedDataContext, slug: string) {
  try {
    const viewer = await getViewer(request);
    // A visitor's answer is everyone's who is not signed in (issue 19); a member's holds their like and shares.
    const lookup = viewer
      ? await getCollectionPage(slug, viewer.id)
      : await sharedData(context, `collection:${slug}`, () => getCollectionPage(slug, null));
    return { viewer, lookup };
  } catch (error) {
    // Part 2 §2: "On load failure it shows the error and redirects to /collections".
    console.error(`${LOAD_FAILED} ${slug}`, error);
    throw redirect(COLLECTIONS_PATH, {
      headers: { "Set-Cookie": await toastHeader({ type: "error", message: LOAD_FAILED }) },
    });
  }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { viewer, lookup } = await lookUp(request, context, params.slug);
  if (lookup.kind === "moved") throw redirect(`${collectionPath(lookup.slug)}${url.search}`, 301);
  if (lookup.kind === "missing") return data({ found: false as const }, { status: 404 });

  const collection = lookup.data;
  const viewerId = viewer?.id ?? null;
  const page = PageParam.parse(url.searchParams.get("page") ?? undefined);
  // What a visitor may see of it is the same for every visitor (and names the structured data for everyone).
  const visitorsRecipes = () =>
    sharedData(context, `collection:${collection.id}:recipes:${page}`, () =>
      listCollectionRecipes(collection.id, null, page),
    );
  const recipes = viewerId ? await listCollectionRecipes(collection.id, viewerId, page) : await visitorsRecipes();
  redirectPastLastPage(request, page, recipes.pageCount);

  const ids = recipes.items.map((recipe) => recipe.id);
  const isPublic = collection.visibility === "public";
  const [reactions, barCoverage, listed] = await Promise.all([
    getViewerReactionsForRecipes(viewerId, ids).catch((error) => {
      console.error(`Failed to load reactions to the recipes of collection ${collection.id}`, error);
      return {} as Record<string, CardReactions>;
    }),
    cardBarCoverageOrNone(viewerId, ids),
    // Structured data names only what everyone may open, whoever is looking.
    isPublic && viewerId ? visitorsRecipes() : isPublic ? recipes : null,
  ]);

  const path = collectionPath(collection.slug);
  return {
    found: true as const,
    collection,
    recipes,
    reactions,
    barCoverage,
    listed: listed && {
      recipes: listed.items.map(({ name, slug, author }) => ({ name, slug, author: { username: author.username } })),
      total: listed.total,
      firstPosition: (page - 1) * COLLECTION_RECIPES_PAGE_SIZE + 1,
    },
    signedIn: viewer !== null,
    path,
    origin: env().PUBLIC_URL,
  };
}

/** A like or share answers with its own figures: the page need not load again for it. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction?.startsWith("/api/site/collections/")) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  if (!data?.found) return notFoundMeta(args, COLLECTION_NOT_FOUND);
  const { collection, origin, recipes, listed } = data;
  return collectionPageMeta({ collection, origin, page: recipes.page, listed });
};

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <CollectionNotFound backTo={COLLECTIONS_PATH} />;
  const { collection, recipes, reactions, barCoverage, signedIn, path } = loaderData;
  return (
    <article>
      <ViewBeacon kind="collection" id={collection.id} skip={collection.is_owner} />
      <Breadcrumb
        items={[{ label: "Home", to: "/" }, { label: "Collections", to: COLLECTIONS_PATH }, { label: collection.name }]}
      />
      <PublicCollectionHeader collection={collection} signedIn={signedIn} path={path} />

      <section aria-labelledby="collection-recipes-title" className="mt-12">
        <h2 id="collection-recipes-title" className="mb-5 text-2xl font-semibold sm:text-3xl">
          Recipes in this Collection
        </h2>
        {recipes.items.length === 0 ? (
          <p className="rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-12 text-center text-muted">
            This collection is empty.
          </p>
        ) : (
          <RecipeCardGrid recipes={recipes.items} reactions={reactions} signedIn={signedIn} barCoverage={barCoverage} />
        )}
        <Pagination
          page={recipes.page}
          pageCount={recipes.pageCount}
          label="Collection recipe pages"
          className="pt-6"
        />
      </section>
    </article>
  );
}
