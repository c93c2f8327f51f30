/** SQL fragments shared by recipe queries. */
import { type AnyColumn, sql } from "drizzle-orm";

/** Part 2 §3: durations are stored as intervals ('5 minutes') and read back as whole minutes. */
export function intervalMinutes(column: AnyColumn) {
  return sql<number | null>`(extract(epoch from ${column}) / 60)::int`;
}
