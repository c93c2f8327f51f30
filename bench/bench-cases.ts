/**
 * What the feature benchmarks (collections, feed) share: a case list timed round-robin, EXPLAIN of the
 * SQL each case sends, the benchmark's own PostgreSQL database, and the JSON report.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { type sql, sql as sqlTag } from "drizzle-orm";
import pg from "pg";
import { connectPglite, connectPostgres, type DatabaseConnection, db, openPglite, setDatabase } from "~/lib/db.server";
import { runMigrations } from "~/lib/migrate.server";
import { indexesIn, type Stats, stats, timed } from "./bench-stats";
import { capture, explain } from "./sql-capture";

export const BENCH_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const BENCH_RESULTS = path.join(BENCH_ROOT, "bench", "results");
const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export type BenchCase = {
  key: string;
  label: string;
  /** Held to the target; the others are measured for information. */
  target: boolean;
  /** One run; `i` picks the sample for cases that go over many rows. */
  run: (i: number) => Promise<unknown>;
  /** One representative run for EXPLAIN. */
  explainRun: () => Promise<unknown>;
};

export type CaseResult = { key: string; label: string; target: boolean; stats: Stats };

export async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Warm-ups, then `iterations` timed runs of every case, round-robin (bursts of other work spread over all). */
export async function timeCases(
  list: BenchCase[],
  options: { warmup: number; iterations: number },
  log: (m: string) => void,
): Promise<CaseResult[]> {
  for (const c of list) for (let i = 0; i < options.warmup; i++) await c.run(i);
  const samples = list.map(() => [] as number[]);
  for (let i = 0; i < options.iterations; i++) {
    for (const [k, c] of list.entries()) samples[k]?.push((await timed(() => c.run(options.warmup + i)))[0]);
  }
  const results = list.map((c, k) => ({
    key: c.key,
    label: c.label,
    target: c.target,
    stats: stats(samples[k] ?? []),
  }));
  for (const r of results) {
    log(`  ${r.label.padEnd(52)} p50 ${r.stats.p50} / p95 ${r.stats.p95} / max ${r.stats.max} ms`);
  }
  return results;
}

export type ExplainCheck = { key: string; label: string; queries: number; indexes: string[]; seqScans: string[] };

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement each case sends, captured at the driver, into `file`;
 * a sequential scan of a table matching `bigTables` is flagged.
 */
export async function explainCases(
  list: BenchCase[],
  target: { connection: DatabaseConnection; client: PGlite | undefined; file: string; bigTables: RegExp },
  log: (m: string) => void,
): Promise<ExplainCheck[]> {
  const out: string[] = [];
  const checks: ExplainCheck[] = [];
  for (const c of list) {
    const queries = await capture(target.connection, target.client, () => c.explainRun());
    const indexes = new Set<string>();
    const seqScans = new Set<string>();
    out.push(`=== ${c.label} ===`);
    for (const [n, query] of queries.entries()) {
      const plan = await explain(target.connection, target.client, query);
      const used = indexesIn(plan);
      for (const i of used.indexes) indexes.add(i);
      for (const t of used.seqScans) if (target.bigTables.test(t)) seqScans.add(t);
      out.push(
        `--- query ${n + 1} of ${queries.length} ---`,
        query.text,
        `-- params: ${JSON.stringify(query.params)}`,
        plan,
      );
    }
    out.push("");
    checks.push({
      key: c.key,
      label: c.label,
      queries: queries.length,
      indexes: [...indexes],
      seqScans: [...seqScans],
    });
    log(
      `  ${seqScans.size ? "✗" : "✓"} ${c.label.padEnd(52)} ${queries.length} queries; ${[...indexes].join(", ") || "no index"}` +
        (seqScans.size ? `  SEQ SCAN ${[...seqScans].join(", ")}` : ""),
    );
  }
  writeFileSync(target.file, out.join("\n"));
  return checks;
}

/**
 * The benchmark's own database on the PostgreSQL server (BENCH_DATABASE_URL, else the local one):
 * kept when `reuse` is asked and `holdsData` says it has the data, otherwise created afresh.
 */
