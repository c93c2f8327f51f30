/** What "For you tonight" (issue 23) hands the page. */
import type { CardBarCoverage, RecipeCardData } from "~/features/recipes/recipe-types";

export type Recommendation = { recipe: RecipeCardData; reasons: string[] };

export type ForYouTonight =
  | { kind: "quiz" }
  | {
      kind: "drinks";
      recommendations: Recommendation[];
      reactions: Record<string, { liked: boolean; saved: boolean }>;
      barCoverage: Record<string, CardBarCoverage>;
    };

/** How many each page shows: the bar's full row of six; the home page one row of three. */
export const FOR_YOU_ON_BAR = 6;
export const FOR_YOU_ON_HOME = 3;
export const TASTE_SETTINGS_PATH = "/settings/taste";
export const TASTE_ENDPOINT = "/api/site/taste";
