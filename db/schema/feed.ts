/**
 * Part 2 §3: community posts, their comments (one level of replies) and likes, plus the live-event log
 * that the feed's streams resume from (issue 16).
 */
import { desc, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, moderation, moderationCheck, updatedAt } from "./columns";
import { recipe_makes } from "./makes";
import { profiles } from "./profiles";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const community_posts = pgTable(
  "community_posts",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    content: text("content").notNull().default(""),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    /**
     * A post made by "I made this" (issue 23): the card says what was made, with the make's photo, and goes
     * with the make when it is deleted.
     */
    make_id: uuid("make_id").references(() => recipe_makes.id, { onDelete: "cascade" }),
    /** Followers only (and the author); otherwise public. Posts have no private audience: a post is for others. */
    followers_only: boolean("followers_only").notNull().default(false),
    moderation: moderation(),
    like_count: integer("like_count").notNull().default(0),
    comment_count: integer("comment_count").notNull().default(0),
    /**
     * The feed's "hot" score (docs/feed.md): creation time in units of 12.5 hours plus log10 of the
     * engagement, kept by triggers (migration 0025) so ranking is an index walk, never a sort.
     */
    rank_score: doublePrecision("rank_score").notNull().default(0),
    search_vector: tsvector("search_vector").generatedAlwaysAs(sql`to_tsvector('english', content)`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    moderationCheck("community_posts", t.moderation),
    // NULLS FIRST, as `ORDER BY … DESC` means: an index in another null order cannot give the feeds'
    // order, and every page was a sort of all the rows instead of an index walk (docs/performance.md).
    index("community_posts_created_idx").on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Both also INCLUDE followers_only and moderation (and user_rank created_at), which Drizzle cannot express
    // (migrations 0027, 0032): a followed member's page of the feed is then read from the index alone.
    index("community_posts_user_idx").on(t.user_id, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("community_posts_user_rank_idx").on(t.user_id, t.rank_score.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("community_posts_public_rank_idx")
      .on(t.rank_score.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.followers_only}`),
    index("community_posts_make_idx").on(t.make_id).where(sql`${t.make_id} is not null`),
    index("community_posts_search_idx").using("gin", t.search_vector),
    // Community search's followers-only matches (app/features/feed/community-search.server.ts).
    index("community_posts_followers_search_idx").using("gin", t.search_vector).where(sql`${t.followers_only}`),
  ],
);

export const post_comments = pgTable(
  "post_comments",
  {
    id: id(),
    post_id: uuid("post_id")
      .notNull()
      .references(() => community_posts.id, { onDelete: "cascade" }),
    // Null once the author deleted their account: a comment with replies stays as "[deleted]" (issue 17).
    user_id: text("user_id").references(() => profiles.id, { onDelete: "set null" }),
    content: text("content").notNull().default(""),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    parent_comment_id: uuid("parent_comment_id").references((): AnyPgColumn => post_comments.id, {
      onDelete: "cascade",
    }),
    created_at: createdAt(),
    /** Deleted by its author: shown as "[deleted]" while replies hang under it, otherwise not at all. */
    deleted_at: timestamp("deleted_at", { withTimezone: true }),
    moderation: moderation(),
  },
  (t) => [
    moderationCheck("post_comments", t.moderation),
    index("post_comments_post_idx").on(t.post_id, t.created_at),
    index("post_comments_parent_idx").on(t.parent_comment_id),
    index("post_comments_user_idx").on(t.user_id),
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

/**
 * Every live event, numbered by the database so that ids are in one order across instances: a stream
 * that reconnects resumes after the last id it saw (app/lib/events.server.ts). Kept for minutes only.
 */
export const live_events = pgTable(
  "live_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("live_events_created_idx").on(desc(t.created_at))],
);
