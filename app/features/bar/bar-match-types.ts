/** Shapes of bar-matching results that pages and components share (no server code here). */
import type { RecipeCardData } from "~/features/recipes/recipe-types";

/**
 * How a bar item satisfies a recipe ingredient (docs/bar-matching.md):
 * exact: the same ingredient; variant: a variant of the generic asked for (Bacardi for White Rum);
 * generic: the generic of the variant asked for; sibling: another variant of the same generic;
 * substitute: an ingredient the recipe lists as a substitute.
 */
export type MatchRelation = "exact" | "variant" | "generic" | "sibling" | "substitute";

export type IngredientMatch = {
  recipeIngredientId: string;
  ingredientId: string;
  /** The ingredient as the recipe names it. */
  name: string;
  /** False for optional and garnish ingredients, and for ice and water. */
  required: boolean;
  have: { ingredientId: string; name: string; relation: MatchRelation; familyName: string } | null;
};

export type RecipeCoverage = {
  /** Required ingredients, and how many of them the bar covers. */
  required: number;
  have: number;
  missing: { ingredientId: string; name: string }[];
  ingredients: IngredientMatch[];
};

/** An ingredient that would make new recipes possible, and how many. */
export type NextBottle = { ingredientId: string; name: string; category: string; unlocks: number };

export type OneAwayRecipe = { recipe: RecipeCardData; missing: { ingredientId: string; name: string } };

export type WhatCanIMakeData = {
  makeableCount: number;
  oneAwayCount: number;
  makeable: RecipeCardData[];
  oneAway: OneAwayRecipe[];
  nextBottles: NextBottle[];
  /** What each shown card's recipe needs from the bar, for the card's "You can make this" chip. */
  cardCoverage: Record<string, { have: number; required: number; missing: string[] }>;
};
