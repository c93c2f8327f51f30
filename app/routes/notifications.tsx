/** /notifications (issue 17): the signed-in member's notifications; mark one or all read. */
import { data } from "react-router";
import { requireViewer } from "~/features/auth/session.server";
import { NotificationList } from "~/features/notifications/components/notification-list";
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
} from "~/features/notifications/notification-queries.server";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { failure } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Notifications");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const cursor = new URL(request.url).searchParams.get("cursor");
  const [page, unread] = await Promise.all([listNotifications(viewer.id, cursor), countUnreadNotifications(viewer.id)]);
  return { page, unread, older: Boolean(cursor) };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await request.formData();
  try {
    await consumeRateLimit("notificationRead", viewer.id);
    const intent = form.get("intent");
    if (intent === "read-all") return { ok: true, marked: await markAllNotificationsRead(viewer.id) };
    if (intent === "read") {
      const ids = form.getAll("id").filter((id): id is string => typeof id === "string");
      return { ok: true, marked: await markNotificationsRead(viewer.id, ids) };
    }
    return data({ ok: false, formError: "Unknown action", fieldErrors: {} }, { status: 400 });
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    throw error;
  }
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  return <NotificationList page={loaderData.page} unread={loaderData.unread} older={loaderData.older} />;
}
