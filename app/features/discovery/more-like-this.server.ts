/**
 * The recipe page's "More like this": the similar drinks (the same for everyone, so shared between requests)
 * and, for a member, their likes, saves and what their bar makes of each. Never fails the page.
 */
import { cardBarCoverageOrNone } from "~/features/bar/bar-card-coverage.server";
import { getViewerReactionsForRecipes } from "~/features/social/viewer-reactions.server";
import { type SharedDataContext, sharedData } from "~/lib/page-cache/shared-data.server";
import { listSimilarRecipes, type SimilarRecipe } from "./similar-recipes.server";

export type MoreLikeThis = {
  recipes: SimilarRecipe[];
  reactions: Awaited<ReturnType<typeof getViewerReactionsForRecipes>>;
  barCoverage: Awaited<ReturnType<typeof cardBarCoverageOrNone>>;
};

export async function loadMoreLikeThis(
  context: SharedDataContext,
  recipeId: string,
  viewerId: string | null,
): Promise<MoreLikeThis> {
  try {
    const recipes = await sharedData(context, `similar:${recipeId}`, () => listSimilarRecipes(recipeId));
    const ids = recipes.map((r) => r.id);
    const [reactions, barCoverage] = await Promise.all([
      getViewerReactionsForRecipes(viewerId, ids),
      cardBarCoverageOrNone(viewerId, ids),
    ]);
    return { recipes, reactions, barCoverage };
  } catch (error) {
    console.error(`Failed to load recipes like ${recipeId}`, error);
    return { recipes: [], reactions: {}, barCoverage: {} };
  }
}
