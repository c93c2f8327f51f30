/**
 * /bar/saved asks the service worker to keep the member's saved recipes for offline use (issue 18):
 * the worker fetches the list (app/routes/bar.saved.offline.ts), then each page and its data, the
 * scripts and styles they load and their images. Again whenever the count changes (a save or unsave).
 */
import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import { tellServiceWorker } from "~/lib/service-worker";
import type { RootData } from "~/root";

export function useKeepSavedOffline(total: number) {
  const memberId = useRouteLoaderData<RootData>("root")?.viewer?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count means a save or unsave: copy again.
  useEffect(() => {
    if (!import.meta.env.PROD || !memberId || !navigator.onLine) return;
    tellServiceWorker({ type: "save-offline", memberId }).catch(() => {});
  }, [memberId, total]);
}
