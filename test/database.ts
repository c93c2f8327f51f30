/**
 * Gives the calling test file a fresh, migrated database of its own and makes it the one
 * every query, mutation and the auth service use. Call once at the top of the file.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { connectPglite, connectPostgres, type DatabaseConnection, openPglite, setDatabase } from "~/lib/db.server";

export type TestDatabaseInfo =
  | { kind: "pglite"; dumpPath: string }
  | { kind: "postgres"; adminUrl: string; template: string };

export function setupTestDatabase() {
  let connection: DatabaseConnection | undefined;
  let cleanup: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const info = inject("testDatabase");
    if (info.kind === "pglite") {
      const client = await openPglite({ loadDataDir: new Blob([readFileSync(info.dumpPath)]) });
      connection = connectPglite(client);
      cleanup = () => client.close();
    } else {
      const name = `muddle_test_${randomBytes(6).toString("hex")}`;
      const admin = connectPostgres(info.adminUrl, 1);
      await admin.pool?.query(`create database ${name} template ${info.template}`);
      const url = new URL(info.adminUrl);
      url.pathname = `/${name}`;
      connection = connectPostgres(url.toString(), 5);
      cleanup = async () => {
        await connection?.close();
        await admin.pool?.query(`drop database if exists ${name}`);
        await admin.close();
      };
    }
    setDatabase(connection);
  }, 60_000);

  afterAll(async () => {
    await cleanup?.();
  });
}
