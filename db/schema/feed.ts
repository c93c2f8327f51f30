/** Part 2 §3: community posts, their comments (one level of replies) and likes. */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { profiles } from "./profiles";

export const community_posts = pgTable(
  "community_posts",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    content: text("content").notNull().default(""),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    like_count: integer("like_count").notNull().default(0),
    comment_count: integer("comment_count").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("community_posts_created_idx").on(t.created_at.desc()),
    index("community_posts_user_idx").on(t.user_id, t.created_at.desc()),
  ],
);

export const post_comments = pgTable(
  "post_comments",
  {
    id: id(),
    post_id: uuid("post_id")
      .notNull()
      .references(() => community_posts.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    content: text("content").notNull().default(""),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    parent_comment_id: uuid("parent_comment_id").references((): AnyPgColumn => post_comments.id, {
      onDelete: "cascade",
    }),
    created_at: createdAt(),
  },
  (t) => [
    index("post_comments_post_idx").on(t.post_id, t.created_at),
    index("post_comments_parent_idx").on(t.parent_comment_id),
  ],
);

export const post_likes = pgTable(
  "post_likes",
  {
    post_id: uuid("post_id")
      .notNull()
      .references(() => community_posts.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.user_id] }), index("post_likes_user_idx").on(t.user_id)],
);
