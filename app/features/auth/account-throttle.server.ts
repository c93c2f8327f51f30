/**
 * Failed sign-ins per account (issue 11, ASVS V2.2.1), counted in `request_limits` so every instance
 * sees them. Keyed by the normalised e-mail address whether or not it has an account, so the answers
 * say nothing about who is a member.
 *
 * The first FREE_FAILURES failures in a row cost nothing. From then on every failure starts a pause
 * during which the account's password is not checked at all: 1 minute after the 10th, then 2, 4, 8,
 * and 15 minutes at most. A run of failures is forgotten once FORGET_AFTER_SECONDS pass after a pause
 * without another failure, and at once by a successful sign-in or password reset.
 *
 * The cap this gives: a fresh run takes at least 16 minutes to be forgotten, so an hour holds at most
 * four runs of 10 free failures plus one failure per pause: well under ASVS's 100 an hour. An attacker
 * can keep the owner waiting at most 15 minutes at a time, and the owner's reset link always works
 * and clears the count.
 */
import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { minutesWords, TooManyRequests } from "~/lib/errors";

export const ACCOUNT_SIGN_IN_THROTTLE = {
  freeFailures: 10,
  firstPauseSeconds: 60,
  maxPauseSeconds: 15 * 60,
  forgetAfterSeconds: 15 * 60,
} as const;

const { freeFailures, firstPauseSeconds, maxPauseSeconds, forgetAfterSeconds } = ACCOUNT_SIGN_IN_THROTTLE;
// Doublings after which the pause would pass its cap (60 · 2^4 > 900): keeps power() small.
const maxDoublings = Math.ceil(Math.log2(maxPauseSeconds / firstPauseSeconds));

export function accountKey(email: string): string {
  return `accountSignIn:${email.trim().toLowerCase()}`;
}

/** The pause (seconds) that a run of `failures` failures imposes after the last one, as SQL. */
const pauseAfter = (failures: ReturnType<typeof sql>) => sql`(case when ${failures} >= ${freeFailures}
  then least(${firstPauseSeconds} * power(2, least(${failures} - ${freeFailures}, ${maxDoublings})), ${maxPauseSeconds})
  else 0 end)`;

export function accountPausedMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-ins for this account. Please try again in ${minutesWords(retryAfterSeconds)}, or reset your password.`;
}

/**
 * Called before the password is checked. During a pause it throws TooManyRequests; otherwise it
 * counts the attempt as a failure until the caller reports success (clearSignInFailures). Counting
 * first and forgiving on success means parallel guesses cannot all slip past one check.
 */
export async function beginSignInAttempt(email: string): Promise<void> {
  const key = accountKey(email);
  const rows = await db.execute<{ count: number }>(sql`
    insert into request_limits as r (key, window_started_at, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case
        when now() >= r.window_started_at + make_interval(secs => ${pauseAfter(sql`r.count`)} + ${forgetAfterSeconds})
        then 1 else r.count + 1 end,
      window_started_at = now()
    where now() >= r.window_started_at + make_interval(secs => ${pauseAfter(sql`r.count`)})
    returning count`);
  if (rows.rows.length > 0) return;
  // Paused: the row was left as it was. Say how long is left.
  const paused = await db.execute<{ remaining: number }>(sql`
    select extract(epoch from r.window_started_at + make_interval(secs => ${pauseAfter(sql`r.count`)}) - now())::float8
      as remaining
    from request_limits r where r.key = ${key}`);
  const retryAfter = Math.max(1, Math.ceil(Number(paused.rows[0]?.remaining ?? 1)));
  throw new TooManyRequests(retryAfter, accountPausedMessage(retryAfter));
}

/** A correct password (or a reset from the e-mailed link) forgives the account's failures. */
export async function clearSignInFailures(email: string): Promise<void> {
  await db.execute(sql`delete from request_limits where key = ${accountKey(email)}`);
}
