/**
 * /settings/moderation (issue 21): what moderators did to the member's content or account and why, a
 * warning to acknowledge, an appeal per action, and "Your reports" with their outcome.
 */
import { data, redirect } from "react-router";
import {
  APPEAL_MESSAGES,
  acknowledgeWarning,
  appealAction,
  listMemberNotices,
  listMyReports,
} from "~/features/moderation/appeals.server";
import { MemberModeration } from "~/features/moderation/components/member-moderation";
import { MEMBER_MODERATION_PATH } from "~/features/moderation/moderation-paths";
import { AppealInput } from "~/features/moderation/moderation-schema";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { requireSettingsViewer } from "~/features/two-factor/second-factor.server";
import { failure, invalidInput } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/settings.moderation";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Moderation");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireSettingsViewer(request);
  const [notices, reports] = await Promise.all([listMemberNotices(viewer.id), listMyReports(viewer.id)]);
  return { notices, reports };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireSettingsViewer(request);
  const fields = Object.fromEntries(await request.formData());
  try {
    if (fields.intent === "acknowledge") {
      await acknowledgeWarning(viewer.id, String(fields.action_id ?? ""));
      return redirect(MEMBER_MODERATION_PATH, {
        headers: { "Set-Cookie": await toastHeader({ type: "success", message: APPEAL_MESSAGES.acknowledged }) },
      });
    }
    const parsed = AppealInput.safeParse(fields);
    if (!parsed.success) return invalidInput(parsed.error, "Please say why this should be reconsidered");
    await appealAction(viewer.id, parsed.data);
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    throw error;
  }
  return data({ ok: true as const, message: APPEAL_MESSAGES.sent });
}

export default function SettingsModeration({ loaderData, actionData }: Route.ComponentProps) {
  return <MemberModeration notices={loaderData.notices} reports={loaderData.reports} answer={actionData ?? null} />;
}
