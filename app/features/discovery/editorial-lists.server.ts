/**
 * The editorial lists' rankings (issue 23). Each ranking is SQL over listed recipes only, kept in this
 * process and worked out again in the background every RANKING_TTL_MS (however many read it);
 * the cards are then read through the policy layer on every request, so a recipe made private or hidden
 * leaves the page at once, not when the ranking is next worked out.
 */
import { inArray, type SQL, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { listedRecipe } from "~/features/privacy/visibility.server";
import { cardColumns, toCard } from "~/features/recipes/recipe-queries.server";
import type { RecipeCardData } from "~/features/recipes/recipe-types";
import { db, schema } from "~/lib/db.server";
import { EDITORIAL_LIST_SIZE, type EditorialListSlug, MOST_MADE_DAYS } from "./editorial-lists";

const { recipes, profiles } = schema;

export const RANKING_TTL_MS = 10 * 60_000;
/** "Highest rated" counts every drink as having these ratings too (a Bayesian average). */
const PRIOR_RATINGS = 2;
const PRIOR_STARS = 3.5;
/** A few spare, so that a recipe made private since the ranking leaves no hole. */
const RANKED = EDITORIAL_LIST_SIZE + 8;

// `r` is the recipes row in the rankings below; the same condition as the policy layer's listedRecipe.
const listed = sql`r.status = 'published' and r.is_public and r.moderation = 'visible'`;
const popular = sql`r.likes_count desc, r.aggregate_rating_value desc nulls last, r.created_at desc, r.id`;

/** Listed recipes carrying any of these likeness features (tags, categories, classes), most popular first. */
function withFeatures(features: SQL): SQL {
  return sql`select r.id from recipes r
    where r.id in (select l.recipe_id from recipe_likeness l where l.listed and l.feature in (${features}))
    order by ${popular} limit ${RANKED}`;
}

const RANKINGS: Record<EditorialListSlug, () => SQL> = {
  // The IBA's list arrives as the "iba" tag (TheCocktailDB's strIBA); the demo and the form use the Classic category.
  classics: () =>
    withFeatures(sql`select 't:' || id from tags where name = 'iba'
      union all select 'k:' || id from categories where lower(name) = 'classic' and shared`),
  // Members who made it, each once (one member logging a drink a hundred times is one), counted from the time
  // index alone; the most made few hundred are then joined to their recipes, never the whole catalogue.
  "most-made-this-month": () => sql`with made as (
      select recipe_id, count(distinct user_id) as n from recipe_makes
      where created_at > now() - make_interval(days => ${MOST_MADE_DAYS})
      group by recipe_id order by n desc limit ${RANKED * 8})
    select made.recipe_id as id from made join recipes r on r.id = made.recipe_id
    where ${listed}
    order by made.n desc, r.likes_count desc, made.recipe_id limit ${RANKED}`,
  // Rated at least once (an unrated drink is not "highest rated"), by the average with two 3.5-star ratings
  // added: a single 5 does not outrank a 4.7 from three members.
  "highest-rated-gin-drinks": () => sql`select r.id from recipes r
    where r.id in (select l.recipe_id from recipe_likeness l where l.listed and l.feature = 'c:gin')
      and r.aggregate_rating_count > 0
    order by (r.aggregate_rating_value * r.aggregate_rating_count + ${PRIOR_RATINGS * PRIOR_STARS})
      / (r.aggregate_rating_count + ${PRIOR_RATINGS}) desc, ${popular} limit ${RANKED}`,
  // Ice and water are never required (bar matching), so they never count as bottles.
  "three-bottle-drinks": () => sql`select r.id from recipe_requirements q join recipes r on r.id = q.recipe_id
    where q.listed and cardinality(q.match_keys) between 1 and 3
    order by ${popular} limit ${RANKED}`,
};

/**
 * Kept rankings. Past RANKING_TTL_MS a list is still served from the old ranking while one request's fetch
 * works out the new one in the background (lru-cache's stale-while-revalidate), so only the first reader of a
 * list on an instance ever waits for the SQL, and concurrent readers share one fetch.
 */
const rankings = new LRUCache<EditorialListSlug, string[]>({
  max: 16,
  ttl: RANKING_TTL_MS,
  allowStale: true,
  fetchMethod: async (slug) => (await db.execute<{ id: string }>(RANKINGS[slug]())).rows.map((row) => row.id),
});

async function rankedIds(slug: EditorialListSlug): Promise<string[]> {
  return (await rankings.fetch(slug)) ?? [];
}

/** Forgets one list's kept ranking, or every one (tests and benchmarks). */
export function forgetEditorialRankings(slug?: EditorialListSlug): void {
  if (slug) rankings.delete(slug);
  else rankings.clear();
}

/** The list's recipes, best first, as cards: only those listed now. */
export async function listEditorialRecipes(slug: EditorialListSlug): Promise<RecipeCardData[]> {
  const ids = await rankedIds(slug);
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(recipes)
    .innerJoin(profiles, sql`${profiles.id} = ${recipes.user_id}`)
    .where(sql`${inArray(recipes.id, ids)} and ${listedRecipe}`);
  const order = new Map(ids.map((id, index) => [id, index]));
  return rows
    .map(toCard)
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .slice(0, EDITORIAL_LIST_SIZE);
}
