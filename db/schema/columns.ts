/** Column helpers shared by the domain tables. */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { MODERATION_STATES } from "~/features/moderation/moderation-rules";

const stateList = sql.raw(MODERATION_STATES.map((state) => `'${state}'`).join(","));

export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Issue 21: where moderation stands on a published thing (app/features/moderation/moderation-rules.ts
 * MODERATION_STATES). Anything but "visible" is hidden through the same policy conditions as private
 * content (app/features/privacy/visibility.server.ts).
 */
export const moderation = () => text("moderation").notNull().default("visible");
export const moderationCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_moderation_check`, sql`${column} in (${stateList})`);
