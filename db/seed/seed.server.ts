/**
 * Demo content: catalogue, members, recipes with generated photos, and community activity.
 * Idempotent: every step inserts only what is missing, so a second run changes nothing.
 * Runs on first start in embedded mode (seedIfEmpty) and from `npm run seed`.
 */
import { randomUUID } from "node:crypto";
import { count, eq, inArray, sql } from "drizzle-orm";
import { auth } from "~/lib/auth.server";
import { db, schema } from "~/lib/db.server";
import { storage } from "~/lib/storage.server";
import { SEED_INGREDIENTS } from "./data/ingredients";
import { DEMO_PASSWORD, SEED_MEMBERS } from "./data/members";
import { SEED_RECIPES } from "./data/recipes";
import { SEED_CATEGORIES, SEED_COCKTAIL_TYPES } from "./data/taxonomy";
import { paletteFor, placeholderImage } from "./placeholder-image.server";
import type { SeedRecipe } from "./seed-types";

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
  comments: number;
  ms: number;
};

/** Recipes are spread over this many days, newest first in list order, so "newest" sorts meaningfully. */
export const SEED_SPAN_DAYS = 120;
const DAY_MS = 86_400_000;

/** "Tommy's Margarita" → "tommys-margarita", "Piña Colada" → "pina-colada". */
export function seedSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const lower = (values: string[]) => [...new Set(values.map((v) => v.trim().toLowerCase()))];

/** Maps lower(name) → id for a name-unique catalogue table. */
async function idsByName<T extends string | number>(table: { id: unknown; name: unknown }, names: string[]) {
  const t = table as typeof schema.categories;
  const wanted = lower(names);
  if (wanted.length === 0) return new Map<string, T>();
  const rows = await db
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(inArray(sql`lower(${t.name})`, wanted));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id as unknown as T]));
}

function lookup<T>(map: Map<string, T>, name: string, what: string, recipe: string): T {
  const id = map.get(name.trim().toLowerCase());
  if (id === undefined) throw new Error(`Seed recipe "${recipe}" names an unknown ${what}: "${name}"`);
  return id;
}

