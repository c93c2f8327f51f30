import { useSyncExternalStore } from "react";

/** True once React has hydrated in the browser (false during the server render and hydration). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
}
