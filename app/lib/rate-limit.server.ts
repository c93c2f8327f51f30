/**
 * Brute-force limits for account actions, counted in PostgreSQL so they hold across restarts
 * and instances. Keys combine the rule and the client address.
 */
import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { TooManyRequests } from "~/lib/errors";

export const RATE_LIMITS = {
  signIn: { max: 10, windowSeconds: 5 * 60 },
  signUp: { max: 10, windowSeconds: 60 * 60 },
  passwordReset: { max: 5, windowSeconds: 60 * 60 },
} as const;

export type RateLimitRule = keyof typeof RATE_LIMITS;

/** Counts one attempt; throws TooManyRequests once the window's allowance is spent. */
export async function consumeRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  const { max, windowSeconds } = RATE_LIMITS[rule];
  const key = `${rule}:${subject}`;
  // One statement, so concurrent attempts cannot both read the same count.
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into request_limits (key, window_started_at, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when request_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                   then 1 else request_limits.count + 1 end,
      window_started_at = case when request_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                   then now() else request_limits.window_started_at end
    returning count,
      ceil(extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`);
  const row = result.rows[0];
  if (row && row.count > max) throw new TooManyRequests(row.retry_after);
}
