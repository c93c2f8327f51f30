/**
 * Shows a shopping list fetcher's failure once, when it settles. Successes arrive as server toasts
 * (the flash cookie read by the root loader), which also reach the page when the form is gone.
 */
import { useEffect } from "react";
import toast from "react-hot-toast";
import type { ShoppingListResult } from "./shopping-list-schema";

export const SHOPPING_LIST_FAILED = "Failed to update shopping list";

export function useShoppingListToast(fetcher: { state: string; data?: ShoppingListResult }) {
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.ok) return;
    // A typed name that does not pass shows its message beside the field instead.
    if (fetcher.data.formError !== null) toast.error(fetcher.data.formError ?? SHOPPING_LIST_FAILED);
  }, [fetcher.state, fetcher.data]);
}
