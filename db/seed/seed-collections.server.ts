/**
 * Seed step 5: collections curated by the demo members, each with a generated cover, its
 * recipes and a few likes from other members. Like the other steps it inserts only what is
 * missing, with seeded choices, so a second run adds nothing.
 */
import { inArray, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { slugify } from "~/lib/slug";
import { storage } from "~/lib/storage.server";
import { SEED_COLLECTIONS } from "./data/collections";
import { SEED_RECIPES } from "./data/recipes";
import { paletteFor, placeholderImage } from "./placeholder-image.server";
import { memberIdsInOrder, type SeedMemberIds } from "./seed-members.server";
import { listSeededRecipes, type RecipeRef, seedRecipeKey } from "./seed-recipes.server";
import type { SeedCollection } from "./seed-types";
import { insertedCount, prng } from "./seed-util";

type Planned = { collection: SeedCollection; slug: string; ownerId: string; recipes: RecipeRef[] };

/** Resolves owners and recipes by name; a name missing from the data is a typo and fails loudly. */
function plan(members: SeedMemberIds, stored: RecipeRef[]): Planned[] {
  const byName = new Map(SEED_RECIPES.map((r) => [r.name, r]));
  const byKey = new Map(stored.map((r) => [r.seedKey, r]));
  return SEED_COLLECTIONS.map((collection) => {
    const ownerId = members.get(collection.owner.toLowerCase());
    if (!ownerId) throw new Error(`Seed collection "${collection.name}" names an unknown owner: "${collection.owner}"`);
    const recipes = collection.recipes.flatMap((name) => {
      const recipe = byName.get(name);
      if (!recipe) throw new Error(`Seed collection "${collection.name}" names an unknown recipe: "${name}"`);
      // A seeded recipe its author has since deleted is simply left out.
      const ref = byKey.get(seedRecipeKey(recipe));
      return ref ? [ref] : [];
    });
    return { collection, slug: slugify(collection.name), ownerId, recipes };
  });
}

/** Renders the cover in the colours and glass of the collection's first recipe; returns its address. */
async function storeCover({ collection, slug }: Planned): Promise<string> {
  const first = SEED_RECIPES.find((r) => r.name === collection.recipes[0]);
  const key = `seed/${slug}.webp`;
  const image = await placeholderImage({
    name: collection.name,
    glass: first?.glass ?? "Coupe",
    palette: paletteFor(first ?? { name: collection.name }),
  });
  await storage().put("collection-images", key, image, "image/webp");
  return storage().publicUrl("collection-images", key);
}

/** Created some time after the newest of its recipes, at the same moment on every run. */
function createdAt({ slug, recipes }: Planned, now: number): Date {
  const newest = Math.max(now - 30 * 86_400_000, ...recipes.map((r) => r.created_at.getTime()));
  return new Date(newest + prng(`collection:${slug}`)() * Math.max(0, now - newest) * 0.5);
}

export async function seedCollections(members: SeedMemberIds, now: number): Promise<number> {
  const planned = plan(members, await listSeededRecipes(members));
  if (planned.length === 0) return 0;
  const slugs = planned.map((p) => p.slug);
  const present = await db
    .select({ slug: schema.collections.slug })
    .from(schema.collections)
    .where(inArray(schema.collections.slug, slugs));
  const taken = new Set(present.map((c) => c.slug));
  const missing = planned.filter((p) => !taken.has(p.slug));
  // Covers render on sharp's threads together; storage is not transactional and a stray file is
  // harmless (the next run overwrites the same key).
  const covers = await Promise.all(missing.map(storeCover));
  let created = 0;
  for (const [k, p] of missing.entries()) {
    const at = createdAt(p, now);
    const rows = await db
      .insert(schema.collections)
      .values({
        user_id: p.ownerId,
        name: p.collection.name,
        slug: p.slug,
        description: p.collection.description,
        image_url: covers[k],
        is_public: p.collection.isPublic,
        created_at: at,
        updated_at: at,
      })
      .onConflictDoNothing({ target: schema.collections.slug })
      .returning({ id: schema.collections.id });
    created += rows.length;
  }

  // Only collections the demo owner holds: a member who took one of these names keeps theirs untouched.
  const stored = await db
    .select({
      id: schema.collections.id,
      slug: schema.collections.slug,
      user_id: schema.collections.user_id,
      created_at: schema.collections.created_at,
    })
    .from(schema.collections)
    .where(inArray(schema.collections.slug, slugs));
  const bySlug = new Map(stored.map((c) => [c.slug, c]));
  const memberIds = memberIdsInOrder(members);
  const entries: Array<typeof schema.collection_recipes.$inferInsert> = [];
  const likes: Array<typeof schema.collection_likes.$inferInsert> = [];
  const ours: string[] = [];
  for (const p of planned) {
    const row = bySlug.get(p.slug);
    if (!row || row.user_id !== p.ownerId) continue;
    ours.push(row.id);
    const from = row.created_at.getTime();
    p.recipes.forEach((recipe, n) => {
      entries.push({ collection_id: row.id, recipe_id: recipe.id, created_at: new Date(from + n * 60_000) });
    });
    // Others cannot see a private collection, so only public ones collect likes.
    if (!p.collection.isPublic) continue;
    const next = prng(`collection-likes:${p.slug}`);
    for (const user_id of memberIds.filter((id) => id !== p.ownerId)) {
      const [like, when] = [next(), next()];
      if (like < 0.6)
        likes.push({ collection_id: row.id, user_id, created_at: new Date(from + when * Math.max(0, now - from)) });
    }
  }
  await insertedCount(entries, (r) =>
    db
      .insert(schema.collection_recipes)
      .values(r)
      .onConflictDoNothing()
      .returning({ id: schema.collection_recipes.recipe_id }),
  );
  await insertedCount(likes, (r) =>
    db
      .insert(schema.collection_likes)
      .values(r)
      .onConflictDoNothing()
      .returning({ id: schema.collection_likes.user_id }),
  );
  await recountCollections(ours);
  return created;
}

/** likes_count follows the collection_likes rows, recomputed in SQL so it cannot drift. */
async function recountCollections(ids: string[]) {
  if (ids.length === 0) return;
  const c = schema.collections.id;
  await db
    .update(schema.collections)
    .set({ likes_count: sql`(select count(*)::int from ${schema.collection_likes} x where x.collection_id = ${c})` })
    .where(inArray(c, ids));
}
