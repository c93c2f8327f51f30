/** Reads of a member's own bar. Every query is scoped to the member asking. */
import { asc, count, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, schema } from "~/lib/db.server";

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

export async function countBarItems(memberId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bar_inventory).where(eq(bar_inventory.user_id, memberId));
  return row?.n ?? 0;
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
