/** Issue 23: what "More like this" compares, kept by triggers (migration 0038). See docs/discovery.md. */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { recipes } from "./recipes";

/**
 * One row per recipe and feature: an ingredient family (`f:{match_key}`), a coarse ingredient class
 * (`c:whiskey`), a tag (`t:{id}`), a category (`k:{id}`) or the method (`m:stirred`). Each group's
 * weights are a unit vector scaled by the group's share of the score, so the dot product of two recipes'
 * rows is their similarity before rarity and strength are counted.
 */
export const recipe_likeness = pgTable(
  "recipe_likeness",
  {
    recipe_id: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    feature: text("feature").notNull(),
    weight: real("weight").notNull(),
    /** Published, public and visible, copied so candidates are found without reading recipes. */
    listed: boolean("listed").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recipe_id, t.feature] }),
    index("recipe_likeness_listed_feature_idx").on(t.feature, t.weight, t.recipe_id).where(sql`${t.listed}`),
  ],
);

/** How many listed recipes have each feature (its rarity), kept by statement triggers on recipe_likeness. */
export const recipe_likeness_usage = pgTable("recipe_likeness_usage", {
  feature: text("feature").primaryKey(),
  recipes: integer("recipes").notNull(),
});

/**
 * When each recipe's features last changed (recipes_refresh_likeness, or a new original named), so a kept
 * "More like this" list can be brought up to date by scoring only what changed since it was worked out.
 */
export const recipe_likeness_changes = pgTable(
  "recipe_likeness_changes",
  {
    recipe_id: uuid("recipe_id")
      .primaryKey()
      .references(() => recipes.id, { onDelete: "cascade" }),
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recipe_likeness_changes_changed_at_idx").on(t.changed_at)],
);

/**
 * A recipe's "More like this" candidates as last worked out in full (similar_recipes, best first), which
 * kept_similar_recipes scores again together with whatever changed since (migration 0043).
 */
export const recipe_similar_kept = pgTable("recipe_similar_kept", {
  recipe_id: uuid("recipe_id")
    .primaryKey()
    .references(() => recipes.id, { onDelete: "cascade" }),
  recipe_ids: uuid("recipe_ids").array().notNull(),
  worked_out_at: timestamp("worked_out_at", { withTimezone: true }).notNull().defaultNow(),
});
