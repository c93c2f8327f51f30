/** /search's groups (issue 18): each titled with its count and a "See all" link into its own listing. */

import { Link } from "react-router";
import { ArrowRight, SearchX } from "~/components/ui/icons/icons";
import type { CollectionCardData } from "~/features/collections/collection-types";
import { CollectionCard } from "~/features/collections/components/collection-card";
import { SEARCH_GROUP_LIMIT } from "../search-schema";

/** A group's count: exact for recipes; the others show their best matches, "6+" when there are more. */
function countText(count: number, exact: boolean) {
  return !exact && count >= SEARCH_GROUP_LIMIT ? `${count}+` : String(count);
}

export function SearchGroup({
  id,
  title,
  count,
  exact = false,
  showCount = true,
  seeAll,
  children,
}: {
  id: string;
  title: string;
  count: number;
  exact?: boolean;
  /** Off for the empty query's popular lists, where a count says nothing. */
  showCount?: boolean;
  seeAll?: { to: string; label: string };
  children: React.ReactNode;
}) {
  if (count === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-title`} className="text-2xl font-semibold">
          {title}{" "}
          {showCount ? (
            <span className="text-base font-normal text-muted tabular-nums">({countText(count, exact)})</span>
          ) : null}
        </h2>
        {seeAll ? (
          <Link
            to={seeAll.to}
            className="inline-flex items-center gap-1 text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            {seeAll.label}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export function CollectionGrid({ collections }: { collections: CollectionCardData[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {collections.map((collection) => (
        <li key={collection.id} className="flex [&>article]:w-full">
          <CollectionCard collection={collection} />
        </li>
      ))}
    </ul>
  );
}

/** No group found anything: say so, and offer ways on. */
export function NoResults({ q }: { q: string }) {
  return (
    <div className="rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-14 text-center">
      <SearchX className="mx-auto size-10 text-accent" aria-hidden />
      <p className="mt-4 font-display text-2xl font-semibold">Nothing found for “{q}”</p>
      <p className="mx-auto mt-2 max-w-md text-muted">
        Check the spelling, try fewer words, or search for an ingredient such as “gin” or “lime”.
      </p>
      <p className="mt-6 flex flex-wrap justify-center gap-3 text-sm font-medium">
        <Link to="/recipes" className="rounded-full border border-line px-4 py-2 hover:bg-surface-2">
          Browse all recipes
        </Link>
        <Link to="/collections" className="rounded-full border border-line px-4 py-2 hover:bg-surface-2">
          Browse collections
        </Link>
      </p>
    </div>
  );
}
