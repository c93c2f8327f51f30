/**
 * Reading and marking a member's own notifications (issue 17). Every query is scoped to the member's id
 * in SQL: another member's notification ids change and reveal nothing.
 *
 * The list (`/notifications`) is newest first, in groups: likes on the same recipe or post, and changes to
 * the same collection, made on the same day (UTC, like every date the site shows) are one entry ("Ann and
 * 12 others liked Negroni"); anything else is an entry of its own. Paged by keyset on the entry's newest
 * time and its group key.
 */
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "~/lib/db.server";
import { isUuid } from "~/lib/uuid";
import type { NotificationKind } from "./notification-kinds";
import { notificationTargetColumns, notificationTargetJoins } from "./notification-target-sql.server";
import {
  describeNotification,
  type NotificationEntry,
  type NotificationPage,
  type NotificationTargetRow,
  targetFacts,
} from "./notification-text";
import { refreshBells } from "./notify.server";

const { notifications } = schema;

/** Entries per page of /notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Kinds whose rows on the same thing and day read as one entry. */
const GROUPED_KINDS = ["recipe_like", "post_like", "collection_update"] as const;

/** The entry a notification row belongs to: its group's key for grouped kinds, else its own id. */
function groupKey(n: SQL): SQL {
  const grouped = sql.raw(GROUPED_KINDS.map((kind) => `'${kind}'`).join(","));
  return sql`case when ${n}.kind in (${grouped})
    then ${n}.kind || ':' || coalesce(${n}.recipe_id::text, ${n}.post_id::text, ${n}.collection_id::text, '') || ':'
      || to_char(${n}.created_at at time zone 'UTC', 'YYYY-MM-DD')
    else ${n}.id::text end`;
}

const Cursor = z.object({ t: z.string().regex(/^\d{1,20}$/), k: z.string().min(1).max(200) });
type Cursor = z.infer<typeof Cursor>;

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** A cursor from the address, or null for the first page (a damaged one starts over). */
export function decodeNotificationCursor(value: string | null | undefined): Cursor | null {
  if (!value || value.length > 400) return null;
  try {
    const parsed = Cursor.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** How many of the member's notifications are unread (what the bell shows). */
export async function countUnreadNotifications(memberId: string): Promise<number> {
  // Entries, not rows: three likes on one drink are one unread entry in the list, so the bell says 1.
  const result = await db.execute<{ n: number }>(
    sql`select count(distinct ${groupKey(sql`n`)})::int as n from ${notifications} n where n.recipient_id = ${memberId} and n.read_at is null`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

type Row = NotificationTargetRow & {
  group_key: string;
  latest_us: string;
  latest: string | Date;
  count: number;
  ids: string[];
  unread: boolean;
  kind: NotificationKind;
};

/** One page of the member's notifications, grouped; `cursor` from the previous page's `next`. */
export async function listNotifications(
  memberId: string,
  cursorText: string | null = null,
  now = new Date(),
): Promise<NotificationPage> {
  const cursor = decodeNotificationCursor(cursorText);
  // Like groups never span a UTC day, so rows after the cursor's day cannot belong to a later page's group.
  const upTo: SQL = cursor
    ? sql`and n.created_at < date_trunc('day', to_timestamp(${Number(cursor.t)}::double precision / 1000000) at time zone 'UTC') at time zone 'UTC' + interval '1 day'`
    : sql``;
  const after: SQL = cursor
    ? sql`where ((extract(epoch from g.latest) * 1000000)::bigint, g.group_key) < (${cursor.t}::bigint, ${cursor.k})`
    : sql``;
  const result = await db.execute<Row>(sql`
    with mine as (
      select n.id, n.created_at, n.read_at,
        ${groupKey(sql`n`)} as group_key
      from ${notifications} n
      where n.recipient_id = ${memberId} ${upTo}
    ), g as (
      select group_key, max(created_at) as latest, count(*)::int as count,
        (array_agg(id order by created_at desc, id desc))[1] as newest,
        array_agg(id order by created_at desc, id desc) as ids,
        bool_or(read_at is null) as unread
      from mine group by group_key
    )
    select g.group_key, ((extract(epoch from g.latest) * 1000000)::bigint)::text as latest_us, g.latest, g.count,
      g.ids, g.unread, n.kind, ${notificationTargetColumns("n")}
    from g
    join ${notifications} n on n.id = g.newest
    ${notificationTargetJoins("n")}
    ${after}
    order by g.latest desc, g.group_key desc
    limit ${NOTIFICATIONS_PAGE_SIZE + 1}`);
  const rows = result.rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = rows.at(-1);
  const entries: NotificationEntry[] = rows.map((row) =>
    describeNotification({
      id: row.ids[0] as string,
      ids: row.ids,
      kind: row.kind,
      count: Number(row.count),
      unread: row.unread,
      created_at: new Date(row.latest).toISOString(),
      ...targetFacts(row),
    }),
  );
  return {
    entries,
    next:
      result.rows.length > NOTIFICATIONS_PAGE_SIZE && last
        ? encodeCursor({ t: last.latest_us, k: last.group_key })
        : null,
    today: now.toISOString().slice(0, 10),
  };
}

/** Marks these notifications read, of the member's own only; answers how many changed. */
export async function markNotificationsRead(memberId: string, ids: readonly string[]): Promise<number> {
  const valid = [...new Set(ids)].filter(isUuid).slice(0, 500);
  if (!valid.length) return 0;
  const list = sql.join(
    valid.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<{ id: string }>(sql`
    update ${notifications} set read_at = now()
    where ${notifications.recipient_id} = ${memberId} and ${notifications.read_at} is null and ${notifications.id} in (${list})
    returning ${notifications.id}`);
  if (result.rows.length) await refreshBells([memberId]);
  return result.rows.length;
}

/** "Mark all as read": every unread notification of the member's. */
export async function markAllNotificationsRead(memberId: string): Promise<number> {
  const result = await db.execute<{ id: string }>(sql`
    update ${notifications} set read_at = now()
    where ${notifications.recipient_id} = ${memberId} and ${notifications.read_at} is null
    returning ${notifications.id}`);
  if (result.rows.length) await refreshBells([memberId]);
  return result.rows.length;
}
