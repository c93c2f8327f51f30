/** /moderation/log (issue 21): every action, by moderators and by the rules, newest first. */
import { Link } from "react-router";
import { ModerationLog } from "~/features/moderation/components/moderation-log";
import { requireModeratorViewer } from "~/features/moderation/moderation-access.server";
import { MODERATION_LOG_PATH } from "~/features/moderation/moderation-paths";
import { LOG_PAGE_SIZE, listLog } from "~/features/moderation/moderation-queue.server";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import type { Route } from "./+types/moderation.log";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Moderation log");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireModeratorViewer(request);
  const before = new URL(request.url).searchParams.get("before");
  const entries = await listLog(viewer, before);
  const last = entries.at(-1);
  return { entries, next: entries.length === LOG_PAGE_SIZE && last ? last.created_at : null };
}

export default function ModerationLogPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ModerationLog entries={loaderData.entries} />
      {loaderData.next ? (
        <Link
          to={`${MODERATION_LOG_PATH}?${new URLSearchParams({ before: loaderData.next })}`}
          className="self-start font-semibold text-accent underline"
        >
          Older entries
        </Link>
      ) : null}
    </>
  );
}
