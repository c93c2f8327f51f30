/** Shared catalogues: ingredients (part 1 §3, part 2 §3), categories, cocktail types and tags. */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

/**
 * Small integers that name what a bar can satisfy: one per ingredient (a family is named by its
 * generic's key) and one per set of alternatives. Recipes store their requirements as sorted
 * arrays of these keys, so "what can I make" is an array comparison (docs/bar-matching.md).
 */
export const match_keys = pgSequence("match_keys");

export const ingredients = pgTable(
  "ingredients",
  {
    id: id(),
    name: text("name").notNull(),
    /** One of INGREDIENT_CATEGORIES; new ingredients get "other". */
    category: text("category").notNull().default("other"),
    unit_type: text("unit_type").notNull().default("unit"),
    description: text("description"),
    /** Free-form style, e.g. "London Dry", "Amaro". */
    type: text("type"),
    /** Alcohol by volume, percent. */
    abv: real("abv"),
    /** The generic ingredient this one is a variant of (a brand of white rum → "White Rum"). */
    parent_id: uuid("parent_id").references((): AnyPgColumn => ingredients.id, { onDelete: "set null" }),
    match_key: integer("match_key").notNull().unique().default(sql`nextval('match_keys')`),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("ingredients_name_lower_idx").on(sql`lower(${t.name})`),
    index("ingredients_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("ingredients_category_idx").on(t.category, t.name),
    index("ingredients_parent_idx").on(t.parent_id),
    check("ingredients_unit_type_check", sql`${t.unit_type} in ('volume','weight','unit')`),
    check("ingredients_abv_check", sql`${t.abv} is null or (${t.abv} >= 0 and ${t.abv} <= 100)`),
  ],
);

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("categories_name_lower_idx").on(sql`lower(${t.name})`)],
);

export const cocktail_types = pgTable(
  "cocktail_types",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("cocktail_types_name_lower_idx").on(sql`lower(${t.name})`)],
);

export const tags = pgTable(
  "tags",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull().unique(),
  },
  (t) => [check("tags_name_lower_case", sql`${t.name} = lower(${t.name}) and length(trim(${t.name})) > 0`)],
);

/**
 * "Any one of these": the families a recipe ingredient accepts when it lists substitutes
 * ("Bourbon, or Rye Whiskey"). Created by recipes_refresh_requirements (migration 0009) as recipes need them.
 */
export const ingredient_alternatives = pgTable("ingredient_alternatives", {
  match_key: integer("match_key").primaryKey().default(sql`nextval('match_keys')`),
  /** Sorted, distinct family keys. */
  family_keys: integer("family_keys").array().notNull().unique(),
});
