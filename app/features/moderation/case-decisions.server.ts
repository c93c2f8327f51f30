/**
 * A moderator's decision on a queued item (issue 21): keep it (reports dismissed, a held item
 * approved), hide it, delete it, or restore it. One transaction: the item's state, the reports'
 * outcome, the case and the log change together, and a case already decided says by whom.
 */
import { eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { purgePages } from "~/lib/page-cache/purge.server";
import { type Actor, requireModerator } from "./moderation-policy.server";
import { lockOpenCase, logAction, resolveCase } from "./moderation-records.server";
import type { ItemAction, LogAction, ModerationState, ReportTarget } from "./moderation-rules";
import type { CaseDecision } from "./moderation-schema";
import { readTarget, setTargetModeration } from "./moderation-targets.server";
import { silenceRepeatSpammer } from "./sanctions.server";

const { content_reports } = schema;

const STATE_AFTER: Record<ItemAction, ModerationState> = {
  keep: "visible",
  restore: "visible",
  hide: "hidden",
  remove: "removed",
};

export async function decideCase(actor: Actor | null, input: CaseDecision): Promise<void> {
  requireModerator(actor);
  const ownerToCheck = await db.transaction(async (tx) => {
    const open = await lockOpenCase(
      tx,
      input.case_id,
      (row) => row.kind !== "appeal" && row.target_type !== "member",
      "That case was not found",
    );
    const type = open.target_type as ReportTarget;
    const item = await readTarget(type, open.target_id, { executor: tx });
    if (item) await setTargetModeration(tx, type, item.id, STATE_AFTER[input.action]);

    const upheld = input.action === "hide" || input.action === "remove";
    await tx
      .update(content_reports)
      .set({ outcome: upheld ? "upheld" : "dismissed" })
      .where(eq(content_reports.case_id, open.id));
    const logged: LogAction = input.action === "keep" && open.kind === "held" ? "approve" : input.action;
    await logAction(tx, {
      action: logged,
      target_type: type,
      target_id: open.target_id,
      member_id: open.owner_id,
      moderator_id: actor.id,
      case_id: open.id,
      reason: input.reason,
      snapshot: item?.snapshot ?? null,
    });
    await resolveCase(tx, open.id, actor.id, logged);
    return upheld ? open.owner_id : null;
  });
  await purgePages({ everything: true });
  if (ownerToCheck) await silenceRepeatSpammer(ownerToCheck);
}
