/**
 * A spam wave (issue 21): a moderator deletes everything one member published in one step. Every item
 * is logged (so each can be restored on appeal), and the member's open cases are resolved with it.
 */
import { and, eq, isNull, ne, sql } from "drizzle-orm";
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
    if (items.length) {
      await tx.insert(moderation_actions).values(
        items.map((item) => ({
          action: "remove",
          target_type: item.type,
          target_id: item.id,
          member_id: memberId,
          moderator_id: actor.id,
          reason,
        })),
      );
    }
    // Their open item cases are decided by this: the reports against them are upheld.
    const open = and(
      eq(moderation_cases.owner_id, memberId),
      isNull(moderation_cases.resolved_at),
      ne(moderation_cases.kind, "appeal"),
    );
    await tx
      .update(content_reports)
      .set({ outcome: "upheld" })
      .where(sql`${content_reports.case_id} in (select ${moderation_cases.id} from ${moderation_cases} where ${open})`);
    await tx
      .update(moderation_cases)
      .set({ resolved_at: new Date(), resolved_by: actor.id, resolution: "remove" })
      .where(open);
    return items.length;
  });
  await purgePages({ everything: true });
  return removed;
}
