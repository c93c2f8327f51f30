/**
 * A spam wave (issue 21): a moderator deletes everything one member published in one step. Every item
 * is logged (so each can be restored on appeal), and the member's open cases are resolved with it.
 */
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { notifyModeration } from "~/features/notifications/notify.server";
import { db, schema } from "~/lib/db.server";
import { Forbidden, NotFound } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache/purge.server";
import { type Actor, assertMaySanction, requireModerator } from "./moderation-policy.server";
import { removeAllOf } from "./moderation-targets.server";

const { user, moderation_actions, moderation_cases, content_reports } = schema;

export async function removeAllContentOf(actor: Actor | null, memberId: string, reason: string): Promise<number> {
  requireModerator(actor);
  const [member] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.id, memberId));
  if (!member) throw new NotFound("That member was not found");
  assertMaySanction(actor, member);
  if (!reason.trim()) throw new Forbidden("Please give a reason: the member will read it");
  const removed = await db.transaction(async (tx) => {
    const items = await removeAllOf(tx, memberId);
    // Their open item cases are decided by this: each removal is logged against its item's case, and
    // the reports in it are upheld.
    const open = and(
      eq(moderation_cases.owner_id, memberId),
      isNull(moderation_cases.resolved_at),
      ne(moderation_cases.kind, "appeal"),
    );
    const cases = await tx
      .select({ id: moderation_cases.id, type: moderation_cases.target_type, target: moderation_cases.target_id })
      .from(moderation_cases)
      .where(open);
    const caseOf = new Map(cases.map((row) => [`${row.type}:${row.target}`, row.id]));
    const logged = items.length
      ? await tx
          .insert(moderation_actions)
          .values(
            items.map((item) => ({
              action: "remove",
              target_type: item.type,
              target_id: item.id,
              member_id: memberId,
              moderator_id: actor.id,
              case_id: caseOf.get(`${item.type}:${item.id}`) ?? null,
              snapshot: item.snapshot,
              reason,
            })),
          )
          .returning({ id: moderation_actions.id })
      : [];
    await tx
      .update(content_reports)
      .set({ outcome: "upheld" })
      .where(sql`${content_reports.case_id} in (select ${moderation_cases.id} from ${moderation_cases} where ${open})`);
    await tx
      .update(moderation_cases)
      .set({ resolved_at: new Date(), resolved_by: actor.id, resolution: "remove" })
      .where(open);
    return logged.map((row) => row.id);
  });
  await purgePages({ everything: true });
  // One notice per item: each says what was deleted and can be appealed on its own.
  await notifyModeration(removed);
  return removed.length;
}
