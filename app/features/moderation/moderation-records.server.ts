/** Writing the queue's cases and the moderation log, inside the caller's transaction. */
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { type Executor, schema } from "~/lib/db.server";
import type { ContentSnapshot, LogAction, ReportTarget } from "./moderation-rules";
import { readTarget } from "./moderation-targets.server";

const { moderation_cases, moderation_actions } = schema;

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
