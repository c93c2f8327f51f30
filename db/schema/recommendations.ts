/** Issue 23: "For you tonight", a member's taste and their recommendations, kept until their history changes. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./profiles";
import { recipes } from "./recipes";

export const taste_profiles = pgTable(
  "taste_profiles",
  {
    user_id: text("user_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The quiz (app/features/recommendations/taste-quiz.ts): ingredient classes, sweet or bitter, strength. */
    spirits: text("spirits").array().notNull().default(sql`'{}'`),
    flavour: text("flavour"),
    strength: text("strength"),
    /** Set once the member answered or skipped the quiz: from then on they never get it instead of drinks. */
    quiz_answered_at: timestamp("quiz_answered_at", { withTimezone: true }),
    /**
     * Raised by triggers whenever the member's likes, saves, ratings, makes or bar change (migration 0042), and
     * by a quiz answer; the kept recommendations were worked out at `recommended_version`.
     */
    history_version: integer("history_version").notNull().default(0),
    recommended_version: integer("recommended_version"),
    recommended_at: timestamp("recommended_at", { withTimezone: true }),
    /** The refresher's claim: no other instance takes this member until then (a failed one retries after it). */
    refreshing_until: timestamp("refreshing_until", { withTimezone: true }),
  },
  (t) => [
    // The refresher's sweep, every second: only members whose kept recommendations are out of date.
    index("taste_profiles_stale_idx").on(t.recommended_at).where(sql`${t.recommended_version} <> ${t.history_version}`),
    check("taste_profiles_flavour_check", sql`${t.flavour} in ('sweet', 'balanced', 'bitter')`),
    check("taste_profiles_strength_check", sql`${t.strength} in ('none', 'light', 'medium', 'strong')`),
  ],
);

/** The member's kept recommendations, best first, with what explains each (docs/discovery.md). */
export const member_recommendations = pgTable(
  "member_recommendations",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    recipe_id: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    score: real("score").notNull(),
    /** The member's own liked, rated, made or saved recipes most like it, most alike first. */
    because: uuid("because").array().notNull().default(sql`'{}'`),
    /** How many members who like what this member likes liked it. */
    crowd: integer("crowd").notNull().default(0),
    /** The quiz answers it matches: spirit classes, "bitter", "sweet", "strength". */
    quiz: text("quiz").array().notNull().default(sql`'{}'`),
    /** Days since it was published, when that is recent. */
    fresh_days: smallint("fresh_days"),
    saved: boolean("saved").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.position] }),
    // A deleted recipe leaves every member's list without reading all of them.
    index("member_recommendations_recipe_idx").on(t.recipe_id),
  ],
);
