/**
 * The feed's live stream in the browser (issue 16): an EventSource to /api/site/community/events that
 * hands each event to `onEvent`. When the connection fails it is closed and opened again after 1 s,
 * 2 s, 5 s, then every 10 s (part 1 §9), starting again from 1 s once a connection opens, and it
 * resumes after the last event id seen so nothing published meanwhile is missed.
 */
import { useEffect, useRef, useState } from "react";
import { LIVE_RECONNECT_DELAYS_MS } from "~/lib/constants";
import type { FeedLiveEvent } from "../feed-types";

export const FEED_EVENTS_PATH = "/api/site/community/events";

/** The wait before reconnection number `failures + 1`: the spec's steps, then the last one again. */
export function reconnectDelay(failures: number): number {
  return LIVE_RECONNECT_DELAYS_MS[Math.min(failures, LIVE_RECONNECT_DELAYS_MS.length - 1)] as number;
}

export function feedEventsUrl(lastEventId: string | null): string {
  return lastEventId ? `${FEED_EVENTS_PATH}?${new URLSearchParams({ lastEventId })}` : FEED_EVENTS_PATH;
}

/**
 * "off" (disabled, or before hydration), "connecting", "open" once the server has said where the stream
 * starts (from then on every event reaches `onEvent`), "retrying" while waiting to reconnect.
 */
export type FeedLiveStatus = "off" | "connecting" | "open" | "retrying";

export function useFeedLive(
  onEvent: (event: FeedLiveEvent) => void,
  {
    enabled = true,
    from = null,
  }: {
    enabled?: boolean;
    /**
     * The newest event id when the page's data was read (the loader's `latestEventId()`): what happened
     * between then and the connection is replayed.
     */
    from?: number | null;
  } = {},
): FeedLiveStatus {
  const [status, setStatus] = useState<FeedLiveStatus>("off");
  // Read when the stream starts only: a revalidation brings a newer `from` while the page keeps the posts it
  // has, so restarting there would skip what the open stream had not yet delivered (and reconnect each time).
  const startFrom = useRef(from);
  // The newest handler, without reconnecting when it changes (it closes over the tab and the posts shown).
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") {
      setStatus("off");
      return;
    }
    let source: EventSource | null = null;
    let retry: number | undefined;
    let lastEventId: string | null = startFrom.current === null ? null : String(startFrom.current);
    let failures = 0;
    let stopped = false;

    const remember = (message: MessageEvent) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
    };
    const connect = () => {
      setStatus("connecting");
      const current = new EventSource(feedEventsUrl(lastEventId));
      source = current;
      current.onopen = () => {
        failures = 0;
      };
      // The stream's first message: where it starts, so a reconnection resumes from there.
      current.addEventListener("ready", (message) => {
        remember(message);
        setStatus("open");
      });
      current.onmessage = (message) => {
        remember(message);
        let event: FeedLiveEvent;
        try {
          event = JSON.parse(message.data) as FeedLiveEvent;
        } catch {
          return;
        }
        try {
          handler.current(event);
        } catch (error) {
          console.error("A live feed event could not be shown:", error);
        }
      };
      // EventSource would retry by itself at its own pace: close it and keep the spec's back-off instead.
      current.onerror = () => {
        current.close();
        if (stopped || source !== current) return;
        setStatus("retrying");
        retry = window.setTimeout(connect, reconnectDelay(failures));
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

  return status;
}
