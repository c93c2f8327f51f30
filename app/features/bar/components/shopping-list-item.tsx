/**
 * One line of the shopping list: a checkbox named after the ingredient (ticked = bought, struck
 * through), what buying it unlocks, and a remove button. Each control is a small form, so it works
 * without JavaScript; with it, a fetcher submits in place and the tick shows before the answer.
 */

import { useFetcher } from "react-router";
import { Check, Sparkles, X } from "~/components/ui/icons/icons";
import { ViaFetcher } from "~/components/ui/via-fetcher";
import type { ShoppingListResult } from "../shopping-list-schema";
import { useShoppingListToast } from "../shopping-list-toast";

export type ShoppingListRow = {
  id: string;
  bought: boolean;
  ingredient: { name: string; category: string; parent_name: string | null };
  unlocks: number;
};

export function unlocksLabel(unlocks: number) {
  return `Unlocks ${unlocks} ${unlocks === 1 ? "recipe" : "recipes"}`;
}

/** The line is about to go: move keyboard focus to its neighbour, or to "Add an item" when it was the last. */
function keepFocus(event: React.FormEvent<HTMLFormElement>) {
  const line = event.currentTarget.closest("li");
  const neighbour = line?.nextElementSibling ?? line?.previousElementSibling;
  const target =
    neighbour?.querySelector<HTMLElement>('[role="checkbox"]') ?? document.getElementById("shopping-add-name");
  target?.focus();
}

export function ShoppingListItem({ item }: { item: ShoppingListRow }) {
  const tick = useFetcher<ShoppingListResult>();
  const remove = useFetcher<ShoppingListResult>();
  useShoppingListToast(tick);
  useShoppingListToast(remove);

  const pending = tick.formData?.get("bought");
  const bought = typeof pending === "string" ? pending === "true" : item.bought;
  const { name, category, parent_name } = item.ingredient;
  // Removed optimistically; a failure brings the line back with the error toast.
  if (remove.state !== "idle") return null;

  return (
    // Phones put the detail under the name, so long names wrap instead of being cut off.
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 px-2 py-1.5 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:px-3 print:break-inside-avoid print:px-0">
      <tick.Form method="post" className="col-start-1 row-start-1 min-w-0">
        <input type="hidden" name="intent" value="tick" />
        <input type="hidden" name="itemId" value={item.id} />
        <input type="hidden" name="bought" value={String(!bought)} />
        <ViaFetcher />
        {/* biome-ignore lint/a11y/useSemanticElements: a submit button ticks the item off without JavaScript too; it announces itself as the checkbox it looks like. */}
        <button
          type="submit"
          role="checkbox"
          aria-checked={bought}
          aria-describedby={`shopping-item-${item.id}-detail`}
          className="group flex w-full min-w-0 items-center gap-3 rounded-xl px-2 py-2 text-left transition hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <span
            aria-hidden
            className={`flex size-6 shrink-0 items-center justify-center rounded-md border-2 transition ${
              bought ? "border-accent bg-accent text-accent-ink" : "border-line bg-surface group-hover:border-accent"
            }`}
          >
            {bought ? <Check className="size-4" strokeWidth={3} /> : null}
          </span>
          <span className="min-w-0">
            <span
              className={`block break-words font-medium ${bought ? "text-muted line-through decoration-2" : "text-ink"}`}
            >
              {name}
            </span>
          </span>
        </button>
      </tick.Form>
      <span
        id={`shopping-item-${item.id}-detail`}
        className="col-start-1 row-start-2 -mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 pb-1 pl-11 sm:col-start-2 sm:row-start-1 sm:mt-0 sm:flex-col sm:items-end sm:gap-0.5 sm:p-0 sm:text-right"
      >
        {!bought && item.unlocks > 0 ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent print:bg-transparent print:p-0">
            <Sparkles className="size-3" aria-hidden />
            {unlocksLabel(item.unlocks)}
          </span>
        ) : null}
        <span className="text-xs text-muted capitalize">
          {bought ? "Bought" : parent_name ? `${category} · ${parent_name}` : category}
        </span>
      </span>
      <remove.Form method="post" className="col-start-2 row-start-1 sm:col-start-3 print:hidden" onSubmit={keepFocus}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="itemId" value={item.id} />
        <ViaFetcher />
        <button
          type="submit"
          aria-label={`Remove ${name} from shopping list`}
          className="inline-flex size-9 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-danger focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <X className="size-4" aria-hidden />
        </button>
      </remove.Form>
    </li>
  );
}
