/**
 * Writes to a member's own shopping list. Every function takes the acting member and touches only
 * rows where user_id is theirs: another member's item id is "not found". Ticking an item off puts
 * it in the bar in the same transaction.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { findOrCreateIngredient } from "~/features/ingredients/ingredient-mutations.server";
import { visibleCatalogueEntry } from "~/features/privacy/catalogue-visibility.server";
import { db, type Executor, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { stockBarItem } from "./bar-mutations.server";

const { shopping_list_items, ingredients } = schema;

type Actor = { id: string };

export type ShoppingListAddResult = { itemId: string; ingredientId: string; name: string };

const ITEM_NOT_FOUND = "Item not found in your shopping list";

/** Lists the ingredient, or puts a bought one back to buy. */
async function upsertItem(executor: Executor, actor: Actor, ingredient: { id: string; name: string }) {
  const [row] = await executor
    .insert(shopping_list_items)
    .values({ user_id: actor.id, ingredient_id: ingredient.id })
    .onConflictDoUpdate({
      target: [shopping_list_items.user_id, shopping_list_items.ingredient_id],
      set: { bought_at: null },
    })
    .returning({ id: shopping_list_items.id });
  if (!row) throw new Error("Shopping list item was not written");
  return { itemId: row.id, ingredientId: ingredient.id, name: ingredient.name };
}

/**
 * Adds a catalogue ingredient the member may see; adding it again keeps one row (and makes a bought one
 * unbought). Another member's private entry is "not found", like a made-up id.
 */
export async function addToShoppingList(actor: Actor, ingredientId: string): Promise<ShoppingListAddResult> {
  await consumeRateLimit("bar", actor.id);
  const [ingredient] = await db
    .select({ id: ingredients.id, name: ingredients.name })
    .from(ingredients)
    .where(and(eq(ingredients.id, ingredientId), visibleCatalogueEntry(ingredients, actor)));
  if (!ingredient) throw new NotFound("Ingredient not found");
  return upsertItem(db, actor, ingredient);
}

/**
 * "Add an item": the name is matched case-insensitively among the entries the member may see, or
 * created as their private entry (part 1 §5, issue 11).
 */
export async function addNameToShoppingList(actor: Actor, name: string): Promise<ShoppingListAddResult> {
  await consumeRateLimit("bar", actor.id);
  return db.transaction(async (tx) => {
    const ingredient = await findOrCreateIngredient(actor, { name }, tx);
    return upsertItem(tx, actor, ingredient);
  });
}

/**
 * Ticks an item off (bought: it goes into the bar, restocking a run-out bottle) or back on.
 * Unticking leaves the bar alone: the bottle may well be on the shelf.
 */
export async function setShoppingItemBought(
  actor: Actor,
  itemId: string,
  bought: boolean,
): Promise<{ name: string; bought: boolean }> {
  await consumeRateLimit("bar", actor.id);
  return db.transaction(async (tx) => {
    const [item] = await tx
      .update(shopping_list_items)
      .set({ bought_at: bought ? sql`coalesce(${shopping_list_items.bought_at}, now())` : null })
      .where(and(eq(shopping_list_items.id, itemId), eq(shopping_list_items.user_id, actor.id)))
      .returning({ ingredientId: shopping_list_items.ingredient_id });
    if (!item) throw new NotFound(ITEM_NOT_FOUND);
    const [ingredient] = await tx
      .select({ name: ingredients.name })
      .from(ingredients)
      .where(eq(ingredients.id, item.ingredientId));
    const name = ingredient?.name ?? "Item";
    if (bought) await stockBarItem(actor, { ingredient_id: item.ingredientId, name }, tx);
    return { name, bought };
  });
}

/** Removes one item; returns the ingredient's name for the toast. */
export async function removeShoppingItem(actor: Actor, itemId: string): Promise<{ name: string }> {
  await consumeRateLimit("bar", actor.id);
  const [row] = await db
    .delete(shopping_list_items)
    .where(and(eq(shopping_list_items.id, itemId), eq(shopping_list_items.user_id, actor.id)))
    .returning({ ingredientId: shopping_list_items.ingredient_id });
  if (!row) throw new NotFound(ITEM_NOT_FOUND);
  const [ingredient] = await db
    .select({ name: ingredients.name })
    .from(ingredients)
    .where(eq(ingredients.id, row.ingredientId));
  return { name: ingredient?.name ?? "Item" };
}

/** Removes every item the member has ticked off; returns how many went. */
export async function clearBoughtItems(actor: Actor): Promise<number> {
  await consumeRateLimit("bar", actor.id);
  const rows = await db
    .delete(shopping_list_items)
    .where(and(eq(shopping_list_items.user_id, actor.id), isNotNull(shopping_list_items.bought_at)))
    .returning({ id: shopping_list_items.id });
  return rows.length;
}
