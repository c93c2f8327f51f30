/**
 * `npm run bench:bar [-- --db postgres|pglite] [--recipes 100000] [--iterations 50] [--reuse]`
 *
 * "What can I make" at scale (issue: with 100,000 recipes and a 40-ingredient bar, p95 ≤ 50 ms on
 * PostgreSQL). Steps:
 *   1. a database with N generated recipes (bench/generate-recipes.ts). PostgreSQL: `muddle_bench`,
 *      re-created unless --reuse finds one with at least N recipes (migrations are applied either way);
 *      PGlite: a temporary data directory;
 *   2. a member with a 40-ingredient bar, twice: the 40 generics most used by listed recipes (the bar
 *      that matches the most, the expensive case) and 40 generics picked at random;
 *   3. p50/p95/max of the real feature functions the pages call: the bar's keys, the summary (counts
 *      and next bottles, one scan), each "what can I make" sample, the /bar section loader as a whole,
 *      the /recipes "I can make" and "One ingredient away" filters (list and count), the coverage of a
 *      page of nine cards, and /bar/build's suggested ingredients;
 *   4. EXPLAIN (ANALYZE, BUFFERS) of the SQL those functions send, to bench/results/explain-bar-<db>.txt.
 * Results: bench/results/bar-<db>.json and a markdown table on stdout. Not part of `npm test`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { getBarCoverage } from "~/features/bar/bar-coverage.server";
import { type BarKeys, getBarKeys, summariseBarMatches } from "~/features/bar/bar-matching.server";
import { suggestBarIngredients } from "~/features/bar/bar-suggestions.server";
import { loadWhatCanIMake, sampleBarMatches } from "~/features/bar/what-can-i-make.server";
import { countPublicRecipes, listPublicRecipes } from "~/features/recipes/recipe-listing-queries.server";
import { parseListingParams } from "~/features/recipes/recipe-listing-schema";
import { connectPglite, connectPostgres, type DatabaseConnection, db, openPglite, setDatabase } from "~/lib/db.server";
import { runMigrations } from "~/lib/migrate.server";
import { generateRecipes } from "./generate-recipes";
import { capture, explain } from "./sql-capture";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS = path.join(ROOT, "bench", "results");
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const BENCH_DATABASE = "muddle_bench";
const TARGET_P95_MS = 50;
const BAR_SIZE = 40;

function option(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const next = process.argv[i + 1];
  return next && !next.startsWith("--") ? next : "true";
}

const options = {
  db: option("db", "postgres") as "postgres" | "pglite",
  recipes: Number(option("recipes", "100000")),
  iterations: Number(option("iterations", "50")),
  warmup: 5,
  reuse: option("reuse", "false") === "true",
};

type Stats = { p50: number; p95: number; max: number };
function stats(ms: number[]): Stats {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1) ?? 0) };
}

async function scalar(query: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql.raw(query));
  return Number(result.rows[0]?.n ?? 0);
}

async function connect(): Promise<{ connection: DatabaseConnection; client?: PGlite; cleanup: () => Promise<void> }> {
  if (options.db === "pglite") {
    const dir = mkdtempSync(path.join(tmpdir(), "muddle-bar-bench-"));
    const client = await openPglite({ dataDir: dir });
    const connection = connectPglite(client);
    return { connection, client, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [BENCH_DATABASE])).rowCount;
  let fresh = !options.reuse || !exists;
  if (!fresh) {
    const probe = connectPostgres(url.toString(), 1);
    const count = await probe.pool?.query("select count(*)::int as n from recipes").catch(() => null);
    await probe.close();
    fresh = !count || Number(count.rows[0]?.n) < options.recipes;
  }
  if (fresh) {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
  }
  await admin.end();
  const connection = connectPostgres(url.toString(), 4);
  return { connection, cleanup: async () => {} };
}

/** A member whose bar holds exactly these generics (quantity 1 each). */
async function memberWithBar(username: string, ingredientIds: string[]) {
  await db.execute(sql`delete from "user" where id = ${username}`);
  await db.execute(
    sql`insert into "user" (id, name, email) values (${username}, ${username}, ${`${username}@bench.example`})`,
  );
  await db.execute(sql`insert into profiles (id, username, slug) values (${username}, ${username}, ${username})`);
  for (const id of ingredientIds) {
    await db.execute(
      sql`insert into bar_inventory (user_id, ingredient_id, quantity, unit) values (${username}, ${id}, 1, 'bottle')`,
    );
  }
  return username;
}

async function bars() {
  const popular = await db.execute<{ id: string }>(sql`
    select i.id from recipe_requirements rq cross join unnest(rq.match_keys) k
    join ingredients i on i.match_key = k and i.parent_id is null
    where rq.listed group by i.id order by count(*) desc, i.id limit ${BAR_SIZE}`);
  const random = await db.execute<{ id: string }>(sql`
    select id from ingredients where parent_id is null order by md5(id::text || 'bar') limit ${BAR_SIZE}`);
  return [
    {
      key: "popular",
      label: "40 most used generics",
      member: await memberWithBar(
        "bench_bar_popular",
        popular.rows.map((r) => r.id),
      ),
    },
    {
      key: "random",
      label: "40 random generics",
      member: await memberWithBar(
        "bench_bar_random",
        random.rows.map((r) => r.id),
      ),
    },
  ];
}

