/**
 * POST /api/site/cookie-consent: the cookie banner's choice (part 2 §4, issue 14). Sets the consent
 * cookie for 365 days and, for a signed-in member, saves the choice on their profile (§6); a failed
 * profile save is only logged (§8), the cookie is set all the same. The banner's script asks for
 * JSON; its form without JavaScript is sent back to the page it was on.
 */
import { redirect } from "react-router";
import { getViewer } from "~/features/auth/session.server";
import { consentSetCookie } from "~/features/cookie-consent/cookie-consent.server";
import { saveCookieConsent } from "~/features/cookie-consent/cookie-consent-mutations.server";
import { type ConsentChoice, parseConsentForm } from "~/features/cookie-consent/cookie-consent-schema";
import { AppError } from "~/lib/errors";
import { sameSitePath } from "~/lib/same-site-path";
import type { Route } from "./+types/api.site.cookie-consent";

const NO_STORE = { "Cache-Control": "no-store" };

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST", ...NO_STORE } });
}

type ProfileSave = "saved" | "not-signed-in" | "failed";

async function saveOnProfile(request: Request, choice: ConsentChoice): Promise<ProfileSave> {
  const viewer = await getViewer(request);
  if (!viewer) return "not-signed-in";
  try {
    await saveCookieConsent(viewer, choice);
    return "saved";
  } catch (error) {
    // §8: the visitor is not told; the cookie still holds their choice.
    if (error instanceof AppError) console.error(`Cookie choice not saved on profile ${viewer.id}: ${error.message}`);
    else console.error(`Cookie choice not saved on profile ${viewer.id}`, error);
    return "failed";
  }
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const json = request.headers.get("accept")?.includes("application/json") ?? false;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ error: "Send the choice as a form" }, { status: 400, headers: NO_STORE });
  }
  const parsed = parseConsentForm(form);
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400, headers: NO_STORE });

  const { choice, returnTo } = parsed.value;
  const profile = await saveOnProfile(request, choice);
  const headers = { "Set-Cookie": consentSetCookie(choice), ...NO_STORE };
  if (json) return Response.json({ cookieConsent: { necessary: true, ...choice }, profile }, { headers });
  return redirect(sameSitePath(returnTo), { status: 303, headers });
}
