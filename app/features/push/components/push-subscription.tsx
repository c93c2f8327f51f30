/**
 * Web Push on this browser (issue 17), under the Push Notifications switch of /settings/notifications.
 * Nothing is asked of the browser until the member clicks: then it asks permission, registers the
 * site's one service worker (public/sw.js, also the offline copy's: ~/lib/service-worker) and subscribes
 * with the site's VAPID public key, and the subscription is stored by /api/site/push-subscriptions.
 * A browser subscribed under issue 17's push-only worker (scope /push/) is moved to it on this page.
 * The parent's loader passes `publicKey` (`vapidPublicKey()` from push-config.server.ts): null when the
 * site has no VAPID keys.
 */

import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { BellOff, BellRing } from "~/components/ui/icons/icons";
import { registerServiceWorker, SERVICE_WORKER_SCOPE } from "~/lib/service-worker";

/** Issue 17's push-only worker, now folded into /sw.js. */
const LEGACY_SCOPE = "/push/";
const API = "/api/site/push-subscriptions";

export const PUSH_NOT_AVAILABLE = "Push notifications are not available on this site";

type State = "checking" | "unsupported" | "denied" | "off" | "on";

function supported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** Waits for a freshly registered worker to activate (the first registration on this browser). */
function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration> {
  const worker = registration.installing ?? registration.waiting;
  if (registration.active || !worker) return Promise.resolve(registration);
  return new Promise((resolve) => {
    worker.addEventListener("statechange", () => {
      if (worker.state === "activated") resolve(registration);
    });
  });
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** This browser's subscription under the site's worker, if any. */
async function currentSubscription(): Promise<globalThis.PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
  return registration?.scope === new URL(SERVICE_WORKER_SCOPE, location.origin).href
    ? registration.pushManager.getSubscription()
    : null;
}

async function subscribe(key: string): Promise<globalThis.PushSubscription> {
  const registration = await activated(await registerServiceWorker());
  return (
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(key),
    }))
  );
}

/**
 * A browser subscribed under the old push-only worker gets a subscription under the site's worker instead
 * (stored before the old one is removed, so pushes never stop), and the old worker goes.
 */
async function moveLegacySubscription(key: string): Promise<void> {
  const legacy = (await navigator.serviceWorker.getRegistrations()).find((r) => r.scope.endsWith(LEGACY_SCOPE));
  if (!legacy) return;
  const old = await legacy.pushManager.getSubscription();
  if (old && Notification.permission === "granted") {
    await send("POST", (await subscribe(key)).toJSON());
    await send("DELETE", { endpoint: old.endpoint });
    await old.unsubscribe();
  }
  await legacy.unregister();
}

async function send(method: "POST" | "DELETE", body: unknown): Promise<void> {
  const response = await fetch(API, {
    method,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(answer?.error ?? "Could not update push notifications for this browser");
  }
}

export function PushSubscription({ publicKey }: { publicKey: string | null }) {
  const [state, setState] = useState<State>("checking");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!publicKey) return;
    if (!supported()) return setState("unsupported");
    if (Notification.permission === "denied") return setState("denied");
    moveLegacySubscription(publicKey)
      .then(() => currentSubscription())
      .then((subscription) => setState(subscription ? "on" : "off"))
      .catch(() => setState("off"));
  }, [publicKey]);

  if (!publicKey) return <Note>{PUSH_NOT_AVAILABLE}</Note>;
  if (state === "checking") return null;
  if (state === "unsupported") return <Note>This browser can't receive push notifications.</Note>;
  if (state === "denied")
    return <Note>Notifications from this site are blocked in this browser's settings. Allow them there first.</Note>;

  async function enable(key: string) {
    setBusy(true);
    setError(null);
    try {
      if ((await Notification.requestPermission()) !== "granted") return setState("denied");
      await send("POST", (await subscribe(key)).toJSON());
      setState("on");
    } catch (problem) {
      // The browser's own refusals (private windows, a blocked push service) read badly: say it plainly.
      const browserRefused = problem instanceof DOMException || !(problem instanceof Error);
      setError(
        browserRefused
          ? "This browser could not turn on push notifications. Private windows can't receive them; check this site's notification permission and try again."
          : problem.message,
      );
    } finally {
      setBusy(false);
    }
  }

  async function disable() {
    setBusy(true);
    setError(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await send("DELETE", { endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState("off");
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : "Could not turn off push notifications for this browser");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-2 space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        {state === "on" ? (
          <>
            <p className="flex items-center gap-2 text-sm">
              <BellRing className="size-4 text-success" aria-hidden />
              Push notifications are on for this browser.
            </p>
            <Button variant="secondary" size="sm" disabled={busy} onClick={disable}>
              {busy ? "Disabling..." : "Disable on this browser"}
            </Button>
          </>
        ) : (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => enable(publicKey)}>
            {busy ? "Enabling..." : "Enable on this browser"}
          </Button>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Note({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-2 flex items-center gap-2 text-sm text-muted">
      <BellOff className="size-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}
