/**
 * A moderator's decision on a queued item (issue 21): keep it (reports dismissed, a held item
 * approved), hide it, delete it, or restore it. One transaction: the item's state, the reports'
 * outcome, the case and the log change together, and a case already decided says by whom.
 */
import { eq } from "drizzle-orm";
import { notifyModeration } from "~/features/notifications/notify.server";
import { db, type Executor, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache/purge.server";
import { reportOutcomeOf } from "./moderation-notice-text";
import { type Actor, requireModerator } from "./moderation-policy.server";
import { AlreadyHandled, lockOpenCase, logAction, resolveCase } from "./moderation-records.server";
import type { ItemAction, LogAction, ModerationState, ReportTarget } from "./moderation-rules";
import type { BulkDecision, CaseDecision } from "./moderation-schema";
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
  const decided = await db.transaction((tx) => decideInTransaction(tx, actor.id, input));
  await afterDecisions([decided]);
}

/**
 * One decision on several cases (the queue's multi-select): each case is decided in its own transaction,
 * so one already handled by someone else (or gone) is skipped and counted, and the others still land.
 */
export async function decideCases(
  actor: Actor | null,
  input: BulkDecision,
): Promise<{ decided: number; skipped: number }> {
  requireModerator(actor);
  const done: Decided[] = [];
  let skipped = 0;
  for (const case_id of new Set(input.case_ids)) {
    try {
      const decision = { case_id, action: input.action, reason: input.reason };
      done.push(await db.transaction((tx) => decideInTransaction(tx, actor.id, decision)));
    } catch (error) {
      if (!(error instanceof AlreadyHandled || error instanceof NotFound)) throw error;
      skipped += 1;
    }
  }
  await afterDecisions(done);
  return { decided: done.length, skipped };
}

type Decided = { actionId: string; upheldAgainst: string | null };

/** The item's state, the reports' outcome, the log and the case change together. */
async function decideInTransaction(tx: Executor, moderatorId: string, input: CaseDecision): Promise<Decided> {
  const open = await lockOpenCase(
    tx,
    input.case_id,
    (row) => row.kind !== "appeal" && row.target_type !== "member",
    "That case was not found",
  );
  const type = open.target_type as ReportTarget;
  const item = await readTarget(type, open.target_id, { executor: tx });
  if (item) await setTargetModeration(tx, type, item.id, STATE_AFTER[input.action]);

  const outcome = reportOutcomeOf(input.action);
  await tx.update(content_reports).set({ outcome }).where(eq(content_reports.case_id, open.id));
  const logged = loggedAs(input.action, open.kind, item?.moderation);
  const actionId = await logAction(tx, {
    action: logged,
    target_type: type,
    target_id: open.target_id,
    member_id: open.owner_id,
    moderator_id: moderatorId,
    case_id: open.id,
    reason: input.reason,
    snapshot: item?.snapshot ?? null,
  });
  await resolveCase(tx, open.id, moderatorId, logged);
  return { actionId, upheldAgainst: outcome === "upheld" ? open.owner_id : null };
}

/** Once committed: pages forget the items, members hear of it, and repeat spammers are silenced. */
async function afterDecisions(decided: Decided[]): Promise<void> {
  if (!decided.length) return;
  await purgePages({ everything: true });
  await notifyModeration(decided.map((d) => d.actionId));
  const upheldAgainst = new Set(decided.flatMap((d) => (d.upheldAgainst ? [d.upheldAgainst] : [])));
  for (const memberId of upheldAgainst) await silenceRepeatSpammer(memberId);
}

/**
 * What the log calls a decision: keeping a held item approves it; keeping one the reports had hidden
 * restores it (its author is told it is back), keeping one that stayed up just dismisses the reports.
 */
function loggedAs(action: ItemAction, kind: string, state: ModerationState | undefined): LogAction {
  if (action !== "keep") return action;
  if (kind === "held") return "approve";
  return state === "hidden" ? "restore" : "keep";
}
