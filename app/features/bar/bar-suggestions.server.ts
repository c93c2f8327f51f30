/**
 * "Suggested ingredients" on /bar/build (part 2 §2): the bottles that would do the most for this
 * member's bar. First those that would make recipes possible right now (one missing ingredient
 * away), then, to fill the list (an empty bar unlocks little), the families most listed recipes need.
 * Families already in the bar (any quantity, so a run-out bottle is not suggested again) and
 * ingredients the member skipped are left out.
 */
import { sql } from "drizzle-orm";
import { visibleCatalogueEntry } from "~/features/privacy/catalogue-visibility.server";
import { db, type Executor } from "~/lib/db.server";
import { uuidArray } from "~/lib/sql-arrays.server";
import { getBarKeys, summariseBarMatches } from "./bar-matching.server";

/** How many suggestions /bar/build shows. */
export const BUILD_BAR_SUGGESTIONS = 6;

export type BarSuggestion = {
  ingredientId: string;
  name: string;
  category: string;
  /** Listed recipes it would make possible now (the bar has everything else). */
  unlocks: number;
  /** Listed recipes that require its family. */
  usedBy: number;
};

/** Generic ingredients whose family is in the member's bar, at any quantity, or that they skipped. */
async function excludedIngredientIds(memberId: string, executor: Executor): Promise<Set<string>> {
  const result = await executor.execute<{ id: string }>(sql`
    select coalesce(i.parent_id, i.id) as id
    from bar_inventory b join ingredients i on i.id = b.ingredient_id
    where b.user_id = ${memberId}
    union
    select s.ingredient_id from bar_suggestion_skips s where s.user_id = ${memberId}`);
  return new Set(result.rows.map((row) => row.id));
}

export async function suggestBarIngredients(
  memberId: string,
  limit = BUILD_BAR_SUGGESTIONS,
  executor: Executor = db,
): Promise<BarSuggestion[]> {
  const [keys, excluded] = await Promise.all([
    getBarKeys(memberId, executor),
    excludedIngredientIds(memberId, executor),
  ]);
  // Ask for enough next bottles that the excluded ones cannot crowd out the list.
  const { nextBottles } = await summariseBarMatches(keys, { id: memberId }, limit + excluded.size, executor);
  const unlocking = nextBottles.filter((bottle) => !excluded.has(bottle.ingredientId)).slice(0, limit);
  const unlocks = new Map(unlocking.map((bottle) => [bottle.ingredientId, bottle.unlocks]));
  const chosen = [...unlocks.keys()];

  // Usage per key comes from match_key_usage (kept by triggers), spread over families: a required set
  // of alternatives ("Bourbon or Rye Whiskey") counts for each family in it. Returns the usage of the
  // unlocking bottles and the most used others.
  const result = await executor.execute<{ id: string; name: string; category: string; used_by: number }>(sql`
    with per_key as (
      select match_key as k, recipes as n from match_key_usage where recipes > 0
    ), per_family as (
      select family_key, sum(n)::int as used_by
      from (
        select p.n, unnest(coalesce(a.family_keys, array[p.k])) as family_key
        from per_key p left join ingredient_alternatives a on a.match_key = p.k
      ) e
      group by family_key
    ), usage as (
      select i.id, i.name, i.category, f.used_by
      from per_family f join ingredients i on i.match_key = f.family_key
      where i.parent_id is null and ${visibleCatalogueEntry("i", { id: memberId })}
    )
    select u.id, u.name, u.category, u.used_by from usage u where u.id = any(${uuidArray(chosen)})
    union all
    (select u.id, u.name, u.category, u.used_by from usage u
     where not (u.id = any(${uuidArray([...chosen, ...excluded])}))
     order by u.used_by desc, u.name
     limit ${Math.max(limit - chosen.length, 0)})`);

  const usedBy = new Map(result.rows.map((row) => [row.id, row.used_by]));
  const fromUnlocks: BarSuggestion[] = unlocking.map((bottle) => ({
    ingredientId: bottle.ingredientId,
    name: bottle.name,
    category: bottle.category,
    unlocks: bottle.unlocks,
    usedBy: usedBy.get(bottle.ingredientId) ?? bottle.unlocks,
  }));
  const popular: BarSuggestion[] = result.rows
    .filter((row) => !unlocks.has(row.id))
    .map((row) => ({ ingredientId: row.id, name: row.name, category: row.category, unlocks: 0, usedBy: row.used_by }));
  return [...fromUnlocks, ...popular];
}
