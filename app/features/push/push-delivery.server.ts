/**
 * Web Push delivery (issue 17), called by the notification delivery job for one member. The
 * notifications table is the outbox: rows with `pushed_at` null have not been dealt with. They are
 * claimed (pushed_at set) in one statement before anything is sent, so two workers never push the
 * same row; a crash after the claim loses that push (at most once: a late push is worth little, and
 * the in-app list and the e-mail digest still have it). A row is pushed only when Push Notifications
 * and the kind's switch are on, the site has VAPID keys and the member has a browser subscribed;
 * otherwise it is just marked. A subscription the push service no longer knows (404/410) is removed.
 */
import { eq, inArray, sql } from "drizzle-orm";
import webpush from "web-push";
import { kindSwitchedOn } from "~/features/notifications/notification-kinds";
import {
  notificationTargetColumns,
  notificationTargetJoins,
} from "~/features/notifications/notification-target-sql.server";
import {
  describeNotification,
  type NotificationFacts,
  type NotificationTargetRow,
  targetFacts,
} from "~/features/notifications/notification-text";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { vapidDetails } from "./push-config.server";

const { push_subscriptions, profiles } = schema;

/** Rows claimed per round; a member with more waiting gets further rounds. */
const PUSH_BATCH = 100;
/** How long a push service keeps a message for an offline browser. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

type ClaimedRow = NotificationTargetRow & {
  id: string;
  kind: NotificationFacts["kind"];
  created_at: string | Date;
  recipe_id: string | null;
  collection_id: string | null;
};

/** What the service worker (public/push-worker.js) shows. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

async function claimUnpushed(recipientId: string): Promise<ClaimedRow[]> {
  const result = await db.execute<ClaimedRow>(sql`
    with claimed as (
      update notifications set pushed_at = now()
      where id in (
        select id from notifications
        where recipient_id = ${recipientId} and pushed_at is null
        order by created_at, id
        limit ${PUSH_BATCH}
        for update skip locked)
      returning id, kind, created_at, actor_id, recipe_id, recipe_comment_id, collection_id, post_id, post_comment_id,
        moderation_action_id
    )
    select c.id, c.kind, c.created_at, c.recipe_id, c.collection_id, ${notificationTargetColumns("c")}
    from claimed c
    ${notificationTargetJoins("c")}
    order by c.created_at, c.id`);
  return result.rows;
}

/** Likes of one recipe or post and changes to one collection read as one push ("ann and 2 others liked Negroni"). */
export function pushPayloads(rows: ClaimedRow[]): PushPayload[] {
  const groups = new Map<string, ClaimedRow[]>();
  for (const row of rows) {
    const grouped = row.kind === "recipe_like" || row.kind === "post_like" || row.kind === "collection_update";
    const key = grouped ? `${row.kind}:${row.recipe_id ?? row.post_id ?? row.collection_id}` : row.id;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.entries()].map(([key, group]) => {
    const newest = group.at(-1) as ClaimedRow;
    const entry = describeNotification({
      id: newest.id,
      ids: group.map((row) => row.id),
      kind: newest.kind,
      count: new Set(group.map((row) => row.actor_username ?? row.id)).size,
      unread: true,
      created_at: new Date(newest.created_at).toISOString(),
      ...targetFacts(newest),
    });
    return { title: "Muddle", body: entry.text, url: entry.href, tag: key };
  });
}

/** Sends each of the member's unpushed notifications to each of their browsers, and marks them. */
export async function sendPendingPushes(recipientId: string): Promise<void> {
  for (;;) {
    const claimed = await claimUnpushed(recipientId);
    if (claimed.length > 0) await push(recipientId, claimed);
    if (claimed.length < PUSH_BATCH) return;
  }
}

async function push(recipientId: string, claimed: ClaimedRow[]): Promise<void> {
  const vapid = vapidDetails();
  if (!vapid) return;
  const [member] = await db
    .select({ preferences: profiles.notification_preferences })
    .from(profiles)
    .where(eq(profiles.id, recipientId));
  const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...member?.preferences };
  if (!preferences.push_notifications) return;
  const wanted = claimed.filter((row) => kindSwitchedOn(row.kind, preferences));
  if (!wanted.length) return;
  const browsers = await db.select().from(push_subscriptions).where(eq(push_subscriptions.profile_id, recipientId));
  if (!browsers.length) return;

  const payloads = pushPayloads(wanted);
  const gone: string[] = [];
  await Promise.all(
    browsers.map(async (browser) => {
      const subscription = { endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } };
      for (const payload of payloads) {
        try {
          await webpush.sendNotification(subscription, JSON.stringify(payload), {
            vapidDetails: vapid,
            TTL: PUSH_TTL_SECONDS,
            timeout: PUSH_TIMEOUT_MS,
            urgency: "normal",
          });
        } catch (error) {
          const status = error instanceof webpush.WebPushError ? error.statusCode : null;
          if (status === 404 || status === 410) {
            gone.push(browser.id);
            return;
          }
          console.error(`Web Push to ${new URL(browser.endpoint).host} failed (${status ?? "no answer"}):`, error);
          return;
        }
      }
    }),
  );
  if (gone.length) await db.delete(push_subscriptions).where(inArray(push_subscriptions.id, gone));
}
