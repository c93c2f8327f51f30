import { useEffect, useState } from "react";

/**
 * True once React has hydrated in the browser (false during the server render and hydration).
 *
 * Flipped by a state update from an effect rather than by `useSyncExternalStore` with a different server
 * snapshot: that makes React re-render synchronously at the end of the hydration commit, and run every
 * effect of the page there first, in one long task (issue 19: about 40 ms of a recipe page's hydration on a
 * fast machine). A component mounted after hydration also starts at false, for one render: never a mismatch
 * with server HTML, wherever it hydrates.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
