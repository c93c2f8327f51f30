/** What ticking "Take what I used off My Bar" will do, before it is done: each bottle's amount and what is left. */

import type { BarUse } from "../make-types";
import { MAKE_SERVINGS } from "../make-words";

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function BarUsePreview({ uses, servings }: { uses: BarUse[]; servings: number }) {
  const valid = servings >= MAKE_SERVINGS.min && servings <= MAKE_SERVINGS.max;
  if (!valid) return null;
  return (
    <ul className="space-y-1 pl-6 text-sm text-muted" aria-label="Taken off My Bar">
      {uses.map((use) => {
        const left = Math.max(0, round(use.have - use.perServing * servings, 2));
        const amount =
          use.unit === "bottle" && use.mlPerServing !== null
            ? `${round(use.mlPerServing * servings, 1)} ml`
            : `${round(use.perServing * servings, 2)}`;
        const unit = use.unit === "bottle" ? (left === 1 ? "bottle" : "bottles") : "left";
        return (
          <li key={use.ingredientId}>
            <span className="font-medium text-ink">{use.name}</span> −{amount}{" "}
            <span className="whitespace-nowrap">
              ({left} {unit})
            </span>
          </li>
        );
      })}
    </ul>
  );
}
