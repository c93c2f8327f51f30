/** Part 2 §3 bar_inventory (one row per member and ingredient), and what the bar is matched against. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ingredients } from "./catalogue";
import { createdAt, id, updatedAt } from "./columns";
import { profiles } from "./profiles";
import { recipes } from "./recipes";

/** A fixed 256-bit string; see recipe_requirements.match_mask. */
const bit256 = customType<{ data: string }>({ dataType: () => "bit(256)" });

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

/**
 * What each recipe needs from a bar, kept by triggers (migration 0009) from the recipe, its ingredients
 * and the catalogue: the sorted match keys of its required ingredients, and the same keys as a
 * 256-bit mask (bit key % 256) that rules out most recipes before the exact array test.
 */
export const recipe_requirements = pgTable("recipe_requirements", {
  recipe_id: uuid("recipe_id")
    .primaryKey()
    .references(() => recipes.id, { onDelete: "cascade" }),
  /** status = 'published' and is_public, copied so the scan never touches recipes. */
  listed: boolean("listed").notNull(),
  match_keys: integer("match_keys").array().notNull(),
  match_mask: bit256("match_mask").notNull(),
});

/**
 * How many listed recipes require each match key (a family, or a set of alternatives), kept by
 * statement triggers on recipe_requirements (migration 0011), so /bar/build can rank the bottles most
 * recipes need without counting 100,000 requirement rows on every visit.
 */
export const match_key_usage = pgTable("match_key_usage", {
  match_key: integer("match_key").primaryKey(),
  recipes: integer("recipes").notNull(),
});

/** A member's shopping list: missing ingredients to buy; ticking one off puts it in the bar. */
export const shopping_list_items = pgTable(
  "shopping_list_items",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    ingredient_id: uuid("ingredient_id")
      .notNull()
      .references(() => ingredients.id, { onDelete: "cascade" }),
    bought_at: timestamp("bought_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("shopping_list_user_ingredient_idx").on(t.user_id, t.ingredient_id)],
);

/**
 * Suggestions a member has dismissed on /bar/build (part 2 §2 "a skip button"): never suggested
 * to them again, and to nobody else because of it.
 */
export const bar_suggestion_skips = pgTable(
  "bar_suggestion_skips",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    ingredient_id: uuid("ingredient_id")
      .notNull()
      .references(() => ingredients.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("bar_suggestion_skips_user_ingredient_idx").on(t.user_id, t.ingredient_id),
    index("bar_suggestion_skips_ingredient_idx").on(t.ingredient_id),
  ],
);
