/** Adding to the catalogue: an unknown name is matched case-insensitively or created (part 1 §5). */
import { and, desc, eq, sql } from "drizzle-orm";
import { privateCatalogueEntry, visibleCatalogueEntry } from "~/features/privacy/catalogue-visibility.server";
import { unitTypeForUnit } from "~/features/recipes/recipe-schema";
import { db as defaultDb, type Executor, schema } from "~/lib/db.server";

const { ingredients } = schema;

export type ResolvedIngredient = { id: string; name: string; unit_type: string };

/**
 * Finds the ingredient by id or by name (any case) among those the member may see: shared ones and their
 * own. Otherwise creates it, theirs and private (issue 11), with category "other" and the unit type the
 * unit implies: another member's private entry of the same name is never found, nor blocks this one.
 * Safe under concurrency: the unique index on (created_by, lower(name)) decides, and the loser reads the
 * winner's row.
 */
export async function findOrCreateIngredient(
  actor: { id: string },
  input: { ingredient_id?: string; name: string; unit?: string },
  executor: Executor = defaultDb,
): Promise<ResolvedIngredient> {
  const columns = { id: ingredients.id, name: ingredients.name, unit_type: ingredients.unit_type };
  const visible = visibleCatalogueEntry(ingredients, actor);
  if (input.ingredient_id) {
    const [byId] = await executor
      .select(columns)
      .from(ingredients)
      .where(and(eq(ingredients.id, input.ingredient_id), visible));
    if (byId) return byId;
  }
  const name = input.name.trim().replace(/\s+/g, " ");
  // A shared entry and the member's own namesake coexist only if both were written at the same moment
  // (migration 0014 merges them otherwise); the shared one is then the one to use.
  const byName = () =>
    executor
      .select(columns)
      .from(ingredients)
      .where(and(sql`lower(${ingredients.name}) = lower(${name})`, visible))
      .orderBy(desc(ingredients.shared))
      .limit(1);
  const [existing] = await byName();
  if (existing) return existing;
  const [created] = await executor
    .insert(ingredients)
    .values({ name, category: "other", unit_type: unitTypeForUnit(input.unit), ...privateCatalogueEntry(actor) })
    .onConflictDoNothing()
    .returning(columns);
  if (created) return created;
  const [raced] = await byName();
  if (!raced) throw new Error(`Ingredient "${name}" could not be created`);
  return raced;
}
