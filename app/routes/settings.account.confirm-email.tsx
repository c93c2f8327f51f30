/**
 * The link e-mailed from Settings → Account (issue 17): confirms the member's address, or makes a new
 * address theirs. better-auth checks the signed token; then back to the page with a toast.
 */
import { redirect } from "react-router";
import { ACCOUNT_SETTINGS_PATH, EMAIL_CONFIRMED, EMAIL_LINK_INVALID } from "~/features/account/account-schema";
import { confirmEmailLink } from "~/features/account/account-security.server";
import { requireSettingsViewer } from "~/features/two-factor/second-factor.server";
import { Invalid } from "~/lib/errors";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/settings.account.confirm-email";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireSettingsViewer(request);
  const token = (new URL(request.url).searchParams.get("token") ?? "").trim();
  const headers = new Headers();
  try {
    if (!token || token.length > 2000) throw new Invalid(EMAIL_LINK_INVALID);
    for (const cookie of (await confirmEmailLink(viewer, request, token)).getSetCookie()) {
      headers.append("Set-Cookie", cookie);
    }
    headers.append("Set-Cookie", await toastHeader({ type: "success", message: EMAIL_CONFIRMED }));
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    headers.append("Set-Cookie", await toastHeader({ type: "error", message: EMAIL_LINK_INVALID }));
  }
  throw redirect(ACCOUNT_SETTINGS_PATH, { headers });
}
