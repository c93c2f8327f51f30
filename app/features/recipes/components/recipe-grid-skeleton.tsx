/**
 * Part 1 §2, §9: six loading placeholders while the recipe listing loads its next page or filter.
 * Shaped like RecipeCard so nothing jumps when the cards arrive.
 */
import { useNavigation } from "react-router";
import { RECIPE_SKELETON_COUNT } from "~/lib/constants";
import { LISTING_PATH } from "./recipe-listing-links";

/** True while a navigation to the listing itself (another page, filter or search) is loading. */
export function useRecipeListingLoading(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === LISTING_PATH;
}

export function RecipeGridSkeleton() {
  return (
    <div>
      <p className="sr-only" role="status">
        Loading recipes…
      </p>
      <ul aria-hidden className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: RECIPE_SKELETON_COUNT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
          <li key={i} className="flex">
            <SkeletonCard />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SkeletonCard() {
  return (
    <div className="flex w-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card)">
      <div className="aspect-[4/3] animate-pulse bg-surface-2" />
      <div className="flex flex-1 flex-col gap-2.5 p-4">
        <div className="h-5 w-3/4 animate-pulse rounded-full bg-surface-2" />
        <div className="h-3.5 w-1/3 animate-pulse rounded-full bg-surface-2" />
        <div className="mt-1 h-3.5 w-full animate-pulse rounded-full bg-surface-2" />
        <div className="h-3.5 w-5/6 animate-pulse rounded-full bg-surface-2" />
        <div className="mt-3 h-4 w-1/2 animate-pulse rounded-full bg-surface-2" />
      </div>
    </div>
  );
}
