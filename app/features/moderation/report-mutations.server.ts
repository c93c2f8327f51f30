/**
 * Reporting (issue 21): a signed-in member reports something they can see, once. The report keeps the
 * item as it was; its weight (trust) adds to the item's open case, and at the threshold the item is
 * hidden from everyone but its author until a moderator reviews it.
 */
import { sql } from "drizzle-orm";
import { notifyModeration } from "~/features/notifications/notify.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { AppError, Invalid, NotFound } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache/purge.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { logAction, openCase } from "./moderation-records.server";
import { MODERATION_MESSAGES, REPORT_REASON_LABEL, TARGET_NOUN } from "./moderation-rules";
import type { ReportInput } from "./moderation-schema";
import { readTarget, setTargetModeration } from "./moderation-targets.server";
import { memberStanding, reportWeight } from "./trust.server";

const { content_reports, moderation_cases } = schema;

export class AlreadyReported extends AppError {
  constructor() {
    super(MODERATION_MESSAGES.alreadyReported, 409);
  }
}

export type ReportOutcome = { hidden: boolean };

export async function reportContent(actor: { id: string }, input: ReportInput): Promise<ReportOutcome> {
  await consumeRateLimit("report", actor.id);
  const target = await readTarget(input.target_type, input.target_id, { viewerId: actor.id });
  // What the reporter cannot see is answered like what does not exist.
  if (!target) throw new NotFound(`That ${TARGET_NOUN[input.target_type]} was not found`);
  if (target.owner_id === actor.id) throw new Invalid(MODERATION_MESSAGES.ownContent);
  const standing = await memberStanding(actor.id);
  if (!standing) throw new NotFound();
  const weight = reportWeight(standing);
  const threshold = env().MODERATION_HIDE_THRESHOLD;

  // The log entry of the automatic hiding, when this report tipped the item over the threshold.
  const hiddenBy = await db.transaction(async (tx): Promise<string | null> => {
    const caseId = await openCase(tx, "reports", target);
    const inserted = await tx
      .insert(content_reports)
      .values({
        case_id: caseId,
        target_type: target.type,
        target_id: target.id,
        reporter_id: actor.id,
        reason: input.reason,
        note: input.note ?? null,
        weight,
        snapshot: target.snapshot,
      })
      .onConflictDoNothing()
      .returning({ id: content_reports.id });
    if (inserted.length === 0) throw new AlreadyReported();
    const [scored] = await tx
      .update(moderation_cases)
      .set({ score: sql`${moderation_cases.score} + ${weight}` })
      .where(sql`${moderation_cases.id} = ${caseId}`)
      .returning({ score: moderation_cases.score });
    if (!scored || scored.score < threshold) return null;
    if (!(await setTargetModeration(tx, target.type, target.id, "hidden", ["visible"]))) return null;
    return logAction(tx, {
      action: "auto_hide",
      target_type: target.type,
      target_id: target.id,
      member_id: target.owner_id,
      moderator_id: null,
      case_id: caseId,
      snapshot: target.snapshot,
      reason: `Members reported it as ${REPORT_REASON_LABEL[input.reason].toLowerCase()}: it is hidden until a moderator reviews it.`,
    });
  });
  if (hiddenBy) {
    await purgePages({ everything: true });
    await notifyModeration([hiddenBy]);
  }
  return { hidden: hiddenBy !== null };
}
