/** The way from My Bar to the shopping list, with how many items are still to buy. */

import { Link } from "react-router";
import { ShoppingBasket } from "~/components/ui/icons/icons";
import { SHOPPING_LIST_PATH } from "../shopping-list-schema";

export function ShoppingListLink({ count = 0, className = "" }: { count?: number; className?: string }) {
  return (
    <Link
      to={SHOPPING_LIST_PATH}
      className={`inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline ${className}`}
    >
      <ShoppingBasket className="size-4" aria-hidden />
      Shopping list
      {count > 0 ? (
        <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-ink">
          {count}
          <span className="sr-only"> {count === 1 ? "item" : "items"} to buy</span>
        </span>
      ) : null}
    </Link>
  );
}
