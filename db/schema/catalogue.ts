/**
 * Catalogues: ingredients (part 1 §3, part 2 §3), categories, cocktail types and tags.
 *
 * Ingredients, categories and cocktail types a member types in stay theirs (`shared` false, `created_by`
 * them) until a published public recipe uses them or a moderator shares them; triggers in migration 0014
 * do the sharing. Who sees which entry is app/features/privacy/catalogue-visibility.server.ts.
 */
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
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
import { profiles } from "./profiles";

/**
 * Who typed an entry in (null for the seeded catalogue, entries from before migration 0012, and entries
 * of members who have left), and whether everyone may see it. New rows are private unless a writer says
 * otherwise, so a forgotten path fails closed.
 */
const ownership = () => ({
  created_by: text("created_by").references(() => profiles.id, { onDelete: "set null" }),
  shared: boolean("shared").notNull().default(false),
});

/**
 * One shared entry per name (any case), and one private entry per name per member: two members may
 * each keep a private "Yuzu Sake" without either learning of the other's.
 */
function uniqueNames(table: string, t: { name: AnyPgColumn; created_by: AnyPgColumn; shared: AnyPgColumn }) {
  const lowerName: SQL = sql`lower(${t.name})`;
  return [
    uniqueIndex(`${table}_shared_name_idx`).on(lowerName).where(sql`${t.shared}`),
    uniqueIndex(`${table}_private_name_idx`).on(t.created_by, lowerName).where(sql`not ${t.shared}`),
  ];
}

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
    ...ownership(),
    created_at: createdAt(),
  },
  (t) => [
    ...uniqueNames("ingredients", t),
    // Every entry by name, whoever owns it: substitutes are matched by name (migration 0009).
    index("ingredients_name_lower_idx").on(sql`lower(${t.name})`),
    index("ingredients_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    // The Build Your Bar tabs: shared entries by category in name order, never walking past private ones.
    index("ingredients_category_idx").on(t.category, t.name).where(sql`${t.shared}`),
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
    ...ownership(),
  },
  (t) => uniqueNames("categories", t),
);

export const cocktail_types = pgTable(
  "cocktail_types",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    ...ownership(),
  },
  (t) => uniqueNames("cocktail_types", t),
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
