/**
 * /moderation/cases/:caseId (issue 21): one case with the snapshot, the current content, the reports
 * and the author's history; the moderator decides on the item, the author, or the appeal.
 */
import { data, redirect } from "react-router";
import { decideAppeal } from "~/features/moderation/appeals.server";
import { removeAllContentOf } from "~/features/moderation/bulk-removal.server";
import { decideCase } from "~/features/moderation/case-decisions.server";
import { CaseReview } from "~/features/moderation/components/case-review";
import { requireModeratorViewer } from "~/features/moderation/moderation-access.server";
import { MODERATION_PATH } from "~/features/moderation/moderation-paths";
import { getCase } from "~/features/moderation/moderation-queue.server";
import { AppealDecision, BulkRemoval, CaseDecision, MemberSanction } from "~/features/moderation/moderation-schema";
import { sanctionMember } from "~/features/moderation/sanctions.server";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { type ActionFailure, failure, invalidInput } from "~/lib/action-result.server";
import { AppError, NotFound } from "~/lib/errors";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/moderation.cases.$caseId";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Review a case");

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireModeratorViewer(request);
  try {
    return { detail: await getCase(viewer, params.caseId), admin: viewer.role === "admin" };
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
}

const DONE: Record<string, string> = {
  decide: "Decision saved",
  sanction: "Sanction saved",
  appeal: "Appeal answered",
  "remove-all": "Everything they published was deleted",
};

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireModeratorViewer(request);
  const fields = Object.fromEntries(await request.formData());
  const intent = String(fields.intent ?? "");
  try {
    if (intent === "decide") {
      const parsed = CaseDecision.safeParse({ ...fields, case_id: params.caseId });
      if (!parsed.success) return invalidInput(parsed.error, "Please check the decision");
      await decideCase(viewer, parsed.data);
    } else if (intent === "appeal") {
      const parsed = AppealDecision.safeParse({ ...fields, case_id: params.caseId });
      if (!parsed.success) return invalidInput(parsed.error, "Please check the answer");
      await decideAppeal(viewer, parsed.data);
    } else if (intent === "sanction") {
      const parsed = MemberSanction.safeParse({ ...fields, case_id: params.caseId });
      if (!parsed.success) return invalidInput(parsed.error, "Please check the sanction");
      await sanctionMember(viewer, parsed.data);
    } else if (intent === "remove-all") {
      const parsed = BulkRemoval.safeParse(fields);
      if (!parsed.success) return invalidInput(parsed.error, "Please give a reason");
      await removeAllContentOf(viewer, parsed.data.member_id, parsed.data.reason);
    } else {
      return data<ActionFailure>({ ok: false, formError: "Unknown action", fieldErrors: {} }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    throw error;
  }
  const message = DONE[intent] ?? "Saved";
  // A decision on the item ends the case: back to the queue. A sanction leaves the case open to decide.
  const to = intent === "sanction" ? new URL(request.url).pathname : MODERATION_PATH;
  return redirect(to, { headers: { "Set-Cookie": await toastHeader({ type: "success", message }) } });
}

export default function CasePage({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && "ok" in actionData && !actionData.ok ? actionData : null;
  return <CaseReview detail={loaderData.detail} failure={failed} />;
}
