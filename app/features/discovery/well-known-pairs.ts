/**
 * Drinks everyone agrees are close (issue 23): each must reach the top 3 of the other's "More like this",
 * on the demo data (similar-recipes.server.test.ts) and among 100,000 generated recipes (bench:discovery).
 * docs/discovery.md records the ranks.
 */
export const WELL_KNOWN_PAIRS: readonly (readonly [string, string])[] = [
  ["Negroni", "Boulevardier"],
  ["Daiquiri", "Hemingway Daiquiri"],
  ["Margarita", "Tommy's Margarita"],
  ["Old Fashioned", "Sazerac"],
  ["Manhattan", "Rob Roy"],
  ["Classic Mojito", "Virgin Mojito"],
];

export const PAIR_RANK_TARGET = 3;
