/** The matching rules in plain words (docs/bar-matching.md), so nobody has to guess why a recipe counts. */
import { Info } from "~/components/ui/icons/icons";

export function MatchingRules() {
  return (
    <details className="group rounded-(--radius-card) border border-line bg-surface-2 p-4 text-sm">
      <summary className="inline-flex cursor-pointer items-center gap-2 font-medium">
        <Info className="size-4 text-accent" aria-hidden />
        How Muddle matches your bar to recipes
      </summary>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-muted">
        <li>
          A recipe counts as makeable when you have every ingredient it needs. Optional ingredients and garnishes never
          count against you, and ice and water are assumed to be on hand.
        </li>
        <li>
          A brand counts as its kind: Bacardi Carta Blanca counts as White Rum. A generic bottle stands in for any brand
          of it, and one brand for another of the same kind (Beefeater for Tanqueray, both London Dry Gin).
        </li>
        <li>When a recipe lists substitutes ("Bourbon, or Rye Whiskey"), any one of them will do.</li>
        <li>An item you have run out of (quantity 0) stays in your bar but does not count until you restock it.</li>
      </ul>
    </details>
  );
}
