/** Seed step 3: the demo recipes, each with its generated photo, spread over the past months. */
import { eq, inArray } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { slugify } from "~/lib/slug";
import { storage } from "~/lib/storage.server";
import { SEED_RECIPES } from "./data/recipes";
import { paletteFor, placeholderImage } from "./placeholder-image.server";
import { type Catalogue, loadCatalogue, lookup } from "./seed-catalogue.server";
import type { SeedMemberIds } from "./seed-members.server";
import type { SeedRecipe } from "./seed-types";
import { DAY_MS, lower, SEED_SPAN_DAYS } from "./seed-util";

/** A seeded recipe as stored; seedKey is "{author username}/{slug}". */
export type RecipeRef = { id: string; user_id: string; slug: string; created_at: Date; seedKey: string };

/** Evenly spread, list order newest first, with a fixed time of day per position. */
export function seedRecipeDate(index: number, now: number): Date {
  const step = (SEED_SPAN_DAYS * DAY_MS) / Math.max(1, SEED_RECIPES.length);
  const hours = ((index * 7) % 11) * 3_600_000;
  return new Date(now - DAY_MS / 2 - index * step - hours);
}

export const seedRecipeKey = (recipe: SeedRecipe) => `${recipe.author.toLowerCase()}/${slugify(recipe.name)}`;

/**
 * Renders and stores the recipe's placeholder photo, returning its public address. Written
 * outside any transaction: storage is not transactional, and a stray file from a failed insert
 * is harmless (the next run overwrites the same key).
 */
async function storeSeedImage(recipe: SeedRecipe): Promise<string> {
  const key = `seed/${slugify(recipe.name)}.webp`;
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
): Promise<string | undefined> {
  const slug = slugify(recipe.name);
  // Resolve every name before any work, so a typo in the data fails loudly and writes nothing.
  const ingredientIds = recipe.ingredients.map((i) =>
    lookup(catalogue.ingredients, i.ingredient, "ingredient", recipe.name),
  );
  const categoryIds = recipe.categories.map((c) => lookup(catalogue.categories, c, "category", recipe.name));
  const typeIds = recipe.cocktailTypes.map((c) => lookup(catalogue.types, c, "cocktail type", recipe.name));
  const tagIds = [...new Set(lower(recipe.tags).map((t) => lookup(catalogue.tags, t, "tag", recipe.name)))];

  // Inside the transaction only `tx`: on PGlite the outer connection waits for it (deadlock).
  return db.transaction(async (tx) => {
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
        difficulty: recipe.difficulty ?? null,
        is_vegetarian: recipe.diets?.includes("vegetarian") ?? false,
        is_vegan: recipe.diets?.includes("vegan") ?? false,
        is_gluten_free: recipe.diets?.includes("gluten-free") ?? false,
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
    return recipe_id;
  });
}

/**
 * Names the original of each recipe inserted this run (`variantOf`), once every recipe it may name is stored.
 * Recipes seeded earlier are left alone: a member may have changed their original since.
 */
async function linkSeedVariants(inserted: Map<SeedRecipe, string>, members: SeedMemberIds) {
  const stored = new Map((await listSeededRecipes(members)).map((r) => [r.seedKey, r.id]));
  const byName = new Map(SEED_RECIPES.map((r) => [r.name, r]));
  for (const [recipe, id] of inserted) {
    if (!recipe.variantOf) continue;
    const original = byName.get(recipe.variantOf);
    const originalId = original && stored.get(seedRecipeKey(original));
    if (!originalId) throw new Error(`Seed recipe "${recipe.name}" varies an unknown recipe: "${recipe.variantOf}"`);
    await db.update(schema.recipes).set({ variant_of: originalId }).where(eq(schema.recipes.id, id));
  }
}

export async function seedRecipes(members: SeedMemberIds, now: number): Promise<number> {
  const catalogue = await loadCatalogue();
  const present = await db
    .select({ user_id: schema.recipes.user_id, slug: schema.recipes.slug })
    .from(schema.recipes)
    .where(inArray(schema.recipes.user_id, [...members.values()]));
  const existing = new Set(present.map((r) => `${r.user_id}/${r.slug}`));
  const missing = SEED_RECIPES.flatMap((recipe, index) => {
    const authorId = members.get(recipe.author.toLowerCase());
    if (!authorId) throw new Error(`Seed recipe "${recipe.name}" names an unknown author: "${recipe.author}"`);
    return existing.has(`${authorId}/${slugify(recipe.name)}`) ? [] : [{ recipe, index, authorId }];
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
  const inserted = new Map<SeedRecipe, string>();
  for (const [k, { recipe, index, authorId }] of missing.entries()) {
    imageFor(k + 1);
    imageFor(k + 2);
    const imageUrl = (await imageFor(k)) as string;
    const id = await insertRecipe(recipe, authorId, seedRecipeDate(index, now), imageUrl, catalogue);
    if (id) inserted.set(recipe, id);
  }
  await linkSeedVariants(inserted, members);
  return missing.length;
}

/**
 * The seeded recipes as stored, in data order. Only those: anything demo members wrote since
 * is left alone by the activity and collection steps.
 */
export async function listSeededRecipes(members: SeedMemberIds): Promise<RecipeRef[]> {
  const usernames = new Map([...members].map(([username, id]) => [id, username]));
  const seeded = new Map(SEED_RECIPES.map((r, i) => [seedRecipeKey(r), i]));
  if (members.size === 0) return [];
  const rows = await db
    .select({
      id: schema.recipes.id,
      user_id: schema.recipes.user_id,
      slug: schema.recipes.slug,
      created_at: schema.recipes.created_at,
    })
    .from(schema.recipes)
    .where(inArray(schema.recipes.user_id, [...members.values()]));
  return rows
    .map((r) => ({ ...r, seedKey: `${usernames.get(r.user_id)}/${r.slug}` }))
    .filter((r) => seeded.has(r.seedKey))
    .sort((a, b) => (seeded.get(a.seedKey) ?? 0) - (seeded.get(b.seedKey) ?? 0));
}
