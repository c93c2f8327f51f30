import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used; migrations are applied in code at start-up
// (see app/lib/migrate.server.ts) because drizzle-kit cannot load PGlite's pg_trgm.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/drizzle",
  casing: undefined,
});
