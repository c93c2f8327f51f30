/**
 * Issue 21: reports, the review queue's cases and the moderation log (docs/moderation.md). Where an
 * item stands is its own `moderation` column (columns.ts); sanctions are on `user`.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  type ContentSnapshot,
  LOG_ACTIONS,
  REPORT_REASONS,
  REPORT_TARGETS,
} from "~/features/moderation/moderation-rules";
import { createdAt, id } from "./columns";
import { profiles } from "./profiles";

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(","));

/**
 * One open case per reported or held item, and one per appeal: what the queue lists. Reports add to
 * its score; a moderator's decision resolves it (and every report in it).
 */
export const moderation_cases = pgTable(
  "moderation_cases",
  {
    id: id(),
    /** reports | held (a new member's link, waiting before others see it) | appeal */
    kind: text("kind").notNull(),
    target_type: text("target_type").notNull(),
    target_id: text("target_id").notNull(),
    /** The item's author (or the appealing member); null once their account is gone. */
    owner_id: text("owner_id").references(() => profiles.id, { onDelete: "set null" }),
    score: integer("score").notNull().default(0),
    /** The appealed log entry (kind appeal). */
    action_id: uuid("action_id"),
    /** The item as the first report or hold found it (reports keep their own too). */
    snapshot: jsonb("snapshot").$type<ContentSnapshot>().notNull(),
    opened_at: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    resolved_at: timestamp("resolved_at", { withTimezone: true }),
    resolved_by: text("resolved_by").references(() => profiles.id, { onDelete: "set null" }),
    /** The log action that resolved it. */
    resolution: text("resolution"),
  },
  (t) => [
    check("moderation_cases_kind_check", sql`${t.kind} in ('reports','held','appeal')`),
    check("moderation_cases_target_check", sql`${t.target_type} in (${list([...REPORT_TARGETS, "member"])})`),
    // One open case per item; an appeal is one case per appealed action, ever.
    uniqueIndex("moderation_cases_open_item_idx")
      .on(t.target_type, t.target_id)
      .where(sql`${t.resolved_at} is null and ${t.kind} <> 'appeal'`),
    uniqueIndex("moderation_cases_appeal_idx").on(t.action_id).where(sql`${t.kind} = 'appeal'`),
    index("moderation_cases_queue_idx").on(t.score.desc(), t.opened_at).where(sql`${t.resolved_at} is null`),
    index("moderation_cases_owner_idx").on(t.owner_id),
  ],
);

/** One member's report of one item, once; it keeps the item as it was when reported. */
export const content_reports = pgTable(
  "content_reports",
  {
    id: id(),
    case_id: uuid("case_id")
      .notNull()
      .references(() => moderation_cases.id, { onDelete: "cascade" }),
    target_type: text("target_type").notNull(),
    target_id: text("target_id").notNull(),
    reporter_id: text("reporter_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    note: text("note"),
    /** 1 + the reporter's trust level, or MODERATOR_REPORT_WEIGHT, when reported. */
    weight: integer("weight").notNull(),
    snapshot: jsonb("snapshot").$type<ContentSnapshot>().notNull(),
    created_at: createdAt(),
    /** upheld | dismissed, once the case is decided; the reporter's "Your reports" shows it. */
    outcome: text("outcome"),
  },
  (t) => [
    check("content_reports_reason_check", sql`${t.reason} in (${list(REPORT_REASONS)})`),
    check("content_reports_outcome_check", sql`${t.outcome} is null or ${t.outcome} in ('upheld','dismissed')`),
    uniqueIndex("content_reports_once_idx").on(t.reporter_id, t.target_type, t.target_id),
    index("content_reports_case_idx").on(t.case_id),
  ],
);

/**
 * The moderation log: every action, by a moderator or by the rules (moderator_id null), on an item or
 * on a member. The member it concerns sees their own entries and may appeal each once.
 */
export const moderation_actions = pgTable(
  "moderation_actions",
  {
    id: id(),
    case_id: uuid("case_id").references(() => moderation_cases.id, { onDelete: "set null" }),
    moderator_id: text("moderator_id").references(() => profiles.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    /** The item, or "member" with the member's id for a sanction. */
    target_type: text("target_type").notNull(),
    target_id: text("target_id").notNull(),
    /** Whose content or account it concerns. */
    member_id: text("member_id").references(() => profiles.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }),
    snapshot: jsonb("snapshot").$type<ContentSnapshot>(),
    created_at: createdAt(),
    reverted_at: timestamp("reverted_at", { withTimezone: true }),
    reverted_by: text("reverted_by").references(() => profiles.id, { onDelete: "set null" }),
    /** A warning is shown until the member acknowledges it. */
    acknowledged_at: timestamp("acknowledged_at", { withTimezone: true }),
    appeal_note: text("appeal_note"),
    appealed_at: timestamp("appealed_at", { withTimezone: true }),
  },
  (t) => [
    check("moderation_actions_action_check", sql`${t.action} in (${list(LOG_ACTIONS)})`),
    index("moderation_actions_created_idx").on(t.created_at.desc()),
    index("moderation_actions_member_idx").on(t.member_id, t.created_at.desc()),
    index("moderation_actions_target_idx").on(t.target_type, t.target_id),
  ],
);
