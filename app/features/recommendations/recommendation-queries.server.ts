/**
 * "For you tonight" (issue 23) on /bar and the home page: a member's kept recommendations (worked out again
 * in the background when their history changed, and at least every RECOMMENDATIONS_KEPT_MS), read through the
 * policy layer on every request, each with its reasons. A member without history who has not taken the quiz gets the quiz.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { cardBarCoverageOrNone } from "~/features/bar/bar-card-coverage.server";
import { getBarKeys } from "~/features/bar/bar-matching.server";
import { canSeeRecipe, listedRecipe } from "~/features/privacy/visibility.server";
import { cardColumns, toCard } from "~/features/recipes/recipe-queries.server";
import { getViewerReactionsForRecipes } from "~/features/social/viewer-reactions.server";
import { db, schema } from "~/lib/db.server";
import { type ReasonSource, recommendationReasons, type SourceVerb } from "./recommendation-reasons";
import { scoreRecommendations } from "./recommendation-scoring.server";
import type { ForYouTonight } from "./recommendation-types";
import { getTasteProfile, type TasteProfile } from "./taste-profile.server";
import { NO_TASTE_ANSWERS } from "./taste-quiz";

const { recipes, profiles, member_recommendations, taste_profiles } = schema;

/** Kept recommendations are worked out again at least this often, so the crowd and freshness move on. */
export const RECOMMENDATIONS_KEPT_MS = 6 * 60 * 60 * 1000;

/** Has the member liked, saved, rated or made anything? */
async function hasTasteHistory(memberId: string): Promise<boolean> {
  const result = await db.execute<{ any: boolean }>(sql`select
    exists (select 1 from recipe_likes where user_id = ${memberId})
    or exists (select 1 from recipe_saves where user_id = ${memberId})
    or exists (select 1 from recipe_ratings where user_id = ${memberId})
    or exists (select 1 from recipe_makes where user_id = ${memberId}) as any`);
  return result.rows[0]?.any === true;
}

/**
 * A page works them out itself only when none are kept yet (a new member, just after the quiz). Kept ones that a
 * change has put out of date are shown while the refresher (recommendation-refresher.server.ts) works them out
 * again in the background, within a second or two; kept ones older than RECOMMENDATIONS_KEPT_MS are handed to it.
 */
async function refreshIfNeeded(memberId: string, profile: TasteProfile | null): Promise<void> {
  if (profile?.recommendedVersion == null || profile.recommendedAt === null) {
    await refreshRecommendations(memberId);
  } else if (
    profile.recommendedVersion === profile.historyVersion &&
    Date.now() - profile.recommendedAt.getTime() >= RECOMMENDATIONS_KEPT_MS
  ) {
    await db
      .update(taste_profiles)
      .set({ history_version: sql`${taste_profiles.history_version} + 1` })
      .where(eq(taste_profiles.user_id, memberId));
  }
}

/**
 * Works the member's recommendations out again and keeps them. The version is read before the scoring, so a
 * change made meanwhile leaves them out of date for the next read rather than lost.
 */
export async function refreshRecommendations(memberId: string): Promise<void> {
  await db.insert(taste_profiles).values({ user_id: memberId }).onConflictDoNothing();
  const profile = await getTasteProfile(memberId);
  const version = profile?.historyVersion ?? 0;
  const scored = await scoreRecommendations(memberId, profile ?? NO_TASTE_ANSWERS, await getBarKeys(memberId));
  await db.transaction(async (tx) => {
    // One writer per member at a time: two refreshes at once never interleave their rows, and one that read an
    // older history than what is already kept gives way.
    const [kept] = await tx
      .select({ version: taste_profiles.recommended_version })
      .from(taste_profiles)
      .where(eq(taste_profiles.user_id, memberId))
      .for("update");
    if (kept?.version != null && kept.version > version) return;
    await tx.delete(member_recommendations).where(eq(member_recommendations.user_id, memberId));
    if (scored.length > 0) {
      await tx
        .insert(member_recommendations)
        .values(scored.map((s, position) => ({ ...s, user_id: memberId, position })));
    }
    await tx
      .update(taste_profiles)
      .set({ recommended_version: version, recommended_at: sql`now()`, refreshing_until: null })
      .where(eq(taste_profiles.user_id, memberId));
  });
}

async function readKept(memberId: string, shown: number) {
  const rows = await db
    .select({
      card: cardColumns,
      likes: recipes.likes_count,
      because: member_recommendations.because,
      crowd: member_recommendations.crowd,
      quiz: member_recommendations.quiz,
      fresh_days: member_recommendations.fresh_days,
      saved: member_recommendations.saved,
    })
    .from(member_recommendations)
    .innerJoin(recipes, eq(recipes.id, member_recommendations.recipe_id))
    .innerJoin(profiles, eq(profiles.id, recipes.user_id))
    // Through the policy layer on every read: a recipe made private or hidden since leaves at once.
    .where(and(eq(member_recommendations.user_id, memberId), listedRecipe))
    .orderBy(asc(member_recommendations.position))
    .limit(shown);
  return rows.map(({ card, ...rest }) => ({ recipe: toCard(card), ...rest }));
}

/**
 * The member's own drinks named in reasons, only those they may still open (a recipe made private since is
 * never named), each with what they did: made, rated well, liked or saved.
 */
async function readSources(memberId: string, ids: string[]): Promise<Map<string, ReasonSource>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: recipes.id,
      name: recipes.name,
      verb: sql<SourceVerb>`case
        when exists (select 1 from recipe_makes m where m.user_id = ${memberId} and m.recipe_id = ${recipes.id}) then 'made'
        when exists (select 1 from recipe_ratings g where g.user_id = ${memberId} and g.recipe_id = ${recipes.id} and g.rating >= 4) then 'rated'
        when exists (select 1 from recipe_likes l where l.user_id = ${memberId} and l.recipe_id = ${recipes.id}) then 'liked'
        else 'saved' end`,
    })
    .from(recipes)
    .where(and(inArray(recipes.id, ids), canSeeRecipe(memberId)));
  return new Map(rows.map((r) => [r.id, { name: r.name, verb: r.verb }]));
}

export async function loadForYouTonight(memberId: string, shown: number): Promise<ForYouTonight> {
  const profile = await getTasteProfile(memberId);
  if (!profile?.answered && !(await hasTasteHistory(memberId))) return { kind: "quiz" };
  await refreshIfNeeded(memberId, profile);
  const kept = await readKept(memberId, shown);
  const ids = kept.map((k) => k.recipe.id);
  const [sources, reactions, barCoverage] = await Promise.all([
    readSources(memberId, [...new Set(kept.flatMap((k) => k.because))]),
    getViewerReactionsForRecipes(memberId, ids),
    cardBarCoverageOrNone(memberId, ids),
  ]);
  const recommendations = kept.map((k) => ({
    recipe: k.recipe,
    reasons: recommendationReasons({
      bar: barCoverage[k.recipe.id],
      because: k.because.flatMap((id) => sources.get(id) ?? []),
      crowd: k.crowd,
      quiz: k.quiz,
      freshDays: k.fresh_days,
      saved: k.saved,
      likes: k.likes,
    }),
  }));
  return { kind: "drinks", recommendations, reactions, barCoverage };
}

/** For tests and the benchmark: the kept list as ids, best first. */
export async function keptRecommendationIds(memberId: string): Promise<string[]> {
  const rows = await db
    .select({ id: member_recommendations.recipe_id })
    .from(member_recommendations)
    .where(eq(member_recommendations.user_id, memberId))
    .orderBy(asc(member_recommendations.position));
  return rows.map((r) => r.id);
}
