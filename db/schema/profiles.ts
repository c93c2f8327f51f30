/** Part 2 §3 profile: one row per member, id equals the auth user id. */
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import {
  type CookieConsent,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_PRIVACY_SETTINGS,
  type NotificationPreferences,
  type PrivacySettings,
} from "~/lib/constants";
import { user } from "./auth";
import { createdAt, moderation, moderationCheck, updatedAt } from "./columns";

export type SocialLinks = {
  website?: string;
  twitter?: string;
  instagram?: string;
  facebook?: string;
  youtube?: string;
};

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    /** The public address segment: /{slug}. Lower-case username. */
    slug: text("slug").notNull(),
    first_name: text("first_name"),
    last_name: text("last_name"),
    bio: text("bio"),
    location: text("location"),
    email: text("email"),
    profile_picture_url: text("profile_picture_url"),
    expertise_level: text("expertise_level"),
    social_links: jsonb("social_links").$type<SocialLinks>().notNull().default({}),
    specialties: text("specialties").array().notNull().default(sql`'{}'::text[]`),
    certifications: text("certifications").array().notNull().default(sql`'{}'::text[]`),
    theme: text("theme"),
    privacy_settings: jsonb("privacy_settings").$type<PrivacySettings>().notNull().default(DEFAULT_PRIVACY_SETTINGS),
    notification_preferences: jsonb("notification_preferences")
      .$type<NotificationPreferences>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_PREFERENCES),
    cookie_consent: jsonb("cookie_consent").$type<CookieConsent>(),
    moderation: moderation(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    moderationCheck("profiles", t.moderation),
    uniqueIndex("profiles_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("profiles_slug_idx").on(t.slug),
    // Community search by username and by full name (the expression app/features/feed/community-search.server.ts
    // matches), typos included. GiST, so the closest few are read in order of similarity (a nearest-neighbour
    // scan) instead of every member sharing a trigram with the query, then sorted. 256-byte signatures:
    // with the default 12 the inner pages summarised nothing, and a query matching no one read the whole index.
    index("profiles_username_trgm_idx").using("gist", sql`${t.username} gist_trgm_ops(siglen=256)`),
    index("profiles_full_name_trgm_idx").using(
      "gist",
      sql`(coalesce(${t.first_name}, '') || ' ' || coalesce(${t.last_name}, '')) gist_trgm_ops(siglen=256)`,
    ),
    check("profiles_username_format", sql`${t.username} ~ '^[A-Za-z0-9_-]{3,30}$'`),
    check(
      "profiles_expertise_level_check",
      sql`${t.expertise_level} is null or ${t.expertise_level} in ('beginner','intermediate','advanced','expert','professional')`,
    ),
    check("profiles_theme_check", sql`${t.theme} is null or ${t.theme} in ('light','dark')`),
  ],
);

/** Part 1 §3 followers: one row per (follower, followed) pair. */
export const followers = pgTable(
  "followers",
  {
    follower_id: text("follower_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    following_id: text("following_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.follower_id, t.following_id] }),
    index("followers_following_idx").on(t.following_id, t.created_at),
    check("followers_not_self", sql`${t.follower_id} <> ${t.following_id}`),
  ],
);

/** A member's earlier usernames: /{old} and /recipes/{old}/… keep answering with a redirect after a rename. */
export const profile_slug_redirects = pgTable(
  "profile_slug_redirects",
  {
    old_slug: text("old_slug").primaryKey(),
    profile_id: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [index("profile_slug_redirects_profile_idx").on(t.profile_id)],
);
