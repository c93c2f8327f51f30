/**
 * What the recipe page shows around a recipe (issue 23): the original it varies, its listed variants and the
 * drinks like it, with the member's likes, saves and bar on each card. What is the same for every viewer (the
 * look-alikes, the variants, the original visitors may open) is shared between requests; the original is asked
 * again for a member, who may follow its author. Each part fails alone and never fails the page.
 */
import { cardBarCoverageOrNone } from "~/features/bar/bar-card-coverage.server";
import type { RecipeCardData } from "~/features/recipes/recipe-types";
import { getViewerReactionsForRecipes } from "~/features/social/viewer-reactions.server";
import { type SharedDataContext, sharedData } from "~/lib/page-cache/shared-data.server";
import { softly } from "~/lib/softly";
import { listSimilarRecipes, SIMILAR_RECIPES_SHOWN, type SimilarRecipe } from "./similar-recipes.server";
import { getVisibleOriginal, listPublicVariants, VARIANTS_SHOWN } from "./variant-queries.server";
import type { RecipeReference } from "./variant-types";

export type RecipeDiscovery = {
  similar: SimilarRecipe[];
  variants: { recipes: RecipeCardData[]; total: number };
  /** The original as this viewer may see it. */
  original: RecipeReference | null;
  /** The original as everyone may see it: what the page's structured data names. */
  publicOriginal: RecipeReference | null;
  reactions: Awaited<ReturnType<typeof getViewerReactionsForRecipes>>;
  barCoverage: Awaited<ReturnType<typeof cardBarCoverageOrNone>>;
};

export async function loadRecipeDiscovery(
  context: SharedDataContext,
  recipe: { id: string; variant_of: string | null },
  viewerId: string | null,
): Promise<RecipeDiscovery> {
  const { id, variant_of } = recipe;
  const [alike, variants, everyones, viewers] = await Promise.all([
    // Enough to fill the row once the variants shown above it are left out.
    softly(
      "recipes like it",
      () =>
        sharedData(context, `similar:${id}`, () => listSimilarRecipes(id, SIMILAR_RECIPES_SHOWN + VARIANTS_SHOWN + 1)),
      [],
    ),
    softly("its variants", () => sharedData(context, `variants:${id}`, () => listPublicVariants(id)), {
      recipes: [],
      total: 0,
    }),
    variant_of
      ? softly(
          "its original",
          () => sharedData(context, `original:${variant_of}`, () => getVisibleOriginal(variant_of, null)),
          null,
        )
      : null,
    viewerId && variant_of ? softly("its original", () => getVisibleOriginal(variant_of, viewerId), null) : null,
  ]);
  const shownAbove = new Set(variants.recipes.map((r) => r.id));
  const similar = alike.filter((r) => !shownAbove.has(r.id)).slice(0, SIMILAR_RECIPES_SHOWN);
  const ids = [...variants.recipes, ...similar].map((r) => r.id);
  const [reactions, barCoverage] = await Promise.all([
    softly("card reactions", () => getViewerReactionsForRecipes(viewerId, ids), {}),
    cardBarCoverageOrNone(viewerId, ids),
  ]);
  return {
    similar,
    variants,
    original: viewerId ? viewers : everyones,
    publicOriginal: everyones,
    reactions,
    barCoverage,
  };
}
