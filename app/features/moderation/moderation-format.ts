/** Words the moderation pages and the standing banner share (kept apart from the components, so the banner stays small). */
import { formatDate } from "~/lib/format";
import { type ReportTarget, TARGET_NOUN, UNTIL_LIFTED } from "./moderation-rules";

/** A sanction's end in words ("March 12, 2027"), or null for one that lasts until a moderator lifts it. */
export function untilWords(until: Date | string, style: "long" | "medium" = "long"): string | null {
  const date = new Date(until);
  return date.getTime() >= UNTIL_LIFTED.getTime() ? null : formatDate(date, style);
}

export function untilLabel(iso: string | null): string | null {
  if (!iso) return null;
  const words = untilWords(iso, "medium");
  return words ? `until ${words}` : "until lifted";
}

export function targetNoun(type: ReportTarget | "member"): string {
  return type === "member" ? "account" : TARGET_NOUN[type];
}

export const CASE_KIND_LABEL = {
  reports: "Reported",
  held: "Waiting for review",
  appeal: "Appeal",
} as const;

/** The toast after a bulk decision: how many were decided, and how many someone else had already handled. */
export function bulkDecisionMessage({ decided, skipped }: { decided: number; skipped: number }): string {
  const done = `${decided} ${decided === 1 ? "case" : "cases"} decided`;
  return skipped ? `${done}; ${skipped} had already been handled` : done;
}
