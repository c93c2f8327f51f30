/**
 * Sanctions on a member (issue 21): a warning they must acknowledge, a silence (they read, they do not
 * write: write-guard.server.ts refuses), a suspension (no sign-in, every session ended at once). Each is
 * one log entry; lifting one marks it reverted.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { forgetViewer } from "~/features/auth/viewer-cache.server";
import { notifyModeration } from "~/features/notifications/notify.server";
import { db, type Executor, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { untilWords } from "./moderation-format";
import { type Actor, assertMaySanction, requireModerator } from "./moderation-policy.server";
import { logAction } from "./moderation-records.server";
import { type MemberAction, MODERATION_MESSAGES, SPAM_SILENCE_AFTER, UNTIL_LIFTED } from "./moderation-rules";
import type { MemberSanction } from "./moderation-schema";
import { memberStanding } from "./trust.server";

const { user, session, moderation_actions, moderation_cases, content_reports } = schema;

const DAY_MS = 86_400_000;

function endOf(days: number): Date {
  return days === 0 ? UNTIL_LIFTED : new Date(Date.now() + days * DAY_MS);
}

/** The sanction a lift reverts. */
const LIFTS: Partial<Record<MemberAction, readonly string[]>> = {
  lift_silence: ["silence", "auto_silence"],
  lift_suspension: ["suspend"],
};

export async function sanctionMember(actor: Actor | null, input: MemberSanction): Promise<void> {
  requireModerator(actor);
  const [member] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.id, input.member_id));
  if (!member) throw new NotFound("That member was not found");
  assertMaySanction(actor, member);
  const expires = input.action === "silence" || input.action === "suspend" ? endOf(input.days) : null;

  const actionId = await db.transaction(async (tx) => {
    if (input.action === "silence") await tx.update(user).set({ silencedUntil: expires }).where(eq(user.id, member.id));
    if (input.action === "suspend") {
      await tx
        .update(user)
        .set({ suspendedUntil: expires, suspensionReason: input.reason })
        .where(eq(user.id, member.id));
      await tx.delete(session).where(eq(session.userId, member.id));
    }
    if (input.action === "lift_silence" || input.action === "lift_suspension") await lift(tx, member.id, input.action);
    const lifted = LIFTS[input.action];
    if (lifted) await markReverted(tx, member.id, lifted, actor.id);
    return logAction(tx, {
      action: input.action,
      target_type: "member",
      target_id: member.id,
      member_id: member.id,
      moderator_id: actor.id,
      reason: input.reason,
      expires_at: expires,
      case_id: input.case_id ?? null,
    });
  });
  await forgetViewer(member.id);
  await notifyModeration([actionId]);
}

/** Ends a silence or a suspension now (a moderator's lift, or an appeal reversed). */
export async function lift(tx: Executor, memberId: string, what: "lift_silence" | "lift_suspension"): Promise<void> {
  const cleared = what === "lift_silence" ? { silencedUntil: null } : { suspendedUntil: null, suspensionReason: null };
  await tx.update(user).set(cleared).where(eq(user.id, memberId));
}

async function markReverted(tx: Executor, memberId: string, actions: readonly string[], by: string) {
  await tx
    .update(moderation_actions)
    .set({ reverted_at: new Date(), reverted_by: by })
    .where(
      and(
        eq(moderation_actions.member_id, memberId),
        eq(moderation_actions.target_type, "member"),
        inArray(moderation_actions.action, [...actions]),
        isNull(moderation_actions.reverted_at),
      ),
    );
}

/**
 * Three upheld spam reports against a new member silence them until a moderator decides (issue 21),
 * counted per item: run after a decision upholds reports against `memberId`.
 */
export async function silenceRepeatSpammer(memberId: string): Promise<boolean> {
  const standing = await memberStanding(memberId);
  if (!standing?.new_account || (standing.silenced_until && standing.silenced_until > new Date())) return false;
  const [row] = await db
    // Items, not reports: one spam recipe reported by three members is one offence.
    .select({ n: sql<number>`count(distinct ${content_reports.case_id})::int` })
    .from(content_reports)
    .innerJoin(moderation_cases, eq(moderation_cases.id, content_reports.case_id))
    .where(
      and(
        eq(moderation_cases.owner_id, memberId),
        eq(content_reports.reason, "spam"),
        eq(content_reports.outcome, "upheld"),
      ),
    );
  if ((row?.n ?? 0) < SPAM_SILENCE_AFTER) return false;
  const actionId = await db.transaction(async (tx) => {
    await tx.update(user).set({ silencedUntil: UNTIL_LIFTED }).where(eq(user.id, memberId));
    return logAction(tx, {
      action: "auto_silence",
      target_type: "member",
      target_id: memberId,
      member_id: memberId,
      moderator_id: null,
      expires_at: UNTIL_LIFTED,
      reason: `${SPAM_SILENCE_AFTER} spam reports against this new account were upheld: it is silenced until a moderator decides.`,
    });
  });
  await forgetViewer(memberId);
  await notifyModeration([actionId]);
  return true;
}

/**
 * Why a suspended member may not sign in ("…until March 12, 2027. Reason: …"), or null when they are
 * not suspended now. The session hook in lib/auth.server.ts asks, so no way of signing in gets past it.
 */
export function suspensionNotice(
  row: { suspendedUntil?: Date | string | null; suspensionReason?: string | null } | null,
): string | null {
  if (!row?.suspendedUntil) return null;
  const until = new Date(row.suspendedUntil);
  if (until.getTime() <= Date.now()) return null;
  return MODERATION_MESSAGES.suspended(untilWords(until), row.suspensionReason ?? "breaking the community rules");
}
