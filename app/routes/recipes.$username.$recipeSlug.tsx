/** Part 1 §2 Recipe detail (/recipes/{username}/{recipeSlug}). */
import { isRouteErrorResponse, redirect } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { getViewer } from "~/features/auth/session.server";
import { getRecipeBarView } from "~/features/bar/bar-card-coverage.server";
import { MoreLikeThis } from "~/features/discovery/components/more-like-this";
import { RecipeVariants, VariantLine } from "~/features/discovery/components/recipe-variants";
import { loadRecipeDiscovery } from "~/features/discovery/recipe-discovery.server";
import { MakesPanel } from "~/features/makes/components/makes-panel";
import { loadRecipeMakes } from "~/features/makes/make-queries.server";
import { ModerationNotice } from "~/features/moderation/components/moderation-notice";
import { visibilityOf } from "~/features/privacy/visibility";
import { RateRecipe } from "~/features/recipes/components/recipe-page/rate-recipe";
import { DietBadges, NutritionFacts, RecipeFacts } from "~/features/recipes/components/recipe-page/recipe-facts";
import { RecipeGallery } from "~/features/recipes/components/recipe-page/recipe-gallery";
import { RecipeHeader } from "~/features/recipes/components/recipe-page/recipe-header";
import { AuthorOnlyBanner, RecipeNotFound } from "~/features/recipes/components/recipe-page/recipe-notices";
import { recipePageMeta } from "~/features/recipes/components/recipe-page/recipe-page-meta";
import { RecipeTabs } from "~/features/recipes/components/recipe-page/recipe-tabs";
import { RecipeVideo } from "~/features/recipes/components/recipe-page/recipe-video";
import { getRecipeByAddress } from "~/features/recipes/recipe-detail-queries.server";
import { notFoundMeta } from "~/features/seo/seo-meta";
import { RecipeComments } from "~/features/social/components/recipe-comments";
import { getViewerReactionsAndCounts, NO_REACTIONS } from "~/features/social/viewer-reactions.server";
import { ViewBeacon } from "~/features/views/view-beacon";
import { env } from "~/lib/env.server";
import { sharedData } from "~/lib/page-cache/shared-data.server";
import type { Route } from "./+types/recipes.$username.$recipeSlug";

