/** Saving a member's cookie choice on their profile (part 2 §3, §4, §6: only when signed in). */
import { eq, sql } from "drizzle-orm";
import type { CookieConsent } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import type { ConsentChoice } from "./cookie-consent-schema";

const { profiles } = schema;

/**
 * Stores the choice on the acting member's own profile: `consented_at` is set by the first save and
 * kept afterwards, `updated_at` moves with every save. One statement, so two saves at once cannot
 * lose the first time.
 */
export async function saveCookieConsent(actor: { id: string }, choice: ConsentChoice): Promise<CookieConsent> {
  await consumeRateLimit("cookieConsent", actor.id);
  const now = new Date().toISOString();
  const [row] = await db
    .update(profiles)
    .set({
      cookie_consent: sql`jsonb_build_object(
        'necessary', true,
        'preferences', ${choice.preferences}::boolean,
        'analytics', ${choice.analytics}::boolean,
        'marketing', ${choice.marketing}::boolean,
        'consented_at', coalesce(${profiles.cookie_consent} ->> 'consented_at', ${now}::text),
        'updated_at', ${now}::text
      )`,
    })
    .where(eq(profiles.id, actor.id))
    .returning({ cookie_consent: profiles.cookie_consent });
  if (!row?.cookie_consent) throw new NotFound("Profile not found");
  return row.cookie_consent;
}
