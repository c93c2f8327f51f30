/**
 * The member's side of moderation (issue 21): what was done to their content or account and why, a
 * warning to acknowledge, one appeal per action (it lands in the queue), and the outcome of the reports
 * they filed. Moderators answer an appeal by keeping the action or reversing it.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { forgetViewer } from "~/features/auth/viewer-cache.server";
import { notifyModeration } from "~/features/notifications/notify.server";
import { db, type Executor, schema } from "~/lib/db.server";
import { AppError, Invalid, NotFound } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache/purge.server";
import { type Actor, requireModerator } from "./moderation-policy.server";
import { lockOpenCase, logAction, resolveCase } from "./moderation-records.server";
import {
  type ContentSnapshot,
  type LogAction,
  REPORT_TARGETS,
  type ReportReason,
  type ReportTarget,
} from "./moderation-rules";
import { setTargetModeration } from "./moderation-targets.server";
import { lift } from "./sanctions.server";

const { moderation_actions, moderation_cases, content_reports } = schema;

/** What a member may appeal: what was done to their content or account, not what was undone. */
const APPEALABLE: readonly LogAction[] = ["hide", "remove", "auto_hide", "warn", "silence", "suspend", "auto_silence"];

export const APPEAL_MESSAGES = {
  sent: "Your appeal was sent: a moderator will look at it.",
  already: "You have already appealed this.",
  notAppealable: "This can't be appealed.",
  acknowledged: "Thanks for reading the warning.",
} as const;

export type MemberNotice = {
  id: string;
  action: LogAction;
  target_type: ReportTarget | "member";
  reason: string;
  snapshot: ContentSnapshot | null;
  created_at: string;
  expires_at: string | null;
  reverted: boolean;
  acknowledged: boolean;
  appealed_at: string | null;
  can_appeal: boolean;
};

/** The actions taken on the member's content and account, newest first (never who took them). */
export async function listMemberNotices(memberId: string): Promise<MemberNotice[]> {
  const rows = await db
    .select()
    .from(moderation_actions)
    .where(eq(moderation_actions.member_id, memberId))
    .orderBy(desc(moderation_actions.created_at))
    .limit(100);
  return rows.map((row) => {
    const action = row.action as LogAction;
    return {
      id: row.id,
      action,
      target_type: row.target_type as MemberNotice["target_type"],
      reason: row.reason,
      snapshot: row.snapshot,
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at?.toISOString() ?? null,
      reverted: row.reverted_at !== null,
      acknowledged: row.acknowledged_at !== null,
      appealed_at: row.appealed_at?.toISOString() ?? null,
      can_appeal: APPEALABLE.includes(action) && row.reverted_at === null && row.appealed_at === null,
    };
  });
}

/** Warnings the member has not acknowledged yet: shown on every page until they do. */
export async function unacknowledgedWarnings(memberId: string): Promise<{ id: string; reason: string }[]> {
  return db
    .select({ id: moderation_actions.id, reason: moderation_actions.reason })
    .from(moderation_actions)
    .where(
      and(
        eq(moderation_actions.member_id, memberId),
        eq(moderation_actions.action, "warn"),
        isNull(moderation_actions.acknowledged_at),
        isNull(moderation_actions.reverted_at),
      ),
    );
}

export async function acknowledgeWarning(memberId: string, actionId: string): Promise<void> {
  const changed = await db
    .update(moderation_actions)
    .set({ acknowledged_at: new Date() })
    .where(
      and(
        sql`${moderation_actions.id}::text = ${actionId}`,
        eq(moderation_actions.member_id, memberId),
        eq(moderation_actions.action, "warn"),
      ),
    )
    .returning({ id: moderation_actions.id });
  if (changed.length === 0) throw new NotFound("That warning was not found");
}

export async function appealAction(memberId: string, input: { action_id: string; note: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(moderation_actions)
      .where(and(eq(moderation_actions.id, input.action_id), eq(moderation_actions.member_id, memberId)))
      .for("update");
    // Someone else's action is answered like one that does not exist.
    if (!row) throw new NotFound("That action was not found");
    if (row.appealed_at) throw new AppError(APPEAL_MESSAGES.already, 409);
    if (!APPEALABLE.includes(row.action as LogAction) || row.reverted_at)
      throw new Invalid(APPEAL_MESSAGES.notAppealable);
    await tx
      .update(moderation_actions)
      .set({ appeal_note: input.note, appealed_at: new Date() })
      .where(eq(moderation_actions.id, row.id));
    await tx.insert(moderation_cases).values({
      kind: "appeal",
      target_type: row.target_type,
      target_id: row.target_id,
      owner_id: memberId,
      action_id: row.id,
      score: 0,
      snapshot: row.snapshot ?? { title: null, text: "", images: [], path: null },
    });
  });
}

