/**
 * Minus, the amount, plus (part 2 §4). The page-level minus floors at 0 on the server; the
 * drawer's minus only reduces above 0, so there it is disabled at 0. Each button is a real form
 * post, so the controls work before the page's JavaScript has loaded; after that, the item's
 * actions take over and update in place.
 */

import { Form } from "react-router";
import { Minus, Plus } from "~/components/ui/icons/icons";
import type { Delta } from "./use-bar-item-actions";

/** "1 bottle", "2 bottles", "3 units", "1.5 bottles"; "Out" when run out. */
export function formatBarQuantity(quantity: number, unit: string | null): string {
  if (quantity <= 0) return "Out";
  const amount = Number.isInteger(quantity) ? String(quantity) : String(Number(quantity.toFixed(2)));
  const noun = unit?.trim() || "unit";
  return `${amount} ${quantity === 1 ? noun : plural(noun)}`;
}

function plural(noun: string): string {
  if (/(s|x|ch|sh)$/i.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

const buttonClass =
  "inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface text-ink transition hover:border-accent hover:bg-accent-soft hover:text-accent aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-line aria-disabled:hover:bg-surface aria-disabled:hover:text-ink";

export function BarQuantityControls({
  itemId,
  name,
  unit,
  quantity,
  pending = false,
  onChange,
  minusStopsAtZero = false,
  className = "",
}: {
  itemId: string;
  name: string;
  unit: string | null;
  quantity: number;
  /** A change is still on its way to the server. */
  pending?: boolean;
  onChange: (delta: Delta) => void;
  /** The drawer's behaviour: minus does nothing at 0 (and says so). */
  minusStopsAtZero?: boolean;
  className?: string;
}) {
  const minusOff = minusStopsAtZero && quantity <= 0;
  const out = quantity <= 0;
  return (
    <Form
      method="post"
      role="group"
      aria-label={`Quantity of ${name}`}
      aria-busy={pending || undefined}
      className={`flex items-center gap-2 ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const delta = Number(submitter?.getAttribute("value")) === 1 ? 1 : -1;
        if (delta === -1 && minusOff) return;
        onChange(delta);
      }}
    >
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="itemId" value={itemId} />
      <button
        type="submit"
        name="delta"
        value="-1"
        className={buttonClass}
        aria-label={`Remove one ${name}`}
        aria-disabled={minusOff || undefined}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <span
        aria-live="polite"
        className={`min-w-[5.5rem] text-center text-sm font-semibold tabular-nums ${out ? "text-muted" : "text-ink"}`}
      >
        {formatBarQuantity(quantity, unit)}
      </span>
      <button type="submit" name="delta" value="1" className={buttonClass} aria-label={`Add one ${name}`}>
        <Plus className="size-4" aria-hidden />
      </button>
    </Form>
  );
}
