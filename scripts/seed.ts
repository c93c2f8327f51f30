/**
 * `npm run seed`: apply migrations and add the demo content (members, recipes, photos,
 * activity) to the configured database. Safe to repeat: it only adds what is missing.
 *
 * Embedded mode: stop the server first. PGlite has no cross-process lock, so two processes
 * writing one data directory (./data/db) silently lose data. With DATABASE_URL (PostgreSQL)
 * it may run while servers are up.
 */
import { connectPglite, connectPostgres, openPglite, setDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { runMigrations } from "~/lib/migrate.server";
import { seedDemoContent } from "../db/seed/seed.server";

async function main() {
  const config = env();
  if (config.DATABASE_URL) {
    console.log("Seeding the PostgreSQL database from DATABASE_URL…");
  } else {
    console.log(`Seeding the embedded database in ${config.PGLITE_DIR}`);
    console.warn(
      "Make sure the Muddle server is NOT running: the embedded database cannot be shared between processes.",
    );
  }
  // Opened the way server/prepare.ts does, but without its automatic seeding.
  const connection = config.DATABASE_URL
    ? connectPostgres(config.DATABASE_URL, 2)
    : connectPglite(await openPglite({ dataDir: config.PGLITE_DIR }));
  setDatabase(connection);
  try {
    await runMigrations(connection);
    const { ms, ...added } = await seedDemoContent();
    const rows = Object.entries(added).map(([what, n]) => `  ${what.padEnd(14)} ${n}`);
    console.log(`Added (rows that were missing):\n${rows.join("\n")}\nDone in ${(ms / 1000).toFixed(1)} s.`);
    console.log(
      `Sign in as any demo member (e.g. ada@demo.muddle.example) with the shared demo password from db/seed/data/members.ts.`,
    );
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
