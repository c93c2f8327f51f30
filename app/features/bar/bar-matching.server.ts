/**
 * "What can I make": a member's bar against every listed recipe, in SQL. The rules (optional,
 * garnish, ice and water, families, substitutes) live in migration 0009's recipe_ingredient_options;
 * this module only asks questions of recipe_requirements. docs/bar-matching.md explains both.
 */
import { type SQL, sql } from "drizzle-orm";
import { type CatalogueViewer, visibleCatalogueEntry } from "~/features/privacy/catalogue-visibility.server";
import { NEXT_BOTTLE_SUGGESTIONS } from "~/lib/constants";
import { db, type Executor } from "~/lib/db.server";
import { intArray } from "~/lib/sql-arrays.server";
import type { NextBottle } from "./bar-match-types";

/** Sorted match keys a member's bar satisfies (empty for an empty bar). */
export type BarKeys = readonly number[];

export async function getBarKeys(memberId: string, executor: Executor = db): Promise<BarKeys> {
  const result = await executor.execute<{ keys: number[] | null }>(sql`select bar_match_keys(${memberId}) as keys`);
  return result.rows[0]?.keys ?? [];
}

/** Bits in recipe_requirements.match_mask; keys below this have a bit of their own (match_mask()). */
const MASK_BITS = 256;

/**
 * The SQL pieces that compare a bar with `recipe_requirements` rows (docs/bar-matching.md):
 * - `prefilter`: at most `n` required keys outside the bar, by the mask. Keys from 256 up share bits,
 *   which can only hide a missing key, so this never rules out a real match.
 * - for a row whose keys are all below 256 (`exact`), the mask against the bar's keys below 256
 *   (`lowGaps`) has exactly one bit per missing key: the count, and the missing key's own number.
 * - any other row (rare: keys from 256 up belong to ingredients added after the demo catalogue) is
 *   counted key by key against the whole bar.
 * Masks are scalar subqueries, so each is computed once per statement, not once per row.
 */
function barTerms(keys: BarKeys, alias: SQL) {
  const bar = intArray(keys);
  const low = keys.filter((k) => k < MASK_BITS);
  return {
    bar,
    outsideAll: sql`(select ~match_mask(${bar}))`,
    outsideLow:
      low.length === keys.length ? sql`(select ~match_mask(${bar}))` : sql`(select ~match_mask(${intArray(low)}))`,
    exact: sql`coalesce(${alias}.match_keys[cardinality(${alias}.match_keys)] < ${MASK_BITS}, true)`,
  };
}

/** How many of the keys are not in the bar: the exact count for rows the mask cannot settle. */
function missingCount(keys: SQL, bar: SQL): SQL {
  return sql`(select count(*)::int from unnest(${keys}) as k where k <> all(${bar}))`;
}

/** A condition on `recipe_requirements rq`: every required key is in the bar ("make"), or all but one ("one-away"). */
export function requirementsWithin(keys: BarKeys, missing: "make" | "one-away", alias = sql`rq`): SQL {
  const t = barTerms(keys, alias);
  const n = missing === "make" ? 0 : 1;
  return sql`bit_count(${alias}.match_mask & ${t.outsideAll}) <= ${sql.raw(String(n))} and case when ${t.exact}
    then bit_count(${alias}.match_mask & ${t.outsideLow}) = ${sql.raw(String(n))}
    else ${missingCount(sql`${alias}.match_keys`, t.bar)} = ${sql.raw(String(n))} end`;
}

export type BarMatchSummary = { makeableCount: number; oneAwayCount: number; nextBottles: NextBottle[] };

/**
 * How many listed recipes the bar makes and misses by one ingredient, and the bottles that would
 * unlock the most of the latter, in one scan of recipe_requirements. A missing set of alternatives
 * ("Bourbon or Rye Whiskey") counts for each family in it, since buying any one unlocks the recipe.
 * Bottles are named only from entries `viewer` may see: a substitute's name can match other members'
 * private entries (migration 0009 matches by name), which must not be suggested to anyone else.
 */
export async function summariseBarMatches(
  keys: BarKeys,
  viewer: CatalogueViewer = null,
  limit = NEXT_BOTTLE_SUGGESTIONS,
  executor: Executor = db,
): Promise<BarMatchSummary> {
  const t = barTerms(keys, sql`rq`);
  const result = await executor.execute<{ makeable: number; one_away: number; next_bottles: NextBottle[] | null }>(sql`
    with near as (
      select ${t.exact} as exact, rq.match_keys, rq.match_mask & ${t.outsideLow} as low_gaps
      from recipe_requirements rq
      where rq.listed and bit_count(rq.match_mask & ${t.outsideAll}) <= 1
    ), per_recipe as (
      select
        case when exact then bit_count(low_gaps) else ${missingCount(sql`match_keys`, t.bar)} end as n,
        exact, low_gaps, match_keys
      from near
    ), grouped as materialized (
      -- Recipes by how many keys they miss and, when one, which: the position of the one bit left in the
      -- gap (keys below 256), or the key itself. A few hundred groups, read by what follows.
      select n, k, count(*)::int as recipes
      from (
        select n, case when n = 1 then
            case when exact then position(B'1' in low_gaps) - 1
              else (select min(k) from unnest(match_keys) as k where k <> all(${t.bar})) end
          end as k
        from per_recipe
      ) keyed
      group by n, k
    ), counts as (
      select coalesce(sum(recipes) filter (where n = 0), 0)::int as makeable,
        coalesce(sum(recipes) filter (where n = 1), 0)::int as one_away
      from grouped
    ), per_key as (
      select k, recipes as n from grouped where n = 1
    ), per_family as (
      select i.id, i.name, i.category, sum(e.n)::int as unlocks
      from (
        select p.n, unnest(coalesce(a.family_keys, array[p.k])) as family_key
        from per_key p left join ingredient_alternatives a on a.match_key = p.k
      ) e
      join ingredients i on i.match_key = e.family_key and ${visibleCatalogueEntry("i", viewer)}
      group by i.id
    )
    select
      (select makeable from counts) as makeable,
      (select one_away from counts) as one_away,
      (select json_agg(json_build_object('ingredientId', f.id, 'name', f.name, 'category', f.category, 'unlocks', f.unlocks)
                       order by f.unlocks desc, f.name)
         from (select * from per_family order by unlocks desc, name limit ${limit}) f) as next_bottles`);
  const row = result.rows[0];
  return {
    makeableCount: row?.makeable ?? 0,
    oneAwayCount: row?.one_away ?? 0,
    nextBottles: row?.next_bottles ?? [],
  };
}
