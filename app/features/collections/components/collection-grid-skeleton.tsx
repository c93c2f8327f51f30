/**
 * Part 2 §2 Public collections list: six placeholders while the list loads its next page or search.
 * Shaped like CollectionCard so nothing jumps when the cards arrive.
 */
import { useNavigation } from "react-router";
import { COLLECTIONS_SKELETON_COUNT } from "~/lib/constants";
import { COLLECTIONS_PATH } from "../public-collections-params";

/** True while a navigation to the list itself (another page or search) is loading. */
export function useCollectionListLoading(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === COLLECTIONS_PATH;
}

export function CollectionGridSkeleton() {
  return (
    <div>
      <p className="sr-only" role="status">
        Loading collections…
      </p>
      <ul aria-hidden className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: COLLECTIONS_SKELETON_COUNT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
          <li key={i} data-testid="collection-skeleton" className="flex">
            <div className="flex w-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card)">
              <div className="aspect-[16/9] animate-pulse bg-surface-2" />
              <div className="flex flex-col gap-2.5 p-4">
                <div className="h-5 w-2/3 animate-pulse rounded-full bg-surface-2" />
                <div className="h-3.5 w-full animate-pulse rounded-full bg-surface-2" />
                <div className="mt-1 h-3.5 w-1/3 animate-pulse rounded-full bg-surface-2" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
