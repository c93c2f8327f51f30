/** Applies pending drizzle-kit migrations (db/drizzle) at start-up and in tests. */
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseConnection } from "./db.server";
import { inTurn } from "./instance-lock.server";

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/drizzle");
// Any constant: instances starting together take turns instead of racing the same migration.
const MIGRATION_LOCK = 727_274;

export async function runMigrations(connection: DatabaseConnection) {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  await inTurn(connection, MIGRATION_LOCK, async (client) => {
    if (client) await migrateNodePg(drizzle(client), config);
    else await migratePglite(connection.db as unknown as PgliteDatabase, config);
  });
}