type Case = { key: string; label: string; run: () => Promise<unknown> };

function casesFor(bar: { key: string; member: string }, keys: BarKeys, cardIds: string[]): Case[] {
  const make = parseListingParams(new URLSearchParams("bar=make"));
  const oneAway = parseListingParams(new URLSearchParams("bar=one-away"));
  const prefix = `${bar.key}:`;
  return [
    { key: `${prefix}keys`, label: "bar keys", run: () => getBarKeys(bar.member) },
    { key: `${prefix}summary`, label: "counts + next bottles", run: () => summariseBarMatches(keys) },
    { key: `${prefix}sampleMake`, label: "sample: can make (6)", run: () => sampleBarMatches(keys, "make") },
    { key: `${prefix}sampleAway`, label: "sample: one away (6)", run: () => sampleBarMatches(keys, "one-away") },
    { key: `${prefix}section`, label: "/bar section loader", run: () => loadWhatCanIMake(bar.member) },
    {
      key: `${prefix}listMake`,
      label: "/recipes I can make: list + count",
      run: () => Promise.all([listPublicRecipes(make, undefined, keys), countPublicRecipes(make, keys)]),
    },
    {
      key: `${prefix}listAway`,
      label: "/recipes one away: list + count",
      run: () => Promise.all([listPublicRecipes(oneAway, undefined, keys), countPublicRecipes(oneAway, keys)]),
    },
    { key: `${prefix}coverage`, label: "coverage of 9 cards", run: () => getBarCoverage(bar.member, cardIds) },
    { key: `${prefix}suggestions`, label: "/bar/build suggestions", run: () => suggestBarIngredients(bar.member) },
  ];
}

async function explainAll(connection: DatabaseConnection, client: PGlite | undefined, cases: Case[]) {
  const out: string[] = [];
  for (const c of cases) {
    for (const query of await capture(connection, client, c.run)) {
      out.push(`=== ${c.key} (${c.label}) ===`, query.text, await explain(connection, client, query), "");
    }
  }
  return out.join("\n");
}

async function main() {
  const log = (m: string) => console.log(m);
  const { connection, client, cleanup } = await connect();
  setDatabase(connection);
  await runMigrations(connection);
  const existing = await scalar("select count(*)::int as n from recipes");
  if (existing < options.recipes) {
    log(`Generating ${options.recipes} recipes (${options.db})…`);
    await generateRecipes({ recipes: options.recipes, log });
  } else log(`Reusing ${existing} recipes (${options.db}).`);

  const cardIds = (
    await db.execute<{ id: string }>(
      sql`select id from recipes where status = 'published' and is_public order by likes_count desc limit 9`,
    )
  ).rows.map((r) => r.id);
  const results: Record<string, Stats & { label: string; bar: string; result?: unknown }> = {};
  const explained: string[] = [];
  for (const bar of await bars()) {
    const keys = await getBarKeys(bar.member);
    const summary = await summariseBarMatches(keys);
    log(`\n${bar.label}: ${keys.length} keys, can make ${summary.makeableCount}, one away ${summary.oneAwayCount}`);
    const cases = casesFor(bar, keys, cardIds);
    for (const c of cases) for (let i = 0; i < options.warmup; i++) await c.run();
    const times = new Map<string, number[]>(cases.map((c) => [c.key, []]));
    for (let i = 0; i < options.iterations; i++) {
      for (const c of cases) {
        const t = performance.now();
        await c.run();
        times.get(c.key)?.push(performance.now() - t);
      }
    }
    for (const c of cases) {
      results[c.key] = { label: c.label, bar: bar.label, ...stats(times.get(c.key) ?? []) };
      const r = results[c.key];
      log(`  ${c.label.padEnd(36)} p50 ${r?.p50} ms  p95 ${r?.p95} ms  max ${r?.max} ms`);
    }
    results[`${bar.key}:summary`] = {
      ...(results[`${bar.key}:summary`] as Stats & { label: string; bar: string }),
      result: { makeable: summary.makeableCount, oneAway: summary.oneAwayCount, nextBottles: summary.nextBottles },
    };
    explained.push(await explainAll(connection, client, cases));
  }

  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(path.join(RESULTS, `explain-bar-${options.db}.txt`), explained.join("\n"));
  const misses = Object.entries(results).filter(([, r]) => r.p95 > TARGET_P95_MS);
  const report = {
    database: options.db,
    databaseVersion: await db.execute<{ v: string }>(sql`select version() as v`).then((r) => r.rows[0]?.v),
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, loadAverage: loadavg()[0] },
    recipes: await scalar("select count(*)::int as n from recipes"),
    listed: await scalar("select count(*)::int as n from recipe_requirements where listed"),
    options,
    targetP95Ms: TARGET_P95_MS,
    results,
  };
  writeFileSync(path.join(RESULTS, `bar-${options.db}.json`), `${JSON.stringify(report, null, 2)}\n`);
  log(`\n| bar | case | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|`);
  for (const r of Object.values(results)) log(`| ${r.bar} | ${r.label} | ${r.p50} | ${r.p95} | ${r.max} |`);
  log(
    misses.length
      ? `\n${misses.length} case(s) above the ${TARGET_P95_MS} ms p95 target`
      : `\nEvery case within p95 ≤ ${TARGET_P95_MS} ms`,
  );
  await connection.close();
  await cleanup();
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
