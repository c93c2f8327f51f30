/**
 * The site's one service worker (public/sw.js, issue 18): offline copies (app/features/offline) and Web
 * Push (app/features/push) share it, so both register the same script with the same scope and neither
 * replaces the other.
 */
export const SERVICE_WORKER_URL = "/sw.js";
export const SERVICE_WORKER_SCOPE = "/";

export function serviceWorkerSupported(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator;
}

export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE, updateViaCache: "none" });
}

export type WorkerMessage = { type: "viewer"; memberId: string | null } | { type: "save-offline"; memberId: string };

/** Sends a message to the active worker once there is one (the first visit installs it first). */
export async function tellServiceWorker(message: WorkerMessage): Promise<void> {
  if (!serviceWorkerSupported()) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}
