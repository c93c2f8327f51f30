/**
 * The job that keeps "For you tonight" precomputed (issue 23): every second, each instance works out again the
 * kept recommendations of members whose likes, saves, ratings, makes, bar or quiz changed since (triggers raise
 * taste_profiles.history_version, migration 0042), so a page only ever reads them. Working one member out takes
 * about 50–100 ms at 100,000 recipes and 1,000,000 likes and makes (docs/performance.md); reading them, under 20.
 * Two instances may now and then work out the same member at once: the writes are serialised per member
 * (refreshRecommendations locks the taste row), so the later one simply wins.
 */
import { and, asc, isNotNull, ne } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { refreshRecommendations } from "./recommendation-queries.server";

const { taste_profiles } = schema;

const SWEEP_EVERY_MS = 1000;
/** Members worked out per sweep: a burst of changes is spread over a few seconds rather than one long sweep. */
const PER_SWEEP = 20;

/** One sweep: members with kept recommendations older than their history. Returns how many were refreshed. */
export async function refreshStaleRecommendations(limit = PER_SWEEP): Promise<number> {
  const stale = await db
    .select({ id: taste_profiles.user_id })
    .from(taste_profiles)
    .where(
      and(
        isNotNull(taste_profiles.recommended_version),
        ne(taste_profiles.recommended_version, taste_profiles.history_version),
      ),
    )
    .orderBy(asc(taste_profiles.recommended_at))
    .limit(limit);
  for (const { id } of stale) {
    await refreshRecommendations(id).catch((error: unknown) =>
      console.error(`Failed to refresh the recommendations of ${id}`, error),
    );
  }
  return stale.length;
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
