/** The My Bar grid (part 2 §2): one card per ingredient, then 'Add More'. */

import { useRef } from "react";
import { Link } from "react-router";
import { Plus } from "~/components/ui/icons/icons";
import { BarItemCard } from "./bar-item-card";
import type { BarItemView } from "./use-bar-item-actions";

export function BarInventoryGrid({ items }: { items: BarItemView[] }) {
  const list = useRef<HTMLUListElement>(null);
  return (
    <ul
      ref={list}
      tabIndex={-1}
      aria-label="Bar inventory"
      className="grid gap-3 rounded-(--radius-card) sm:grid-cols-2 sm:gap-4 lg:grid-cols-3"
    >
      {items.map((item) => (
        // A removed card hides at once: keep keyboard focus in the list rather than lose it.
        <BarItemCard key={item.id} item={item} onRemove={() => list.current?.focus()} />
      ))}
      <li>
        <Link
          to="/bar/build"
          className="flex h-full min-h-32 flex-col items-center justify-center gap-2 rounded-(--radius-card) border border-dashed border-line p-4 text-center font-medium text-muted transition hover:border-accent hover:bg-accent-soft hover:text-accent"
        >
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-surface-2">
            <Plus className="size-5" aria-hidden />
          </span>
          Add More
        </Link>
      </li>
    </ul>
  );
}
