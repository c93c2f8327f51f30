/**
 * The bar on recipe cards ("You can make this", "Missing: Campari", "You have 2 of 4"), with one
 * coverage query for a whole page of cards, and on the recipe page. Guests have no bar: nothing.
 */
import type { CardBarCoverage, RecipeBarView } from "~/features/recipes/recipe-types";
import { getBarCoverage } from "./bar-coverage.server";
import { listShoppingIngredientIds } from "./shopping-list-queries.server";

export async function cardBarCoverage(
  viewerId: string | null,
  recipeIds: readonly string[],
): Promise<Record<string, CardBarCoverage>> {
  if (!viewerId || recipeIds.length === 0) return {};
  const coverage = await getBarCoverage(viewerId, recipeIds);
  const cards: Record<string, CardBarCoverage> = {};
  for (const [recipeId, { have, required, missing }] of Object.entries(coverage)) {
    cards[recipeId] = { have, required, missing: missing.map((m) => m.name) };
  }
  return cards;
}

/** The same, never failing a page: a card without its bar line still shows. */
export function cardBarCoverageOrNone(
  viewerId: string | null,
  recipeIds: readonly string[],
): Promise<Record<string, CardBarCoverage>> {
  return cardBarCoverage(viewerId, recipeIds).catch((error) => {
    console.error("Could not load bar coverage for recipe cards", error);
    return {};
  });
}

/** The recipe page's bar view: each ingredient's match, and which ingredients are already on the list. */
export async function getRecipeBarView(memberId: string, recipeId: string): Promise<RecipeBarView> {
  const [coverage, listed] = await Promise.all([
    getBarCoverage(memberId, [recipeId]),
    listShoppingIngredientIds(memberId),
  ]);
  return { coverage: coverage[recipeId] ?? null, onShoppingList: [...listed] };
}