/** A moderator's answer to an appeal: keep the action, or reverse it (the item back, the sanction lifted). */
export async function decideAppeal(
  actor: Actor | null,
  input: { case_id: string; outcome: "keep" | "reverse"; reason: string },
): Promise<void> {
  requireModerator(actor);
  const decided = await db.transaction(async (tx) => {
    const open = await lockOpenCase(
      tx,
      input.case_id,
      (row) => row.kind === "appeal" && row.action_id !== null,
      "That appeal was not found",
    );
    const [appealed] = await tx
      .select()
      .from(moderation_actions)
      .where(eq(moderation_actions.id, open.action_id ?? ""));
    if (!appealed) throw new NotFound("That action was not found");
    const reversing = input.outcome === "reverse" && !appealed.reverted_at;
    const resolution: LogAction = reversing ? await reverse(tx, appealed, actor.id) : "keep";
    const actionId = await logAction(tx, {
      action: resolution,
      target_type: appealed.target_type as ReportTarget | "member",
      target_id: appealed.target_id,
      member_id: appealed.member_id,
      moderator_id: actor.id,
      case_id: open.id,
      reason: input.reason,
      snapshot: reversing ? appealed.snapshot : null,
    });
    await resolveCase(tx, open.id, actor.id, resolution);
    return { actionId, memberId: appealed.member_id };
  });
  await purgePages({ everything: true });
  if (decided.memberId) await forgetViewer(decided.memberId);
  await notifyModeration([decided.actionId]);
}

/** Undoes one logged action; returns the log action that says so. */
async function reverse(tx: Executor, appealed: typeof moderation_actions.$inferSelect, by: string): Promise<LogAction> {
  await tx
    .update(moderation_actions)
    .set({ reverted_at: new Date(), reverted_by: by })
    .where(eq(moderation_actions.id, appealed.id));
  const action = appealed.action as LogAction;
  if (action === "silence" || action === "auto_silence" || action === "suspend") {
    const lifting = action === "suspend" ? "lift_suspension" : "lift_silence";
    await lift(tx, appealed.target_id, lifting);
    return lifting;
  }
  if ((REPORT_TARGETS as readonly string[]).includes(appealed.target_type) && action !== "warn") {
    await setTargetModeration(tx, appealed.target_type as ReportTarget, appealed.target_id, "visible");
    return "restore";
  }
  return "restore";
}

export type MyReport = {
  id: string;
  target_type: ReportTarget;
  reason: ReportReason;
  title: string | null;
  excerpt: string;
  created_at: string;
  outcome: "pending" | "upheld" | "dismissed";
};

/** "Your reports": what the member reported and what came of it. */
export async function listMyReports(memberId: string): Promise<MyReport[]> {
  const rows = await db
    .select({
      id: content_reports.id,
      target_type: content_reports.target_type,
      reason: content_reports.reason,
      snapshot: content_reports.snapshot,
      created_at: content_reports.created_at,
      outcome: content_reports.outcome,
    })
    .from(content_reports)
    .where(eq(content_reports.reporter_id, memberId))
    .orderBy(desc(content_reports.created_at))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    target_type: r.target_type as ReportTarget,
    reason: r.reason as ReportReason,
    title: r.snapshot.title,
    excerpt: r.snapshot.text.slice(0, 200),
    created_at: r.created_at.toISOString(),
    outcome: (r.outcome ?? "pending") as MyReport["outcome"],
  }));
}

export type StandingNotice = { warnings: number; silenced_until: string | null } | null;

/**
 * What every page tells the member until they have read it (issue 21): unacknowledged warnings and a
 * silence in force. One indexed query, for the root loader.
 */
export async function standingNotice(memberId: string): Promise<StandingNotice> {
  const { rows } = await db.execute<{ warnings: number; silenced_until: Date | string | null }>(sql`
    select (select count(*)::int from moderation_actions a
        where a.member_id = ${memberId} and a.action = 'warn' and a.acknowledged_at is null and a.reverted_at is null) as warnings,
      (select u.silenced_until from "user" u where u.id = ${memberId} and u.silenced_until > now()) as silenced_until`);
  const row = rows[0];
  if (!row || (row.warnings === 0 && !row.silenced_until)) return null;
  return {
    warnings: row.warnings,
    silenced_until: row.silenced_until ? new Date(row.silenced_until).toISOString() : null,
  };
}
