/** One ingredient in the My Bar grid (part 2 §2): name, the member's note, amount, minus, plus and remove. */

import { useId } from "react";
import { Form } from "react-router";
import {
  Amphora,
  Beer,
  Cherry,
  Citrus,
  CupSoda,
  Droplets,
  GlassWater,
  type IconComponent,
  Leaf,
  Martini,
  Package,
  Snowflake,
  Sparkles,
  Trash2,
  Wine,
} from "~/components/ui/icons/icons";
import { BarItemNote } from "./bar-item-note";
import { BarQuantityControls } from "./bar-quantity-controls";
import { type BarItemView, useBarItemActions } from "./use-bar-item-actions";

const CATEGORY_ICONS: Record<string, IconComponent> = {
  wine: Wine,
  beer: Beer,
  liqueur: Amphora,
  bitters: Droplets,
  syrup: Droplets,
  juice: CupSoda,
  soda: CupSoda,
  mixer: CupSoda,
  water: GlassWater,
  ice: Snowflake,
  fruit: Citrus,
  herb: Leaf,
  spice: Sparkles,
  garnish: Cherry,
  other: Package,
};

/** Spirits (rum, gin, whiskey ...) share the cocktail glass; the rest have their own picture. */
export function categoryIcon(category: string): IconComponent {
  return CATEGORY_ICONS[category] ?? Martini;
}

export function BarItemCard({ item, onRemove }: { item: BarItemView; onRemove?: () => void }) {
  const { quantity, pending, change, remove, removing } = useBarItemActions(item);
  const titleId = useId();
  const { name, category, parent_name } = item.ingredient;
  const Icon = categoryIcon(category);
  const out = quantity <= 0;

  return (
    <li hidden={removing}>
      <article
        aria-labelledby={titleId}
        className={`flex h-full flex-col gap-4 rounded-(--radius-card) border p-4 transition-colors ${
          out ? "border-dashed border-line bg-surface-2/60" : "border-line bg-surface shadow-(--shadow-card)"
        }`}
      >
        <div className="flex items-start gap-3">
          <span
            className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${
              out ? "bg-surface text-muted" : "bg-accent-soft text-accent"
            }`}
          >
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className={`break-words text-lg font-semibold leading-snug ${out ? "text-muted" : ""}`}>
              {name}
            </h3>
            <p className="mt-0.5 text-xs text-muted">
              <span className="capitalize">{category}</span>
              {parent_name ? ` · Variant of ${parent_name}` : null}
            </p>
          </div>
          <Form
            method="post"
            onSubmit={(event) => {
              event.preventDefault();
              remove();
              onRemove?.();
            }}
          >
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="itemId" value={item.id} />
            <button
              type="submit"
              aria-label={`Remove ${name} from bar`}
              className="-mr-1 -mt-1 inline-flex size-10 items-center justify-center rounded-full text-muted transition hover:bg-danger/10 hover:text-danger"
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </Form>
        </div>
        <BarItemNote item={item} className="-mt-2" />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <BarQuantityControls
            itemId={item.id}
            name={name}
            unit={item.unit}
            quantity={quantity}
            pending={pending}
            onChange={change}
          />
          {out ? <span className="text-xs text-muted">Not counted for matches</span> : null}
        </div>
      </article>
    </li>
  );
}
