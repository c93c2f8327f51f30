/**
 * Writes to a member's own bar (part 2 §4 bar transitions). Every function takes the acting member
 * and touches only rows where user_id is theirs: another member's item id is "not found".
 */
import { and, eq, sql } from "drizzle-orm";
import { findOrCreateIngredient } from "~/features/ingredients/ingredient-mutations.server";
import { DEFAULT_BAR_QUANTITY } from "~/lib/constants";
import { db, type Executor, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import type { AddToBarInputData } from "./bar-schema";

const { bar_inventory } = schema;

type Actor = { id: string };

/** The unit a bar item is counted in: bottles for liquids, otherwise single items (part 1 §5 "unit"). */
export function barUnitFor(unitType: string): string {
  return unitType === "volume" ? "bottle" : "unit";
}

type StockedItem = { itemId: string; ingredientId: string; name: string; added: boolean };

/**
 * Adds an ingredient with quantity 1 (part 2 §4). Adding one already in the bar keeps it, and
 * restocks it to 1 if it had run out (quantity 0). Returns the ingredient's catalogue name. A new
 * name becomes the member's private catalogue entry (issue 11).
 */
export async function addToBar(actor: Actor, input: AddToBarInputData): Promise<StockedItem> {
  await consumeRateLimit("bar", actor.id);
  return stockBarItem(actor, input, db);
}

/** addToBar's write without the rate limit, for a write already counted (a shopping-list tick) in its transaction. */
export async function stockBarItem(actor: Actor, input: AddToBarInputData, executor: Executor): Promise<StockedItem> {
  const ingredient = await findOrCreateIngredient(actor, input, executor);
  const [inserted] = await executor
    .insert(bar_inventory)
    .values({
      user_id: actor.id,
      ingredient_id: ingredient.id,
      quantity: DEFAULT_BAR_QUANTITY,
      unit: barUnitFor(ingredient.unit_type),
    })
    .onConflictDoNothing()
    .returning({ id: bar_inventory.id });
  if (inserted) return { itemId: inserted.id, ingredientId: ingredient.id, name: ingredient.name, added: true };

  const [existing] = await executor
    .update(bar_inventory)
    .set({ quantity: sql`greatest(${bar_inventory.quantity}, ${DEFAULT_BAR_QUANTITY})`, updated_at: new Date() })
    .where(and(eq(bar_inventory.user_id, actor.id), eq(bar_inventory.ingredient_id, ingredient.id)))
    .returning({ id: bar_inventory.id });
  if (!existing) throw new Error("Bar item vanished while adding");
  return { itemId: existing.id, ingredientId: ingredient.id, name: ingredient.name, added: false };
}

/** Plus adds 1; minus takes 1 away and floors at 0 (part 2 §4). Returns the new quantity. */
export async function changeBarQuantity(actor: Actor, itemId: string, delta: 1 | -1): Promise<number> {
  await consumeRateLimit("bar", actor.id);
  const [row] = await db
    .update(bar_inventory)
    .set({ quantity: sql`greatest(${bar_inventory.quantity} + ${delta}, 0)`, updated_at: new Date() })
    .where(and(eq(bar_inventory.id, itemId), eq(bar_inventory.user_id, actor.id)))
    .returning({ quantity: bar_inventory.quantity });
  if (!row) throw new NotFound("Item not found in your bar");
  return row.quantity;
}

/** Keeps the member's note on one of their items (part 2 §3 notes); none clears it. Returns what is stored. */
export async function setBarItemNote(actor: Actor, itemId: string, notes: string | undefined): Promise<string | null> {
  await consumeRateLimit("bar", actor.id);
  const [row] = await db
    .update(bar_inventory)
    .set({ notes: notes ?? null, updated_at: new Date() })
    .where(and(eq(bar_inventory.id, itemId), eq(bar_inventory.user_id, actor.id)))
    .returning({ notes: bar_inventory.notes });
  if (!row) throw new NotFound("Item not found in your bar");
  return row.notes;
}

/** Sets an item's quantity (0 = run out, still listed) and/or note at once (the public API, issue 22). */
export async function updateBarItem(
  actor: Actor,
  itemId: string,
  change: { quantity?: number; notes?: string | null },
): Promise<void> {
  await consumeRateLimit("bar", actor.id);
  const [row] = await db
    .update(bar_inventory)
    .set({
      ...(change.quantity === undefined ? {} : { quantity: change.quantity }),
      ...(change.notes === undefined ? {} : { notes: change.notes }),
      updated_at: new Date(),
    })
    .where(and(eq(bar_inventory.id, itemId), eq(bar_inventory.user_id, actor.id)))
    .returning({ id: bar_inventory.id });
  if (!row) throw new NotFound("Item not found in your bar");
}

/** Removes the item; returns the ingredient's name for the toast. */
export async function removeFromBar(actor: Actor, itemId: string): Promise<{ name: string }> {
  await consumeRateLimit("bar", actor.id);
  const [row] = await db
    .delete(bar_inventory)
    .where(and(eq(bar_inventory.id, itemId), eq(bar_inventory.user_id, actor.id)))
    .returning({ ingredientId: bar_inventory.ingredient_id });
  if (!row) throw new NotFound("Item not found in your bar");
  const [ingredient] = await db
    .select({ name: schema.ingredients.name })
    .from(schema.ingredients)
    .where(eq(schema.ingredients.id, row.ingredientId));
  return { name: ingredient?.name ?? "Item" };
}
