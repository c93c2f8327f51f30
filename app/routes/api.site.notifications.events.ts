/**
 * GET /api/site/notifications/events (issue 17): the signed-in member's bell, live (`text/event-stream`).
 * A guest gets 401. See docs/architecture.md "Notifications".
 */
import { getViewer } from "~/features/auth/session.server";
import { notificationEventsResponse } from "~/features/notifications/notification-stream.server";
import type { Route } from "./+types/api.site.notifications.events";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return new Response("Sign in to see your notifications.", { status: 401 });
  return notificationEventsResponse(request, viewer.id);
}
