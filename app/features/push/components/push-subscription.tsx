/**
 * Web Push on this browser (issue 17), under the Push Notifications switch of /settings/notifications.
 * Nothing is asked of the browser until the member clicks: then it asks permission, registers the
 * push-only service worker (public/push-worker.js) and subscribes with the site's VAPID public key, and
 * the subscription is stored by /api/v1/push-subscriptions. The parent's loader passes `publicKey`
 * (`vapidPublicKey()` from push-config.server.ts): null when the site has no VAPID keys.
 */
import { BellOff, BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";

const WORKER = "/push-worker.js";
const SCOPE = "/push/";
const API = "/api/v1/push-subscriptions";

export const PUSH_NOT_AVAILABLE = "Push notifications are not available on this site";

type State = "checking" | "unsupported" | "denied" | "off" | "on";

function supported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The worker's scope holds no page, so `navigator.serviceWorker.ready` never settles: wait for it here. */
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
    navigator.serviceWorker
      .getRegistration(SCOPE)
      .then((registration) => registration?.pushManager.getSubscription())
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
      const registration = await activated(await navigator.serviceWorker.register(WORKER, { scope: SCOPE }));
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: applicationServerKey(key),
        }));
      await send("POST", subscription.toJSON());
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
      const subscription = await (await navigator.serviceWorker.getRegistration(SCOPE))?.pushManager.getSubscription();
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
