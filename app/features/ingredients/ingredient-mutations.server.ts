/** Adding to the catalogue: an unknown name is matched case-insensitively or created (part 1 §5). */
import { eq, sql } from "drizzle-orm";
import { unitTypeForUnit } from "~/features/recipes/recipe-schema";
import { db as defaultDb, type Executor, schema } from "~/lib/db.server";

const { ingredients } = schema;

export type ResolvedIngredient = { id: string; name: string; unit_type: string };

/**
 * Finds the catalogue ingredient by id or by name (any case); creates it with category "other"
 * and the unit type implied by the unit when it does not exist. Safe under concurrency: the
 * unique index on lower(name) decides, and the loser reads the winner's row.
 */
export async function findOrCreateIngredient(
  input: { ingredient_id?: string; name: string; unit?: string },
  executor: Executor = defaultDb,
): Promise<ResolvedIngredient> {
  const columns = { id: ingredients.id, name: ingredients.name, unit_type: ingredients.unit_type };
  if (input.ingredient_id) {
    const [byId] = await executor.select(columns).from(ingredients).where(eq(ingredients.id, input.ingredient_id));
    if (byId) return byId;
  }
  const name = input.name.trim().replace(/\s+/g, " ");
  const byName = sql`lower(${ingredients.name}) = lower(${name})`;
  const [existing] = await executor.select(columns).from(ingredients).where(byName);
  if (existing) return existing;
  const [created] = await executor
    .insert(ingredients)
    .values({ name, category: "other", unit_type: unitTypeForUnit(input.unit) })
    .onConflictDoNothing()
    .returning(columns);
  if (created) return created;
  const [raced] = await executor.select(columns).from(ingredients).where(byName);
  if (!raced) throw new Error(`Ingredient "${name}" could not be created`);
  return raced;
}
