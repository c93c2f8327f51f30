/**
 * GET /api/site/notifications/events (issue 17): a member's own live stream for the bell. It opens with
 * `event: ready` carrying the unread count, then sends `{ unread }` each time the member's notifications
 * change (a new one, or read in another tab). The count is the whole state, so a reconnection needs no
 * replay: its `ready` brings the count as it is. Another member's events never reach the stream.
 * An event that leaves the count as last sent sends nothing: on PostgreSQL a change made just before
 * the stream opened can be delivered just after its `ready`, which already counted it.
 */
import { eventStreamResponse } from "~/lib/event-stream.server";
import { subscribe } from "~/lib/events.server";
import { LIVE_STREAM_LIMITS } from "~/lib/limits";
import { NOTIFICATIONS_CHANGED } from "./notification-events";
import { countUnreadNotifications } from "./notification-queries.server";

export type BellEvent = { unread: number };

export function notificationEventsResponse(request: Request, memberId: string): Response {
  return eventStreamResponse({
    // Counted apart from the feed's streams: a member with the feed open in tabs still gets a bell.
    key: `notifications:${memberId}`,
    max: LIVE_STREAM_LIMITS.perMember,
    signal: request.signal,
    open(stream) {
      // Counts are read one at a time, so the last one sent is the newest.
      let queue = Promise.resolve();
      let lastSent: number | undefined;
      const sendCount = (id: number | undefined, event?: string) => {
        queue = queue
          .then(async () => {
            if (stream.closed) return;
            const unread = await countUnreadNotifications(memberId);
            if (stream.closed || unread === lastSent) return;
            lastSent = unread;
            const data: BellEvent = { unread };
            stream.send({ id, event, data });
          })
          .catch((error: unknown) => console.error("Could not send the unread count:", error));
      };
      const unsubscribe = subscribe((event) => {
        if (event.type === NOTIFICATIONS_CHANGED && event.payload.recipient_id === memberId) sendCount(event.id);
      });
      sendCount(undefined, "ready");
      return unsubscribe;
    },
  });
}
