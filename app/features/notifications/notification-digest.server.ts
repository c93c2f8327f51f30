/**
 * E-mail digests (issue 17). The notifications table is the outbox: a row with `emailed_at` null has
 * not been dealt with. A member is e-mailed only when Email Notifications and the row's own switch
 * (SWITCH_OF_KIND) are on and the address is verified; rows that will never be e-mailed are marked
 * too, so they are not looked at again. At most one digest an hour (`email_digests`): several events
 * go out together, grouped and worded as the in-app list (notification-text.ts).
 *
 * Concurrency: the job queue runs at most one delivery job per member at a time (a "stately" queue
 * keyed by member), so two instances never compose the same digest. The rows are marked after the
 * message is handed over: a crash between the two sends that digest again (at least once, never lost).
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { escapeUTF8 } from "entities";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { type EmailMessage, sendEmail } from "~/lib/email.server";
import { env } from "~/lib/env.server";
import { kindSwitchedOn, type NotificationKind } from "./notification-kinds";
import { notificationTargetColumns, notificationTargetJoins } from "./notification-target-sql.server";
import {
  describeNotification,
  type NotificationEntry,
  type NotificationTargetRow,
  targetFacts,
} from "./notification-text";
import { listUnsubscribeHeaders, unsubscribeUrl } from "./unsubscribe-token.server";

const { notifications, email_digests, profiles, user } = schema;

export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;
/** More than this many waiting events go out over several digests. */
const DIGEST_MAX_ROWS = 200;

export type DigestResult =
  | { status: "sent"; count: number }
  | { status: "nothing" }
  | { status: "deferred"; until: Date };

type PendingRow = NotificationTargetRow & {
  id: string;
  kind: NotificationKind;
  created_at: string | Date;
  /** What the row is about, for grouping. */
  target: string | null;
};

/** Sends the member's waiting notifications as one e-mail, if they may be sent one now. */
export async function deliverEmailDigest(recipientId: string, now = new Date()): Promise<DigestResult> {
  const [member] = await db
    .select({
      username: profiles.username,
      first_name: profiles.first_name,
      preferences: profiles.notification_preferences,
      email: user.email,
      verified: user.emailVerified,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, recipientId));
  if (!member) return { status: "nothing" };
  const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...member.preferences };

  const pending = await pendingRows(recipientId);
  if (!pending.length) return { status: "nothing" };
  const wanted = (row: PendingRow) =>
    preferences.email_notifications && member.verified && kindSwitchedOn(row.kind, preferences);
  const never = pending.filter((row) => !wanted(row)).map((row) => row.id);
  if (never.length) await markEmailed(never, now);
  const rows = pending.filter(wanted);
  if (!rows.length) return { status: "nothing" };

  const [last] = await db
    .select({ at: email_digests.last_sent_at })
    .from(email_digests)
    .where(eq(email_digests.profile_id, recipientId));
  if (last && now.getTime() - last.at.getTime() < DIGEST_INTERVAL_MS) {
    return { status: "deferred", until: new Date(last.at.getTime() + DIGEST_INTERVAL_MS) };
  }

  const unsubscribe = await unsubscribeUrl("notifications", recipientId);
  await sendEmail(
    composeDigest({ email: member.email, name: member.first_name || member.username }, rows, unsubscribe),
  );
  await db.transaction(async (tx) => {
    await markEmailed(
      rows.map((row) => row.id),
      now,
      tx,
    );
    await tx
      .insert(email_digests)
      .values({ profile_id: recipientId, last_sent_at: now })
      .onConflictDoUpdate({ target: email_digests.profile_id, set: { last_sent_at: now } });
  });
  return { status: "sent", count: rows.length };
}

async function pendingRows(recipientId: string): Promise<PendingRow[]> {
  // The same joined columns as the in-app list (notification-queries.server.ts), so the lines read alike.
  const result = await db.execute<PendingRow>(sql`
    select n.id, n.kind, n.created_at, coalesce(n.recipe_id::text, n.post_id::text, n.collection_id::text) as target,
      ${notificationTargetColumns("n")}
    from ${notifications} n
    ${notificationTargetJoins("n")}
    where n.recipient_id = ${recipientId} and n.emailed_at is null
    order by n.created_at, n.id
    limit ${DIGEST_MAX_ROWS}`);
  return result.rows;
}

async function markEmailed(ids: string[], at: Date, executor: Pick<typeof db, "update"> = db) {
  await executor
    .update(notifications)
    .set({ emailed_at: at })
    .where(and(inArray(notifications.id, ids), isNull(notifications.emailed_at)));
}

/** The kinds the in-app list shows as one entry per thing ("Ann and 12 others liked Negroni"). */
const GROUPED_KINDS: ReadonlySet<NotificationKind> = new Set(["recipe_like", "post_like", "collection_update"]);

/** The digest's lines: the in-app list's entries and words, oldest first. */
export function digestEntries(rows: PendingRow[]): NotificationEntry[] {
  const groups = new Map<string, PendingRow[]>();
  for (const row of rows) {
    const key = GROUPED_KINDS.has(row.kind) ? `${row.kind}:${row.target ?? ""}` : row.id;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const newest = group.at(-1) as PendingRow;
    return describeNotification({
      id: newest.id,
      ids: group.map((row) => row.id),
      kind: newest.kind,
      count: group.length,
      unread: true,
      created_at: new Date(newest.created_at).toISOString(),
      ...targetFacts(newest),
    });
  });
}

export function composeDigest(
  to: { email: string; name: string },
  rows: PendingRow[],
  unsubscribe: string,
): EmailMessage {
  const base = env().PUBLIC_URL;
  const lines = digestEntries(rows).map((entry) => ({ text: entry.text, url: new URL(entry.href, base).toString() }));
  const subject = lines.length === 1 ? `Muddle: ${lines[0]?.text}` : `Muddle: ${rows.length} new notifications`;
  const settings = new URL("/settings/notifications", base).toString();
  const all = new URL("/notifications", base).toString();
  const text = [
    `Hi ${to.name},`,
    "",
    "Here is what happened on Muddle:",
    "",
    ...lines.map((line) => `- ${line.text}\n  ${line.url}`),
    "",
    `All your notifications: ${all}`,
    "",
    `Choose which e-mails you get: ${settings}`,
    `Stop these e-mails: ${unsubscribe}`,
  ].join("\n");
  const e = escapeUTF8;
  const html = `<p>Hi ${e(to.name)},</p>
<p>Here is what happened on Muddle:</p>
<ul>
${lines.map((line) => `<li><a href="${e(line.url)}">${e(line.text)}</a></li>`).join("\n")}
</ul>
<p><a href="${e(all)}">All your notifications</a></p>
<p style="font-size:12px;color:#666"><a href="${e(settings)}">Choose which e-mails you get</a> · <a href="${e(unsubscribe)}">Unsubscribe</a></p>`;
  return { to: to.email, subject, text, html, headers: listUnsubscribeHeaders(unsubscribe) };
}
