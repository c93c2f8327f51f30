/**
 * Issue 23: works out a member's "For you tonight" in one SQL statement (docs/discovery.md#recommendations).
 *
 * Their taste is a vector over the likeness index's features (ingredient families and classes, tags,
 * categories, method): the features of what they liked, saved, rated and made, each weighed by how much they
 * liked it (a 1- or 2-star rating counts against), plus what their quiz answers mean. Candidates come from
 * index walks, never a scan of every recipe: each of the taste's strongest features' recipes, what their bar
 * makes now or with one more bottle, what members who like what they like liked, and the most liked. Each is
 * scored by taste, bar, that crowd, strength and freshness, and keeps what explains it.
 */
import { type SQL, sql } from "drizzle-orm";
import { type BarKeys, requirementsWithin } from "~/features/bar/bar-matching.server";
import { db } from "~/lib/db.server";
import { textArray } from "~/lib/sql-arrays.server";
import {
  BITTER_INGREDIENT_PATTERNS,
  BITTER_TAGS,
  SWEET_CLASSES,
  SWEET_TAGS,
  strengthAbv,
  type TasteAnswers,
} from "./taste-quiz";

/** How many are kept per member: enough that recipes made private since still leave a full row. */
export const RECOMMENDATIONS_KEPT = 30;

/** A quiz answer weighs about as much as liking two or three drinks with that feature. */
const QUIZ_WEIGHT = 0.6;
/** How many liked drinks halve what the quiz says. */
const QUIZ_FADE = 3;
/** What a 1- to 5-star rating says, and a like, a save and a make. */
const LIKE_WEIGHT = 1;
const SAVE_WEIGHT = 0.5;
const MAKE_WEIGHT = 1;
/** Only the member's latest signals shape their taste: what they like now. */
const SIGNALS_READ = 300;
/** A shared feature must explain at least this much of a drink to name the member's drink behind it. */
const BECAUSE_MIN = 0.25;
const FRESH_DAYS = 14;
/**
 * "Members with your taste", kept small enough to stay quick: the member's 50 best-liked drinks, up to
 * 100 likers of each, the 30 of those with most in common, and each one's latest 100 likes.
 */
const CROWD = { liked: 50, likers: 100, neighbours: 30, theirLikes: 100 } as const;

/** The score's parts (sum 1). Taste leads; the bar says what is possible tonight. */
const SHARE = { taste: 0.5, bar: 0.2, crowd: 0.12, strength: 0.08, fresh: 0.05, popular: 0.05 } as const;

export type ScoredRecommendation = {
  recipe_id: string;
  score: number;
  because: string[];
  crowd: number;
  quiz: string[];
  fresh_days: number | null;
  saved: boolean;
};

/** What the quiz answers mean as taste features (feature, weight), resolved against the catalogue and tags. */
function quizFeatures(answers: TasteAnswers): SQL {
  const parts: SQL[] = [sql`select 'c:' || s, ${QUIZ_WEIGHT}::float8, s from unnest(${textArray(answers.spirits)}) s`];
  const bitterFamilies = sql`select distinct 'f:' || coalesce(p.match_key, i.match_key) as feature
    from ingredients i left join ingredients p on p.id = i.parent_id
    where i.shared and lower(i.name) like any (${textArray(BITTER_INGREDIENT_PATTERNS)})`;
  const tagsNamed = (names: readonly string[]) =>
    sql`select 't:' || t.id as feature from tags t where lower(t.name) = any (${textArray(names)})`;
  const weighed = (features: SQL, weight: number, why: string) =>
    sql`select feature, ${weight}::float8, ${why}::text from (${features}) f`;
  const sweetClasses = sql`select 'c:' || c as feature from unnest(${textArray(SWEET_CLASSES)}) c`;
  if (answers.flavour === "bitter") {
    parts.push(weighed(bitterFamilies, QUIZ_WEIGHT, "bitter"), weighed(tagsNamed(BITTER_TAGS), QUIZ_WEIGHT, "bitter"));
    parts.push(weighed(sweetClasses, -QUIZ_WEIGHT / 3, "-"), weighed(tagsNamed(SWEET_TAGS), -QUIZ_WEIGHT / 3, "-"));
  } else if (answers.flavour === "sweet") {
    parts.push(weighed(sweetClasses, QUIZ_WEIGHT, "sweet"), weighed(tagsNamed(SWEET_TAGS), QUIZ_WEIGHT, "sweet"));
    parts.push(weighed(bitterFamilies, -QUIZ_WEIGHT, "-"), weighed(tagsNamed(BITTER_TAGS), -QUIZ_WEIGHT / 2, "-"));
  }
  return sql.join(parts, sql` union all `);
}

