/**
 * The job that keeps "For you tonight" precomputed (issue 23): every second, each instance works out again the
 * kept recommendations of members whose likes, saves, ratings, makes, bar or quiz changed since (triggers raise
 * taste_profiles.history_version, migration 0042), so a page only ever reads them. Working one member out takes
 * about 50–100 ms at 100,000 recipes and 1,000,000 likes and makes (docs/performance.md); reading them, under 20.
 * Each sweep claims its members (FOR UPDATE SKIP LOCKED, then a short claim), so instances share the work.
 */
import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { refreshRecommendations } from "./recommendation-queries.server";

const SWEEP_EVERY_MS = 1000;
/** Members worked out per sweep: a burst of changes is spread over a few seconds rather than one long sweep. */
const PER_SWEEP = 20;
const CLAIM_SECONDS = 30;

/**
 * One sweep: claims up to `limit` members whose kept recommendations are older than their history (skipping any
 * another instance holds) and works them out again. A claim lasts CLAIM_SECONDS, so a member whose refresh failed
 * is tried again after it rather than every second. Returns how many were claimed.
 */
export async function refreshStaleRecommendations(limit = PER_SWEEP): Promise<number> {
  const claimed = await db.execute<{ user_id: string }>(sql`
    update taste_profiles set refreshing_until = now() + make_interval(secs => ${CLAIM_SECONDS})
    where user_id in (
      select user_id from taste_profiles
      where recommended_version <> history_version and (refreshing_until is null or refreshing_until < now())
      order by recommended_at limit ${limit}
      for update skip locked
    )
    returning user_id`);
  for (const { user_id } of claimed.rows) {
    await refreshRecommendations(user_id).catch((error: unknown) =>
      console.error(`Failed to refresh the recommendations of ${user_id}`, error),
    );
  }
  return claimed.rows.length;
}

let timer: NodeJS.Timeout | undefined;
let sweeping: Promise<unknown> | undefined;

export function startRecommendationRefresher() {
  timer ??= setInterval(() => {
    sweeping ??= refreshStaleRecommendations()
      .catch((error: unknown) => console.error("Failed to sweep stale recommendations", error))
      .finally(() => {
        sweeping = undefined;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
}

export async function stopRecommendationRefresher() {
  clearInterval(timer);
  timer = undefined;
  await sweeping;
}
