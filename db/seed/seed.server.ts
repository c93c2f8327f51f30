/**
 * Demo content: catalogue, members, recipes with generated photos, community activity and
 * collections. Idempotent: every step inserts only what is missing, so a second run changes
 * nothing. Runs on first start in embedded mode (seedIfEmpty) and from `npm run seed`.
 */
import { count } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { seedActivity } from "./seed-activity.server";
import { seedBars } from "./seed-bars.server";
import { seedCatalogue } from "./seed-catalogue.server";
import { seedCollections } from "./seed-collections.server";
import { seedMembers } from "./seed-members.server";
import { seedPosts } from "./seed-posts.server";
import { seedRecipes } from "./seed-recipes.server";

export type SeedSummary = {
  ingredients: number;
  categories: number;
  cocktailTypes: number;
  tags: number;
  members: number;
  recipes: number;
  follows: number;
  likes: number;
  saves: number;
  ratings: number;
  makes: number;
  comments: number;
  collections: number;
  posts: number;
  barItems: number;
  ms: number;
};

export async function seedDemoContent(): Promise<SeedSummary> {
  const started = performance.now();
  const catalogue = await seedCatalogue();
  const members = await seedMembers();
  const recipes = await seedRecipes(members.ids, Date.now());
  const activity = await seedActivity(members.ids, Date.now());
  const collections = await seedCollections(members.ids, Date.now());
  const posts = await seedPosts(members.ids, Date.now());
  const barItems = await seedBars(members.ids);
  return {
    ...catalogue,
    members: members.created,
    recipes,
    ...activity,
    collections,
    posts,
    barItems,
    ms: Math.round(performance.now() - started),
  };
}

/** First start in embedded mode: seed only a database that has no recipes at all. */
export async function seedIfEmpty(): Promise<SeedSummary | null> {
  const [row] = await db.select({ n: count() }).from(schema.recipes);
  if ((row?.n ?? 0) > 0) return null;
  const summary = await seedDemoContent();
  console.info(`Seeded demo content: ${summary.recipes} recipes by ${summary.members} members in ${summary.ms} ms`);
  return summary;
}