/** The statement itself (the benchmark explains it). */
export function recommendationQuery(memberId: string, answers: TasteAnswers, barKeys: BarKeys): SQL {
  const quizAbv = strengthAbv(answers.strength);
  const barPool =
    barKeys.length === 0
      ? sql`select null::uuid as recipe_id, 0::float8 as bar where false`
      : sql`(select rq.recipe_id, 1::float8 as bar from recipe_requirements rq join recipes r on r.id = rq.recipe_id
            where rq.listed and ${requirementsWithin(barKeys, "make")} order by r.likes_count desc limit 100)
          union all
          (select rq.recipe_id, 0.5 from recipe_requirements rq join recipes r on r.id = rq.recipe_id
            where rq.listed and ${requirementsWithin(barKeys, "one-away")} order by r.likes_count desc limit 100)`;
  const barOf = (alias: SQL) =>
    barKeys.length === 0
      ? sql`0::float8`
      : sql`coalesce((select case when ${requirementsWithin(barKeys, "make")} then 1 when ${requirementsWithin(barKeys, "one-away")} then 0.5 else 0 end
          from recipe_requirements rq where rq.recipe_id = ${alias}), 0)`;

  return sql`
    with signal_rows as (
      select recipe_id, ${LIKE_WEIGHT}::float8 as s, created_at from recipe_likes where user_id = ${memberId}
      union all
      select recipe_id, ${SAVE_WEIGHT}::float8, created_at from recipe_saves where user_id = ${memberId}
      union all
      select recipe_id, (rating - 3)::float8, created_at from recipe_ratings where user_id = ${memberId} and rating <> 3
      union all
      select recipe_id, ${MAKE_WEIGHT}::float8 + 0.25 * least(count(*) - 1, 4), max(created_at)
      from recipe_makes where user_id = ${memberId} group by recipe_id
    ), signals as (
      select recipe_id, sum(s) as s from signal_rows group by recipe_id order by max(created_at) desc limit ${SIGNALS_READ}
    ), signal_features as (
      select s.recipe_id, s.s, l.feature, l.weight from signals s join recipe_likeness l on l.recipe_id = s.recipe_id
    ), n as (
      select greatest(max(recipes), 1)::float8 as total from recipe_likeness_usage
    ), quiz as (
      -- The quiz speaks for a member until their history does: with three drinks liked it counts half.
      select feature, max(w) * ${QUIZ_FADE}::float8 / (${QUIZ_FADE} + (select count(*) from signals where s > 0)) as w,
        max(why) as why
      from (${quizFeatures(answers)}) q(feature, w, why) group by feature
    ), taste as (
      select t.feature, sum(t.w) as w, ln(1 + n.total / greatest(coalesce(u.recipes, 0), 1)) as idf
      from (
        select feature, s * weight as w from signal_features
        union all
        select feature, w from quiz
      ) t cross join n left join recipe_likeness_usage u on u.feature = t.feature
      group by t.feature, n.total, u.recipes
    ), strength as (
      select coalesce(${quizAbv}::float8, (
        select case when count(r.abv) >= 3 then avg(r.abv) end
        from signals s join recipes r on r.id = s.recipe_id where s.s > 0
      )) as abv
    ), liked as (
      select recipe_id from signals where s > 0 order by s desc limit ${CROWD.liked}
    ), neighbours as (
      -- Members who liked what this member likes (up to CROWD.likers of each drink), most in common first.
      select l.user_id, count(*) as shared
      from liked m
      cross join lateral (
        select user_id from recipe_likes l where l.recipe_id = m.recipe_id and l.user_id <> ${memberId} limit ${CROWD.likers}
      ) l
      group by l.user_id order by shared desc, l.user_id limit ${CROWD.neighbours}
    ), crowd as (
      select l.recipe_id, count(*)::int as n
      from neighbours nb
      cross join lateral (
        select recipe_id from recipe_likes l where l.user_id = nb.user_id order by l.created_at desc limit ${CROWD.theirLikes}
      ) l
      group by l.recipe_id
    ), pool as (
      (select c.recipe_id from (
          select feature, w, idf from taste where w > 0 and feature ~ '^[fct]:' order by w * idf desc limit 8
        ) t
        cross join lateral (
          select l.recipe_id, l.weight from recipe_likeness l
          where l.listed and l.feature = t.feature order by l.weight desc limit 400
        ) c
        group by c.recipe_id order by sum(c.weight * t.w * t.idf) desc limit 200)
      union
      select recipe_id from (${barPool}) b
      union
      (select recipe_id from crowd order by n desc, recipe_id limit 100)
      union
      (select r.id from recipes r
        where r.status = 'published' and r.is_public and r.moderation = 'visible'
        order by r.likes_count desc, r.created_at desc, r.id desc limit 50)
    ), candidates as (
      -- Listed, not the member's own, and nothing they liked, rated or made, however long ago; a saved drink may
      -- come back (they meant to make it).
      select p.recipe_id, r.abv, r.likes_count, coalesce(r.published_at, r.created_at) as published_at,
        exists (select 1 from recipe_saves v where v.user_id = ${memberId} and v.recipe_id = p.recipe_id) as saved
      from pool p
      join recipes r on r.id = p.recipe_id
      where r.user_id <> ${memberId}
        and r.status = 'published' and r.is_public and r.moderation = 'visible'
        and not exists (select 1 from recipe_likes l where l.user_id = ${memberId} and l.recipe_id = p.recipe_id)
        and not exists (select 1 from recipe_ratings g where g.user_id = ${memberId} and g.recipe_id = p.recipe_id)
        and not exists (select 1 from recipe_makes m where m.user_id = ${memberId} and m.recipe_id = p.recipe_id)
    ), tasted as (
      select c.recipe_id, coalesce(sum(l.weight * t.w * t.idf), 0) as taste,
        coalesce(array_agg(distinct q.why) filter (where q.why is not null and q.why <> '-' and l.weight >= 0.2), '{}') as quiz
      from candidates c
      left join recipe_likeness l on l.recipe_id = c.recipe_id
      left join taste t on t.feature = l.feature
      left join quiz q on q.feature = l.feature and q.w > 0
      group by c.recipe_id
    ), top as (
      select max(abs(taste)) as taste, max(likes_count) as likes from tasted join candidates using (recipe_id)
    ), scored as (
      select c.recipe_id, c.saved, coalesce(cr.n, 0) as crowd, tt.quiz,
        case when c.published_at > now() - make_interval(days => ${FRESH_DAYS})
          then extract(day from now() - c.published_at)::int end as fresh_days,
        -- Scaled by the strongest candidate either way, so drinks like ones rated low stay below zero.
        ${SHARE.taste} * coalesce(tt.taste / nullif(top.taste, 0), 0)
        + ${SHARE.bar} * ${barOf(sql`c.recipe_id`)}
        + ${SHARE.crowd} * coalesce(cr.n::float8 / nullif((select max(n) from crowd), 0), 0)
        + ${SHARE.strength} * coalesce(1 - least(abs(c.abv - st.abv) / 20, 1), 0.5)
        + ${SHARE.fresh} * exp(-extract(epoch from now() - c.published_at) / 86400 / ${FRESH_DAYS})
        + ${SHARE.popular} * coalesce(ln(1 + c.likes_count) / nullif(ln(1 + top.likes), 0), 0)
        + case when c.saved then 0.05 else 0 end as score
      from candidates c
      join tasted tt on tt.recipe_id = c.recipe_id
      cross join top cross join strength st
      left join crowd cr on cr.recipe_id = c.recipe_id
      order by score desc, c.recipe_id
      limit ${RECOMMENDATIONS_KEPT}
    ), because as (
      -- For each, the member's own drinks (liked, rated well, made or saved) it is most like: one pass, ranked.
      select recipe_id, source, row_number() over (partition by recipe_id order by alike desc, source) as n
      from (
        select sc.recipe_id, sf.recipe_id as source, sum(cl.weight * sf.weight) as alike
        from scored sc
        join recipe_likeness cl on cl.recipe_id = sc.recipe_id and cl.feature ~ '^[ftk]:'
        join signal_features sf on sf.feature = cl.feature and sf.s > 0 and sf.recipe_id <> sc.recipe_id
        group by sc.recipe_id, sf.recipe_id
      ) pairs
      where alike >= ${BECAUSE_MIN}
    )
    select sc.recipe_id, sc.score::real as score, sc.crowd, sc.quiz, sc.fresh_days, sc.saved,
      array_remove(array_agg(b.source order by b.n), null) as because
    from scored sc
    left join because b on b.recipe_id = sc.recipe_id and b.n <= 2
    group by sc.recipe_id, sc.score, sc.crowd, sc.quiz, sc.fresh_days, sc.saved
    order by sc.score desc, sc.recipe_id
  `;
}

export async function scoreRecommendations(
  memberId: string,
  answers: TasteAnswers,
  barKeys: BarKeys,
): Promise<ScoredRecommendation[]> {
  const result = await db.execute<{
    recipe_id: string;
    score: number;
    because: string[] | null;
    crowd: number;
    quiz: string[] | null;
    fresh_days: number | null;
    saved: boolean;
  }>(recommendationQuery(memberId, answers, barKeys));
  return result.rows.map((row) => ({
    recipe_id: row.recipe_id,
    score: Number(row.score),
    because: row.because ?? [],
    crowd: Number(row.crowd),
    quiz: row.quiz ?? [],
    fresh_days: row.fresh_days === null ? null : Number(row.fresh_days),
    saved: row.saved,
  }));
}
