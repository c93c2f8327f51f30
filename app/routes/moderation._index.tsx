/** /moderation: open cases, highest score first, and one decision on several of them (issue 21). */
import { redirect } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import { decideCases } from "~/features/moderation/case-decisions.server";
import { ModerationQueue } from "~/features/moderation/components/moderation-queue";
import { requireModeratorViewer } from "~/features/moderation/moderation-access.server";
import { bulkDecisionMessage } from "~/features/moderation/moderation-format";
import { listQueue, QUEUE_PAGE_SIZE } from "~/features/moderation/moderation-queue.server";
import { BulkDecision } from "~/features/moderation/moderation-schema";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { invalidInput } from "~/lib/action-result.server";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/moderation._index";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Moderation queue");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireModeratorViewer(request);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1);
  const queue = await listQueue(viewer, page);
  return { ...queue, page, pageCount: Math.max(1, Math.ceil(queue.total / QUEUE_PAGE_SIZE)) };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireModeratorViewer(request);
  const form = await request.formData();
  const parsed = BulkDecision.safeParse({
    case_ids: form.getAll("case_id"),
    action: form.get("action"),
    reason: form.get("reason"),
  });
  if (!parsed.success)
    return invalidInput(parsed.error, parsed.error.issues[0]?.message ?? "Please check the decision");
  const result = await decideCases(viewer, parsed.data);
  const url = new URL(request.url);
  const toast = await toastHeader({ type: "success", message: bulkDecisionMessage(result) });
  return redirect(`${url.pathname}${url.search}`, { headers: { "Set-Cookie": toast } });
}

export default function ModerationQueuePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ModerationQueue entries={loaderData.entries} total={loaderData.total} failure={actionData ?? null} />
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} label="Queue pages" />
    </>
  );
}
