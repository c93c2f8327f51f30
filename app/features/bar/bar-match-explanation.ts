/** The words for why a bar item counts (docs/bar-matching.md), shown beside recipe ingredients. */
import type { IngredientMatch } from "./bar-match-types";

export function explainMatch(match: IngredientMatch): string | null {
  const have = match.have;
  if (!have) return null;
  switch (have.relation) {
    case "exact":
      return "In your bar";
    case "variant":
      return `You have ${have.name}, which counts as ${match.name}`;
    case "generic":
      return `You have ${have.name}, which stands in for ${match.name}`;
    case "sibling":
      return `You have ${have.name}, which stands in for ${match.name} (both ${have.familyName})`;
    case "substitute":
      return `You have ${have.name}, a listed substitute for ${match.name}`;
  }
}