function recipePath(username: string, slug: string) {
  return `/recipes/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { username, recipeSlug } = params;
  if (!username || !recipeSlug) throw redirect("/recipes");

  let viewer: Awaited<ReturnType<typeof getViewer>>;
  let sharedWithMember = false;
  let lookup: Awaited<ReturnType<typeof getRecipeByAddress>>;
  try {
    viewer = await getViewer(request);
    // A visitor's answer is everyone's who is not signed in (issue 19). A recipe visitors may see is the
    // same for every member but its author (who may see their hidden full name), so members share it too;
    // anything else (followers-only, their own draft, an old address) is looked up for the member.
    const shared = await sharedData(context, `recipe:${username}/${recipeSlug}`, () =>
      getRecipeByAddress(username, recipeSlug, null),
    );
    sharedWithMember = viewer !== null && shared?.kind === "found" && shared.recipe.author.id !== viewer.id;
    lookup = !viewer || sharedWithMember ? shared : await getRecipeByAddress(username, recipeSlug, viewer.id);
  } catch (error) {
    // Part 1 §2: any load error goes to /recipes.
    console.error(`Failed to load recipe ${username}/${recipeSlug}`, error);
    throw redirect("/recipes");
  }
  // Unknown, authorless, or someone else's draft or private recipe: all look the same.
  // Part 1 §2: an unknown recipe goes to /404, which then shows the recipe not-found text.
  if (!lookup) throw redirect("/404?from=recipe");

  const { search } = new URL(request.url);
  if (lookup.kind === "moved") throw redirect(`${recipePath(lookup.username, lookup.slug)}${search}`, 301);

  const { recipe } = lookup;
  const path = recipePath(recipe.author.username, recipe.slug);
  // One address per recipe: a differently cased username lands on the canonical one.
  if (username !== recipe.author.username) throw redirect(`${path}${search}`, 301);

  // Part 1 §8: a failed like/save/rating status check is only logged; the buttons start unset.
  // Which ingredients the member already has; the page still shows without it. Both at once.
  const [[{ reactions, counts }, bar], discovery, makes] = await Promise.all([
    viewer
      ? Promise.all([
          getViewerReactionsAndCounts(viewer.id, recipe.id).catch((error) => {
            console.error(`Failed to load reactions to recipe ${recipe.id}`, error);
            return { reactions: NO_REACTIONS, counts: null };
          }),
          getRecipeBarView(viewer.id, recipe.id).catch((error) => {
            console.error(`Failed to load bar coverage of recipe ${recipe.id}`, error);
            return null;
          }),
        ])
      : ([{ reactions: NO_REACTIONS, counts: null }, null] as const),
    loadRecipeDiscovery(context, recipe, viewer?.id ?? null),
    loadRecipeMakes(context, recipe.id, viewer?.id ?? null),
  ]);

  const origin = env().PUBLIC_URL;
  return {
    // A member shown the visitors' recipe gets its counts as they are now, read with their reactions.
    recipe: sharedWithMember && counts ? { ...recipe, ...counts } : recipe,
    reactions,
    bar,
    discovery,
    makes,
    signedIn: viewer !== null,
    isAuthor: viewer?.id === recipe.author.id,
    path,
    url: `${origin}${path}`,
    origin,
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  if (!data) return notFoundMeta({ matches, location }, "Recipe not found");
  const { recipe, url, origin, discovery } = data;
  // Drafts, private and followers-only recipes: noindex, and no card, image or structured data.
  const hidden = recipe.status !== "published" || !recipe.is_public || recipe.moderation !== "visible";
  const original = discovery.publicOriginal;
  return recipePageMeta({
    recipe,
    url,
    origin,
    hidden,
    original: original
      ? { url: `${origin}/recipes/${original.author}/${original.slug}`, name: original.name, author: original.author }
      : null,
  });
};

export default function RecipePage({ loaderData }: Route.ComponentProps) {
  const { recipe, reactions, bar, discovery, makes, signedIn, isAuthor, path } = loaderData;
  const cards = { reactions: discovery.reactions, barCoverage: discovery.barCoverage, signedIn };
  const draft = recipe.status !== "published";
  const visibility = visibilityOf(recipe);

  return (
    <article>
      {/* The view is counted after load, not by this request (issue 19); an author's own never counts. */}
      <ViewBeacon kind="recipe" id={recipe.id} skip={isAuthor} />
      {isAuthor && recipe.moderation !== "visible" ? (
        <ModerationNotice state={recipe.moderation} noun="recipe" />
      ) : isAuthor && (draft || visibility !== "public") ? (
        <AuthorOnlyBanner recipeId={recipe.id} draft={draft} visibility={visibility} />
      ) : null}
      <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Recipes", to: "/recipes" }, { label: recipe.name }]} />

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <RecipeGallery name={recipe.name} photos={recipe.images} />
        <div className="flex flex-col gap-6">
          <RecipeHeader recipe={recipe} reactions={reactions} signedIn={signedIn} path={path} isAuthor={isAuthor} />
          <VariantLine recipeId={recipe.id} original={discovery.original} signedIn={signedIn} />
          <DietBadges recipe={recipe} />
          <RecipeFacts recipe={recipe} />
          <RecipeVideo name={recipe.name} videoUrl={recipe.video_url} embedUrl={recipe.video_embed_url} />
        </div>
      </div>

      <div className="mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <RecipeTabs recipe={recipe} bar={bar} signedIn={signedIn} path={path} />
        <aside className="flex flex-col gap-6" aria-label="Makes, rating and nutrition">
          <MakesPanel
            key={recipe.id}
            recipeId={recipe.id}
            recipeName={recipe.name}
            count={recipe.makes_count}
            makes={makes}
            signedIn={signedIn}
            isAuthor={isAuthor}
            path={path}
          />
          <RateRecipe
            recipeId={recipe.id}
            rating={reactions.rating}
            signedIn={signedIn}
            isAuthor={isAuthor}
            path={path}
          />
          <NutritionFacts nutrition={recipe.nutrition} />
        </aside>
      </div>

      <RecipeVariants recipes={discovery.variants.recipes} total={discovery.variants.total} cards={cards} />
      <MoreLikeThis recipes={discovery.similar} cards={cards} />

      <RecipeComments recipeId={recipe.id} count={recipe.comments_count} signedIn={signedIn} path={path} />
    </article>
  );
}

/** The loader redirects rather than throws; this covers a 404 raised anywhere below it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <RecipeNotFound />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <section className="mx-auto max-w-xl py-16 text-center" aria-labelledby="recipe-error-title">
      <h1 id="recipe-error-title" className="text-3xl font-semibold">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-muted">{detail}</p>
    </section>
  );
}
