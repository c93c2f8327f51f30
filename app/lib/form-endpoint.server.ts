/**
 * The answer of a site endpoint that takes a form (the feed's posts, "I made this"): fetchers and API
 * clients get JSON; a plain form post (no JavaScript) goes back to its page with a toast. Every write
 * needs a session ("Please sign in to …") and the feature functions check the rest.
 */
import { redirect } from "react-router";
import { getViewer } from "~/features/auth/session.server";
import { errorHeaders } from "./action-result.server";
import { AppError } from "./errors";
import { backTo, wantsJson } from "./reaction-request.server";
import { toastHeader } from "./toast.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export type Outcome = { status?: number; body: Record<string, unknown>; message: string | null };

/** Reads the form (multipart or urlencoded); an unreadable or cut-off body is a 400, never a crash. */
async function readForm(request: Request): Promise<FormData | null> {
  return request.formData().catch(() => null);
}

export async function answer(
  request: Request,
  signIn: string,
  failed: string,
  run: (viewer: { id: string }, form: FormData) => Promise<Outcome>,
): Promise<Response> {
  const json = wantsJson(request);
  const viewer = await getViewer(request);
  if (!viewer) {
    if (json) return Response.json({ error: signIn }, { status: 401, headers: NO_STORE });
    throw redirect(`/login?${new URLSearchParams({ redirectTo: backTo(request) })}`);
  }
  const form = await readForm(request);
  let outcome: Outcome;
  try {
    if (!form) throw new AppError("This form could not be read. Please try again.", 400);
    outcome = await run(viewer, form);
  } catch (error) {
    const known = error instanceof AppError;
    if (!known) console.error(`${failed}:`, error);
    const message = known ? error.message : failed;
    const status = known ? error.status : 500;
    const fieldErrors = known && "fieldErrors" in error ? error.fieldErrors : undefined;
    if (json) {
      const headers = { ...NO_STORE, ...(known ? errorHeaders(error) : {}) };
      return Response.json({ error: message, fieldErrors }, { status, headers });
    }
    throw redirect(backTo(request), { headers: { "Set-Cookie": await toastHeader({ type: "error", message }) } });
  }
  if (json) return Response.json(outcome.body, { status: outcome.status ?? 200, headers: NO_STORE });
  const headers = outcome.message
    ? { "Set-Cookie": await toastHeader({ type: "success", message: outcome.message }) }
    : undefined;
  throw redirect(backTo(request), { headers });
}
