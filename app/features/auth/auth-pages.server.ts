/** What the sign-in and sign-up pages share: guests only, and where to go once signed in. */
import { redirect } from "react-router";
import { toastHeader } from "~/lib/toast.server";
import { safeRedirect } from "./auth-schema";
import { getViewer } from "./session.server";

/** A signed-in visitor goes straight on; a guest's page remembers where they came from. */
export async function guestPage(request: Request): Promise<{ redirectTo: string | null }> {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (await getViewer(request)) throw redirect(safeRedirect(redirectTo));
  return { redirectTo: redirectTo ? safeRedirect(redirectTo) : null };
}

/** Carries the new session cookie and a welcome toast to the page the member came from. */
export async function continueSignedIn(
  sessionHeaders: Headers,
  redirectTo: FormDataEntryValue | string | null,
  message: string,
) {
  sessionHeaders.append("Set-Cookie", await toastHeader({ type: "success", message }));
  return redirect(safeRedirect(redirectTo), { headers: sessionHeaders });
}
