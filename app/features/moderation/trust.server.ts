/**
 * Trust levels (issue 21, docs/moderation.md): computed from the account each time they are needed, so
 * they can never be stale. New: the first NEW_MEMBER_HOURS, or an unconfirmed e-mail address, or a
 * report upheld against them lately. Regular: REGULAR_MIN_DAYS old with REGULAR_MIN_RECIPES published
 * recipes or REGULAR_MIN_LIKES likes received. Basic: everyone else.
 */
import { sql } from "drizzle-orm";
import { db, type Executor } from "~/lib/db.server";
import {
  isModeratorRole,
  MODERATOR_REPORT_WEIGHT,
  NEW_MEMBER_HOURS,
  REGULAR_MIN_DAYS,
  REGULAR_MIN_LIKES,
  REGULAR_MIN_RECIPES,
  TRUST_LEVELS,
  type TrustLevel,
  UPHELD_LOOKBACK_DAYS,
} from "./moderation-rules";

export type MemberStanding = {
  trust: TrustLevel;
  /** In the first NEW_MEMBER_HOURS, or the address is not confirmed (whatever reports say). */
  new_account: boolean;
  role: string;
  created_at: Date;
  silenced_until: Date | null;
  suspended_until: Date | null;
  suspension_reason: string | null;
  upheld_reports: number;
};

export async function memberStanding(memberId: string, executor: Executor = db): Promise<MemberStanding | null> {
  const { rows } = await executor.execute<{
    role: string;
    created_at: Date | string;
    email_verified: boolean;
    silenced_until: Date | string | null;
    suspended_until: Date | string | null;
    suspension_reason: string | null;
    recipes: number;
    likes: number;
    upheld: number;
  }>(sql`
    select u.role, u.created_at, u.email_verified, u.silenced_until, u.suspended_until, u.suspension_reason,
      (select count(*)::int from recipes r where r.user_id = u.id and r.status = 'published' and r.is_public
        and r.moderation = 'visible') as recipes,
      (select coalesce(sum(r.likes_count), 0)::int from recipes r where r.user_id = u.id) as likes,
      (select count(*)::int from content_reports cr join moderation_cases c on c.id = cr.case_id
        where c.owner_id = u.id and cr.outcome = 'upheld'
          and cr.created_at > now() - make_interval(days => ${UPHELD_LOOKBACK_DAYS})) as upheld
    from "user" u where u.id = ${memberId}`);
  const row = rows[0];
  if (!row) return null;
  const created = new Date(row.created_at);
  const ageHours = (Date.now() - created.getTime()) / 3_600_000;
  const newAccount = ageHours < NEW_MEMBER_HOURS || !row.email_verified;
  const trust: TrustLevel =
    newAccount || row.upheld > 0
      ? "new"
      : ageHours >= REGULAR_MIN_DAYS * 24 && (row.recipes >= REGULAR_MIN_RECIPES || row.likes >= REGULAR_MIN_LIKES)
        ? "regular"
        : "basic";
  return {
    trust,
    new_account: newAccount,
    role: row.role,
    created_at: created,
    silenced_until: row.silenced_until ? new Date(row.silenced_until) : null,
    suspended_until: row.suspended_until ? new Date(row.suspended_until) : null,
    suspension_reason: row.suspension_reason,
    upheld_reports: row.upheld,
  };
}

/** What a report by this member adds to an item's score. */
export function reportWeight(standing: Pick<MemberStanding, "trust" | "role">): number {
  return isModeratorRole(standing.role) ? MODERATOR_REPORT_WEIGHT : 1 + TRUST_LEVELS.indexOf(standing.trust);
}
