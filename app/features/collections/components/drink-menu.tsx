/**
 * Part 2 §2 Drink menu: "{name}: Drink Menu", the description or the spec's fallback, and per recipe its
 * image, its name linking to the recipe and its ingredients. Laid out to print as a clean one- or
 * two-page menu: black on white, small images, two columns, nothing to press.
 */

import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Martini, Printer } from "~/components/ui/icons/icons";
import { MENU_FALLBACK_DESCRIPTION } from "../collection-meta";
import type { DrinkMenuData } from "../collection-types";

/** Images past this many load as they scroll into view (printing loads the first ones eagerly). */
const EAGER_IMAGES = 24;

export function DrinkMenu({ menu, barOnlyNote }: { menu: DrinkMenuData; barOnlyNote: boolean }) {
  const { collection, items } = menu;
  return (
    <article
      aria-labelledby="menu-title"
      className="rounded-(--radius-card) border border-line bg-surface px-5 py-8 shadow-(--shadow-card) sm:px-10 sm:py-12 print:border-0 print:p-0 print:shadow-none"
    >
      <header className="border-b border-line pb-6 text-center print:pb-3">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent print:text-ink">Muddle</p>
        <h1 id="menu-title" className="mt-2 text-3xl font-semibold text-balance sm:text-4xl print:text-[22pt]">
          {collection.name}: Drink Menu
        </h1>
        <p className="mx-auto mt-3 max-w-2xl whitespace-pre-line text-muted text-pretty print:mt-1 print:text-[10pt]">
          {collection.description?.trim() || MENU_FALLBACK_DESCRIPTION}
        </p>
        {barOnlyNote ? (
          <p className="mt-3 text-sm text-muted print:hidden">Only the drinks the bar can make right now.</p>
        ) : null}
      </header>

      {items.length === 0 ? (
        <p className="py-12 text-center text-muted">No recipes available in this collection.</p>
      ) : (
        <ul className="mt-8 grid gap-x-10 gap-y-6 md:grid-cols-2 print:mt-4 print:grid-cols-2 print:gap-x-8 print:gap-y-2.5">
          {items.map((item, i) => (
            <li key={item.id} className="flex items-start gap-4 break-inside-avoid print:gap-2.5">
              {item.image_url ? (
                <img
                  src={item.image_url}
                  alt=""
                  loading={i < EAGER_IMAGES ? "eager" : "lazy"}
                  decoding="async"
                  className="size-16 shrink-0 rounded-xl object-cover print:size-10 print:rounded-md"
                />
              ) : (
                <div
                  aria-hidden
                  className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-accent-soft via-surface-2 to-accent/30 print:invisible print:size-10"
                >
                  <Martini className="size-7 text-accent/70" />
                </div>
              )}
              <div className="min-w-0">
                <h2 className="text-xl font-semibold leading-snug print:text-[12pt]">
                  <Link to={item.href} className="hover:text-accent hover:underline print:no-underline">
                    {item.name}
                  </Link>
                </h2>
                <p className="mt-0.5 text-sm text-muted print:text-[9pt] print:leading-snug">{item.ingredients}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export function PrintMenuButton() {
  return (
    <button type="button" onClick={() => window.print()} className={buttonClasses({ className: "w-full" })}>
      <Printer className="size-4" aria-hidden />
      Print menu
    </button>
  );
}

/** The menu's own not-found view (part 2 §2: "Collection not found or unavailable."). */
export const MENU_NOT_FOUND = "Collection not found or unavailable.";
