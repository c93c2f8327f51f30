/**
 * The small POST endpoints under /settings (profile picture, theme; issue 14) answer two kinds of
 * caller: the page's script, which asks for JSON, and a plain form post without JavaScript, which
 * is redirected back with a toast. One place decides which, so both endpoints answer alike.
 */
import { redirect } from "react-router";
import { getViewer, type Viewer } from "~/features/auth/session.server";
import { errorHeaders } from "~/lib/action-result.server";
import { type AppError, Invalid } from "~/lib/errors";
import { toastHeader } from "~/lib/toast.server";

const wantsJson = (request: Request) => (request.headers.get("accept") ?? "").includes("application/json");
const NO_STORE = { "Cache-Control": "no-store" };

/** The signed-in member; a guest gets 401 (script) or the sign-in page that comes back to `back`. */
export async function endpointMember(request: Request, back: string): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (viewer) return viewer;
  throw wantsJson(request)
    ? Response.json({ error: "Please sign in" }, { status: 401 })
    : redirect(`/login?${new URLSearchParams({ redirectTo: back })}`);
}

/** Done: `{ ok: true, ...body }`, or back to `back` with the success toast (none when `message` is null). */
export async function endpointDone(request: Request, back: string, message: string | null, body = {}) {
  if (wantsJson(request)) return Response.json({ ok: true, ...body }, { headers: NO_STORE });
  if (!message) return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": await toastHeader({ type: "success", message }) } });
}

/**
 * Refused or failed: `{ error, fieldErrors }` with the error's status (500 when it is not one of
 * ours), or back to `back` with "`failed`: reason" as the error toast.
 */
export async function endpointFailed(request: Request, back: string, failed: string, error: AppError | null) {
  if (wantsJson(request)) {
    const fieldErrors = error instanceof Invalid ? error.fieldErrors : {};
    return Response.json(
      { error: error?.message ?? failed, fieldErrors },
      { status: error?.status ?? 500, headers: { ...NO_STORE, ...(error ? errorHeaders(error) : {}) } },
    );
  }
  const message = error ? `${failed}: ${error.message}` : failed;
  return redirect(back, { headers: { "Set-Cookie": await toastHeader({ type: "error", message }) } });
}
