/**
 * Cookie consent's values and pure helpers (issue 14), without zod: the banner and the browser's storage use
 * them in every page's first JavaScript (issue 19), while the form and stored-copy schemas, which need zod,
 * stay in cookie-consent-schema.ts (which re-exports all of this). See that file for the cookie's format.
 */
import { COOKIE_CONSENT_DAYS, type CookieConsent } from "~/lib/constants";

export const CONSENT_COOKIE_NAME = "muddle-cookie-consent";
export const CONSENT_STORAGE_KEY = "cookie-consent";
export const CONSENT_MAX_AGE_SECONDS = COOKIE_CONSENT_DAYS * 24 * 60 * 60;

/** The optional categories, in the order the banner lists them; necessary is always on. */
export const OPTIONAL_CATEGORIES = ["preferences", "analytics", "marketing"] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

/** A visitor's choice: which optional categories they accept. */
export type ConsentChoice = Record<OptionalCategory, boolean>;

export const NECESSARY_ONLY: ConsentChoice = { preferences: false, analytics: false, marketing: false };
export const ACCEPT_ALL: ConsentChoice = { preferences: true, analytics: true, marketing: true };

/** The cookie's value: "necessary" followed by each accepted category. */
export function encodeConsentCookie(choice: ConsentChoice): string {
  return ["necessary", ...OPTIONAL_CATEGORIES.filter((category) => choice[category])].join(".");
}

/** The choice a cookie value holds, or null for anything we did not write (then the banner asks again). */
export function decodeConsentCookie(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null;
  const [first, ...rest] = value.split(".");
  if (first !== "necessary") return null;
  const choice = { ...NECESSARY_ONLY };
  for (const part of rest) {
    if (!(OPTIONAL_CATEGORIES as readonly string[]).includes(part)) return null;
    const category = part as OptionalCategory;
    if (choice[category]) return null;
    choice[category] = true;
  }
  return choice;
}

/** The Set-Cookie / document.cookie string for a choice, kept for `maxAgeSeconds`. */
export function consentCookieString(choice: ConsentChoice, maxAgeSeconds: number, secure: boolean): string {
  const parts = [
    `${CONSENT_COOKIE_NAME}=${encodeConsentCookie(choice)}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    "Path=/",
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/**
 * Seconds a stored choice has left: its 365 days run from when it was made (`updated_at`); null when
 * the time is missing, unreadable or past, and the visitor is asked again.
 */
export function remainingConsentSeconds(stored: Pick<CookieConsent, "updated_at">, now = Date.now()): number | null {
  const madeAt = stored.updated_at ? Date.parse(stored.updated_at) : Number.NaN;
  if (Number.isNaN(madeAt)) return null;
  const left = Math.floor((madeAt + CONSENT_MAX_AGE_SECONDS * 1000 - now) / 1000);
  return left > 0 ? Math.min(left, CONSENT_MAX_AGE_SECONDS) : null;
}

export function choiceOf(stored: ConsentChoice): ConsentChoice {
  return { preferences: stored.preferences, analytics: stored.analytics, marketing: stored.marketing };
}
