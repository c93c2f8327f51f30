/**
 * The database: embedded PGlite when DATABASE_URL is unset, otherwise a node-postgres pool.
 * Same schema, same migrations, same queries.
 */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "../../db/schema";
import { lockDataDirectory } from "./data-directory-lock.server";

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or a transaction: what queries and mutations accept. */
export type Executor = Database | Transaction;

export type DatabaseConnection = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Set for PostgreSQL: the pool behind `db`, for work that needs one dedicated session. */
  pool?: pg.Pool;
  close: () => Promise<void>;
};

/**
 * Opens PGlite in memory, or on disk under `dataDir`, which this process then locks until the
 * client is closed or the process exits: a second process refuses with DataDirectoryInUse.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}) {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const release = options.dataDir ? lockDataDirectory(options.dataDir) : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
  } catch (error) {
    release?.();
    throw error;
  }
  if (release) {
    const close = client.close.bind(client);
    client.close = () => close().finally(release);
  }
  return client;
}

export function connectPglite(client: PGlite): DatabaseConnection {
  // PGlite's drizzle driver returns the same row shapes as node-postgres; the cast lets
  // every query be written once against one type.
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: "pglite", close: () => client.close() };
}

export function connectPostgres(url: string, max = 10): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzleNodePg(pool, { schema });
  return { db, pool, kind: "postgres", close: () => pool.end() };
}

// The connection is chosen at start-up (server) or per test file (Vitest), so it lives in one
// slot that `db` forwards to. Kept on globalThis so Vite's module reloads in development reuse it.
const slot = globalThis as { __muddleDatabase?: DatabaseConnection };

export function setDatabase(connection: DatabaseConnection) {
  slot.__muddleDatabase = connection;
}

export function currentConnection(): DatabaseConnection {
  const connection = slot.__muddleDatabase;
  if (!connection) throw new Error("The database is not connected yet (call setDatabase at start-up).");
  return connection;
}

export const db: Database = new Proxy({} as Database, {
  get(_target, property) {
    const target = currentConnection().db;
    const value = Reflect.get(target, property, target);
    return typeof value === "function" ? value.bind(target) : value;
  },
});

export { schema };

/**
 * Runs a `delete …` statement and says how many rows it removed, the same way on node-postgres and
 * PGlite (whose results count affected rows under different names).
 */
export async function countDeleted(statement: SQL): Promise<number> {
  const result = await db.execute<{ deleted: number }>(
    sql`with deleted as (${statement} returning 1) select count(*)::int as deleted from deleted`,
  );
  return Number(result.rows[0]?.deleted ?? 0);
}
