/** Reads of a member's own bar. Every query is scoped to the member asking. */
import { asc, count, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, schema } from "~/lib/db.server";
import type { BarStock } from "./bar-stock";

const { bar_inventory, ingredients } = schema;

export type BarItem = {
  id: string;
  quantity: number;
  unit: string | null;
  notes: string | null;
  created_at: Date;
  ingredient: {
    id: string;
    name: string;
    description: string | null;
    category: string;
    type: string | null;
    abv: number | null;
    unit_type: string;
    /** The generic this ingredient is a variant of ("White Rum" for Bacardi Carta Blanca). */
    parent_name: string | null;
  };
};

/**
 * The bar's one count (issue 12, item 5), read by /bar and /bar/build alike: items in stock and items
 * run out (quantity 0), which stay listed but do not count for matches (docs/bar-matching.md rule 4).
 */
export async function countBarStock(memberId: string): Promise<BarStock> {
  const [row] = await db
    .select({ all: count(), inStock: sql`count(*) filter (where ${bar_inventory.quantity} > 0)`.mapWith(Number) })
    .from(bar_inventory)
    .where(eq(bar_inventory.user_id, memberId));
  const all = row?.all ?? 0;
  const inStock = row?.inStock ?? 0;
  return { inStock, out: all - inStock };
}

/** Part 2 §3 bar_inventory with its ingredient, by category then name. */
export async function listBarItems(memberId: string): Promise<BarItem[]> {
  const parent = alias(ingredients, "parent");
  const rows = await db
    .select({
      id: bar_inventory.id,
      quantity: bar_inventory.quantity,
      unit: bar_inventory.unit,
      notes: bar_inventory.notes,
      created_at: bar_inventory.created_at,
      ingredient: {
        id: ingredients.id,
        name: ingredients.name,
        description: ingredients.description,
        category: ingredients.category,
        type: ingredients.type,
        abv: ingredients.abv,
        unit_type: ingredients.unit_type,
      },
      parent_name: parent.name,
    })
    .from(bar_inventory)
    .innerJoin(ingredients, eq(ingredients.id, bar_inventory.ingredient_id))
    .leftJoin(parent, eq(parent.id, ingredients.parent_id))
    .where(eq(bar_inventory.user_id, memberId))
    .orderBy(asc(ingredients.category), asc(ingredients.name));
  return rows.map(({ parent_name, ...row }) => ({ ...row, ingredient: { ...row.ingredient, parent_name } }));
}
