import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * `npm run test:pg` (DATABASE_URL set) runs again only the files that use a database, which are named
 * `*.server.test.ts` (test/database-tests-named.test.ts holds every file to it): the pure ones would
 * prove nothing new on PostgreSQL and cost a minute of CI.
 */
const ALL = [
  "app/**/*.test.{ts,tsx}",
  "db/**/*.test.ts",
  "server/**/*.test.ts",
  "scripts/**/*.test.ts",
  "test/**/*.test.ts",
];
const DATABASE_BACKED = ["app/**/*.server.test.ts", "db/**/*.server.test.ts", "server/**/*.server.test.ts"];
/** Tests of several processes on one PostgreSQL server (LISTEN/NOTIFY): meaningless on the embedded database. */
const POSTGRES_ONLY = ["**/*.postgres.server.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: process.env.DATABASE_URL ? DATABASE_BACKED : ALL,
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : POSTGRES_ONLY)],
    globalSetup: ["./test/global-setup.ts"],
    setupFiles: ["./test/isolated-data-dir.ts"],
    // Each file may hold an embedded PostgreSQL (~300 MB): two at a time fits the machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: "test",
      AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
      PUBLIC_URL: "http://localhost:3000",
    },
  },
});
