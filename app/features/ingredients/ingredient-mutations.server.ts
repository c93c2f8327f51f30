/** Adding to the catalogue: a written name is matched to the catalogue or created (part 1 §5, issue 13). */
import { and, eq, sql } from "drizzle-orm";
import { privateCatalogueEntry, visibleCatalogueEntry } from "~/features/privacy/catalogue-visibility.server";
import { unitTypeForUnit } from "~/features/recipes/recipe-schema";
import { db as defaultDb, type Executor, schema } from "~/lib/db.server";
import { matchIngredient } from "./ingredient-matching.server";
import { tidyName } from "./ingredient-names";

const { ingredients } = schema;
const columns = { id: ingredients.id, name: ingredients.name, unit_type: ingredients.unit_type };

export type ResolvedIngredient = { id: string; name: string; unit_type: string };

/**
 * Finds the ingredient by id, or the one the name means among those the member may see (shared ones and
 * their own; ingredient-matching.server.ts: "Lime juice" is Fresh Lime Juice, "Gin" is London Dry Gin).
 * Otherwise creates it, theirs and private (issue 11), with category "other", the unit type the unit
 * implies and the strength the source gave, if any: another member's private entry of the same name is
 * never found, nor blocks this one. Safe under concurrency: the unique index on (created_by, lower(name))
 * decides, and the loser reads the winner's row.
 */
export async function findOrCreateIngredient(
  actor: { id: string },
  input: { ingredient_id?: string; name: string; unit?: string; abv?: number },
  executor: Executor = defaultDb,
): Promise<ResolvedIngredient> {
  const visible = visibleCatalogueEntry(ingredients, actor);
  if (input.ingredient_id) {
    const [byId] = await executor
      .select(columns)
      .from(ingredients)
      .where(and(eq(ingredients.id, input.ingredient_id), visible));
    if (byId) return byId;
  }
  const matched = await matchIngredient(actor, input.name, executor);
  if (matched) return { id: matched.id, name: matched.name, unit_type: matched.unit_type };
  return ownIngredient(actor, input, executor);
}

/**
 * The member's own entry of exactly this name, created private if they have none: what a name becomes
 * when nothing in the catalogue means it, or when the member chose "a new ingredient of my own" over the
 * catalogue's match (the bulk upload's preview).
 */
export async function ownIngredient(
  actor: { id: string },
  input: { name: string; unit?: string; abv?: number },
  executor: Executor = defaultDb,
): Promise<ResolvedIngredient> {
  const name = tidyName(input.name);
  const [created] = await executor
    .insert(ingredients)
    .values({
      name,
      category: "other",
      unit_type: unitTypeForUnit(input.unit),
      abv: input.abv ?? null,
      ...privateCatalogueEntry(actor),
    })
    .onConflictDoNothing()
    .returning(columns);
  if (created) return created;
  // The member has it already (or created it a moment ago in another tab): the unique index decided.
  const [existing] = await executor
    .select(columns)
    .from(ingredients)
    .where(
      and(
        sql`lower(${ingredients.name}) = lower(${name})`,
        eq(ingredients.created_by, actor.id),
        eq(ingredients.shared, false),
      ),
    )
    .limit(1);
  if (!existing) throw new Error(`Ingredient "${name}" could not be created`);
  return existing;
}
