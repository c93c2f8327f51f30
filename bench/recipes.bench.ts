/**
 * `npm run bench:recipes [-- --db pglite|postgres|both] [--recipes 100000] [--skip-http]`
 *
 * For each database (in its own child process, one after the other, so memory is returned):
 *   1. a fresh database (PostgreSQL: `muddle_bench`, dropped and re-created; PGlite: a temp data dir),
 *      migrated and filled by bench/generate-recipes.ts;
 *   2. p50/p95/max of the real listing functions (listPublicRecipes, countPublicRecipes, and the two
 *      together as the page runs them) for every filter, search, sort and page, and of the recipe
 *      page loader (getRecipeByAddress);
 *   3. EXPLAIN (ANALYZE, BUFFERS) of the SQL those functions actually send, written to
 *      bench/results/explain-<db>.txt, with the indexes each plan uses checked against expectations;
 *   4. the production server started on that database, and autocannon (10 connections, 10 s) against
 *      /recipes and one recipe page.
 * Results: bench/results/recipes-<db>.json and a markdown table on stdout.
 * Options may also come from the environment: BENCH_DB, BENCH_RECIPES, BENCH_SKIP_HTTP=1,
 * BENCH_ITERATIONS, BENCH_DATABASE_URL (admin URL of the PostgreSQL server).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { getRecipeByAddress } from "~/features/recipes/recipe-detail-queries.server";
import { countPublicRecipes, listPublicRecipes } from "~/features/recipes/recipe-listing-queries.server";
import { parseListingParams } from "~/features/recipes/recipe-listing-schema";
import { connectPglite, connectPostgres, type DatabaseConnection, db, openPglite, setDatabase } from "~/lib/db.server";
import { runMigrations } from "~/lib/migrate.server";
import { commandLineOptions, runBenchmark } from "./bench-runner";
import { busyPercent, cpuTimes, indexesIn, machineInfo, type Stats, stats, timed } from "./bench-stats";
import { type GenerateSummary, generateRecipes } from "./generate-recipes";
import { capture, explain } from "./sql-capture";

type Kind = "pglite" | "postgres";
type Options = { db: Kind | "both"; recipes: number; skipHttp: boolean; iterations: number; warmup: number };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS = path.join(ROOT, "bench", "results");
const THIS_FILE = fileURLToPath(import.meta.url);
const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";
const BENCH_DATABASE = "muddle_bench";
const TARGET_P95_MS = 20;

function parseOptions(argv: string[]): Options {
  const args = commandLineOptions(argv);
  const kind = args.get("db") ?? process.env.BENCH_DB ?? "both";
  if (!["pglite", "postgres", "both"].includes(kind)) throw new Error(`--db must be pglite, postgres or both`);
  const recipes = Number(args.get("recipes") ?? process.env.BENCH_RECIPES ?? 100_000);
  if (!Number.isInteger(recipes) || recipes < 100) throw new Error("--recipes must be an integer ≥ 100");
  return {
    db: kind as Options["db"],
    recipes,
    skipHttp: args.has("skip-http") || ["1", "true"].includes(process.env.BENCH_SKIP_HTTP ?? ""),
    iterations: Number(args.get("iterations") ?? process.env.BENCH_ITERATIONS ?? 50),
    warmup: 5,
  };
}

// ---------------------------------------------------------------------------------------------
// Cases

type QueryCase = {
  key: string;
  label: string;
  query: string;
  /** Indexes the plans must use (list, count; "a|b" = either); checked after EXPLAIN. */
  expect: { list: string[]; count: string[] };
};