async function seedCatalogue() {
  const ingredients = await db
    .insert(schema.ingredients)
    .values(
      SEED_INGREDIENTS.map((i) => ({
        name: i.name,
        category: i.category,
        unit_type: i.unitType,
        abv: i.abv,
        description: i.description,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: schema.ingredients.id });
  // Variants point at their generic parent, which must exist first: hence a second pass.
  const pairs = SEED_INGREDIENTS.filter((i) => i.parent).map((i) => sql`(${i.name}::text, ${i.parent}::text)`);
  if (pairs.length > 0) {
    await db.execute(sql`update ingredients c set parent_id = p.id
      from (values ${sql.join(pairs, sql`, `)}) as v(child, parent), ingredients p
      where lower(p.name) = lower(v.parent) and lower(c.name) = lower(v.child) and c.parent_id is distinct from p.id`);
  }
  const categories = await db
    .insert(schema.categories)
    .values(SEED_CATEGORIES.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning({ id: schema.categories.id });
  const types = await db
    .insert(schema.cocktail_types)
    .values(SEED_COCKTAIL_TYPES.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning({ id: schema.cocktail_types.id });
  const tagNames = lower(SEED_RECIPES.flatMap((r) => r.tags)).filter(Boolean);
  const tags = tagNames.length
    ? await db
        .insert(schema.tags)
        .values(tagNames.map((name) => ({ name })))
        .onConflictDoNothing()
        .returning({ id: schema.tags.id })
    : [];
  return {
    ingredients: ingredients.length,
    categories: categories.length,
    cocktailTypes: types.length,
    tags: tags.length,
  };
}

/** Signs demo members up through better-auth, so they have real credentials and profiles. */
async function seedMembers(): Promise<{ created: number; ids: Map<string, string> }> {
  const present = await db
    .select({ email: schema.user.email })
    .from(schema.user)
    .where(inArray(schema.user.email, lower(SEED_MEMBERS.map((m) => m.email))));
  const known = new Set(present.map((p) => p.email.toLowerCase()));
  let created = 0;
  for (const m of SEED_MEMBERS.filter((m) => !known.has(m.email.toLowerCase()))) {
    const name = `${m.firstName} ${m.lastName}`;
    // username, firstName and lastName are read by the profile hooks in lib/auth.server.ts.
    const profileFields: Record<string, string> = {
      username: m.username,
      firstName: m.firstName,
      lastName: m.lastName,
    };
    const { user } = await auth().api.signUpEmail({
      body: { name, email: m.email, password: DEMO_PASSWORD, ...profileFields },
    });
    await db
      .update(schema.profiles)
      .set({ bio: m.bio, location: m.location, expertise_level: m.expertiseLevel })
      .where(eq(schema.profiles.id, user.id));
    // Demo addresses cannot receive mail; treat them as verified so no reminder nags testers.
    await db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, user.id));
    created++;
  }
  const rows = await db
    .select({ id: schema.profiles.id, slug: schema.profiles.slug })
    .from(schema.profiles)
    .where(inArray(schema.profiles.slug, lower(SEED_MEMBERS.map((m) => m.username))));
  return { created, ids: new Map(rows.map((r) => [r.slug, r.id])) };
}

type Catalogue = {
  ingredients: Map<string, string>;
  categories: Map<string, number>;
  types: Map<string, number>;
  tags: Map<string, number>;
};

/**
 * Renders and stores the recipe's placeholder photo, returning its public address. Written
 * outside any transaction: storage is not transactional, and a stray file from a failed insert
 * is harmless (the next run overwrites the same key).
 */
async function storeSeedImage(recipe: SeedRecipe): Promise<string> {
  const key = `seed/${seedSlug(recipe.name)}.webp`;
  const image = await placeholderImage({ name: recipe.name, glass: recipe.glass, palette: paletteFor(recipe) });
  await storage().put("recipe-images", key, image, "image/webp");
  return storage().publicUrl("recipe-images", key);
}

async function insertRecipe(
  recipe: SeedRecipe,
  authorId: string,
  createdAt: Date,
  imageUrl: string,
  catalogue: Catalogue,
) {
  const slug = seedSlug(recipe.name);
  // Resolve every name before any work, so a typo in the data fails loudly and writes nothing.
  const ingredientIds = recipe.ingredients.map((i) =>
    lookup(catalogue.ingredients, i.ingredient, "ingredient", recipe.name),
  );
  const categoryIds = recipe.categories.map((c) => lookup(catalogue.categories, c, "category", recipe.name));
  const typeIds = recipe.cocktailTypes.map((c) => lookup(catalogue.types, c, "cocktail type", recipe.name));
  const tagIds = [...new Set(lower(recipe.tags).map((t) => lookup(catalogue.tags, t, "tag", recipe.name)))];

  // Inside the transaction only `tx`: on PGlite the outer connection waits for it (deadlock).
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.recipes)
      .values({
        user_id: authorId,
        slug,
        name: recipe.name,
        description: recipe.description,
        image_url: imageUrl,
        prep_time: `${recipe.prepMinutes} minutes`,
        total_time: `${recipe.totalMinutes} minutes`,
        recipe_yield: recipe.recipeYield,
        method: recipe.method,
        glass: recipe.glass,
        is_public: true,
        status: "published",
        published_at: createdAt,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: schema.recipes.id });
    if (!row) return;
    const recipe_id = row.id;
    await tx.insert(schema.recipe_images).values({ recipe_id, image_url: imageUrl, position: 1 });
    await tx.insert(schema.recipe_ingredients).values(
      recipe.ingredients.map((i, n) => ({
        recipe_id,
        ingredient_id: ingredientIds[n] as string,
        name: i.ingredient,
        quantity: i.quantity,
        unit: i.unit,
        position: n + 1,
        optional: i.optional ?? false,
        garnish: i.garnish ?? false,
        substitutes: i.substitutes ?? [],
      })),
    );
    await tx
      .insert(schema.recipe_instructions)
      .values(recipe.steps.map((step_description, n) => ({ recipe_id, step_number: n + 1, step_description })));
    if (categoryIds.length)
      await tx
        .insert(schema.recipe_categories)
        .values(categoryIds.map((category_id) => ({ recipe_id, category_id })))
        .onConflictDoNothing();
    if (typeIds.length)
      await tx
        .insert(schema.recipe_cocktail_types)
        .values(typeIds.map((cocktail_type_id) => ({ recipe_id, cocktail_type_id })))
        .onConflictDoNothing();
    if (tagIds.length)
      await tx
        .insert(schema.recipe_tags)
        .values(tagIds.map((tag_id) => ({ recipe_id, tag_id })))
        .onConflictDoNothing();
    if (recipe.nutrition) await tx.insert(schema.recipe_nutrition).values({ recipe_id, ...recipe.nutrition });
  });
}