export async function openBenchPostgres(
  database: string,
  options: { reuse: boolean; holdsData: (probe: pg.Client) => Promise<boolean> },
  log: (m: string) => void,
): Promise<{ connection: DatabaseConnection; reuse: boolean; drop: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const exists = (await admin(`select 1 from pg_database where datname = '${database}'`)).rowCount;
  let reuse = options.reuse && Boolean(exists);
  if (reuse) {
    const probe = new pg.Client({ connectionString: url.toString() });
    await probe.connect();
    reuse = await options.holdsData(probe).catch(() => false);
    await probe.end();
    log(reuse ? `  reusing ${database}` : `  ${database} does not hold this data: re-creating it`);
  }
  if (!reuse) {
    await admin(`drop database if exists ${database} with (force)`);
    await admin(`create database ${database}`);
  }
  return {
    connection: connectPostgres(url.toString(), 10),
    reuse,
    drop: async () => {
      await admin(`drop database if exists ${database} with (force)`);
    },
  };
}

/** The report as JSON in bench/results, in the repository's JSON style (the lint stays clean when committed). */
export function writeReport(file: string, report: unknown) {
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  spawnSync(path.join(BENCH_ROOT, "node_modules", ".bin", "biome"), ["format", "--write", file], { stdio: "ignore" });
}

/** The report's table in markdown, under `title`, with the conditions it was measured in. */
export function casesTable(
  title: string,
  report: {
    cases: CaseResult[];
    targetP95Ms: number;
    options: { iterations: number; warmup: number };
    machineBusyPercent: number | null;
    loadAverage: { queries: number };
  },
): string {
  const target = report.targetP95Ms;
  const ms = (n: number) => n.toFixed(1);
  return [
    title,
    "",
    "| case | p50 | p95 | max |",
    "|---|---:|---:|---:|",
    ...report.cases.map(
      (c) =>
        `| ${c.label}${c.target ? (c.stats.p95 > target ? " ⚠" : "") : " (info)"} | ${ms(c.stats.p50)} | ${ms(c.stats.p95)} | ${ms(c.stats.max)} |`,
    ),
    "",
    `Times in ms over ${report.options.iterations} runs after ${report.options.warmup} warm-ups; ⚠ = p95 above ${target} ms. ` +
      `Machine CPU busy during the timings: ${report.machineBusyPercent ?? "?"}% (load average ${report.loadAverage.queries.toFixed(1)}).`,
  ].join("\n");
}

/** One line: which targeted cases missed the p95 target, or that none did. */
export function targetVerdict(kind: string, results: CaseResult[], targetMs: number): string {
  const misses = results.filter((r) => r.target && r.stats.p95 > targetMs);
  return misses.length
    ? `${kind}: ${misses.length} case(s) above the ${targetMs} ms p95 target: ${misses.map((m) => m.label).join(", ")}`
    : `${kind}: every targeted case p95 ≤ ${targetMs} ms`;
}

export type BenchDatabase = {
  connection: DatabaseConnection;
  client: PGlite | undefined;
  /** The PostgreSQL database was kept from an earlier run (--reuse) and holds the data. */
  reused: boolean;
  /** Drops the PostgreSQL database (nothing for PGlite, whose directory goes with dataDir). */
  drop: () => Promise<void>;
  dataDir: string;
  databaseVersion: string;
};

/**
 * A worker's database, made current and migrated: PostgreSQL `database` (see openBenchPostgres) or a
 * PGlite directory under the worker's temporary directory. Migrations always run, so a reused database
 * gets any migration added since (a new index, say).
 */
export async function openBenchDatabase(
  kind: "pglite" | "postgres",
  options: { name: string; database: string; reuse: boolean; holdsData: (probe: pg.Client) => Promise<boolean> },
  log: (m: string) => void,
): Promise<BenchDatabase> {
  const dataDir = process.env.BENCH_TMP ?? mkdtempSync(path.join(tmpdir(), `muddle-bench-${options.name}-${kind}-`));
  mkdirSync(BENCH_RESULTS, { recursive: true });
  let opened: Omit<BenchDatabase, "dataDir" | "databaseVersion">;
  if (kind === "postgres") {
    const { connection, reuse, drop } = await openBenchPostgres(options.database, options, log);
    opened = { connection, client: undefined, reused: reuse, drop };
  } else {
    const client = await openPglite({ dataDir: path.join(dataDir, "db") });
    opened = { connection: connectPglite(client), client, reused: false, drop: async () => {} };
  }
  setDatabase(opened.connection);
  await runMigrations(opened.connection);
  const version = (await rows<{ v: string }>(sqlTag`select version() as v`))[0]?.v ?? "";
  return { ...opened, dataDir, databaseVersion: version.split(" on ")[0]?.split(",")[0] ?? version };
}
