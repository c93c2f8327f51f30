/** Words the moderation pages and the standing banner share (kept apart from the components, so the banner stays small). */
import { formatDate } from "~/lib/format";
import { type ReportTarget, TARGET_NOUN } from "./moderation-rules";

/** Sanctions "until lifted" are stored as the year 9999 (write-guard.server.ts UNTIL_LIFTED). */
const FAR_FUTURE_YEAR = 9999;

export function untilLabel(iso: string | null): string | null {
  if (!iso) return null;
  return new Date(iso).getUTCFullYear() >= FAR_FUTURE_YEAR ? "until lifted" : `until ${formatDate(iso, "medium")}`;
}

export function targetNoun(type: ReportTarget | "member"): string {
  return type === "member" ? "account" : TARGET_NOUN[type];
}

export const CASE_KIND_LABEL = {
  reports: "Reported",
  held: "Waiting for review",
  appeal: "Appeal",
} as const;
