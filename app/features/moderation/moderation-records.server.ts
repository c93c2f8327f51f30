/** Writing the queue's cases and the moderation log, inside the caller's transaction. */
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { type Executor, schema } from "~/lib/db.server";
import { AppError, NotFound } from "~/lib/errors";
import { type ContentSnapshot, type LogAction, MODERATION_MESSAGES, type ReportTarget } from "./moderation-rules";
import { readTarget } from "./moderation-targets.server";

const { moderation_cases, moderation_actions, profiles } = schema;

export class AlreadyHandled extends AppError {
  constructor(by: string) {
    super(MODERATION_MESSAGES.alreadyHandled(by), 409);
  }
}

type CaseRow = typeof moderation_cases.$inferSelect;

/**
 * A case locked for a decision: one this kind of decision answers (`accepts`), else "not found"; one
 * already decided says by whom, so two moderators never both act on it.
 */
export async function lockOpenCase(
  tx: Executor,
  caseId: string,
  accepts: (row: CaseRow) => boolean,
  missing: string,
): Promise<CaseRow> {
  const [row] = await tx.select().from(moderation_cases).where(eq(moderation_cases.id, caseId)).for("update");
  if (!row || !accepts(row)) throw new NotFound(missing);
  if (row.resolved_at) {
    const [by] = row.resolved_by
      ? await tx.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, row.resolved_by))
      : [];
    throw new AlreadyHandled(by?.username ?? "a moderator");
  }
  return row;
}

/** Ends a case with the log action that decided it. */
export async function resolveCase(tx: Executor, caseId: string, moderatorId: string, resolution: LogAction) {
  await tx
    .update(moderation_cases)
    .set({ resolved_at: new Date(), resolved_by: moderatorId, resolution })
    .where(eq(moderation_cases.id, caseId));
}

type CaseTarget = { type: ReportTarget; id: string; owner_id: string | null; snapshot: ContentSnapshot };

/** The item's open case, opened now if it has none (one open case per item: a unique index). */
export async function openCase(tx: Executor, kind: "reports" | "held", target: CaseTarget): Promise<string> {
  await tx
    .insert(moderation_cases)
    .values({
      kind,
      target_type: target.type,
      target_id: target.id,
      owner_id: target.owner_id,
      snapshot: target.snapshot,
    })
    .onConflictDoNothing({
      target: [moderation_cases.target_type, moderation_cases.target_id],
      where: sql`${moderation_cases.resolved_at} is null and ${moderation_cases.kind} <> 'appeal'`,
    });
  const [open] = await tx
    .select({ id: moderation_cases.id })
    .from(moderation_cases)
    .where(
      and(
        eq(moderation_cases.target_type, target.type),
        eq(moderation_cases.target_id, target.id),
        isNull(moderation_cases.resolved_at),
        ne(moderation_cases.kind, "appeal"),
      ),
    );
  if (!open) throw new Error("The case could not be opened");
  return open.id;
}

export type LogEntry = {
  action: LogAction;
  target_type: ReportTarget | "member";
  target_id: string;
  member_id: string | null;
  moderator_id: string | null;
  reason: string;
  case_id?: string | null;
  expires_at?: Date | null;
  snapshot?: ContentSnapshot | null;
};

export async function logAction(tx: Executor, entry: LogEntry): Promise<string> {
  const [row] = await tx
    .insert(moderation_actions)
    .values({
      action: entry.action,
      target_type: entry.target_type,
      target_id: entry.target_id,
      member_id: entry.member_id,
      moderator_id: entry.moderator_id,
      reason: entry.reason,
      case_id: entry.case_id ?? null,
      expires_at: entry.expires_at ?? null,
      snapshot: entry.snapshot ?? null,
    })
    .returning({ id: moderation_actions.id });
  if (!row) throw new Error("The log entry was not written");
  return row.id;
}

/**
 * A new member's comment or post with a link, just stored as "held" (write-guard.server.ts): its case
 * puts it in the queue; only its author sees it until a moderator approves it.
 */
export async function holdForReview(tx: Executor, type: ReportTarget, id: string): Promise<void> {
  const item = await readTarget(type, id, { executor: tx });
  if (item) await openCase(tx, "held", item);
}
