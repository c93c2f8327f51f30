/**
 * Issue 12: an address with a filter value the listing cannot use (`?difficulty=hard`) shows the list
 * without that filter and says so here, above the results, instead of changing the list silently.
 */

import { Link, useLocation } from "react-router";
import { Info } from "~/components/ui/icons/icons";
import { DIFFICULTY_LABELS } from "../difficulty";
import type { IgnoredParam, ListingParam } from "../recipe-listing-schema";

const NAMES: Record<ListingParam, string> = {
  category: "category",
  type: "cocktail type",
  difficulty: "difficulty",
  servings: "servings",
  prepTime: "max prep time",
  sort: "sort order",
  search: "search",
  bar: "My bar",
};

const WHY: Record<ListingParam, string> = {
  category: "there is no such category",
  type: "there is no such cocktail type",
  difficulty: `it is not one of the filters (${Object.values(DIFFICULTY_LABELS).join(", ")})`,
  servings: "it is not one of the filters (1, 2, 4, 6+)",
  prepTime: "it is not a whole number of minutes, 1 or more",
  sort: "it is not one of the sort orders (Newest, Oldest, Highest Rated, Most Popular)",
  search: "a search can be at most 100 characters",
  bar: "it is not one of the filters (I can make, One ingredient away)",
};

/** Long values are shortened: the note is about the parameter, not a place to echo an essay. */
function shown(value: string): string {
  const text = value.trim();
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

export function ignoredParamMessage({ param, value, reason }: IgnoredParam): string {
  if (reason === "sign-in") return `We ignored the ${NAMES[param]} filter: sign in to see what your bar can make.`;
  return `We ignored ${NAMES[param]} “${shown(value)}”: ${WHY[param]}.`;
}

/** The note, with a link to the same list at an address without the ignored values. */
export function IgnoredFiltersNote({ ignored, cleanHref }: { ignored: IgnoredParam[]; cleanHref: string }) {
  const location = useLocation();
  if (!ignored.length) return null;
  const needsSignIn = ignored.some((i) => i.reason === "sign-in");
  // Signing in comes back to the address as given, where the bar filter then applies.
  const here = `${location.pathname}${location.search}`;
  return (
    <div
      role="status"
      className="mb-4 flex gap-3 rounded-xl border border-line bg-surface-2 px-4 py-3 text-sm text-ink"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
      <div className="min-w-0 space-y-1">
        {ignored.map((item) => (
          <p key={item.param} className="break-words">
            {ignoredParamMessage(item)}
          </p>
        ))}
        <p className="flex flex-wrap gap-x-4">
          {needsSignIn ? (
            <Link
              to={`/login?${new URLSearchParams({ redirectTo: here })}`}
              className="font-medium text-accent underline underline-offset-4"
            >
              Sign in
            </Link>
          ) : null}
          <Link to={cleanHref} replace className="font-medium text-accent underline underline-offset-4">
            Remove from the address
          </Link>
        </p>
      </div>
    </div>
  );
}
