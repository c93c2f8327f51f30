/**
 * Part 2 §2 Build bar: add ingredients by category tabs. Only the open tab's panel is on the page: the
 * whole catalogue as rows (~370 entries, ~5,600 elements, 500 KB of HTML) made the page slow to load,
 * hydrate and check. The loader sends every category's list as data, so switching tabs is instant;
 * without JavaScript the tabs are links to ?category=…, which the loader opens.
 */

import { Tabs } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { BusyIcon } from "~/components/ui/busy-icon";
import { buttonClasses } from "~/components/ui/button";
import { Check, Plus } from "~/components/ui/icons/icons";
import { ViaFetcher } from "~/components/ui/via-fetcher";
import { ActionLabel, type BuildBarResult, useBuildBarToast } from "./build-bar-result";

export type BuildBarCategory = {
  category: string;
  ingredients: { id: string; name: string; parentName: string | null }[];
  more: boolean;
};

const NO_SCRIPT_CSS = "[data-bar-tablist]{display:none!important}";

/** The address that opens a category's tab (the loader reads it). */
export function categoryHref(category: string) {
  return `/bar/build?${new URLSearchParams({ category })}`;
}

/** "juice" → "Juice". */
export function categoryLabel(category: string) {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

export function BuildBarTabs({
  categories,
  quantities,
  initial,
}: {
  categories: BuildBarCategory[];
  /** ingredient id → quantity in the member's bar (0 = run out). */
  quantities: Record<string, number>;
  /** The tab to open first (?category=…); the first category when it names none of them. */
  initial: string | null;
}) {
  const first = categories.find((c) => c.category === initial)?.category ?? categories[0]?.category;
  const [active, setActive] = useState(first);
  if (!first) {
    return <p className="text-muted">The catalogue is empty. Add an ingredient by name above.</p>;
  }
  return (
    <Tabs.Root value={active} onValueChange={setActive}>
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
        <nav aria-label="Ingredient categories">
          <ul className="mb-4 flex flex-wrap gap-2">
            {categories.map(({ category }) => (
              <li key={category}>
                <a
                  href={categoryHref(category)}
                  aria-current={category === first ? "page" : undefined}
                  className="inline-flex h-10 items-center rounded-full border border-line px-4 text-sm font-medium aria-[current=page]:border-accent aria-[current=page]:text-accent"
                >
                  {categoryLabel(category)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </noscript>
      <Tabs.List
        aria-label="Ingredient categories"
        data-bar-tablist=""
        className="-mx-1 mb-4 flex gap-1 overflow-x-auto px-1 py-1 [scrollbar-width:thin]"
      >
        {categories.map(({ category }) => (
          <Tabs.Trigger
            key={category}
            value={category}
            className="inline-flex h-10 shrink-0 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium whitespace-nowrap text-muted transition hover:text-ink data-[state=active]:border-accent data-[state=active]:bg-accent-soft data-[state=active]:text-accent"
          >
            {categoryLabel(category)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {categories.map(({ category, ingredients, more }) => (
        <Tabs.Content
          key={category}
          value={category}
          className="rounded-(--radius-card) focus-visible:outline-offset-4"
        >
          <h3 className="sr-only">{categoryLabel(category)}</h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {ingredients.map((ingredient) => (
              <li key={ingredient.id}>
                <IngredientRow ingredient={ingredient} quantity={quantities[ingredient.id]} category={category} />
              </li>
            ))}
          </ul>
          {more ? (
            <p className="mt-3 text-sm text-muted">
              Showing the first {ingredients.length}. Search above to find the rest.
            </p>
          ) : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function IngredientRow({
  ingredient,
  quantity,
  category,
}: {
  ingredient: BuildBarCategory["ingredients"][number];
  quantity: number | undefined;
  /** Without JavaScript the add comes back to this tab. */
  category: string;
}) {
  const fetcher = useFetcher<BuildBarResult>();
  useBuildBarToast(fetcher);
  const busy = fetcher.state !== "idle";
  const inBar = quantity !== undefined && quantity > 0;
  const hint = [ingredient.parentName ? `variant of ${ingredient.parentName}` : null, quantity === 0 ? "Run out" : null]
    .filter(Boolean)
    .join(" · ");
  const inBarRef = useRef<HTMLSpanElement>(null);

  // The Add button gives way to "In your bar": keep keyboard focus on the row rather than losing it.
  useEffect(() => {
    const active = document.activeElement;
    if (inBar && fetcher.data?.ok && (!active || active === document.body)) inBarRef.current?.focus();
  }, [inBar, fetcher.data]);

  return (
    <div className="flex min-h-16 items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-2.5">
      <div className="min-w-0">
        <p className="font-medium break-words">{ingredient.name}</p>
        {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      </div>
      {inBar ? (
        <span
          ref={inBarRef}
          tabIndex={-1}
          className="inline-flex shrink-0 items-center gap-1 rounded-full text-sm font-medium text-success"
        >
          <Check className="size-4" aria-hidden />
          In your bar
        </span>
      ) : (
        <fetcher.Form method="post" className="shrink-0">
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="ingredient_id" value={ingredient.id} />
          <input type="hidden" name="name" value={ingredient.name} />
          <input type="hidden" name="category" value={category} />
          <ViaFetcher />
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy || undefined}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            <BusyIcon busy={busy} icon={Plus} />
            <ActionLabel verb="Add" name={ingredient.name} />
          </button>
        </fetcher.Form>
      )}
    </div>
  );
}
