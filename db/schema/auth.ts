/**
 * Tables owned by better-auth (users, sessions, credentials, verification tokens, rate limits).
 * Property names are what better-auth expects; column names follow our snake_case convention.
 */
import { bigint, boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** member | moderator | admin */
  role: text("role").notNull().default("member"),
  /** better-auth's twoFactor plugin: TOTP sign-in is on (issue 17). */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /**
   * Issue 21 sanctions (app/features/moderation/sanctions.server.ts): a silenced member reads but does not
   * write; a suspended one cannot sign in. Null = none; a far-future time = until a moderator lifts it.
   */
  silencedUntil: timestamp("silenced_until", { withTimezone: true }),
  suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
  /** Told to a suspended member who tries to sign in (read through better-auth's adapter, in its transaction). */
  suspensionReason: text("suspension_reason"),
  ...timestamps,
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /**
     * Authenticator assurance (part 1 §4): "aal2" once a second factor was verified for this
     * session, else "aal1". Set when the session is created (features/auth/assurance.server.ts).
     */
    aal: text("aal").notNull().default("aal1"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's twoFactor plugin: the member's TOTP secret and backup codes (both encrypted by it). */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factor_user_id_idx").on(t.userId), index("two_factor_secret_idx").on(t.secret)],
);

/**
 * Fixed-window request counters. better-auth uses it for direct calls to /api/auth/*;
 * our own limiter (app/features/auth/rate-limit.server.ts) uses it for sign-in and sign-up
 * actions. Kept in the database so limits hold across restarts and instances.
 */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Our own fixed-window limiter for sign-in, sign-up and password reset when they are called
 * from route actions, which better-auth's limiter does not see.
 */
export const request_limits = pgTable("request_limits", {
  key: text("key").primaryKey(),
  window_started_at: timestamp("window_started_at", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
