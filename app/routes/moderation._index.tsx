/** /moderation: open cases, highest score first (issue 21). */
import { Pagination } from "~/components/ui/pagination";
import { ModerationQueue } from "~/features/moderation/components/moderation-queue";
import { requireModeratorViewer } from "~/features/moderation/moderation-access.server";
import { listQueue, QUEUE_PAGE_SIZE } from "~/features/moderation/moderation-queue.server";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import type { Route } from "./+types/moderation._index";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Moderation queue");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireModeratorViewer(request);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1);
  const queue = await listQueue(viewer, page);
  return { ...queue, page, pageCount: Math.max(1, Math.ceil(queue.total / QUEUE_PAGE_SIZE)) };
}

export default function ModerationQueuePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ModerationQueue entries={loaderData.entries} total={loaderData.total} />
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} label="Queue pages" />
    </>
  );
}
