/** Reads of a member's own shopping list. Every query is scoped to the member asking. */
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, schema } from "~/lib/db.server";
import { getBarKeys, summariseBarMatches } from "./bar-matching.server";

const { shopping_list_items, ingredients } = schema;

/**
 * Enough next bottles to cover every family a shopping list could name: the summary ranks every
 * missing family in one scan, the limit only trims the answer.
 */
const ALL_NEXT_BOTTLES = 10_000;

export type ShoppingListItem = {
  id: string;
  bought: boolean;
  created_at: Date;
  ingredient: {
    id: string;
    name: string;
    category: string;
    /** The generic this ingredient is a variant of ("White Rum" for Bacardi Carta Blanca). */
    parent_name: string | null;
  };
  /** Listed recipes buying it would make possible now (0 once bought). */
  unlocks: number;
};

/**
 * By category then name, bought or not: ticking an item off strikes it through where it is, so the
 * list never jumps under the member's thumb (or keyboard focus).
 */
export async function listShoppingList(memberId: string): Promise<ShoppingListItem[]> {
  const parent = alias(ingredients, "parent");
  const rows = await db
    .select({
      id: shopping_list_items.id,
      bought_at: shopping_list_items.bought_at,
      created_at: shopping_list_items.created_at,
      ingredient: { id: ingredients.id, name: ingredients.name, category: ingredients.category },
      parent_id: ingredients.parent_id,
      parent_name: parent.name,
    })
    .from(shopping_list_items)
    .innerJoin(ingredients, eq(ingredients.id, shopping_list_items.ingredient_id))
    .leftJoin(parent, eq(parent.id, ingredients.parent_id))
    .where(eq(shopping_list_items.user_id, memberId))
    .orderBy(asc(ingredients.category), asc(ingredients.name));

  const unlocksByFamily = new Map<string, number>();
  if (rows.some((row) => row.bought_at === null)) {
    // A family is named by its generic: a variant on the list unlocks what its generic would.
    const { nextBottles } = await summariseBarMatches(await getBarKeys(memberId), { id: memberId }, ALL_NEXT_BOTTLES);
    for (const bottle of nextBottles) unlocksByFamily.set(bottle.ingredientId, bottle.unlocks);
  }

  return rows.map(({ bought_at, parent_id, parent_name, ...row }) => ({
    ...row,
    bought: bought_at !== null,
    ingredient: { ...row.ingredient, parent_name },
    unlocks: bought_at === null ? (unlocksByFamily.get(parent_id ?? row.ingredient.id) ?? 0) : 0,
  }));
}

/** How many items are still to buy (the badge on the shopping list link). */
export async function countShoppingList(memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shopping_list_items)
    .where(and(eq(shopping_list_items.user_id, memberId), isNull(shopping_list_items.bought_at)));
  return row?.n ?? 0;
}

/** The ingredients still to buy, so other pages can show "On your list" instead of an add button. */
export async function listShoppingIngredientIds(memberId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: shopping_list_items.ingredient_id })
    .from(shopping_list_items)
    .where(and(eq(shopping_list_items.user_id, memberId), isNull(shopping_list_items.bought_at)));
  return new Set(rows.map((row) => row.id));
}
