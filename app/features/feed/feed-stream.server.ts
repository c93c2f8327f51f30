/**
 * The feed's live stream (issue 16, GET /api/site/community/events): one Server-Sent Events stream per
 * tab. It opens with a `ready` event whose id is where the stream starts, then sends each feed event
 * the reader may read as `id: <event id>` and `data: <FeedLiveEvent as JSON>`. A reconnecting client
 * passes the last id it saw (`Last-Event-ID`, or `?lastEventId=` from the site's own hook) and first
 * receives what it missed.
 */
import { eventStreamResponse } from "~/lib/event-stream.server";
import { LIVE_STREAM_LIMITS } from "~/lib/limits";
import { connectFeedReader } from "./feed-live.server";

/** The id to resume after, from the header EventSource sends or the query string; null when absent or not an id. */
export function lastEventIdOf(request: Request): number | null {
  const value = request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("lastEventId");
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

export function feedEventsResponse(request: Request, viewerId: string | null, clientIp: string): Response {
  const lastEventId = lastEventIdOf(request);
  return eventStreamResponse({
    // Members are counted per member (their tabs and devices), guests per address.
    key: viewerId ? `member:${viewerId}` : `address:${clientIp}`,
    max: viewerId ? LIVE_STREAM_LIMITS.perMember : LIVE_STREAM_LIMITS.perAddress,
    signal: request.signal,
    open(stream) {
      let disconnect: (() => void) | undefined;
      connectFeedReader({ viewerId, send: (id, data) => stream.send({ id, data }) }, lastEventId, (start) =>
        stream.send({ event: "ready", id: start, data: {} }),
      ).then(
        (done) => {
          if (stream.closed) done();
          else disconnect = done;
        },
        (error: unknown) => {
          console.error("Could not open a feed stream:", error);
          stream.close();
        },
      );
      return () => disconnect?.();
    },
  });
}
