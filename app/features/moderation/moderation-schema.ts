/** What the report dialog, the queue's actions and the appeal form send: one schema each, form and server. */
import { z } from "zod";
import { formatCount } from "~/lib/format";
import { optionalCleanString } from "~/lib/text";
import {
  ITEM_ACTIONS,
  MEMBER_ACTIONS,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_TARGETS,
  SANCTION_DAYS,
} from "./moderation-rules";

export const REPORT_NOTE_TOO_LONG = `Notes can be at most ${formatCount(REPORT_NOTE_MAX)} characters`;
export const MODERATION_REASON_MAX = 1_000;

export const ReportInput = z.object({
  target_type: z.enum(REPORT_TARGETS, { error: "Choose what to report" }),
  target_id: z.string().min(1).max(64),
  reason: z.enum(REPORT_REASONS, { error: "Please choose a reason" }),
  note: optionalCleanString(REPORT_NOTE_MAX, { tooLong: REPORT_NOTE_TOO_LONG }),
});
export type ReportInput = z.infer<typeof ReportInput>;

const reasonText = optionalCleanString(MODERATION_REASON_MAX).pipe(
  z.string({ error: "Please give a reason: the member will read it" }).min(1),
);

/** A moderator's decision on a queued item (and, optionally, on its author at the same time). */
export const CaseDecision = z.object({
  case_id: z.uuid(),
  action: z.enum(ITEM_ACTIONS),
  reason: reasonText,
});
export type CaseDecision = z.infer<typeof CaseDecision>;

/** The most cases one bulk decision takes (a queue page holds fewer). */
export const BULK_DECISION_MAX = 100;

/** One decision on several queued items at once (a spam wave spread over many authors). */
export const BulkDecision = z.object({
  case_ids: z
    .array(z.uuid())
    .min(1, "Choose at least one case")
    .max(BULK_DECISION_MAX, `Choose at most ${BULK_DECISION_MAX} cases`),
  action: z.enum(["keep", "hide", "remove"], { error: "Choose keep, hide or delete" }),
  reason: reasonText,
});
export type BulkDecision = z.infer<typeof BulkDecision>;

export const MemberSanction = z.object({
  member_id: z.string().min(1).max(64),
  action: z.enum(MEMBER_ACTIONS),
  reason: reasonText,
  /** Days a silence or suspension lasts; 0 until a moderator lifts it. */
  days: z.coerce
    .number()
    .int()
    .refine((days) => (SANCTION_DAYS as readonly number[]).includes(days), "Choose how long")
    .default(7),
  /** The case it came from, if any (the queue's review page). */
  case_id: z.uuid().optional(),
});
export type MemberSanction = z.infer<typeof MemberSanction>;

export const AppealInput = z.object({
  action_id: z.uuid(),
  note: optionalCleanString(REPORT_NOTE_MAX, { tooLong: REPORT_NOTE_TOO_LONG }).pipe(
    z.string({ error: "Please say why this should be reconsidered" }).min(1),
  ),
});

export const AppealDecision = z.object({
  case_id: z.uuid(),
  outcome: z.enum(["keep", "reverse"], { error: "Choose keep or reverse" }),
  reason: reasonText,
});

export const BulkRemoval = z.object({
  member_id: z.string().min(1).max(64),
  reason: reasonText,
});
