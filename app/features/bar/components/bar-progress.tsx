/**
 * Part 2 §2 'Bar Progress', full at BAR_PROGRESS_FULL_AT ingredients (part 2 §9). It counts what is
 * in stock, the bar's one count (issue 12, item 5); run-out items are named beside it.
 */
import { BAR_PROGRESS_FULL_AT } from "~/lib/constants";
import type { BarStock } from "../bar-stock";

export function BarProgress({ stock }: { stock: BarStock }) {
  const count = stock.inStock;
  const shown = Math.min(count, BAR_PROGRESS_FULL_AT);
  const percent = Math.round((shown / BAR_PROGRESS_FULL_AT) * 100);
  const text = `${count} of ${BAR_PROGRESS_FULL_AT} ingredients in stock`;
  return (
    <div className="rounded-(--radius-card) border border-line bg-surface p-4 shadow-(--shadow-card) sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="bar-progress-label" className="text-lg font-semibold">
          Bar Progress
        </h2>
        <p className="text-sm text-muted">
          <span className="font-semibold text-ink">{count}</span> of {BAR_PROGRESS_FULL_AT} ingredients in stock
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="bar-progress-label"
        aria-valuemin={0}
        aria-valuemax={BAR_PROGRESS_FULL_AT}
        aria-valuenow={shown}
        aria-valuetext={text}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-500 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
      {stock.out > 0 ? (
        <p className="mt-2 text-xs text-muted">
          {stock.out} out of stock: {stock.out === 1 ? "it counts" : "they count"} again once restocked.
        </p>
      ) : null}
      {count >= BAR_PROGRESS_FULL_AT ? (
        <p className="mt-2 text-xs text-muted">A well-stocked bar: most classics are within reach.</p>
      ) : null}
    </div>
  );
}
