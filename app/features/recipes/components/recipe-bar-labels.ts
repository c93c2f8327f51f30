/**
 * The words for a recipe's strength and a member's bar coverage, shared by cards and the recipe page
 * (docs/bar-matching.md explains the rules behind both).
 */
import type { CardBarCoverage } from "../recipe-types";

/** "≈ 23% ABV", "Alcohol-free" for 0, null when the strength is unknown. */
export function abvLabel(abv: number | null): string | null {
  if (abv === null) return null;
  if (abv === 0) return "Alcohol-free";
  return `≈ ${formatAbv(abv)}% ABV`;
}

/** One decimal below 10 % (a spritz at 7.5 %), whole numbers above (a Negroni at 23 %). */
export function formatAbv(abv: number): string {
  return abv < 10 ? String(Math.round(abv * 10) / 10) : String(Math.round(abv));
}

export const ABV_EXPLANATION =
  "An estimate of the drink's strength from its ingredients' ABV and volumes, after the water that mixing with ice adds (shaken 25%, stirred 20%, built 10%).";

export type BarCoverageState = "all" | "one-missing" | "partial";

export function barCoverageState(coverage: CardBarCoverage): BarCoverageState {
  if (coverage.missing.length === 0) return "all";
  if (coverage.missing.length === 1) return "one-missing";
  return "partial";
}

/** The card line: "You can make this", "Missing: Campari", "You have 2 of 4". */
export function cardCoverageLabel(coverage: CardBarCoverage): string {
  switch (barCoverageState(coverage)) {
    case "all":
      return "You can make this";
    case "one-missing":
      return `Missing: ${coverage.missing[0]}`;
    case "partial":
      return `You have ${coverage.have} of ${coverage.required}`;
  }
}

/** The summary above a recipe's ingredient list. */
export function pageCoverageLabel(coverage: CardBarCoverage): string {
  switch (barCoverageState(coverage)) {
    case "all":
      return "You have everything for this drink";
    case "one-missing":
      return `You're missing 1 ingredient: ${coverage.missing[0]}`;
    case "partial":
      return `You have ${coverage.have} of ${coverage.required} ingredients`;
  }
}