async function seedRecipes(members: Map<string, string>, now: number): Promise<number> {
  const catalogue: Catalogue = {
    ingredients: await idsByName<string>(
      schema.ingredients,
      SEED_RECIPES.flatMap((r) => r.ingredients.map((i) => i.ingredient)),
    ),
    categories: await idsByName<number>(
      schema.categories,
      SEED_RECIPES.flatMap((r) => r.categories),
    ),
    types: await idsByName<number>(
      schema.cocktail_types,
      SEED_RECIPES.flatMap((r) => r.cocktailTypes),
    ),
    tags: await idsByName<number>(
      schema.tags,
      SEED_RECIPES.flatMap((r) => r.tags),
    ),
  };
  const present = await db
    .select({ user_id: schema.recipes.user_id, slug: schema.recipes.slug })
    .from(schema.recipes)
    .where(inArray(schema.recipes.user_id, [...members.values()]));
  const existing = new Set(present.map((r) => `${r.user_id}/${r.slug}`));
  const missing = SEED_RECIPES.flatMap((recipe, index) => {
    const authorId = members.get(recipe.author.toLowerCase());
    if (!authorId) throw new Error(`Seed recipe "${recipe.name}" names an unknown author: "${recipe.author}"`);
    return existing.has(`${authorId}/${seedSlug(recipe.name)}`) ? [] : [{ recipe, index, authorId }];
  });
  // sharp renders on libuv threads while PGlite works on the main one: keep a couple of
  // images rendering ahead of the inserts (roughly halves the seed's time).
  const images: Array<Promise<string>> = [];
  const imageFor = (k: number) => {
    const item = missing[k];
    if (item && !images[k]) {
      images[k] = storeSeedImage(item.recipe);
      images[k].catch(() => {}); // awaited below; this only avoids an unhandled rejection meanwhile
    }
    return images[k];
  };
  for (const [k, { recipe, index, authorId }] of missing.entries()) {
    imageFor(k + 1);
    imageFor(k + 2);
    const imageUrl = (await imageFor(k)) as string;
    await insertRecipe(recipe, authorId, seedRecipeDate(index, now), imageUrl, catalogue);
  }
  return missing.length;
}

/** Evenly spread, list order newest first, with a fixed time of day per position. */
export function seedRecipeDate(index: number, now: number): Date {
  const step = (SEED_SPAN_DAYS * DAY_MS) / Math.max(1, SEED_RECIPES.length);
  const hours = ((index * 7) % 11) * 3_600_000;
  return new Date(now - DAY_MS / 2 - index * step - hours);
}

// ---------------------------------------------------------------------------------------------
// Activity. A seeded generator per recipe keeps every run choosing the same rows, so the
// onConflictDoNothing inserts of a second run find them all present and add nothing.

