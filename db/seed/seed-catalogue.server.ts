/** Seed step 1: the ingredient catalogue, drink categories, cocktail types and recipe tags. */
import { inArray, sql } from "drizzle-orm";
import { db, type Executor, schema } from "~/lib/db.server";
import { SEED_INGREDIENTS } from "./data/ingredients";
import { SEED_RECIPES } from "./data/recipes";
import { SEED_CATEGORIES, SEED_COCKTAIL_TYPES } from "./data/taxonomy";
import { lower } from "./seed-util";

/** Ids of the catalogue rows the seed recipes name, keyed by lower-cased name. */
export type Catalogue = {
  ingredients: Map<string, string>;
  categories: Map<string, number>;
  types: Map<string, number>;
  tags: Map<string, number>;
};

export async function seedCatalogue() {
  const ingredients = await insertSeedIngredients(db);
  const categories = await db
    .insert(schema.categories)
    .values(SEED_CATEGORIES.map((name) => ({ name, shared: true })))
    .onConflictDoNothing()
    .returning({ id: schema.categories.id });
  const types = await db
    .insert(schema.cocktail_types)
    .values(SEED_COCKTAIL_TYPES.map((name) => ({ name, shared: true })))
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
    ingredients,
    categories: categories.length,
    cocktailTypes: types.length,
    tags: tags.length,
  };
}

/**
 * Adds the shared seed ingredients a database lacks, and points variants at their generic. A member's private
 * namesake is merged into the new shared entry by the catalogue-sharing trigger (decision 6). Returns how many
 * were added.
 */
export async function insertSeedIngredients(executor: Executor): Promise<number> {
  const inserted = await executor
    .insert(schema.ingredients)
    .values(
      SEED_INGREDIENTS.map((i) => ({
        name: i.name,
        category: i.category,
        unit_type: i.unitType,
        abv: i.abv,
        description: i.description,
        // The demo catalogue is everyone's; members' own names start private (issue 11).
        shared: true,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: schema.ingredients.id });
  // Variants point at their generic, which must exist first: hence a second pass. Only shared entries take part.
  const pairs = SEED_INGREDIENTS.filter((i) => i.parent).map((i) => sql`(${i.name}::text, ${i.parent}::text)`);
  if (pairs.length > 0) {
    await executor.execute(sql`update ingredients c set parent_id = p.id
      from (values ${sql.join(pairs, sql`, `)}) as v(child, parent), ingredients p
      where p.shared and c.shared and lower(p.name) = lower(v.parent) and lower(c.name) = lower(v.child)
        and c.parent_id is distinct from p.id`);
  }
  return inserted.length;
}

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

/** Reads back the ids of every catalogue row the seed recipes name. */
export async function loadCatalogue(): Promise<Catalogue> {
  return {
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
}

export function lookup<T>(map: Map<string, T>, name: string, what: string, recipe: string): T {
  const id = map.get(name.trim().toLowerCase());
  if (id === undefined) throw new Error(`Seed recipe "${recipe}" names an unknown ${what}: "${name}"`);
  return id;
}
