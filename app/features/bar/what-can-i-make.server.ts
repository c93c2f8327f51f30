/**
 * The "What can I make" section of /bar: counts, a few recipes the bar makes, a few it misses by one
 * ingredient (named), and the bottles that would unlock the most. Listed recipes only, most popular first.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { listedRecipe } from "~/features/privacy/visibility.server";
import { cardColumns, toCard } from "~/features/recipes/recipe-queries.server";
import type { RecipeCardData } from "~/features/recipes/recipe-types";
import { BAR_MATCH_SAMPLE } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { getBarCoverage } from "./bar-coverage.server";
import type { WhatCanIMakeData } from "./bar-match-types";
import { type BarKeys, getBarKeys, requirementsWithin, summariseBarMatches } from "./bar-matching.server";

const { recipes, profiles } = schema;

/** Listed recipes the bar makes (or misses by one), by popularity: a walk along recipes_public_popular_idx. */
export async function sampleBarMatches(
  keys: BarKeys,
  mode: "make" | "one-away",
  limit = BAR_MATCH_SAMPLE,
): Promise<RecipeCardData[]> {
  const rows = await db
    .select(cardColumns)
    .from(recipes)
    .innerJoin(profiles, eq(profiles.id, recipes.user_id))
    .where(
      and(
        listedRecipe,
        sql`exists (select 1 from recipe_requirements rq where rq.recipe_id = ${recipes.id} and ${requirementsWithin(keys, mode)})`,
      ),
    )
    .orderBy(desc(recipes.likes_count), desc(recipes.saves_count), desc(recipes.created_at), desc(recipes.id))
    .limit(limit);
  return rows.map(toCard);
}

export async function loadWhatCanIMake(memberId: string): Promise<WhatCanIMakeData | null> {
  const keys = await getBarKeys(memberId);
  if (keys.length === 0) return null;
  const [summary, makeable, oneAwayCards] = await Promise.all([
    summariseBarMatches(keys, { id: memberId }),
    sampleBarMatches(keys, "make"),
    sampleBarMatches(keys, "one-away"),
  ]);
  const coverage = await getBarCoverage(
    memberId,
    [...makeable, ...oneAwayCards].map((r) => r.id),
  );
  const cardCoverage = Object.fromEntries(
    Object.entries(coverage).map(([id, c]) => [
      id,
      { have: c.have, required: c.required, missing: c.missing.map((m) => m.name) },
    ]),
  );
  const oneAway = oneAwayCards.flatMap((recipe) => {
    const missing = coverage[recipe.id]?.missing[0];
    return missing ? [{ recipe, missing }] : [];
  });
  return { ...summary, makeable, oneAway, cardCoverage };
}