async function queryCases(): Promise<QueryCase[]> {
  const one = async (query: string) =>
    ((await db.execute(sql.raw(query))) as unknown as { rows: { id: number }[] }).rows[0]?.id;
  const category = await one("select id from categories where name = 'Sour'");
  const type = await one("select id from cocktail_types where name = 'Gin'");
  // "a|b": either index satisfies the expectation.
  const newest = "recipes_public_newest_idx";
  const rating = "recipes_public_rating_idx";
  // Difficulty is counted by equality on what the cards show (ADR 0004).
  const difficulty = "recipes_public_difficulty_idx";
  const listedCount = "recipes_public_servings_idx|recipes_public_prep_idx|recipes_public_newest_idx";
  const search = ["recipes_search_idx", "recipes_name_trgm_idx", "recipes_pkey"];
  const sorted = (index: string) => ({ list: [index], count: [listedCount] });
  return [
    { key: "none", label: "no filter", query: "", expect: sorted(newest) },
    {
      key: "category",
      label: "category (Sour)",
      query: `category=${category}`,
      expect: {
        list: [newest, "recipe_categories_category_idx|recipe_categories_recipe_id_category_id_pk"],
        count: ["recipe_categories_category_idx", "recipes_unlisted_idx"],
      },
    },
    {
      key: "type",
      label: "cocktail type (Gin)",
      query: `type=${type}`,
      expect: {
        list: [newest, "recipe_cocktail_types_type_idx|recipe_cocktail_types_recipe_id_cocktail_type_id_pk"],
        count: ["recipe_cocktail_types_type_idx", "recipes_unlisted_idx"],
      },
    },
    {
      key: "categoryType",
      label: "category + type",
      query: `category=${category}&type=${type}`,
      expect: {
        list: [newest],
        count: [
          "recipe_categories_category_idx",
          "recipe_cocktail_types_type_idx|recipe_cocktail_types_recipe_id_cocktail_type_id_pk",
          "recipes_unlisted_idx",
        ],
      },
    },
    {
      key: "expert",
      label: "difficulty expert",
      query: "difficulty=expert",
      expect: { list: [`${newest}|${rating}`], count: [difficulty] },
    },
    {
      key: "advanced",
      label: "difficulty advanced",
      query: "difficulty=advanced",
      expect: { list: [newest], count: [difficulty] },
    },
    {
      key: "beginner",
      label: "difficulty beginner",
      query: "difficulty=beginner",
      expect: { list: [newest], count: [difficulty] },
    },
    {
      key: "servings2",
      label: "servings 2",
      query: "servings=2",
      expect: { list: [newest], count: ["recipes_public_servings_idx"] },
    },
    {
      key: "servings6",
      label: "servings 6+",
      query: "servings=6%2B",
      expect: { list: [`${newest}|recipes_public_servings_idx`], count: ["recipes_public_servings_idx"] },
    },
    {
      key: "prep3",
      label: "prep time ≤ 3 min",
      query: "prepTime=3",
      expect: { list: [newest], count: ["recipes_public_prep_idx"] },
    },
    { key: "search", label: 'search "negroni"', query: "search=negroni", expect: { list: search, count: search } },
    {
      key: "typo",
      label: 'search typo "margerita"',
      query: "search=margerita",
      expect: { list: search, count: search },
    },
    {
      key: "ingredient",
      label: 'search ingredient "campari"',
      query: "search=campari",
      expect: {
        list: [...search, "recipe_ingredients_ingredient_idx"],
        count: [...search, "recipe_ingredients_ingredient_idx"],
      },
    },
    {
      // An ingredient typo that full-text search cannot match: only the ingredient branch finds these.
      key: "ingredientTypo",
      label: 'search ingredient typo "campri"',
      query: "search=campri",
      expect: {
        list: [...search, "recipe_ingredients_ingredient_idx"],
        count: [...search, "recipe_ingredients_ingredient_idx"],
      },
    },
    { key: "newest", label: "sort newest", query: "sort=newest", expect: sorted(newest) },
    { key: "oldest", label: "sort oldest", query: "sort=oldest", expect: sorted(newest) },
    { key: "rating", label: "sort rating", query: "sort=rating", expect: sorted(rating) },
    { key: "popular", label: "sort popular", query: "sort=popular", expect: sorted("recipes_public_popular_idx") },
    { key: "page1", label: "page 1", query: "page=1", expect: sorted(newest) },
    { key: "page500", label: "page 500", query: "page=500", expect: sorted(newest) },
    {
      key: "combined",
      label: "category + expert + sort rating",
      query: `category=${category}&difficulty=expert&sort=rating`,
      expect: { list: [rating], count: [`${rating}|recipe_categories_category_idx`] },
    },
  ];
}

type CaseResult = {
  key: string;
  label: string;
  query: string;
  matches: number;
  list: Stats;
  count: Stats;
  pair: Stats;
};

