/** Recipe cards in the listing's grid, with each card's like/save state and bar coverage (/recipes, a collection). */
import type { CardBarCoverage, RecipeCardData } from "../recipe-types";
import { cardImageLoading, RecipeCard } from "./recipe-card";

export function RecipeCardGrid({
  recipes,
  reactions,
  signedIn,
  barCoverage,
}: {
  recipes: RecipeCardData[];
  /** The viewer's likes and saves by recipe id; a recipe missing from it is neither. */
  reactions: Record<string, { liked: boolean; saved: boolean }>;
  signedIn: boolean;
  barCoverage: Record<string, CardBarCoverage>;
}) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {recipes.map((recipe, index) => (
        <li key={recipe.id} className="flex [&>article]:w-full">
          <RecipeCard
            recipe={recipe}
            reactions={{ liked: false, saved: false, ...reactions[recipe.id], signedIn }}
            barCoverage={barCoverage[recipe.id]}
            imageLoading={cardImageLoading(index)}
          />
        </li>
      ))}
    </ul>
  );
}
