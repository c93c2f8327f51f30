/**
 * The bell in the navigation (issue 17): the member's unread count, linking to /notifications. The count
 * comes with every page (the root loader) and, while the page is open, live from the member's own stream
 * (`/api/site/notifications/events`); when the stream is down it still follows each navigation.
 */

import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Bell } from "~/components/ui/icons/icons";
import { LIVE_RECONNECT_DELAYS_MS } from "~/lib/constants";
import { NOTIFICATIONS_PATH } from "../notifications-path";

export const NOTIFICATION_EVENTS_PATH = "/api/site/notifications/events";

/** "Notifications, 2 unread" (or just "Notifications"): the bell's accessible name. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
}

/** What the badge shows: the count, capped at 99+. */
export function badgeText(unread: number): string {
  return unread > 99 ? "99+" : String(unread);
}

/**
 * The unread count: the loader's, replaced by each value the stream sends. On an error the stream is
 * closed and opened again after 1 s, 2 s, 5 s, then every 10 s (part 1 §9), like the feed's.
 */
export function useUnreadNotifications(fromLoader: number, enabled: boolean): number {
  const [unread, setUnread] = useState(fromLoader);
  // A navigation brings the count as the server has it now.
  useEffect(() => setUnread(fromLoader), [fromLoader]);

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retry: number | undefined;
    let failures = 0;
    let stopped = false;
    const take = (message: MessageEvent) => {
      try {
        const { unread: count } = JSON.parse(message.data) as { unread: unknown };
        if (typeof count === "number") setUnread(count);
      } catch {
        // Not a count: ignore it.
      }
    };
    const connect = () => {
      const current = new EventSource(NOTIFICATION_EVENTS_PATH);
      source = current;
      current.addEventListener("ready", (message) => {
        failures = 0;
        take(message);
      });
      current.onmessage = take;
      current.onerror = () => {
        current.close();
        if (stopped || source !== current) return;
        const delays = LIVE_RECONNECT_DELAYS_MS;
        retry = window.setTimeout(connect, delays[Math.min(failures, delays.length - 1)]);
        failures += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      source?.close();
    };
  }, [enabled]);

  return unread;
}

export function NotificationBell({ unread }: { unread: number }) {
  return (
    <Link
      to={NOTIFICATIONS_PATH}
      aria-label={bellLabel(unread)}
      data-unread={unread}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-ink"
    >
      <Bell className="size-5" aria-hidden />
      {unread > 0 ? (
        <span
          aria-hidden
          className="absolute top-0.5 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] font-semibold leading-none text-accent-ink"
        >
          {badgeText(unread)}
        </span>
      ) : null}
    </Link>
  );
}
