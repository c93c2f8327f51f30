/**
 * Installable and offline (issue 18), rendered once by app/root.tsx: registers the service worker
 * (built sites only: Vite's development server serves unhashed modules), tells it who is signed in so a
 * copy of another member's saved recipes is dropped, and shows "You are offline" while the browser
 * has no connection.
 */

import { useEffect, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { WifiOff } from "~/components/ui/icons/icons";
import { registerServiceWorker, serviceWorkerSupported, tellServiceWorker } from "~/lib/service-worker";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** False while the browser reports no connection; true on the server and before hydration. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineSupport({ viewerId }: { viewerId: string | null }) {
  useEffect(() => {
    if (!import.meta.env.PROD || !serviceWorkerSupported()) return;
    registerServiceWorker().catch((error) => console.error("Service worker registration failed", error));
  }, []);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    tellServiceWorker({ type: "viewer", memberId: viewerId }).catch(() => {});
  }, [viewerId]);

  const online = useOnline();
  if (online) return null;
  return <OfflineBanner signedIn={viewerId !== null} />;
}

export function OfflineBanner({ signedIn }: { signedIn: boolean }) {
  return (
    <div role="status" className="border-b border-line bg-surface-2">
      <p className="mx-auto flex max-w-(--container-content) flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2.5 text-sm sm:px-6">
        <WifiOff className="size-4 shrink-0 text-accent" aria-hidden />
        <strong className="font-semibold">You are offline.</strong>
        <span>
          {signedIn ? "Your saved recipes still open; other pages need a connection." : "Pages need a connection."}
        </span>
        {signedIn ? (
          <Link to="/bar/saved" className="font-medium text-accent underline underline-offset-4">
            Saved Recipes
          </Link>
        ) : null}
      </p>
    </div>
  );
}
