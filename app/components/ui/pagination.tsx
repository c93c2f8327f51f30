/**
 * Page links for paged lists: first and last page always, PAGINATION_WINDOW pages either side of
 * the current one, and an ellipsis for each gap. Links keep the rest of the query string, so
 * search, filter and sort survive paging, and work without JavaScript.
 */

import { Link, useLocation } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons/icons";
import { PAGINATION_WINDOW } from "~/lib/constants";
import { pageHref } from "~/lib/paging";

export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/** The page numbers to show, with an ellipsis only where it hides two or more pages. */
export function pageItems(page: number, pageCount: number, window = PAGINATION_WINDOW): PageItem[] {
  if (pageCount <= 1) return [1];
  const from = Math.max(2, page - window);
  const to = Math.min(pageCount - 1, page + window);
  const items: PageItem[] = [1];
  if (from === 3) items.push(2);
  else if (from > 3) items.push("ellipsis-start");
  for (let n = from; n <= to; n++) items.push(n);
  if (to === pageCount - 2) items.push(pageCount - 1);
  else if (to < pageCount - 2) items.push("ellipsis-end");
  items.push(pageCount);
  return items;
}

const cell =
  "inline-flex h-9 min-w-9 sm:h-10 sm:min-w-10 items-center justify-center rounded-full px-2 text-sm font-medium transition focus-visible:outline-2";

export function Pagination({
  page,
  pageCount,
  label = "Pagination",
  param = "page",
  className = "",
}: {
  page: number;
  pageCount: number;
  /** The navigation landmark's name, e.g. "My Recipes pages". */
  label?: string;
  param?: string;
  className?: string;
}) {
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const href = (n: number) => pageHref(pathname, search, n, param);
  const edge = `${cell} gap-1 text-ink hover:bg-surface-2`;
  // Full-strength muted text: a dimmer "disabled" look would fail contrast checks.
  const disabledEdge = `${cell} gap-1 cursor-default text-muted`;

  return (
    <nav aria-label={label} className={`flex justify-center ${className}`}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className={edge}>
              <ChevronLeft className="size-4" aria-hidden />
              <span className="sr-only sm:not-sr-only sm:pr-1">Previous</span>
            </Link>
          ) : (
            <span className={disabledEdge} aria-hidden>
              <ChevronLeft className="size-4" />
              <span className="hidden sm:inline sm:pr-1">Previous</span>
            </span>
          )}
        </li>
        {pageItems(page, pageCount).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <Link
                to={href(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={`Page ${item}`}
                className={
                  item === page
                    ? `${cell} bg-accent text-accent-ink shadow-sm`
                    : `${cell} text-ink hover:bg-surface-2 hover:text-accent`
                }
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden className="inline-flex h-9 w-6 items-end sm:h-10 justify-center pb-2 text-muted">
              …
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} rel="next" className={edge}>
              <span className="sr-only sm:not-sr-only sm:pl-1">Next</span>
              <ChevronRight className="size-4" aria-hidden />
            </Link>
          ) : (
            <span className={disabledEdge} aria-hidden>
              <span className="hidden sm:inline sm:pl-1">Next</span>
              <ChevronRight className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
