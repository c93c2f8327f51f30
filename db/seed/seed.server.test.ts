import { and, count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getBarKeys, summariseBarMatches } from "~/features/bar/bar-matching.server";
import { listFeed } from "~/features/feed/feed-queries.server";
import { auth } from "~/lib/auth.server";
import { db, schema } from "~/lib/db.server";
import { slugify } from "~/lib/slug";
import { readBody, storage } from "~/lib/storage.server";
import { setupTestDatabase } from "../../test/database";
import { SEED_BARS } from "./data/bars";
import { SEED_COLLECTIONS } from "./data/collections";
import { DEMO_PASSWORD, SEED_MEMBERS } from "./data/members";
import { SEED_POSTS } from "./data/posts";
import { type SeedSummary, seedDemoContent, seedIfEmpty } from "./seed.server";

setupTestDatabase();

/** Exact row counts of every table in the public schema. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table_name)}`);
    counts[table_name] = Number(result.rows[0]?.n);
  }
  return counts;
}

let first: SeedSummary;

beforeAll(async () => {
  first = await seedDemoContent();
}, 180_000);

describe("seedDemoContent", () => {
  it("slugs names the way recipe addresses expect", () => {
    expect(slugify("Tommy's Margarita")).toBe("tommys-margarita");
    expect(slugify("Dark 'n' Stormy")).toBe("dark-n-stormy");
    expect(slugify("Piña Colada")).toBe("pina-colada");
    expect(slugify("Corpse Reviver No. 2")).toBe("corpse-reviver-no-2");
  });

  it("creates at least 45 public, published recipes with ingredients, steps and a photo", async () => {
    expect(first.recipes).toBeGreaterThanOrEqual(45);
    const recipes = await db
      // Correlated subqueries spell out recipes.* : drizzle leaves single-table columns unqualified.
      .select({
        id: schema.recipes.id,
        image_url: schema.recipes.image_url,
        ingredients: sql<number>`(select count(*)::int from recipe_ingredients i where i.recipe_id = recipes.id)`,
        steps: sql<number>`(select count(*)::int from recipe_instructions s where s.recipe_id = recipes.id)`,
        images: sql<number>`(select count(*)::int from recipe_images m where m.recipe_id = recipes.id and m.image_url = recipes.image_url)`,
      })
      .from(schema.recipes)
      .where(and(eq(schema.recipes.status, "published"), eq(schema.recipes.is_public, true)));
    expect(recipes.length).toBeGreaterThanOrEqual(45);
    for (const recipe of recipes) {
      expect(recipe.image_url).toMatch(/^\/uploads\/recipe-images\/seed\/[a-z0-9-]+\.webp$/);
      expect(recipe).toMatchObject({ images: 1 });
      expect(recipe.ingredients).toBeGreaterThan(0);
      expect(recipe.steps).toBeGreaterThan(0);
    }
  });

  it("stores each photo so the uploads route can serve it", async () => {
    const [recipe] = await db.select({ image_url: schema.recipes.image_url }).from(schema.recipes).limit(1);
    const key = recipe?.image_url?.replace("/uploads/recipe-images/", "") ?? "";
    const stored = await storage().get("recipe-images", key);
    expect(stored?.contentType).toBe("image/webp");
    const meta = await sharp(await readBody(stored!.body)).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1200, height: 900 });
  });

  it("spreads recipes over the past months so newest-first is meaningful", async () => {
    const [span] = await db
      .select({ days: sql<number>`extract(epoch from max(created_at) - min(created_at)) / 86400` })
      .from(schema.recipes);
    expect(Number(span?.days)).toBeGreaterThan(90);
    const [future] = await db.select({ n: count() }).from(schema.recipes).where(sql`created_at > now()`);
    expect(future?.n).toBe(0);
  });

  it("creates members who can sign in with the demo password and have full profiles", async () => {
    for (const member of SEED_MEMBERS) {
      const result = await auth().api.signInEmail({ body: { email: member.email, password: DEMO_PASSWORD } });
      expect(result.user.email).toBe(member.email.toLowerCase());
      const profile = await db.query.profiles.findFirst({ where: eq(schema.profiles.id, result.user.id) });
      expect(profile).toMatchObject({
        username: member.username,
        bio: member.bio,
        expertise_level: member.expertiseLevel,
      });
    }
  });

  it("never has an author rate their own recipe", async () => {
    const [own] = await db
      .select({ n: count() })
      .from(schema.recipe_ratings)
      .innerJoin(schema.recipes, eq(schema.recipes.id, schema.recipe_ratings.recipe_id))
      .where(eq(schema.recipes.user_id, schema.recipe_ratings.user_id));
    expect(own?.n).toBe(0);
    expect(first.ratings).toBeGreaterThan(0);
  });

  it("adds comments with replies and follows between members", async () => {
    const [replies] = await db
      .select({ n: count() })
      .from(schema.recipe_comments)
      .where(sql`parent_comment_id is not null`);
    expect(replies?.n).toBeGreaterThan(0);
    expect(first.comments).toBeGreaterThan(replies?.n ?? 0);
    expect(first.follows).toBeGreaterThan(0);
  });

  it("keeps every counter equal to the rows it counts", async () => {
    const mismatches = await db.execute(sql`
      select r.name from recipes r where
        r.likes_count <> (select count(*) from recipe_likes x where x.recipe_id = r.id)
        or r.saves_count <> (select count(*) from recipe_saves x where x.recipe_id = r.id)
        or r.comments_count <> (select count(*) from recipe_comments x where x.recipe_id = r.id)
        or r.aggregate_rating_count <> (select count(*) from recipe_ratings x where x.recipe_id = r.id)
        or r.makes_count <> (select count(*) from recipe_makes x where x.recipe_id = r.id)
        or r.aggregate_rating_value is distinct from (select round(avg(x.rating)::numeric, 2)::real from recipe_ratings x where x.recipe_id = r.id)`);
    expect(mismatches.rows).toEqual([]);
    const [liked] = await db.select({ n: count() }).from(schema.recipes).where(sql`likes_count > 0`);
    expect(liked?.n).toBeGreaterThan(0);
    // "Most made this month" has something to show on the demo site.
    const [recent] = await db
      .select({ n: count() })
      .from(schema.recipe_makes)
      .where(sql`created_at > now() - interval '30 days'`);
    expect(recent?.n).toBeGreaterThan(10);
  });

  it("creates the demo collections with their owners, recipes and stored covers", async () => {
    expect(first.collections).toBe(SEED_COLLECTIONS.length);
    for (const seed of SEED_COLLECTIONS) {
      const [collection] = await db
        .select({
          id: schema.collections.id,
          description: schema.collections.description,
          image_url: schema.collections.image_url,
          owner: schema.profiles.username,
        })
        .from(schema.collections)
        .innerJoin(schema.profiles, eq(schema.profiles.id, schema.collections.user_id))
        .where(eq(schema.collections.slug, slugify(seed.name)));
      expect(collection, seed.name).toMatchObject({ owner: seed.owner, description: seed.description });
      const recipes = await db
        .select({ name: schema.recipes.name })
        .from(schema.collection_recipes)
        .innerJoin(schema.recipes, eq(schema.recipes.id, schema.collection_recipes.recipe_id))
        .where(eq(schema.collection_recipes.collection_id, collection?.id ?? ""));
      expect(recipes.map((r) => r.name).sort(), seed.name).toEqual([...seed.recipes].sort());
      expect(collection?.image_url).toBe(`/uploads/collection-images/seed/${slugify(seed.name)}.webp`);
      const stored = await storage().get("collection-images", `seed/${slugify(seed.name)}.webp`);
      expect(stored?.contentType, seed.name).toBe("image/webp");
      // Read it through, so no file stream is left open when the test's data directory goes.
      expect((await readBody(stored!.body)).byteLength, seed.name).toBe(stored?.size);
    }
  });

  it("keeps the private collection out of public view and unliked", async () => {
    const privateOnes = SEED_COLLECTIONS.filter((c) => !c.isPublic);
    expect(privateOnes.length).toBeGreaterThan(0);
    for (const seed of privateOnes) {
      const collection = await db.query.collections.findFirst({
        where: eq(schema.collections.slug, slugify(seed.name)),
      });
      expect(collection).toMatchObject({ is_public: false, likes_count: 0 });
    }
    const publicSlugs = SEED_COLLECTIONS.filter((c) => c.isPublic).map((c) => slugify(c.name));
    const publicRows = await db
      .select({ slug: schema.collections.slug })
      .from(schema.collections)
      .where(eq(schema.collections.is_public, true));
    expect(publicRows.map((r) => r.slug).sort()).toEqual(publicSlugs.sort());
  });

  it("keeps every collection's likes_count equal to its likes, none from the owner", async () => {
    const mismatches = await db.execute(sql`
      select c.name from collections c
      where c.likes_count <> (select count(*) from collection_likes x where x.collection_id = c.id)`);
    expect(mismatches.rows).toEqual([]);
    const [liked] = await db.select({ n: count() }).from(schema.collections).where(sql`likes_count > 0`);
    expect(liked?.n).toBeGreaterThan(0);
    const [own] = await db
      .select({ n: count() })
      .from(schema.collection_likes)
      .innerJoin(schema.collections, eq(schema.collections.id, schema.collection_likes.collection_id))
      .where(eq(schema.collections.user_id, schema.collection_likes.user_id));
    expect(own?.n).toBe(0);
  });

  it("stocks the demo bars, brands included, and the bars make demo recipes", async () => {
    const expected = Object.values(SEED_BARS).reduce((n, items) => n + items.length, 0);
    expect(first.barItems).toBe(expected);
    const eve = await db
      .select({ id: schema.profiles.id })
      .from(schema.profiles)
      .where(eq(schema.profiles.username, "eve_stirs"));
    const summary = await summariseBarMatches(await getBarKeys(eve[0]?.id ?? ""));
    // Eve's Tanqueray, Carpano Antica and Rittenhouse count as London Dry Gin, Sweet Vermouth and Rye.
    expect(summary.makeableCount).toBeGreaterThanOrEqual(3);
    // Her Campari has run out, so the Negroni is one bottle away and Campari is a next bottle.
    expect(summary.nextBottles.map((b) => b.name)).toContain("Campari");
  });

  it("posts the demo feed with images, comments, replies and counters that match their rows", async () => {
    expect(first.posts).toBe(SEED_POSTS.length);
    const feed = await listFeed(null, "for-you");
    // Guests read every public demo post; the followers-only one stays with Eve's followers.
    expect(feed.posts).toHaveLength(SEED_POSTS.filter((p) => !p.followersOnly).length);
    const withImages = feed.posts.find((p) => p.images.length === 2);
    expect(withImages?.images.every((url) => url.startsWith("/uploads/post-images/"))).toBe(true);
    const key = withImages?.images[0]?.replace("/uploads/post-images/", "") ?? "";
    const stored = await storage().get("post-images", key);
    expect((await sharp(await readBody(stored?.body ?? Buffer.alloc(0))).metadata()).format).toBe("webp");
    const mismatches = await db.execute(sql`
      select p.id from community_posts p
      where p.like_count <> (select count(*) from post_likes l where l.post_id = p.id)
         or p.comment_count <> (select count(*) from post_comments c where c.post_id = p.id)`);
    expect(mismatches.rows).toEqual([]);
    const [replies] = await db
      .select({ n: count() })
      .from(schema.post_comments)
      .where(sql`parent_comment_id is not null`);
    expect(replies?.n).toBeGreaterThan(0);
  });

  it("changes nothing when run a second time", async () => {
    const before = await tableCounts();
    expect(before).toMatchObject({ collections: SEED_COLLECTIONS.length });
    expect(before.collection_recipes).toBeGreaterThan(0);
    expect(before.collection_likes).toBeGreaterThan(0);
    const second = await seedDemoContent();
    expect(await tableCounts()).toEqual(before);
    expect(second).toMatchObject({ ingredients: 0, categories: 0, cocktailTypes: 0, tags: 0, members: 0, recipes: 0 });
    expect(second).toMatchObject({ follows: 0, likes: 0, saves: 0, ratings: 0, makes: 0, comments: 0, collections: 0 });
    expect(second.barItems).toBe(0);
    expect(second.posts).toBe(0);
    expect(await seedIfEmpty()).toBeNull();
  }, 60_000);
});
