/**
 * Reading and saving a member's notification switches (part 2 §3 notification_preferences), and the
 * one-click unsubscribe from notification e-mails, which needs no session: the signed token names the member.
 */
import { eq, sql } from "drizzle-orm";
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { verifyUnsubscribeToken } from "./unsubscribe-token.server";

const { profiles } = schema;

export async function getNotificationPreferences(actor: { id: string }): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ preferences: profiles.notification_preferences })
    .from(profiles)
    .where(eq(profiles.id, actor.id));
  if (!row) throw new NotFound("Profile not found");
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...row.preferences };
}

/** Replaces the switches as a whole: the form always sends every one. */
export async function saveNotificationPreferences(
  actor: { id: string },
  preferences: NotificationPreferences,
): Promise<void> {
  await consumeRateLimit("settings", actor.id);
  const saved = await db
    .update(profiles)
    .set({ notification_preferences: preferences, updated_at: new Date() })
    .where(eq(profiles.id, actor.id))
    .returning({ id: profiles.id });
  if (!saved.length) throw new NotFound("Profile not found");
}

/**
 * Turns Email Notifications off for the member a valid unsubscribe token names. Returns false, and
 * changes nothing, for a forged, altered, expired or other-list token. Rate-limited per client address.
 */
export async function unsubscribeFromNotificationEmails(token: string, clientIp: string): Promise<boolean> {
  await consumeRateLimit("unsubscribe", clientIp);
  const memberId = await verifyUnsubscribeToken("notifications", token);
  if (!memberId) return false;
  const updated = await db
    .update(profiles)
    .set({
      notification_preferences: sql`${profiles.notification_preferences} || '{"email_notifications": false}'::jsonb`,
      updated_at: new Date(),
    })
    .where(eq(profiles.id, memberId))
    .returning({ id: profiles.id });
  return updated.length > 0;
}
