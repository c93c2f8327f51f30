import { useEffect } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Marks the page as interactive (`<html data-hydrated>`), so end-to-end tests never act on server HTML whose
 * handlers are not attached yet (a select changed before hydration would otherwise do nothing). Set from the
 * same `useHydrated` switch as every other part, so the parts that appear with it (the forms' `via=fetcher`
 * fields) are on the page when the mark is.
 */
export function HydratedMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  return null;
}
