/**
 * Housekeeping (issue 20): rows nothing will read again. better-auth ignores an expired session or
 * verification token but leaves its row; rate-limit windows of visitors who never come back stay too.
 */
import { sql } from "drizzle-orm";
import { pruneIdempotencyKeys } from "~/features/api/idempotency.server";
import { countDeleted } from "~/lib/db.server";
import { pruneExpiredRateLimits } from "~/lib/rate-limit.server";

/** better-auth's own limiter counts in windows of at most five minutes (auth.server.ts): a day is plenty. */
const AUTH_RATE_LIMIT_KEEP_MS = 24 * 60 * 60 * 1000;

export type ExpiredRows = { sessions: number; verifications: number; rateLimits: number; idempotencyKeys: number };

/**
 * Deletes expired sessions, verification tokens (e-mail links, codes), spent rate-limit windows and the
 * public API's kept answers past their 24 hours.
 */
export async function deleteExpiredRows(): Promise<ExpiredRows> {
  const sessions = await countDeleted(sql`delete from session where expires_at < now()`);
  const verifications = await countDeleted(sql`delete from verification where expires_at < now()`);
  const authWindows = await countDeleted(
    sql`delete from rate_limit where last_request < ${Date.now() - AUTH_RATE_LIMIT_KEEP_MS}`,
  );
  const rateLimits = authWindows + (await pruneExpiredRateLimits());
  return { sessions, verifications, rateLimits, idempotencyKeys: await pruneIdempotencyKeys() };
}
