/**
 * "Add {name} to shopping list": a compact button for a missing ingredient (My Bar's "One ingredient
 * away" and "Next bottle to buy", recipe pages). It posts to /bar/shopping-list in place, shows the
 * item as on the list straight away and reports the result as a toast (sent by the server); without JavaScript the form
 * posts and lands on the shopping list.
 */

import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Check, ListPlus, LoaderCircle } from "~/components/ui/icons/icons";
import { ViaFetcher } from "~/components/ui/via-fetcher";
import { SHOPPING_LIST_PATH, type ShoppingListResult } from "../shopping-list-schema";
import { useShoppingListToast } from "../shopping-list-toast";

const base =
  "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full px-3 text-xs font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

export function AddToShoppingListButton({
  ingredientId,
  name,
  onList = false,
  className = "",
}: {
  ingredientId: string;
  name: string;
  onList?: boolean;
  className?: string;
}) {
  const fetcher = useFetcher<ShoppingListResult>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  useShoppingListToast(fetcher);

  // Optimistic: once the post is on its way the item counts as listed; a failure puts the button back.
  const listed = onList || busy || result?.ok === true;
  // The button gives way to the link as it is pressed: keep keyboard focus on what replaced it.
  const pressed = useRef(false);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (listed && pressed.current) link.current?.focus();
    pressed.current = false;
  }, [listed]);

  if (listed) {
    return (
      <Link
        ref={link}
        to={SHOPPING_LIST_PATH}
        className={`${base} bg-accent-soft text-accent hover:underline ${className}`}
        aria-busy={busy || undefined}
      >
        {busy ? (
          <LoaderCircle className="size-3.5 animate-spin" aria-hidden />
        ) : (
          <Check className="size-3.5" aria-hidden />
        )}
        On your list
        <span className="sr-only">: {name}, open your shopping list</span>
      </Link>
    );
  }

  return (
    <fetcher.Form method="post" action={SHOPPING_LIST_PATH} className={`inline-flex ${className}`}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="ingredient_id" value={ingredientId} />
      <ViaFetcher />
      {/* Reads "Add to list"; its name is "Add {name} to shopping list", keeping the visible words in it. */}
      <button
        type="submit"
        onClick={() => {
          pressed.current = true;
        }}
        className={`${base} border border-line bg-surface text-ink hover:border-accent hover:text-accent`}
      >
        <ListPlus className="size-3.5" aria-hidden />
        <span>
          Add<span className="sr-only"> {name}</span> to<span className="sr-only"> shopping</span> list
        </span>
      </button>
    </fetcher.Form>
  );
}
