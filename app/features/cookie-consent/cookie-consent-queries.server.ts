/** Reads of the cookie choice saved on a member's profile (part 2 §3 cookie preferences). */
import { eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { type ConsentChoice, choiceOf, remainingConsentSeconds, StoredConsentSchema } from "./cookie-consent-schema";

/**
 * The member's saved choice and the seconds its 365 days have left, or null when they have none,
 * it is unreadable, or it has run out (then the banner asks again).
 */
export async function profileCookieConsent(
  memberId: string,
): Promise<{ choice: ConsentChoice; secondsLeft: number } | null> {
  const [row] = await db
    .select({ cookie_consent: schema.profiles.cookie_consent })
    .from(schema.profiles)
    .where(eq(schema.profiles.id, memberId));
  const parsed = StoredConsentSchema.safeParse(row?.cookie_consent);
  if (!parsed.success) return null;
  const secondsLeft = remainingConsentSeconds(parsed.data);
  return secondsLeft === null ? null : { choice: choiceOf(parsed.data), secondsLeft };
}
