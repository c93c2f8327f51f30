/**
 * The public API (issue 22, app/features/api/): members' personal access tokens and the answers kept
 * for Idempotency-Key retries.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id } from "./columns";

/**
 * A token is shown once; only its SHA-256 is stored (tokens are 190 random bits, so a fast hash is
 * as good as a slow one and keeps every API call one index lookup). `token_start` is the prefix and
 * first characters, shown in the list so a member can tell their tokens apart.
 */
export const api_tokens = pgTable(
  "api_tokens",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    token_hash: text("token_hash").notNull(),
    token_start: text("token_start").notNull(),
    scopes: text("scopes").array().notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    created_at: createdAt(),
    last_used_at: timestamp("last_used_at", { withTimezone: true }),
    last_used_ip: text("last_used_ip"),
  },
  (t) => [
    uniqueIndex("api_tokens_hash_idx").on(t.token_hash),
    index("api_tokens_user_idx").on(t.user_id, t.created_at),
  ],
);

/**
 * The first answer to a POST with an Idempotency-Key, replayed for 24 hours (issue 22). Keyed by who
 * called (a token's member, or the client address) and the key; `request_hash` tells a retry from a
 * different request reusing the key (409).
 */
export const api_idempotency_keys = pgTable(
  "api_idempotency_keys",
  {
    caller: text("caller").notNull(),
    key: text("key").notNull(),
    request_hash: text("request_hash").notNull(),
    /** Null while the first request is still being answered. */
    status: integer("status"),
    body: jsonb("body"),
    headers: jsonb("headers").$type<Record<string, string>>(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.key] }), index("api_idempotency_keys_created_idx").on(t.created_at)],
);