async function benchQueries(cases: QueryCase[], options: Options, log: (m: string) => void) {
  const prepared = cases.map((c) => ({
    c,
    filters: parseListingParams(new URLSearchParams(c.query)),
    list: [] as number[],
    count: [] as number[],
    pair: [] as number[],
    matches: 0,
  }));
  for (const p of prepared) {
    for (let i = 0; i < options.warmup; i++) {
      await Promise.all([listPublicRecipes(p.filters), countPublicRecipes(p.filters)]);
    }
  }
  // Round-robin: iteration i runs every case once, so a burst of load from other processes on this
  // shared machine is spread over all cases instead of landing on whichever case ran at the time.
  for (let i = 0; i < options.iterations; i++) {
    for (const p of prepared) {
      p.list.push((await timed(() => listPublicRecipes(p.filters)))[0]);
      const [ms, n] = await timed(() => countPublicRecipes(p.filters));
      p.count.push(ms);
      p.matches = n;
      // As the page's loader does: both at once (two connections on PostgreSQL, queued on PGlite).
      p.pair.push((await timed(() => Promise.all([listPublicRecipes(p.filters), countPublicRecipes(p.filters)])))[0]);
    }
  }
  const results: CaseResult[] = prepared.map((p) => ({
    key: p.c.key,
    label: p.c.label,
    query: p.c.query,
    matches: p.matches,
    list: stats(p.list),
    count: stats(p.count),
    pair: stats(p.pair),
  }));
  for (const r of results) {
    log(
      `  ${r.label.padEnd(32)} ${String(r.matches).padStart(6)} matches  list p50 ${r.list.p50} / p95 ${r.list.p95} ms, ` +
        `count p50 ${r.count.p50} / p95 ${r.count.p95} ms, pair p95 ${r.pair.p95} ms`,
    );
  }
  return results;
}

/**
 * countPublicRecipes counts a category or type filter from the link rows (recipe-listing-queries):
 * cross-check those against the plain definition, so a fast count is never a wrong one.
 */
async function checkExactCounts(results: CaseResult[], log: (m: string) => void) {
  for (const r of results.filter((q) => ["category", "type", "categoryType"].includes(q.key))) {
    const params = new URLSearchParams(r.query);
    const category = params.get("category");
    const type = params.get("type");
    const result = await db.execute(sql`
      select count(*)::int as n from recipes r where r.status = 'published' and r.is_public
        ${category ? sql`and exists (select 1 from recipe_categories rc where rc.recipe_id = r.id and rc.category_id = ${Number(category)})` : sql``}
        ${type ? sql`and exists (select 1 from recipe_cocktail_types rt where rt.recipe_id = r.id and rt.cocktail_type_id = ${Number(type)})` : sql``}`);
    const expected = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
    if (expected !== r.matches)
      throw new Error(`${r.label}: countPublicRecipes says ${r.matches}, the recipes say ${expected}`);
    log(`  exact count check ${r.label}: ${expected} ✓`);
  }
}

type Sample = { username: string; slug: string; name: string };

async function sampleRecipes(n: number): Promise<Sample[]> {
  const result = await db.execute(sql`
    select p.username, r.slug, r.name from recipes r join profiles p on p.id = r.user_id
    where r.status = 'published' and r.is_public order by md5(r.id::text) limit ${n}`);
  return (result as unknown as { rows: Sample[] }).rows;
}

async function benchRecipePage(samples: Sample[], options: Options) {
  const warm = samples.slice(0, options.warmup);
  const timedSamples = samples.slice(options.warmup);
  for (const s of warm) await getRecipeByAddress(s.username, s.slug, null);
  const ms: number[] = [];
  for (const s of timedSamples) {
    const [t, found] = await timed(() => getRecipeByAddress(s.username, s.slug, null));
    if (found?.kind !== "found") throw new Error(`recipe page loader did not find ${s.username}/${s.slug}`);
    ms.push(t);
  }
  return stats(ms);
}

type ExplainCheck = {
  key: string;
  label: string;
  list: string[];
  count: string[];
  missing: string[];
  seqScans: string[];
};

