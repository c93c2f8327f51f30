/**
 * The consent cookie on the server (part 2 §9: 365 days, SameSite Lax): reading it from a request,
 * writing it in a response, and what the root loader needs to decide whether to render the banner.
 * The cookie's name and format are described in cookie-consent-schema.ts.
 */
import { env } from "~/lib/env.server";
import { profileCookieConsent } from "./cookie-consent-queries.server";
import {
  CONSENT_COOKIE_NAME,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentChoice,
  consentCookieString,
  decodeConsentCookie,
} from "./cookie-consent-schema";

/** The choice stored in the request's consent cookie, or null when there is none we wrote. */
export function readConsentCookie(request: Request): ConsentChoice | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at !== -1 && pair.slice(0, at).trim() === CONSENT_COOKIE_NAME)
      return decodeConsentCookie(pair.slice(at + 1).trim());
  }
  return null;
}

/** Set-Cookie for a choice: 365 days unless told otherwise; Secure when the site is served over https. */
export function consentSetCookie(choice: ConsentChoice, maxAgeSeconds = CONSENT_MAX_AGE_SECONDS): string {
  return consentCookieString(choice, maxAgeSeconds, env().isHttps);
}

/**
 * The visitor's stored choice for the root loader: the cookie's, or, for a signed-in member whose
 * browser has none (a new device, cleared cookies), the one saved on their profile, which is then
 * put back in the cookie for the rest of its 365 days. Null means the banner is shown.
 */
export async function storedCookieConsent(
  request: Request,
  viewerId: string | null,
): Promise<{ choice: ConsentChoice | null; setCookie: string | null }> {
  const choice = readConsentCookie(request);
  if (choice || !viewerId) return { choice, setCookie: null };
  const saved = await profileCookieConsent(viewerId);
  if (!saved) return { choice: null, setCookie: null };
  return { choice: saved.choice, setCookie: consentSetCookie(saved.choice, saved.secondsLeft) };
}
