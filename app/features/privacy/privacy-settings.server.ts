/** Reading and saving a member's privacy settings (part 2 §3 privacy_settings). */
import { eq } from "drizzle-orm";
import type { PrivacySettings } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache/purge.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { privacySettingsOf } from "./profile-privacy.server";

const { profiles } = schema;

export async function getPrivacySettings(actor: { id: string }): Promise<PrivacySettings> {
  const [row] = await db.select({ privacy: profiles.privacy_settings }).from(profiles).where(eq(profiles.id, actor.id));
  if (!row) throw new NotFound("Profile not found");
  return privacySettingsOf(row.privacy);
}

/** Replaces the settings as a whole: the form always sends every field. */
export async function savePrivacySettings(actor: { id: string }, settings: PrivacySettings): Promise<void> {
  await consumeRateLimit("settings", actor.id);
  const saved = await db
    .update(profiles)
    .set({ privacy_settings: settings, updated_at: new Date() })
    .where(eq(profiles.id, actor.id))
    .returning({ id: profiles.id });
  if (!saved.length) throw new NotFound("Profile not found");
  await purgePages({ everything: true });
}