async function explainCases(
  cases: QueryCase[],
  connection: DatabaseConnection,
  client: PGlite | undefined,
  file: string,
  log: (m: string) => void,
) {
  const out: string[] = [];
  const checks: ExplainCheck[] = [];
  for (const c of cases) {
    const filters = parseListingParams(new URLSearchParams(c.query));
    const [listQuery] = await capture(connection, client, () => listPublicRecipes(filters));
    const [countQuery] = await capture(connection, client, () => countPublicRecipes(filters));
    if (!listQuery || !countQuery) throw new Error(`could not capture the SQL of case ${c.key}`);
    const listPlan = await explain(connection, client, listQuery);
    const countPlan = await explain(connection, client, countQuery);
    const list = indexesIn(listPlan);
    const count = indexesIn(countPlan);
    const lacks = (used: string[]) => (wanted: string) => !wanted.split("|").some((i) => used.includes(i));
    const missing = [
      ...c.expect.list.filter(lacks(list.indexes)).map((i) => `list:${i}`),
      ...c.expect.count.filter(lacks(count.indexes)).map((i) => `count:${i}`),
    ];
    // Only scans of the big tables count; catalogue tables and profiles are small lookups.
    const seqScans = [...list.seqScans.map((t) => `list:${t}`), ...count.seqScans.map((t) => `count:${t}`)].filter(
      (s) => /:recipe(s|_\w+)$/.test(s),
    );
    checks.push({ key: c.key, label: c.label, list: list.indexes, count: count.indexes, missing, seqScans });
    out.push(
      `=== ${c.label} (${c.query || "no parameters"}) ===`,
      `--- listPublicRecipes ---`,
      listQuery.text,
      `-- params: ${JSON.stringify(listQuery.params)}`,
      listPlan,
      `--- countPublicRecipes ---`,
      countQuery.text,
      `-- params: ${JSON.stringify(countQuery.params)}`,
      countPlan,
      "",
    );
    const ok = missing.length === 0 && seqScans.length === 0;
    log(
      `  ${ok ? "✓" : "✗"} ${c.label.padEnd(32)} list uses ${list.indexes.join(", ") || "no index"}; ` +
        `count uses ${count.indexes.join(", ") || "no index"}` +
        (missing.length ? `  MISSING ${missing.join(", ")}` : "") +
        (seqScans.length ? `  SEQ SCAN ${seqScans.join(", ")}` : ""),
    );
  }
  writeFileSync(file, out.join("\n"));
  return checks;
}

// ---------------------------------------------------------------------------------------------
// HTTP

type HttpResult = {
  path: string;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  latencyMean: number;
  requests: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  bytesPerResponse: number;
  rendersData: boolean;
};

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  throughput: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  process.kill(child.pid, "SIGTERM");
  const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 30_000));
  if ((await Promise.race([exited, timeout])) === "timeout" && child.exitCode === null) {
    process.kill(child.pid, "SIGKILL");
    await exited;
  }
}

function rssMb(pid: number | undefined): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

