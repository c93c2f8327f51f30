/** Part 1 §3 and §4: comments, ratings, likes and saves on recipes. */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, moderation, moderationCheck, updatedAt } from "./columns";
import { profiles } from "./profiles";
import { recipes } from "./recipes";

export const recipe_comments = pgTable(
  "recipe_comments",
  {
    id: id(),
    recipe_id: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    // Null once the author deleted their account: a comment with replies stays as "[deleted]" (issue 17).
    user_id: text("user_id").references(() => profiles.id, { onDelete: "set null" }),
    profile_id: text("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    parent_comment_id: uuid("parent_comment_id").references((): AnyPgColumn => recipe_comments.id, {
      onDelete: "cascade",
    }),
    text: text("text").notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
    /** A deleted comment that still has replies keeps its place and reads "[deleted]". */
    deleted_at: timestamp("deleted_at", { withTimezone: true }),
    moderation: moderation(),
  },
  (t) => [
    moderationCheck("recipe_comments", t.moderation),
    index("recipe_comments_recipe_idx").on(t.recipe_id, t.created_at.desc()),
    index("recipe_comments_parent_idx").on(t.parent_comment_id),
    index("recipe_comments_user_idx").on(t.user_id),
  ],
);

export const recipe_ratings = pgTable(
  "recipe_ratings",
  {
    recipe_id: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.recipe_id, t.user_id] }),
    index("recipe_ratings_user_idx").on(t.user_id),
    check("recipe_ratings_range", sql`${t.rating} between 1 and 5`),
  ],
);

export const recipe_likes = pgTable(
  "recipe_likes",
  {
    recipe_id: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.recipe_id, t.user_id] }),
    index("recipe_likes_user_idx").on(t.user_id, t.created_at),
  ],
);

export const recipe_saves = pgTable(
  "recipe_saves",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    recipe_id: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.recipe_id] }), index("recipe_saves_recipe_idx").on(t.recipe_id)],
);
