/**
 * The one count of a bar that every page shows (issue 12, item 5): ingredients in stock, with the
 * run-out ones (quantity 0, "Out") named beside them. In stock is what "What can I make" counts
 * (docs/bar-matching.md rule 4), so the number means the same wherever it appears.
 * Client-safe: the words are used by components; the count comes from `countBarStock`.
 */

export type BarStock = {
  /** Items at quantity above 0: the ones that count for matches and for Bar Progress. */
  inStock: number;
  /** Items at quantity 0: still listed in the bar, not counted until restocked. */
  out: number;
};

const ingredients = (n: number) => `${n} ${n === 1 ? "ingredient" : "ingredients"}`;

/** "17 ingredients in stock, 1 out of stock"; "Your bar is empty so far" when nothing is listed. */
export function describeBarStock({ inStock, out }: BarStock): string {
  if (inStock === 0 && out === 0) return "Your bar is empty so far";
  const stocked = `${ingredients(inStock)} in stock`;
  return out > 0 ? `${stocked}, ${out} out of stock` : stocked;
}
