/** Part 2 §3 bar_inventory: one row per member and ingredient. */
import { sql } from "drizzle-orm";
import { check, index, pgTable, real, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ingredients } from "./catalogue";
import { createdAt, id, updatedAt } from "./columns";
import { profiles } from "./profiles";

export const bar_inventory = pgTable(
  "bar_inventory",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    ingredient_id: uuid("ingredient_id")
      .notNull()
      .references(() => ingredients.id, { onDelete: "cascade" }),
    quantity: real("quantity").notNull().default(1),
    unit: text("unit"),
    notes: text("notes"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("bar_inventory_user_ingredient_idx").on(t.user_id, t.ingredient_id),
    index("bar_inventory_ingredient_idx").on(t.ingredient_id),
    check("bar_inventory_quantity_check", sql`${t.quantity} >= 0`),
  ],
);