function prng(seedText: string) {
  let a = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMMENTS = [
  "Made this for friends on Saturday and the first round disappeared in minutes. Already planning a second batch.",
  "Lovely balance. I went a touch lighter on the sugar and it still held together beautifully.",
  "The step about chilling the glass first makes a real difference. Thanks for spelling it out.",
  "Tried it with the substitute you suggested because that was what I had. Still excellent.",
  "This has become my Friday-evening drink. Clear instructions, no fuss.",
  "Fresh citrus really is the whole game here. Bottled juice was flat in comparison.",
  "Great spec. Would you change anything if you were making a pitcher of it for a party?",
  "I doubled the bitters by accident and honestly liked it even more.",
];
const REPLIES = [
  "So glad it worked for you! A pitcher works fine: mix everything but the ice ahead and stir with ice just before serving.",
  "Agreed, the chilled glass is half the pleasure.",
  "Thanks for trying it! Your sugar tweak sounds great, I might borrow it.",
  "Same here, it is hard to go back once you have squeezed your own.",
];

type RecipeRef = { id: string; user_id: string; slug: string; created_at: Date; seedKey: string };

async function seedActivity(members: Map<string, string>, now: number) {
  // Data order, not database ids, decides who does what: the same choices on every database.
  const memberIds = SEED_MEMBERS.map((m) => members.get(m.username.toLowerCase())).filter((id): id is string => !!id);
  const usernames = new Map([...members].map(([username, id]) => [id, username]));
  const seeded = new Map(SEED_RECIPES.map((r, i) => [`${r.author.toLowerCase()}/${seedSlug(r.name)}`, i]));
  const rows = await db
    .select({
      id: schema.recipes.id,
      user_id: schema.recipes.user_id,
      slug: schema.recipes.slug,
      created_at: schema.recipes.created_at,
    })
    .from(schema.recipes)
    .where(inArray(schema.recipes.user_id, memberIds));
  // Only the seeded recipes: anything demo members wrote since is left alone.
  const recipes: RecipeRef[] = rows
    .map((r) => ({ ...r, seedKey: `${usernames.get(r.user_id)}/${r.slug}` }))
    .filter((r) => seeded.has(r.seedKey))
    .sort((a, b) => (seeded.get(a.seedKey) ?? 0) - (seeded.get(b.seedKey) ?? 0));
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

  const added = async <T>(rows: T[], insert: (rows: T[]) => Promise<unknown[]>) => {
    let n = 0;
    for (let i = 0; i < rows.length; i += 500) n += (await insert(rows.slice(i, i + 500))).length;
    return n;
  };
  const result = {
    follows: await added(follows, (r) =>
      db.insert(schema.followers).values(r).onConflictDoNothing().returning({ id: schema.followers.follower_id }),
    ),
    likes: await added(likes, (r) =>
      db.insert(schema.recipe_likes).values(r).onConflictDoNothing().returning({ id: schema.recipe_likes.user_id }),
    ),
    saves: await added(saves, (r) =>
      db.insert(schema.recipe_saves).values(r).onConflictDoNothing().returning({ id: schema.recipe_saves.user_id }),
    ),
    ratings: await added(ratings, (r) =>
      db.insert(schema.recipe_ratings).values(r).onConflictDoNothing().returning({ id: schema.recipe_ratings.user_id }),
    ),
    comments: await seedComments(recipes, memberIds, now),
  };
  await recountRecipes(recipes.map((r) => r.id));
  return result;
}

/** A few conversations, only on recipes that have none yet (comments have no natural key). */
async function seedComments(recipes: RecipeRef[], memberIds: string[], now: number): Promise<number> {
  if (recipes.length === 0) return 0;
  const commented = await db
    .selectDistinct({ id: schema.recipe_comments.recipe_id })
    .from(schema.recipe_comments)
    .where(
      inArray(
        schema.recipe_comments.recipe_id,
        recipes.map((r) => r.id),
      ),
    );
  const skip = new Set(commented.map((c) => c.id));
  const top: Array<typeof schema.recipe_comments.$inferInsert> = [];
  const replies: Array<typeof schema.recipe_comments.$inferInsert> = [];
  for (const recipe of recipes) {
    const next = prng(`comments:${recipe.seedKey}`);
    if (next() >= 0.25 || skip.has(recipe.id)) continue;
    const others = memberIds.filter((id) => id !== recipe.user_id);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)] as T;
    let at = recipe.created_at.getTime();
    for (let n = next() < 0.5 ? 1 : 2; n > 0; n--) {
      at += next() * Math.max(0, now - at) * 0.5;
      const author = pick(others);
      const id = randomUUID();
      top.push({
        id,
        recipe_id: recipe.id,
        user_id: author,
        profile_id: author,
        text: pick(COMMENTS),
        created_at: new Date(at),
        updated_at: new Date(at),
      });
      if (next() < 0.5) {
        // Usually the recipe's author answers; sometimes another member joins in.
        const replier = next() < 0.7 ? recipe.user_id : pick(others.filter((o) => o !== author));
        const replyAt = new Date(at + next() * Math.max(0, now - at) * 0.5);
        replies.push({
          recipe_id: recipe.id,
          user_id: replier,
          profile_id: replier,
          parent_comment_id: id,
          text: pick(REPLIES),
          created_at: replyAt,
          updated_at: replyAt,
        });
      }
    }
  }
  if (top.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx.insert(schema.recipe_comments).values(top);
    if (replies.length) await tx.insert(schema.recipe_comments).values(replies);
  });
  return top.length + replies.length;
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
      comments_count: sql`(select count(*)::int from ${schema.recipe_comments} x where x.recipe_id = ${r} and x.deleted_at is null)`,
      aggregate_rating_value: sql`(select round(avg(x.rating)::numeric, 2)::real from ${schema.recipe_ratings} x where x.recipe_id = ${r})`,
      aggregate_rating_count: sql`(select count(*)::int from ${schema.recipe_ratings} x where x.recipe_id = ${r})`,
    })
    .where(inArray(r, ids));
}

export async function seedDemoContent(): Promise<SeedSummary> {
  const started = performance.now();
  const catalogue = await seedCatalogue();
  const members = await seedMembers();
  const recipes = await seedRecipes(members.ids, Date.now());
  const activity = await seedActivity(members.ids, Date.now());
  return {
    ...catalogue,
    members: members.created,
    recipes,
    ...activity,
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
