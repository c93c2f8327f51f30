/**
 * What moderators read (issue 21): the queue of open cases by score, one case with everything needed to
 * decide it, and the log. Moderators only: every function checks the actor first.
 */
import { asc, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { type Actor, requireModerator } from "./moderation-policy.server";
import type { ContentSnapshot, LogAction, ReportReason, ReportTarget, TrustLevel } from "./moderation-rules";
import { readTarget, type TargetContent } from "./moderation-targets.server";
import { memberStanding } from "./trust.server";

const { moderation_cases, content_reports, moderation_actions, profiles } = schema;

export const QUEUE_PAGE_SIZE = 25;
export const LOG_PAGE_SIZE = 50;

export type QueueEntry = {
  id: string;
  kind: "reports" | "held" | "appeal";
  target_type: ReportTarget | "member";
  owner_username: string | null;
  score: number;
  reports: number;
  reasons: ReportReason[];
  snapshot: ContentSnapshot;
  opened_at: string;
};

export async function listQueue(actor: Actor | null, page = 1): Promise<{ entries: QueueEntry[]; total: number }> {
  requireModerator(actor);
  const open = isNull(moderation_cases.resolved_at);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: moderation_cases.id,
        kind: moderation_cases.kind,
        target_type: moderation_cases.target_type,
        owner_username: profiles.username,
        score: moderation_cases.score,
        reports: sql<number>`(select count(*)::int from ${content_reports} where ${content_reports.case_id} = ${moderation_cases.id})`,
        reasons: sql<
          ReportReason[]
        >`array(select distinct ${content_reports.reason} from ${content_reports} where ${content_reports.case_id} = ${moderation_cases.id})`,
        snapshot: moderation_cases.snapshot,
        opened_at: moderation_cases.opened_at,
      })
      .from(moderation_cases)
      .leftJoin(profiles, eq(profiles.id, moderation_cases.owner_id))
      .where(open)
      // Appeals first (someone is waiting on an answer), then by score, oldest first within a score.
      .orderBy(
        sql`${moderation_cases.kind} = 'appeal' desc`,
        desc(moderation_cases.score),
        asc(moderation_cases.opened_at),
      )
      .limit(QUEUE_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * QUEUE_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(moderation_cases).where(open),
  ]);
  return {
    entries: rows.map((row) => ({
      ...row,
      kind: row.kind as QueueEntry["kind"],
      target_type: row.target_type as QueueEntry["target_type"],
      opened_at: row.opened_at.toISOString(),
    })),
    total: counted?.n ?? 0,
  };
}

export type CaseReport = {
  id: string;
  reporter_username: string;
  reason: ReportReason;
  note: string | null;
  weight: number;
  snapshot: ContentSnapshot;
  created_at: string;
};

export type AuthorHistory = {
  id: string;
  username: string;
  role: string;
  trust: TrustLevel;
  joined_at: string;
  silenced_until: string | null;
  suspended_until: string | null;
  past_actions: { action: LogAction; reason: string; created_at: string; reverted: boolean }[];
};

export type CaseDetail = {
  id: string;
  kind: "reports" | "held" | "appeal";
  target_type: ReportTarget | "member";
  target_id: string;
  score: number;
  snapshot: ContentSnapshot;
  opened_at: string;
  resolved: { by: string | null; resolution: string | null; at: string } | null;
  current: TargetContent | null;
  reports: CaseReport[];
  author: AuthorHistory | null;
  /** For an appeal: the appealed action and the member's note. */
  appeal: { action_id: string; action: LogAction; reason: string; note: string | null } | null;
};

const resolver = alias(profiles, "resolver");

export async function getCase(actor: Actor | null, caseId: string): Promise<CaseDetail> {
  requireModerator(actor);
  const [row] = await db
    .select({
      id: moderation_cases.id,
      kind: moderation_cases.kind,
      target_type: moderation_cases.target_type,
      target_id: moderation_cases.target_id,
      owner_id: moderation_cases.owner_id,
      score: moderation_cases.score,
      snapshot: moderation_cases.snapshot,
      opened_at: moderation_cases.opened_at,
      resolved_at: moderation_cases.resolved_at,
      resolution: moderation_cases.resolution,
      resolver: resolver.username,
      action_id: moderation_cases.action_id,
    })
    .from(moderation_cases)
    .leftJoin(resolver, eq(resolver.id, moderation_cases.resolved_by))
    .where(sql`${moderation_cases.id}::text = ${caseId}`);
  if (!row) throw new NotFound("That case was not found");
  const isItem = row.target_type !== "member";
  const [current, reports, author, appeal] = await Promise.all([
    isItem ? readTarget(row.target_type as ReportTarget, row.target_id) : Promise.resolve(null),
    listCaseReports(row.id),
    row.owner_id ? authorHistory(row.owner_id) : Promise.resolve(null),
    row.action_id ? appealOf(row.action_id) : Promise.resolve(null),
  ]);
  return {
    id: row.id,
    kind: row.kind as CaseDetail["kind"],
    target_type: row.target_type as CaseDetail["target_type"],
    target_id: row.target_id,
    score: row.score,
    snapshot: row.snapshot,
    opened_at: row.opened_at.toISOString(),
    resolved: row.resolved_at
      ? { by: row.resolver, resolution: row.resolution, at: row.resolved_at.toISOString() }
      : null,
    current,
    reports,
    author,
    appeal,
  };
}

