/**
 * Seed step 4: community activity on the seeded recipes (follows, likes, saves, ratings, makes
 * within the last month and comments) and the recipe counters recomputed from those rows. A seeded generator per recipe
 * keeps every run choosing the same rows, so the onConflictDoNothing inserts of a second run
 * find them all present and add nothing.
 */
import { createHash } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { seedComments } from "./seed-comments.server";
import { memberIdsInOrder, type SeedMemberIds } from "./seed-members.server";
import { listSeededRecipes } from "./seed-recipes.server";
import { DAY_MS, insertedCount, prng, SEED_SPAN_DAYS } from "./seed-util";

export async function seedActivity(members: SeedMemberIds, now: number) {
  // Data order, not database ids, decides who does what: the same choices on every database.
  const memberIds = memberIdsInOrder(members);
  const recipes = await listSeededRecipes(members);
  const between = (next: () => number, from: number) => new Date(from + next() * Math.max(0, now - from));

  const followRandom = prng("followers");
  const follows = memberIds.flatMap((follower_id) =>
    memberIds
      .filter((id) => id !== follower_id && followRandom() < 0.65)
      .map((following_id) => ({
        follower_id,
        following_id,
        created_at: between(followRandom, now - SEED_SPAN_DAYS * DAY_MS),
      })),
  );

  const likes: Array<typeof schema.recipe_likes.$inferInsert> = [];
  const saves: Array<typeof schema.recipe_saves.$inferInsert> = [];
  const ratings: Array<typeof schema.recipe_ratings.$inferInsert> = [];
  for (const recipe of recipes) {
    const next = prng(`activity:${recipe.seedKey}`);
    const from = recipe.created_at.getTime();
    // Nobody likes, saves or rates their own recipe.
    for (const user_id of memberIds.filter((id) => id !== recipe.user_id)) {
      const [like, save, rate, roll] = [next(), next(), next(), next()];
      if (like < 0.6) likes.push({ recipe_id: recipe.id, user_id, created_at: between(next, from) });
      if (save < 0.35) saves.push({ recipe_id: recipe.id, user_id, created_at: between(next, from) });
      const rating = roll < 0.45 ? 5 : roll < 0.85 ? 4 : roll < 0.97 ? 3 : 2;
      if (rate < 0.65) ratings.push({ recipe_id: recipe.id, user_id, rating, created_at: between(next, from) });
    }
  }

  // "I made this" (issue 23): a few makes in the last month, so "Most made this month" has something to show.
  // Ids come from the choice itself, so a second run finds the same rows.
  const makes: Array<typeof schema.recipe_makes.$inferInsert> = [];
  const monthAgo = now - 30 * DAY_MS;
  for (const recipe of recipes) {
    const next = prng(`makes:${recipe.seedKey}`);
    for (const user_id of memberIds) {
      if (next() >= 0.3) continue;
      makes.push({
        id: seedUuid(`make:${recipe.seedKey}:${user_id}`),
        recipe_id: recipe.id,
        user_id,
        servings: next() < 0.7 ? 1 : 2,
        created_at: between(next, Math.max(monthAgo, recipe.created_at.getTime())),
      });
    }
  }

  const result = {
    follows: await insertedCount(follows, (r) =>
      db.insert(schema.followers).values(r).onConflictDoNothing().returning({ id: schema.followers.follower_id }),
    ),
    likes: await insertedCount(likes, (r) =>
      db.insert(schema.recipe_likes).values(r).onConflictDoNothing().returning({ id: schema.recipe_likes.user_id }),
    ),
    saves: await insertedCount(saves, (r) =>
      db.insert(schema.recipe_saves).values(r).onConflictDoNothing().returning({ id: schema.recipe_saves.user_id }),
    ),
    ratings: await insertedCount(ratings, (r) =>
      db.insert(schema.recipe_ratings).values(r).onConflictDoNothing().returning({ id: schema.recipe_ratings.user_id }),
    ),
    makes: await insertedCount(makes, (r) =>
      db.insert(schema.recipe_makes).values(r).onConflictDoNothing().returning({ id: schema.recipe_makes.id }),
    ),
    comments: await seedComments(recipes, memberIds, now),
  };
  await recountRecipes(recipes.map((r) => r.id));
  return result;
}

/** Counters follow the rows they count, recomputed in SQL so they cannot drift. */
async function recountRecipes(ids: string[]) {
  if (ids.length === 0) return;
  const r = schema.recipes.id;
  await db
    .update(schema.recipes)
    .set({
      likes_count: sql`(select count(*)::int from ${schema.recipe_likes} x where x.recipe_id = ${r})`,
      saves_count: sql`(select count(*)::int from ${schema.recipe_saves} x where x.recipe_id = ${r})`,
      makes_count: sql`(select count(*)::int from ${schema.recipe_makes} x where x.recipe_id = ${r})`,
      comments_count: sql`(select count(*)::int from ${schema.recipe_comments} x where x.recipe_id = ${r} and x.deleted_at is null)`,
      aggregate_rating_value: sql`(select round(avg(x.rating)::numeric, 2)::real from ${schema.recipe_ratings} x where x.recipe_id = ${r})`,
      aggregate_rating_count: sql`(select count(*)::int from ${schema.recipe_ratings} x where x.recipe_id = ${r})`,
    })
    .where(inArray(r, ids));
}

/** A fixed UUID for a seeded row, from its own description. */
function seedUuid(text: string): string {
  const hex = createHash("sha256").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
