/**
 * GET /api/site/community/events (issue 16): the community feed's live stream, `text/event-stream`.
 * Guests receive public posts' events; members also their own and followed members' followers-only
 * ones. `Last-Event-ID` (or `?lastEventId=`) resumes after that event. See docs/architecture.md "Live events".
 */
import { getViewer } from "~/features/auth/session.server";
import { feedEventsResponse } from "~/features/feed/feed-stream.server";
import type { Route } from "./+types/api.site.community.events";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  return feedEventsResponse(request, viewer?.id ?? null, context.clientIp);
}
