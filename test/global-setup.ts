/**
 * Builds one migrated template database per test run; every test file then gets its own copy
 * (PGlite: a data-directory dump; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { connectPglite, connectPostgres, openPglite } from "~/lib/db.server";
import { runMigrations } from "~/lib/migrate.server";
import type { TestDatabaseInfo } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const template = `muddle_test_template_${process.pid}`;
    const admin = connectPostgres(adminUrl, 1);
    await admin.pool?.query(`drop database if exists ${template}`);
    await admin.pool?.query(`create database ${template}`);
    const templateConnection = connectPostgres(withDatabase(adminUrl, template), 1);
    await runMigrations(templateConnection);
    await templateConnection.close();
    project.provide("testDatabase", { kind: "postgres", adminUrl, template });
    return async () => {
      await admin.pool?.query(`drop database if exists ${template}`);
      await admin.close();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), "muddle-test-"));
  const client = await openPglite();
  await runMigrations(connectPglite(client));
  const dump = await client.dumpDataDir("none");
  const dumpPath = path.join(dir, "template.tar");
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("testDatabase", { kind: "pglite", dumpPath });
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
