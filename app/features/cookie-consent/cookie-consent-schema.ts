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
import { ACCEPT_ALL, type ConsentChoice, NECESSARY_ONLY } from "./cookie-consent-values";

export {
  ACCEPT_ALL,
  CONSENT_COOKIE_NAME,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  choiceOf,
  consentCookieString,
  decodeConsentCookie,
  encodeConsentCookie,
  NECESSARY_ONLY,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
  remainingConsentSeconds,
} from "./cookie-consent-values";

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

/** A stored choice (the profile's column, the local copy), checked, since either may be old or edited. */
export const StoredConsentSchema = z.object({
  necessary: z.literal(true),
  preferences: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  consented_at: z.string().optional(),
  updated_at: z.string().optional(),
});
