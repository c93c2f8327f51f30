/**
 * `npm run bench:sitemap [-- --db postgres|pglite|both] [--recipes 100000] [--collections 10000] [--reuse]`
 *
 * Issue 18: /sitemap.xml and /robots.txt answer in under 100 ms at 100,000 recipes, and a child sitemap
 * of 50,000 recipes starts answering in under 100 ms (it streams; its total is reported, not targeted).
 * For each database, in its own child process (bench-runner.ts):
 *   1. a database (PostgreSQL: `muddle_bench_sitemap`; PGlite: a temp dir) filled by generate-recipes.ts
 *      and generate-collections.ts (`--reuse` keeps a PostgreSQL database that already holds the data);
 *   2. the route loaders themselves (app/routes/sitemap[.]xml.ts, sitemaps.$name.ts, robots[.]txt.ts),
 *      5 warm-ups then `--iterations` timed runs each: the index (total), recipes-1.xml (first byte: the
 *      loader's Response and its first chunk; total: the whole body read) and robots.txt (total);
 *   3. EXPLAIN (ANALYZE, BUFFERS) of the statements they send: bench/results/explain-sitemap-<db>.txt.
 * In process, without HTTP: the figures are the server's own work; compression and the network add to them.
 * Results: bench/results/sitemap-<db>.json and a markdown table.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { connectPglite, connectPostgres, type DatabaseConnection, db, openPglite, setDatabase } from "~/lib/db.server";
import { runMigrations } from "~/lib/migrate.server";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as indexLoader } from "~/routes/sitemap[.]xml";
import { loader as childLoader } from "~/routes/sitemaps.$name";
import { commandLineOptions, runBenchmark } from "./bench-runner";
import { busyPercent, cpuTimes, indexesIn, machineInfo, type Stats, stats } from "./bench-stats";
import { generateCollections } from "./generate-collections";
import { generateRecipes } from "./generate-recipes";
import { capture, explain } from "./sql-capture";

type Kind = "pglite" | "postgres";
type Options = { db: Kind | "both"; recipes: number; collections: number; iterations: number; reuse: boolean };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS = path.join(ROOT, "bench", "results");
const THIS_FILE = fileURLToPath(import.meta.url);
const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";
const BENCH_DATABASE = "muddle_bench_sitemap";
const TARGET_MS = 100;
const WARMUP = 5;

function parseOptions(argv: string[]): Options {
  const args = commandLineOptions(argv);
  const kind = args.get("db") ?? process.env.BENCH_DB ?? "postgres";
  if (!["pglite", "postgres", "both"].includes(kind)) throw new Error("--db must be pglite, postgres or both");
  return {
    db: kind as Options["db"],
    recipes: Number(args.get("recipes") ?? 100_000),
    collections: Number(args.get("collections") ?? 10_000),
    iterations: Number(args.get("iterations") ?? 20),
    reuse: args.has("reuse"),
  };
}

const origin = "http://127.0.0.1:3206";
// biome-ignore lint/suspicious/noExplicitAny: route loaders, called as React Router calls them
const call = (loader: (args: any) => unknown, urlPath: string, params: Record<string, string> = {}) =>
  loader({ request: new Request(`${origin}${urlPath}`), params, context: {} }) as Promise<Response>;

type Timing = { firstByte: number; total: number; bytes: number; urls: number };

async function measure(response: () => Promise<Response>): Promise<Timing> {
  const started = performance.now();
  const r = await response();
  if (!r.ok || !r.body) throw new Error(`status ${r.status}`);
  const reader = r.body.getReader();
  const decoder = new TextDecoder();
  let firstByte = 0;
  let bytes = 0;
  let urls = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (!firstByte) firstByte = performance.now() - started;
    bytes += value.byteLength;
    urls += (decoder.decode(value, { stream: true }).match(/<loc>/g) ?? []).length;
  }
  return { firstByte, total: performance.now() - started, bytes, urls };
}

type CaseResult = { label: string; firstByte: Stats; total: Stats; bytes: number; urls: number; target: string };

async function openDatabase(kind: Kind, options: Options, dataDir: string) {
  let client: PGlite | undefined;
  let connection: DatabaseConnection;
  let fresh = true;
  if (kind === "postgres") {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const exists = (await admin.query("select 1 from pg_database where datname = $1", [BENCH_DATABASE])).rowCount;
    fresh = !(options.reuse && exists);
    if (fresh) {
      await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
      await admin.query(`create database ${BENCH_DATABASE}`);
    }
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${BENCH_DATABASE}`;
    connection = connectPostgres(url.toString(), 10);
  } else {
    client = await openPglite({ dataDir: path.join(dataDir, "db") });
    connection = connectPglite(client);
  }
  setDatabase(connection);
  await runMigrations(connection);
  return { client, connection, fresh };
}

async function runWorker(kind: Kind, options: Options) {
  const log = (m: string) => console.log(m);
  const dataDir = process.env.BENCH_TMP ?? mkdtempSync(path.join(tmpdir(), `muddle-bench-sitemap-${kind}-`));
  mkdirSync(RESULTS, { recursive: true });
  process.env.PUBLIC_URL = origin;
  const { client, connection, fresh } = await openDatabase(kind, options, dataDir);
  const count = async (query: string) =>
    Number(((await db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] }).rows[0]?.n);
  if (fresh || (await count("select count(*) as n from recipes")) < options.recipes) {
    log("Generating…");
    await generateRecipes({ recipes: options.recipes, log });
    await generateCollections({ collections: options.collections, recipes: options.recipes, log });
    await db.execute(sql`vacuum analyze`);
  }
  const data = {
    recipes: await count("select count(*) as n from recipes"),
    listedRecipes: await count("select count(*) as n from recipes where status = 'published' and is_public"),
    publicCollections: await count("select count(*) as n from collections where is_public"),
    profiles: await count("select count(*) as n from profiles"),
  };
  log(`  ${JSON.stringify(data)}`);

  const cases: { label: string; run: () => Promise<Response>; target: string }[] = [
    { label: "/sitemap.xml (index)", run: () => call(indexLoader, "/sitemap.xml"), target: "total" },
    {
      label: "/sitemaps/recipes-1.xml (50,000 URLs)",
      run: () => call(childLoader, "/sitemaps/recipes-1.xml", { name: "recipes-1.xml" }),
      target: "first byte",
    },
    {
      label: "/sitemaps/recipes-2.xml (the rest, from offset 50,000)",
      run: () => call(childLoader, "/sitemaps/recipes-2.xml", { name: "recipes-2.xml" }),
      target: "first byte",
    },
    {
      label: "/sitemaps/collections-1.xml",
      run: () => call(childLoader, "/sitemaps/collections-1.xml", { name: "collections-1.xml" }),
      target: "first byte",
    },
    { label: "/robots.txt", run: () => call(robotsLoader, "/robots.txt"), target: "total" },
  ];
  const load = loadavg()[0] ?? 0;
  const cpuBefore = cpuTimes();
  const results: CaseResult[] = [];
  for (const c of cases) {
    for (let i = 0; i < WARMUP; i++) await measure(c.run);
    const samples: Timing[] = [];
    for (let i = 0; i < options.iterations; i++) samples.push(await measure(c.run));
    const last = samples.at(-1) as Timing;
    const result = {
      label: c.label,
      firstByte: stats(samples.map((s) => s.firstByte)),
      total: stats(samples.map((s) => s.total)),
      bytes: last.bytes,
      urls: last.urls,
      target: c.target,
    };
    results.push(result);
    log(
      `  ${c.label}: first byte p50 ${result.firstByte.p50} / p95 ${result.firstByte.p95} ms, total p50 ${result.total.p50} / p95 ${result.total.p95} ms, ${result.urls} URLs, ${result.bytes} bytes`,
    );
  }
  const machineBusyPercent = busyPercent(cpuBefore, cpuTimes());

  const plans: string[] = [];
  for (const c of cases.slice(0, 4)) {
    const queries = await capture(connection, client, () => measure(c.run));
    for (const q of queries) {
      const plan = await explain(connection, client, q);
      plans.push(`=== ${c.label} ===`, q.text, `-- params: ${JSON.stringify(q.params)}`, plan, "");
      log(
        `  ${c.label}: ${indexesIn(plan).indexes.join(", ") || "no index"}${indexesIn(plan).seqScans.length ? ` SEQ SCAN ${indexesIn(plan).seqScans.join(", ")}` : ""}`,
      );
    }
  }
  writeFileSync(path.join(RESULTS, `explain-sitemap-${kind}.txt`), plans.join("\n"));
  const report = {
    database: kind,
    startedAt: new Date().toISOString(),
    machine: machineInfo(),
    loadAverage: load,
    machineBusyPercent,
    options,
    data,
    results,
    targetMs: TARGET_MS,
  };
  const file = path.join(RESULTS, `sitemap-${kind}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  log(`\n${markdown(report)}\n`);
  await connection.close();
  if (!process.env.BENCH_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
}

type Report = {
  database: Kind;
  data: Record<string, number>;
  results: CaseResult[];
  machineBusyPercent: number | null;
};

function markdown(report: Report): string {
  const within = (r: CaseResult) => (r.target === "total" ? r.total.p95 : r.firstByte.p95) <= TARGET_MS;
  return [
    `### ${report.database}: ${report.data.recipes?.toLocaleString("en")} recipes (${report.data.listedRecipes?.toLocaleString("en")} listed), ${report.data.publicCollections?.toLocaleString("en")} public collections`,
    "",
    "| address | URLs | bytes | first byte p50 / p95 | total p50 / p95 | target (≤ 100 ms) |",
    "|---|---:|---:|---:|---:|---|",
    ...report.results.map(
      (r) =>
        `| ${r.label} | ${r.urls.toLocaleString("en")} | ${r.bytes.toLocaleString("en")} | ${r.firstByte.p50} / ${r.firstByte.p95} ms | ${r.total.p50} / ${r.total.p95} ms | ${r.target} ${within(r) ? "✓" : "✗"} |`,
    ),
    "",
    `CPU busy during the timings: ${report.machineBusyPercent ?? "?"}%.`,
  ].join("\n");
}

const options = parseOptions(process.argv.slice(2));
const args = ["--recipes", String(options.recipes), "--collections", String(options.collections)];
args.push("--iterations", String(options.iterations));
if (options.reuse) args.push("--reuse");
void runBenchmark({
  file: THIS_FILE,
  db: options.db,
  args,
  tmpPrefix: "muddle-bench-sitemap",
  worker: (kind) => runWorker(kind, options),
  summary: (kind) => markdown(JSON.parse(readFileSync(path.join(RESULTS, `sitemap-${kind}.json`), "utf8")) as Report),
});
