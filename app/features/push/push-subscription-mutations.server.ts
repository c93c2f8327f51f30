/**
 * Storing and removing a member's browser subscriptions (issue 17). One row per endpoint: a browser
 * that subscribes again, or is now used by another member, takes the row over (the endpoint is that
 * browser's); removing touches only the member's own rows.
 */
import { and, eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import type { PushSubscriptionInput } from "./push-subscription-schema";

const { push_subscriptions } = schema;

export async function savePushSubscription(
  memberId: string,
  subscription: PushSubscriptionInput,
  userAgent: string | null,
): Promise<void> {
  await consumeRateLimit("pushSubscription", memberId);
  const row = {
    profile_id: memberId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    user_agent: userAgent?.slice(0, 500) ?? null,
  };
  await db.insert(push_subscriptions).values(row).onConflictDoUpdate({ target: push_subscriptions.endpoint, set: row });
}

/** This browser no longer wants pushes; another member's row with that endpoint is left alone. */
export async function deletePushSubscription(memberId: string, endpoint: string): Promise<void> {
  await consumeRateLimit("pushSubscription", memberId);
  await db
    .delete(push_subscriptions)
    .where(and(eq(push_subscriptions.profile_id, memberId), eq(push_subscriptions.endpoint, endpoint)));
}
