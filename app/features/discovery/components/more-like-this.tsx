/** "More like this" under a recipe (issue 23): up to six similar drinks, with what the member's bar makes of them. */
import { barCoverageState } from "~/features/recipes/components/recipe-bar-labels";
import type { RecipeCardData } from "~/features/recipes/recipe-types";
import { type CardsContext, RecipeCardsSection } from "./recipe-cards-section";

export function MoreLikeThis({ recipes, cards }: { recipes: RecipeCardData[]; cards: CardsContext }) {
  if (recipes.length === 0) return null;
  const covered = recipes.map((r) => cards.barCoverage[r.id]).filter((c) => c !== undefined);
  // The cards' own rule, so the count and their "You can make this" always agree.
  const makeable = covered.filter((c) => barCoverageState(c) === "all").length;
  const aside =
    cards.signedIn && covered.length > 0 ? (
      <p className="text-sm text-muted">
        {makeable === 0
          ? "Your bar can't make any of these yet"
          : `Your bar can make ${makeable} of ${recipes.length} now`}
      </p>
    ) : null;
  return (
    <RecipeCardsSection
      id="more-like-this-title"
      title="More like this"
      aside={aside}
      recipes={recipes}
      cards={cards}
    />
  );
}
