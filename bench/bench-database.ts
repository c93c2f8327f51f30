/**
 * A benchmark's database, opened in the worker process and migrated: on PostgreSQL a database of its
 * own (dropped and re-created unless `reuse` finds one), on PGlite a data directory under `dataDir`
 * (`dataDir/db`, where the server looks for it when DATA_DIR is `dataDir`).
 */
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { connectPglite, connectPostgres, type DatabaseConnection, openPglite, setDatabase } from "~/lib/db.server";
import { runMigrations } from "~/lib/migrate.server";
import type { BenchKind } from "./bench-runner";

export const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

const adminUrl = () => process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export type BenchDatabase = {
  connection: DatabaseConnection;
  client: PGlite | undefined;
  /** The PostgreSQL database's URL (for a server started on it); undefined on PGlite. */
  databaseUrl: string | undefined;
  /** False when `reuse` found a database already there. */
  fresh: boolean;
};

export async function openBenchDatabase(
  kind: BenchKind,
  options: { name: string; dataDir: string; reuse?: boolean },
): Promise<BenchDatabase> {
  let client: PGlite | undefined;
  let connection: DatabaseConnection;
  let databaseUrl: string | undefined;
  let fresh = true;
  if (kind === "postgres") {
    await withAdmin(async (admin) => {
      const exists = (await admin.query("select 1 from pg_database where datname = $1", [options.name])).rowCount;
      fresh = !(options.reuse && exists);
      if (fresh) {
        await admin.query(`drop database if exists ${options.name} with (force)`);
        await admin.query(`create database ${options.name}`);
      }
    });
    const url = new URL(adminUrl());
    url.pathname = `/${options.name}`;
    databaseUrl = url.toString();
    connection = connectPostgres(databaseUrl, 10);
  } else {
    client = await openPglite({ dataDir: path.join(options.dataDir, "db") });
    connection = connectPglite(client);
  }
  setDatabase(connection);
  await runMigrations(connection);
  return { connection, client, databaseUrl, fresh };
}

export async function dropBenchDatabase(name: string) {
  await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
}
