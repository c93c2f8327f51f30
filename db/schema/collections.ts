/** Part 2 §3: collections, their recipes, and who they are shared with. */
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, moderation, moderationCheck, updatedAt } from "./columns";
import { profiles } from "./profiles";
import { recipes } from "./recipes";

/** Listed: public and visible (the policy layer's `listedCollection`, over the table's own columns). */
function listed(t: { is_public: AnyPgColumn; moderation: AnyPgColumn }): SQL {
  return sql`${t.is_public} and ${t.moderation} = 'visible'`;
}

export const collections = pgTable(
  "collections",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Globally unique: the public address is /collections/{slug}. */
    slug: text("slug").notNull(),
    description: text("description"),
    image_url: text("image_url"),
    is_public: boolean("is_public").notNull().default(true),
    /** As recipes.followers_only: with is_public false, the owner's followers may see it too. */
    followers_only: boolean("followers_only").notNull().default(false),
    moderation: moderation(),
    view_count: integer("view_count").notNull().default(0),
    shares_count: integer("shares_count").notNull().default(0),
    likes_count: integer("likes_count").notNull().default(0),
    /** The owner's drink menu lists only what their bar can make now (issue 15), for every viewer. */
    menu_bar_only: boolean("menu_bar_only").notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    moderationCheck("collections", t.moderation),
    uniqueIndex("collections_slug_idx").on(t.slug),
    index("collections_user_idx").on(t.user_id, t.created_at),
    index("collections_public_idx").on(t.is_public, t.created_at),
    // Partial on the policy layer's listedCollection (public and visible), so its counts stay index-only.
    // The public list's order exactly, tie-breaker included, so a deep page (page 800 at 10,000
    // collections) is an index-only walk rather than a sort of every public collection (docs/performance.md).
    index("collections_public_newest_idx")
      .on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(listed(t)),
    index("collections_featured_idx").on(t.likes_count, t.created_at).where(listed(t)),
    index("collections_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    check("collections_one_audience", sql`not (${t.is_public} and ${t.followers_only})`),
  ],
);

export const collection_recipes = pgTable(
  "collection_recipes",
  {
    collection_id: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    recipe_id: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.collection_id, t.recipe_id] }),
    index("collection_recipes_recipe_idx").on(t.recipe_id),
  ],
);

export const shared_collections = pgTable(
  "shared_collections",
  {
    collection_id: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.collection_id, t.user_id] }), index("shared_collections_user_idx").on(t.user_id)],
);

export const collection_likes = pgTable(
  "collection_likes",
  {
    collection_id: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.collection_id, t.user_id] }), index("collection_likes_user_idx").on(t.user_id)],
);

/** Views counted once per visitor per day, as recipe_views (a member id or a keyed hash, never an address). */
export const collection_views = pgTable(
  "collection_views",
  {
    collection_id: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
    day: date("day").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collection_id, t.visitor, t.day] }), index("collection_views_day_idx").on(t.day)],
);

/** A renamed collection's earlier addresses, so links shared before the rename keep working. */
export const collection_slug_redirects = pgTable(
  "collection_slug_redirects",
  {
    old_slug: text("old_slug").primaryKey(),
    collection_id: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [index("collection_slug_redirects_collection_idx").on(t.collection_id)],
);
