/**
 * POST /api/site/reports (issue 21): the report dialog's fetcher and API clients get JSON; a plain form
 * post goes back to its page with a toast. Signing in is required ("Please sign in to report content").
 */
import { redirect } from "react-router";
import { getViewer } from "~/features/auth/session.server";
import { errorHeaders, fieldErrorsOf } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import { backTo, wantsJson } from "~/lib/reaction-request.server";
import { toastHeader } from "~/lib/toast.server";
import { MODERATION_MESSAGES } from "./moderation-rules";
import { ReportInput } from "./moderation-schema";
import { reportContent } from "./report-mutations.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function reportResponse(request: Request): Promise<Response> {
  const json = wantsJson(request);
  const viewer = await getViewer(request);
  if (!viewer) {
    if (json) return Response.json({ error: MODERATION_MESSAGES.signInToReport }, { status: 401, headers: NO_STORE });
    throw redirect(`/login?${new URLSearchParams({ redirectTo: backTo(request) })}`);
  }
  let message: string;
  try {
    const form = await request.formData().catch(() => null);
    if (!form) throw new AppError("This form could not be read. Please try again.", 400);
    const parsed = ReportInput.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      const first = Object.values(fieldErrors)[0]?.[0] ?? "Please check the report";
      if (json) return Response.json({ error: first, fieldErrors }, { status: 400, headers: NO_STORE });
      throw new AppError(first, 400);
    }
    await reportContent(viewer, parsed.data);
    message = MODERATION_MESSAGES.reported;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (json) {
      return Response.json(
        { error: error.message },
        { status: error.status, headers: { ...NO_STORE, ...errorHeaders(error) } },
      );
    }
    throw redirect(backTo(request), {
      headers: { "Set-Cookie": await toastHeader({ type: "error", message: error.message }) },
    });
  }
  if (json) return Response.json({ ok: true, message }, { status: 201, headers: NO_STORE });
  throw redirect(backTo(request), { headers: { "Set-Cookie": await toastHeader({ type: "success", message }) } });
}
