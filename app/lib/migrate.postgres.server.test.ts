/**
 * Issue 20: instances started together on one fresh PostgreSQL database each apply the migrations at
 * start; the advisory lock makes them take turns, so every migration runs once and all start. Runs only
 * with `npm run test:pg` (an embedded database has one process).
 */
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { connectPostgres, type DatabaseConnection } from "./db.server";
import { MIGRATIONS_FOLDER, runMigrations } from "./migrate.server";

const adminUrl = process.env.DATABASE_URL as string;
const name = `muddle_migrate_${randomBytes(4).toString("hex")}`;
const admin = connectPostgres(adminUrl, 1);
const connections: DatabaseConnection[] = [];

afterAll(async () => {
  for (const connection of connections) await connection.close();
  await admin.pool?.query(`drop database if exists ${name}`);
  await admin.close();
});

describe("migrations at start", () => {
  it("run once when three instances start together on an empty database", async () => {
    await admin.pool?.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i += 1) connections.push(connectPostgres(url.toString(), 2));

    await Promise.all(connections.map((connection) => runMigrations(connection)));

    const migrations = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith(".sql"));
    const applied = await connections[0]!.pool!.query("select hash from drizzle.__drizzle_migrations");
    expect(applied.rowCount).toBe(migrations.length);
    expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(migrations.length);
    // A restart finds nothing to do.
    await runMigrations(connections[1]!);
    expect(
      (await connections[0]!.pool!.query("select count(*)::int as n from drizzle.__drizzle_migrations")).rows[0].n,
    ).toBe(migrations.length);
  });
});