async function listCaseReports(caseId: string): Promise<CaseReport[]> {
  const rows = await db
    .select({
      id: content_reports.id,
      reporter_username: profiles.username,
      reason: content_reports.reason,
      note: content_reports.note,
      weight: content_reports.weight,
      snapshot: content_reports.snapshot,
      created_at: content_reports.created_at,
    })
    .from(content_reports)
    .innerJoin(profiles, eq(profiles.id, content_reports.reporter_id))
    .where(eq(content_reports.case_id, caseId))
    .orderBy(asc(content_reports.created_at));
  return rows.map((r) => ({ ...r, reason: r.reason as ReportReason, created_at: r.created_at.toISOString() }));
}

async function authorHistory(memberId: string): Promise<AuthorHistory | null> {
  const [standing, [profile], past] = await Promise.all([
    memberStanding(memberId),
    db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, memberId)),
    db
      .select({
        action: moderation_actions.action,
        reason: moderation_actions.reason,
        created_at: moderation_actions.created_at,
        reverted_at: moderation_actions.reverted_at,
      })
      .from(moderation_actions)
      .where(eq(moderation_actions.member_id, memberId))
      .orderBy(desc(moderation_actions.created_at))
      .limit(20),
  ]);
  if (!standing || !profile) return null;
  return {
    id: memberId,
    username: profile.username,
    role: standing.role,
    trust: standing.trust,
    joined_at: standing.created_at.toISOString(),
    silenced_until:
      standing.silenced_until && standing.silenced_until > new Date() ? standing.silenced_until.toISOString() : null,
    suspended_until:
      standing.suspended_until && standing.suspended_until > new Date() ? standing.suspended_until.toISOString() : null,
    past_actions: past.map((p) => ({
      action: p.action as LogAction,
      reason: p.reason,
      created_at: p.created_at.toISOString(),
      reverted: p.reverted_at !== null,
    })),
  };
}

async function appealOf(actionId: string): Promise<CaseDetail["appeal"]> {
  const [row] = await db
    .select({
      action: moderation_actions.action,
      reason: moderation_actions.reason,
      note: moderation_actions.appeal_note,
    })
    .from(moderation_actions)
    .where(eq(moderation_actions.id, actionId));
  return row ? { action_id: actionId, action: row.action as LogAction, reason: row.reason, note: row.note } : null;
}

export type LogEntryView = {
  id: string;
  action: LogAction;
  target_type: ReportTarget | "member";
  target_id: string;
  moderator_username: string | null;
  member_username: string | null;
  reason: string;
  expires_at: string | null;
  created_at: string;
  reverted_at: string | null;
  reverted_by: string | null;
  snapshot: ContentSnapshot | null;
  case_id: string | null;
};

const moderatorProfile = alias(profiles, "moderator");
const memberProfile = alias(profiles, "member");
const reverterProfile = alias(profiles, "reverter");

/** The moderation log, newest first, paged by the time of the last entry shown (`before`). */
export async function listLog(actor: Actor | null, before?: string | null): Promise<LogEntryView[]> {
  requireModerator(actor);
  const cursor = before ? new Date(before) : null;
  const rows = await db
    .select({
      id: moderation_actions.id,
      action: moderation_actions.action,
      target_type: moderation_actions.target_type,
      target_id: moderation_actions.target_id,
      moderator_username: moderatorProfile.username,
      member_username: memberProfile.username,
      reason: moderation_actions.reason,
      expires_at: moderation_actions.expires_at,
      created_at: moderation_actions.created_at,
      reverted_at: moderation_actions.reverted_at,
      reverted_by: reverterProfile.username,
      snapshot: moderation_actions.snapshot,
      case_id: moderation_actions.case_id,
    })
    .from(moderation_actions)
    .leftJoin(moderatorProfile, eq(moderatorProfile.id, moderation_actions.moderator_id))
    .leftJoin(memberProfile, eq(memberProfile.id, moderation_actions.member_id))
    .leftJoin(reverterProfile, eq(reverterProfile.id, moderation_actions.reverted_by))
    .where(cursor && !Number.isNaN(cursor.getTime()) ? lt(moderation_actions.created_at, cursor) : undefined)
    .orderBy(desc(moderation_actions.created_at), desc(moderation_actions.id))
    .limit(LOG_PAGE_SIZE);
  return rows.map((r) => ({
    ...r,
    action: r.action as LogAction,
    target_type: r.target_type as LogEntryView["target_type"],
    expires_at: r.expires_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
    reverted_at: r.reverted_at?.toISOString() ?? null,
  }));
}
