/**
 * Cookie consent (part 2 §2, §3, §4, §9; issue 14), shared by the banner and the server. Client-safe.
 *
 * The spec does not name the cookie or the local-storage key (§9), so we do here:
 * - cookie `muddle-cookie-consent`: the accepted categories joined by dots, necessary first
 *   ("necessary", "necessary.analytics", "necessary.preferences.analytics.marketing"); 365 days,
 *   SameSite=Lax, Path=/, Secure under https. Readable by scripts on purpose: anything optional
 *   added later checks it before running.
 * - local storage `cookie-consent`: the same choice as JSON, with the time it was made.
 */
import { z } from "zod";
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

/** A checkbox as posted: the banner sends "true"; anything else is not a yes or no. */
const Flag = z.enum(["true", "false"], { error: "Must be true or false" }).transform((value) => value === "true");

/**
 * What the banner's form may post. Unknown fields (a category we do not have) are refused, as is
 * any attempt to switch necessary off. "necessary" stores only necessary, "all" every category,
 * "choose" exactly the boxes ticked (an unticked box is not sent).
 */
export const ConsentFormSchema = z.strictObject({
  intent: z.enum(["necessary", "all", "choose"]).default("choose"),
  necessary: z.literal("true", { error: "Necessary cookies are always on" }).optional(),
  preferences: Flag.optional(),
  analytics: Flag.optional(),
  marketing: Flag.optional(),
  returnTo: z.string().max(2_000).optional(),
});

export type ConsentForm = { choice: ConsentChoice; returnTo: string | undefined };

/** The posted form as a choice, or the reason it is refused (a repeated field counts as bad input). */
export function parseConsentForm(form: FormData): { ok: true; value: ConsentForm } | { ok: false; error: string } {
  const fields: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of form) {
    if (name in fields) return { ok: false, error: `${name}: sent more than once` };
    fields[name] = value;
  }
  const parsed = ConsentFormSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    return { ok: false, error: `${where}${issue?.message ?? "Invalid cookie choice"}` };
  }
  const { intent, returnTo } = parsed.data;
  const choice: ConsentChoice =
    intent === "necessary"
      ? NECESSARY_ONLY
      : intent === "all"
        ? ACCEPT_ALL
        : {
            preferences: parsed.data.preferences ?? false,
            analytics: parsed.data.analytics ?? false,
            marketing: parsed.data.marketing ?? false,
          };
  return { ok: true, value: { choice: { ...choice }, returnTo } };
}

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

/** A stored choice (the profile's column, the local copy), checked, since either may be old or edited. */
export const StoredConsentSchema = z.object({
  necessary: z.literal(true),
  preferences: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  consented_at: z.string().optional(),
  updated_at: z.string().optional(),
});

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
