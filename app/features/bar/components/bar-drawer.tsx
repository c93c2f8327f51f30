/**
 * Part 2 §2: on phones, a slide-over drawer titled 'My Bar' listing the items with expandable
 * details (description, type, ABV, and the member's note). Its minus only reduces above 0 (part 2 §4).
 */

import { Accordion, Dialog } from "radix-ui";
import { buttonClasses } from "~/components/ui/button";
import { ChevronDown, PanelRight, X } from "~/components/ui/icons/icons";
import { type BarStock, describeBarStock } from "../bar-stock";
import { categoryIcon } from "./bar-item-card";
import { BarItemNote } from "./bar-item-note";
import { BarQuantityControls } from "./bar-quantity-controls";
import { type BarItemView, useBarItemActions } from "./use-bar-item-actions";

export function BarDrawer({
  items,
  stock,
  className = "",
}: {
  items: BarItemView[];
  stock: BarStock;
  className?: string;
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClasses({ variant: "secondary", className })}>
        <PanelRight className="size-4" aria-hidden />
        Open My Bar<span className="sr-only"> drawer</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] transition-opacity starting:opacity-0" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(24rem,calc(100%-2.5rem))] flex-col border-l border-line bg-surface text-ink shadow-(--shadow-card) transition-transform duration-300 ease-out starting:translate-x-full">
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-semibold">My Bar</Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-muted">
                {describeBarStock(stock)}. Tap one for details.
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="-mr-2 inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-ink"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Accordion.Root type="multiple" className="flex-1 divide-y divide-line overflow-y-auto overscroll-contain">
            {items.map((item) => (
              <DrawerItem key={item.id} item={item} />
            ))}
          </Accordion.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerItem({ item }: { item: BarItemView }) {
  const { quantity, pending, change, removing } = useBarItemActions(item);
  const { name, description, type, category, abv, parent_name } = item.ingredient;
  const Icon = categoryIcon(category);
  const out = quantity <= 0;
  if (removing) return null;

  return (
    <Accordion.Item value={item.id} className="px-5 py-3">
      <Accordion.Header>
        <Accordion.Trigger className="group flex w-full items-center gap-3 rounded-xl py-1 text-left">
          <span
            className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${
              out ? "bg-surface-2 text-muted" : "bg-accent-soft text-accent"
            }`}
          >
            <Icon className="size-4" aria-hidden />
          </span>
          <span className={`min-w-0 flex-1 break-words font-medium ${out ? "text-muted" : ""}`}>{name}</span>
          <ChevronDown
            className="size-4 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180"
            aria-hidden
          />
        </Accordion.Trigger>
      </Accordion.Header>
      <BarQuantityControls
        className="mt-2 justify-end"
        itemId={item.id}
        name={name}
        unit={item.unit}
        quantity={quantity}
        pending={pending}
        onChange={change}
        minusStopsAtZero
      />
      <Accordion.Content className="pt-3 text-sm">
        {description ? <p className="text-muted">{description}</p> : null}
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted">Type</dt>
          <dd className="capitalize">{type ?? category}</dd>
          <dt className="text-muted">ABV</dt>
          <dd>{abv === null ? "Not listed" : `${abv}%`}</dd>
          {parent_name ? (
            <>
              <dt className="text-muted">Family</dt>
              <dd>Variant of {parent_name}</dd>
            </>
          ) : null}
        </dl>
        <BarItemNote item={item} className="mt-3" />
      </Accordion.Content>
    </Accordion.Item>
  );
}
