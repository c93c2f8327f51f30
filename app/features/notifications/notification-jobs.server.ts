/**
 * The notification queues (app/lib/jobs.server.ts): delivery right after an event (Web Push at once,
 * then it queues the e-mail digest), the digest (only ever composed by a job of this queue, at most one
 * running per member: two instances never send the same one; held back until the member's hour is up),
 * and a sweep every five minutes that queues delivery for whatever is still in the outbox (a lost
 * request, a restart).
 */
import { sql } from "drizzle-orm";
import { sendPendingPushes } from "~/features/push/push-delivery.server";
import { db, schema } from "~/lib/db.server";
import type { JobRunner, QueueDefinition } from "~/lib/jobs.server";
import { deliverEmailDigest } from "./notification-digest.server";

export const DELIVERY_QUEUE = "notification-delivery";
export const DIGEST_QUEUE = "notification-digest";
export const SWEEP_QUEUE = "notification-sweep";

/** Rows older than this still in the outbox are swept up (newer ones have a job on the way). */
const SWEEP_AFTER = "1 minute";
const SWEEP_BATCH = 1000;

type RecipientJob = { recipientId: string };

type Send = JobRunner["send"];

async function sendDigestWhenDue({ recipientId }: RecipientJob, send: Send): Promise<void> {
  const result = await deliverEmailDigest(recipientId);
  if (result.status === "deferred") {
    await send(DIGEST_QUEUE, { recipientId }, { singletonKey: recipientId, startAfter: result.until });
  }
}

async function deliver({ recipientId }: RecipientJob, send: Send): Promise<void> {
  // A digest already waiting for this member (e.g. until the hour is up) covers this request.
  await send(DIGEST_QUEUE, { recipientId }, { singletonKey: recipientId });
  // Web Push at once (app/features/push): it claims rows before sending, so a retry never pushes twice.
  await sendPendingPushes(recipientId);
}

async function sweep(_data: object, send: Send): Promise<void> {
  const { notifications } = schema;
  const waiting = await db.execute<{ recipient_id: string }>(sql`
    select distinct recipient_id from ${notifications}
    where (emailed_at is null or pushed_at is null) and created_at < now() - ${SWEEP_AFTER}::interval
    limit ${SWEEP_BATCH}`);
  for (const { recipient_id } of waiting.rows) {
    await send(DELIVERY_QUEUE, { recipientId: recipient_id }, { singletonKey: recipient_id });
  }
}

/** Eight tries over about two hours (30 s, doubling) before a delivery job is given up. */
const RETRIES = { retryLimit: 8, retryDelay: 30, expireInSeconds: 300 };

export const NOTIFICATION_QUEUES: QueueDefinition[] = [
  { name: DELIVERY_QUEUE, policy: "stately", ...RETRIES, handler: (data, send) => deliver(data as RecipientJob, send) },
  {
    name: DIGEST_QUEUE,
    policy: "stately",
    ...RETRIES,
    handler: (data, send) => sendDigestWhenDue(data as RecipientJob, send),
  },
  { name: SWEEP_QUEUE, retryLimit: 0, retryDelay: 60, expireInSeconds: 120, cron: "*/5 * * * *", handler: sweep },
];
