/**
 * A hidden `via=fetcher` field, rendered only once scripts run: the action then answers in place
 * (for the fetcher) instead of redirecting, while the same form still works as a plain post before
 * JavaScript loads (post/redirect/get).
 */
import { useHydrated } from "~/lib/use-hydrated";

export function ViaFetcher() {
  return useHydrated() ? <input type="hidden" name="via" value="fetcher" /> : null;
}