async function benchHttp(
  kind: Kind,
  dataDir: string,
  databaseUrl: string | undefined,
  listingName: string,
  recipe: Sample,
  log: (m: string) => void,
) {
  if (!existsSync(path.join(ROOT, "build", "server", "index.js"))) {
    log("  build/ is missing: npm run build");
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  // Loaded by name at run time: autocannon ships no type declarations.
  const autocannonModule = "autocannon";
  const autocannon = (await import(autocannonModule)).default as (
    options: Record<string, unknown>,
  ) => Promise<AutocannonResult>;

  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
  };
  delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  delete env.BENCH_WORKER;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let serverOutput = "";
  child.stdout?.on("data", (d: Buffer) => {
    serverOutput += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    serverOutput += d.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  const results: HttpResult[] = [];
  let serverRssMb: number | null = null;
  const startedAt = performance.now();
  try {
    await waitForServer(`${base}/recipes`, child, 300_000);
    log(
      `  server (pid ${child.pid}) ready on port ${port} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
    );
    const recipePath = `/recipes/${encodeURIComponent(recipe.username)}/${encodeURIComponent(recipe.slug)}`;
    // /faq renders the same shell (root loader, session check, layout) without recipe queries: the
    // baseline that separates server-side rendering from the database work.
    for (const [urlPath, expected] of [
      ["/recipes", listingName],
      [recipePath, recipe.name],
      ["/faq", "Frequently Asked Questions"],
    ] as const) {
      const response = await fetch(`${base}${urlPath}`);
      const body = await response.text();
      const rendersData =
        (response.ok && body.includes(expected.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"))) ||
        body.includes(expected);
      if (!rendersData)
        log(
          `  ! ${urlPath} answered ${response.status} without "${expected}" (${body.length} bytes): is the route built?`,
        );
      await autocannon({ url: `${base}${urlPath}`, connections: 10, duration: 2 }); // warm-up
      const r = await autocannon({ url: `${base}${urlPath}`, connections: 10, duration: 10 });
      serverRssMb = Math.max(serverRssMb ?? 0, rssMb(child.pid) ?? 0);
      const result: HttpResult = {
        path: urlPath,
        requestsPerSecond: Math.round(r.requests.average * 10) / 10,
        latencyP50: r.latency.p50,
        latencyP99: r.latency.p99,
        latencyMean: Math.round(r.latency.average * 100) / 100,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, v.count])),
        bytesPerResponse: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
        rendersData,
      };
      results.push(result);
      if (result.non2xx > 0) {
        log(
          `  ! ${urlPath}: status codes ${JSON.stringify(result.statusCodes)}; server output:\n${serverOutput.slice(-2000)}`,
        );
      }
      log(
        `  ${urlPath}: ${result.requestsPerSecond} req/s, latency p50 ${result.latencyP50} ms / p99 ${result.latencyP99} ms, ` +
          `${result.non2xx} non-2xx, ${result.errors} errors, ${result.bytesPerResponse} bytes/response`,
      );
    }
  } catch (error) {
    log(serverOutput.slice(-4000));
    throw error;
  } finally {
    await stopServer(child);
  }
  return { results, serverRssMb, kind };
}

// ---------------------------------------------------------------------------------------------
// Reports

type Report = {
  database: Kind;
  databaseVersion: string;
  startedAt: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string };
  /** 1-minute load average when the query timings started and when the run ended (shared machine). */
  loadAverage: { queries: number; end: number };
  /**
   * Share of all CPU time that was busy while the query timings ran, this benchmark and its database
   * included: with 2 cores, ~50% is the benchmark alone, more means other processes competed.
   */
  machineBusyPercent: number | null;
  options: Options;
  generation: GenerateSummary;
  queries: CaseResult[];
  recipePage: Stats;
  explain: ExplainCheck[];
  http: { results: HttpResult[]; serverRssMb: number | null } | null;
  targetP95Ms: number;
  workerRssMb: number;
};

const ms = (n: number) => n.toFixed(1);

function markdown(report: Report): string {
  const lines = [
    `### ${report.database} (${report.databaseVersion}), ${report.generation.recipes.toLocaleString("en")} recipes (${report.generation.listed.toLocaleString("en")} listed)`,
    "",
    "| case | matches | list p50 | list p95 | count p50 | count p95 | list+count p50 | list+count p95 | max |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...report.queries.map((q) => {
      const flag = q.list.p95 > TARGET_P95_MS || q.count.p95 > TARGET_P95_MS ? " ⚠" : "";
      return `| ${q.label}${flag} | ${q.matches.toLocaleString("en")} | ${ms(q.list.p50)} | ${ms(q.list.p95)} | ${ms(q.count.p50)} | ${ms(q.count.p95)} | ${ms(q.pair.p50)} | ${ms(q.pair.p95)} | ${ms(Math.max(q.list.max, q.count.max, q.pair.max))} |`;
    }),
    `| recipe page loader (getRecipeByAddress) | 1 | ${ms(report.recipePage.p50)} | ${ms(report.recipePage.p95)} | | | | | ${ms(report.recipePage.max)} |`,
    "",
    `Times in ms over ${report.options.iterations} runs after ${report.options.warmup} warm-ups; ⚠ = list or count p95 above ${TARGET_P95_MS} ms. ` +
      `Machine CPU busy during the timings: ${report.machineBusyPercent ?? "?"}% (load average ${report.loadAverage.queries.toFixed(1)}).`,
  ];
  if (report.http) {
    lines.push(
      "",
      "| page (autocannon, 10 connections, 10 s) | req/s | latency p50 | latency p99 | non-2xx | bytes/response |",
      "|---|---:|---:|---:|---:|---:|",
      ...report.http.results.map(
        (h) =>
          `| ${h.path}${h.rendersData ? "" : " (placeholder page)"} | ${h.requestsPerSecond} | ${h.latencyP50} ms | ${h.latencyP99} ms | ${h.non2xx} | ${h.bytesPerResponse} |`,
      ),
    );
  }
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Worker: one database, in its own process.

async function runWorker(kind: Kind, options: Options) {
  const log = (m: string) => console.log(m);
  const dataDir = process.env.BENCH_TMP ?? mkdtempSync(path.join(tmpdir(), `muddle-bench-${kind}-`));
  mkdirSync(RESULTS, { recursive: true });
  const startedAt = new Date().toISOString();
  let connection: DatabaseConnection;
  let client: PGlite | undefined;
  let databaseUrl: string | undefined;

  log(`\n## ${kind}: ${options.recipes.toLocaleString("en")} recipes (data dir ${dataDir})`);
  if (kind === "postgres") {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${BENCH_DATABASE}`;
    databaseUrl = url.toString();
    connection = connectPostgres(databaseUrl, 10);
  } else {
    client = await openPglite({ dataDir: path.join(dataDir, "db") });
    connection = connectPglite(client);
  }
  setDatabase(connection);
  await runMigrations(connection);
  const version =
    ((await db.execute(sql`select version() as v`)) as unknown as { rows: { v: string }[] }).rows[0]?.v ?? "";
  const databaseVersion = version.split(" on ")[0]?.split(",")[0] ?? version;

  log("Generating…");
  const generation = await generateRecipes({ recipes: options.recipes, log });

  log("Listing queries…");
  const loadAtQueries = loadavg()[0] ?? 0;
  const cpuBefore = cpuTimes();
  const cases = await queryCases();
  const queries = await benchQueries(cases, options, log);
  await checkExactCounts(queries, log);
  log("Recipe page loader…");
  const samples = await sampleRecipes(options.iterations + options.warmup + 1);
  const recipePage = await benchRecipePage(samples.slice(1), options);
  const cpuAfter = cpuTimes();
  const machineBusyPercent = busyPercent(cpuBefore, cpuAfter);
  log(`  getRecipeByAddress p50 ${recipePage.p50} / p95 ${recipePage.p95} ms`);
  log("EXPLAIN (ANALYZE, BUFFERS)…");
  const explainChecks = await explainCases(cases, connection, client, path.join(RESULTS, `explain-${kind}.txt`), log);
  const [firstCard] = await listPublicRecipes(parseListingParams(new URLSearchParams("")));
  const workerRssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  await connection.close();

  let http: Report["http"] = null;
  if (!options.skipHttp) {
    log("HTTP (production server, autocannon)…");
    const recipe = samples[0];
    if (!recipe || !firstCard) throw new Error("no recipe to request");
    const result = await benchHttp(kind, dataDir, databaseUrl, firstCard.name, recipe, log);
    http = { results: result.results, serverRssMb: result.serverRssMb };
  }

  const report: Report = {
    database: kind,
    databaseVersion,
    startedAt,
    machine: machineInfo(),
    loadAverage: { queries: loadAtQueries, end: loadavg()[0] ?? 0 },
    machineBusyPercent,
    options,
    generation,
    queries,
    recipePage,
    explain: explainChecks,
    http,
    targetP95Ms: TARGET_P95_MS,
    workerRssMb,
  };
  const jsonFile = path.join(RESULTS, `recipes-${kind}.json`);
  writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  // In the repository's own JSON style, so `npm run lint` stays clean if the results are committed.
  spawnSync(path.join(ROOT, "node_modules", ".bin", "biome"), ["format", "--write", jsonFile], { stdio: "ignore" });
  log(`\n${markdown(report)}\n`);
  const misses = queries.filter((q) => q.list.p95 > TARGET_P95_MS || q.count.p95 > TARGET_P95_MS);
  log(
    misses.length
      ? `${kind}: ${misses.length} case(s) above the ${TARGET_P95_MS} ms p95 target: ${misses.map((m) => m.label).join(", ")}`
      : `${kind}: every listing query p95 ≤ ${TARGET_P95_MS} ms`,
  );
  const unexpected = explainChecks.filter((c) => c.missing.length || c.seqScans.length);
  log(
    unexpected.length
      ? `${kind}: ${unexpected.length} plan(s) differ from the expected indexes (see above)`
      : `${kind}: every plan uses its expected indexes`,
  );
  if (!process.env.BENCH_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// Orchestrator: one child process per database, one after the other (bench-runner.ts).

const options = parseOptions(process.argv.slice(2));
const args = ["--recipes", String(options.recipes), "--iterations", String(options.iterations)];
if (options.skipHttp) args.push("--skip-http");
void runBenchmark({
  file: THIS_FILE,
  db: options.db,
  args,
  tmpPrefix: "muddle-bench",
  worker: (kind) => runWorker(kind, options),
  summary: (kind) => markdown(JSON.parse(readFileSync(path.join(RESULTS, `recipes-${kind}.json`), "utf8")) as Report),
});
