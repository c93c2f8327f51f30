/**
 * A moderator's decision on a queued item (issue 21): keep it (reports dismissed, a held item
 * approved), hide it, delete it, or restore it. One transaction: the item's state, the reports'
 * outcome, the case and the log change together, and a case already decided says by whom.
 */
import { and, eq, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { AppError, NotFound } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache/purge.server";
import { type Actor, requireModerator } from "./moderation-policy.server";
import { logAction } from "./moderation-records.server";
import {
  type ItemAction,
  type LogAction,
  MODERATION_MESSAGES,
  type ModerationState,
  type ReportTarget,
} from "./moderation-rules";
import type { CaseDecision } from "./moderation-schema";
import { readTarget, setTargetModeration } from "./moderation-targets.server";
import { silenceRepeatSpammer } from "./sanctions.server";

const { moderation_cases, content_reports, profiles } = schema;

export class AlreadyHandled extends AppError {
  constructor(by: string) {
    super(MODERATION_MESSAGES.alreadyHandled(by), 409);
  }
}

const STATE_AFTER: Record<ItemAction, ModerationState> = {
  keep: "visible",
  restore: "visible",
  hide: "hidden",
  remove: "removed",
};

export async function decideCase(actor: Actor | null, input: CaseDecision): Promise<void> {
  requireModerator(actor);
  const ownerToCheck = await db.transaction(async (tx) => {
    const [open] = await tx
      .select({
        id: moderation_cases.id,
        kind: moderation_cases.kind,
        target_type: moderation_cases.target_type,
        target_id: moderation_cases.target_id,
        owner_id: moderation_cases.owner_id,
        resolved_at: moderation_cases.resolved_at,
        resolved_by: sql<
          string | null
        >`(select ${profiles.username} from ${profiles} where ${profiles.id} = ${moderation_cases.resolved_by})`,
      })
      .from(moderation_cases)
      .where(eq(moderation_cases.id, input.case_id))
      .for("update");
    if (!open || open.kind === "appeal" || open.target_type === "member") throw new NotFound("That case was not found");
    if (open.resolved_at) throw new AlreadyHandled(open.resolved_by ?? "a moderator");
    const type = open.target_type as ReportTarget;
    const item = await readTarget(type, open.target_id, { executor: tx });
    if (item) await setTargetModeration(tx, type, item.id, STATE_AFTER[input.action]);

    const upheld = input.action === "hide" || input.action === "remove";
    await tx
      .update(content_reports)
      .set({ outcome: upheld ? "upheld" : "dismissed" })
      .where(and(eq(content_reports.case_id, open.id)));
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
    await tx
      .update(moderation_cases)
      .set({ resolved_at: new Date(), resolved_by: actor.id, resolution: logged })
      .where(eq(moderation_cases.id, open.id));
    return upheld ? open.owner_id : null;
  });
  await purgePages({ everything: true });
  if (ownerToCheck) await silenceRepeatSpammer(ownerToCheck);
}
