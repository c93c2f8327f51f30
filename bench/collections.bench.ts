/**
 * `npm run bench:collections [-- --db pglite|postgres|both] [--recipes 100000] [--collections 10000]
 *   [--iterations 50] [--reuse]`
 *
 * Issue 15 "Speed": the public collections list (page 1, a deep page, a search) and a collection page,
 * p95 ≤ 20 ms on PostgreSQL and ≤ 40 ms on PGlite, with 10,000 collections next to 100,000 recipes.
 * For each database (in its own child process, one after the other, so memory is returned):
 *   1. a fresh database (PostgreSQL: `muddle_bench_collections`, re-created unless --reuse finds one
 *      with the recipes and collections asked for; PGlite: a temp data dir), migrated, then filled by
 *      bench/generate-recipes.ts and bench/generate-collections.ts;
 *   2. p50/p95/max of the feature functions the pages' loaders call: listPublicCollections (its page
 *      and its exact count, together, as /collections runs it) for page 1, a deep page and two
 *      searches; getCollectionPage then listCollectionRecipes, as /collections/{slug} runs them, for
 *      50 different collections, anonymous and signed in; and, for information, the home page's
 *      featured collections, the busiest owner's profile tab and My Collections;
 *   3. the counts checked against plain SQL (the list's total, a card's recipe count);
 *   4. EXPLAIN (ANALYZE, BUFFERS) of the SQL those functions send, to
 *      bench/results/explain-collections-<db>.txt, with any sequential scan of a big table flagged.
 * Results: bench/results/collections-<db>.json and a markdown table on stdout. Not part of `npm test`.
 * Options may also come from the environment: BENCH_DB, BENCH_RECIPES, BENCH_COLLECTIONS,
 * BENCH_ITERATIONS, BENCH_DATABASE_URL (admin URL of the PostgreSQL server).
 */
import { readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import {
  getCollectionPage,
  listCollectionRecipes,
  listFeaturedCollections,
  listMyCollections,
  listPublicCollections,
} from "~/features/collections/collection-queries.server";
import { listProfileCollections } from "~/features/profiles/profile-queries.server";
import {
  BENCH_RESULTS,
  type BenchCase,
  type CaseResult,
  casesTable,
  type ExplainCheck,
  explainCases,
  openBenchDatabase,
  rows,
  targetVerdict,
  timeCases,
  writeReport,
} from "./bench-cases";
import { commandLineOptions, runBenchmark } from "./bench-runner";
import { busyPercent, cpuTimes, machineInfo } from "./bench-stats";
import { type CollectionsSummary, generateCollections } from "./generate-collections";
import { type GenerateSummary, generateRecipes } from "./generate-recipes";

type Kind = "pglite" | "postgres";
type Options = {
  db: Kind | "both";
  recipes: number;
  collections: number;
  iterations: number;
  warmup: number;
  reuse: boolean;
};

const RESULTS = BENCH_RESULTS;
const THIS_FILE = fileURLToPath(import.meta.url);
const BENCH_DATABASE = "muddle_bench_collections";
const TARGET_P95_MS: Record<Kind, number> = { postgres: 20, pglite: 40 };
const DEEP_PAGE = 800;

function parseOptions(argv: string[]): Options {
  const args = commandLineOptions(argv);
  const kind = args.get("db") ?? process.env.BENCH_DB ?? "both";
  if (!["pglite", "postgres", "both"].includes(kind)) throw new Error("--db must be pglite, postgres or both");
  const recipes = Number(args.get("recipes") ?? process.env.BENCH_RECIPES ?? 100_000);
  const collections = Number(args.get("collections") ?? process.env.BENCH_COLLECTIONS ?? 10_000);
  if (!Number.isInteger(recipes) || recipes < 100) throw new Error("--recipes must be an integer ≥ 100");
  if (!Number.isInteger(collections) || collections < 100) throw new Error("--collections must be an integer ≥ 100");
  return {
    db: kind as Options["db"],
    recipes,
    collections,
    iterations: Number(args.get("iterations") ?? process.env.BENCH_ITERATIONS ?? 50),
    warmup: 5,
    reuse: args.get("reuse") === "true",
  };
}

// ---------------------------------------------------------------------------------------------
// Cases

type Sample = { id: string; slug: string };

/** The collection page's loader queries, in its order: the collection, then its first page of recipes. */
async function collectionPage(sample: Sample, viewerId: string | null) {
  const lookup = await getCollectionPage(sample.slug, viewerId);
  if (lookup.kind !== "found") throw new Error(`collection ${sample.slug} not found for ${viewerId ?? "anonymous"}`);
  const recipes = await listCollectionRecipes(lookup.data.id, viewerId, 1);
  return { page: lookup.data, recipes };
}

async function cases(options: Options) {
  const n = options.iterations + options.warmup;
  const [busiest] = await rows<{ user_id: string; n: number }>(
    sql`select user_id, count(*)::int as n from collections group by user_id order by count(*) desc limit 1`,
  );
  // The signed-in viewer: a generated member with shares and follows, who owns a few collections too.
  const [viewer] = await rows<{ id: string }>(sql`
    select s.user_id as id from shared_collections s join collections c on c.id = s.collection_id
    group by s.user_id order by count(*) desc, s.user_id limit 1 offset 5`);
  if (!busiest || !viewer) throw new Error("no collections generated");
  const anonymous = await rows<Sample>(
    sql`select id, slug from collections where is_public order by md5(id::text) limit ${n}`,
  );
  // What the viewer may open: public ones, their own, those shared with them (followers-only aside).
  const member = await rows<Sample>(sql`
    select c.id, c.slug from collections c
    where c.is_public or c.user_id = ${viewer.id}
      or exists (select 1 from shared_collections s where s.collection_id = c.id and s.user_id = ${viewer.id})
    order by (c.is_public) asc, md5(c.id::text) limit ${n}`);
  const at = (list: Sample[], i: number) => list[i % list.length] as Sample;
  // Page 800 with the full data set; the last page with a smaller one.
  const deep = Math.min(DEEP_PAGE, (await listPublicCollections({ page: 1 })).pageCount);
  const list: BenchCase[] = [
    {
      key: "page1",
      label: "/collections page 1 (page + count)",
      target: true,
      run: () => listPublicCollections({ page: 1 }),
      explainRun: () => listPublicCollections({ page: 1 }),
    },
    {
      key: "deep",
      label: `/collections page ${deep} (page + count)`,
      target: true,
      run: () => listPublicCollections({ page: deep }),
      explainRun: () => listPublicCollections({ page: deep }),
    },
    {
      key: "searchTiki",
      label: '/collections search "tiki" page 1',
      target: true,
      run: () => listPublicCollections({ page: 1, search: "tiki" }),
      explainRun: () => listPublicCollections({ page: 1, search: "tiki" }),
    },
    {
      key: "searchParty",
      label: '/collections search "party" page 1',
      target: true,
      run: () => listPublicCollections({ page: 1, search: "party" }),
      explainRun: () => listPublicCollections({ page: 1, search: "party" }),
    },
    {
      key: "pageAnonymous",
      label: "collection page, anonymous (50 collections)",
      target: true,
      run: (i) => collectionPage(at(anonymous, i), null),
      explainRun: () => collectionPage(at(anonymous, 0), null),
    },
    {
      key: "pageMember",
      label: "collection page, signed in (50 collections)",
      target: true,
      // Private, shared and own ones first in the sample, then public ones.
      run: (i) => collectionPage(at(member, i), viewer.id),
      explainRun: () => collectionPage(at(member, 0), viewer.id),
    },
    {
      key: "featured",
      label: "home: featured collections (6)",
      target: false,
      run: () => listFeaturedCollections(6),
      explainRun: () => listFeaturedCollections(6),
    },
    {
      key: "profileTab",
      label: `busiest owner's profile tab (${busiest.n} collections)`,
      target: false,
      run: () => listProfileCollections(busiest.user_id, 1, null),
      explainRun: () => listProfileCollections(busiest.user_id, 1, null),
    },
    {
      key: "myCollections",
      label: `busiest owner's My Collections (${busiest.n}, page 1)`,
      target: false,
      run: () => listMyCollections(busiest.user_id),
      explainRun: () => listMyCollections(busiest.user_id),
    },
  ];
  return { list, deep, anonymous };
}

/** The fast answers are the right ones: totals and card counts against the plain definitions. */
async function checkCounts(anonymous: Sample[], deepPage: number, log: (m: string) => void) {
  const scalar = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(query))[0]?.n);
  const listed = await scalar(sql`select count(*)::int as n from collections where is_public`);
  const page = await listPublicCollections({ page: 1 });
  if (page.total !== listed) throw new Error(`listPublicCollections total ${page.total}, the table says ${listed}`);
  const deep = await listPublicCollections({ page: deepPage });
  if (deep.items.length === 0) throw new Error(`page ${deepPage} is empty`);
  const tiki = await listPublicCollections({ page: 1, search: "tiki" });
  const tikiCount = await scalar(
    sql`select count(*)::int as n from collections where is_public and name ilike ${"%tiki%"}`,
  );
  if (tiki.total !== tikiCount) throw new Error(`search total ${tiki.total}, the table says ${tikiCount}`);
  for (const card of page.items) {
    const visible = await scalar(sql`select count(*)::int as n from collection_recipes cr
      join recipes r on r.id = cr.recipe_id
      where cr.collection_id = ${card.id} and r.status = 'published' and r.is_public`);
    if (card.recipe_count !== visible)
      throw new Error(`${card.slug}: card says ${card.recipe_count}, ${visible} listed`);
  }
  const sample = anonymous[0] as Sample;
  const { page: detail, recipes } = await collectionPage(sample, null);
  if (detail.recipe_count !== recipes.total) throw new Error(`${sample.slug}: page and list disagree`);
  log(`  counts ✓ (${listed} public, ${page.pageCount} pages; "tiki" ${tikiCount}; cards and a page checked)`);
  return {
    listed,
    pageCount: page.pageCount,
    tiki: tikiCount,
    party: (await listPublicCollections({ page: 1, search: "party" })).total,
  };
}

/** Tables big enough that a sequential scan of them on a page is a problem. */
const BIG_TABLES = /^(collections|collection_recipes|recipes|shared_collections|followers|collection_likes)$/;

// ---------------------------------------------------------------------------------------------
// Reports

type Report = {
  database: Kind;
  databaseVersion: string;
  startedAt: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string };
  loadAverage: { queries: number; end: number };
  /** Share of all CPU time busy while the timings ran; with 2 cores ~50 % is this benchmark alone. */
  machineBusyPercent: number | null;
  options: Options;
  reused: boolean;
  recipes: GenerateSummary | null;
  collections: CollectionsSummary | null;
  counts: Awaited<ReturnType<typeof checkCounts>> & { deepPage: number };
  cases: CaseResult[];
  explain: ExplainCheck[];
  targetP95Ms: number;
  workerRssMb: number;
};

function markdown(report: Report): string {
  return casesTable(
    `### ${report.database} (${report.databaseVersion}): ${report.counts.listed.toLocaleString("en")} public collections of ${report.options.collections.toLocaleString("en")}, ${report.options.recipes.toLocaleString("en")} recipes`,
    report,
  );
}

// ---------------------------------------------------------------------------------------------
// Worker: one database, in its own process.

async function runWorker(kind: Kind, options: Options) {
  const log = (m: string) => console.log(m);
  const startedAt = new Date().toISOString();
  log(
    `\n## ${kind}: ${options.collections.toLocaleString("en")} collections, ${options.recipes.toLocaleString("en")} recipes`,
  );
  const { connection, client, reused, dataDir, databaseVersion } = await openBenchDatabase(
    kind,
    {
      name: "collections",
      database: BENCH_DATABASE,
      reuse: options.reuse,
      holdsData: async (probe) => {
        const counts = await probe.query(
          "select (select count(*) from recipes)::int as r, (select count(*) from collections)::int as c",
        );
        const row = counts.rows[0] as { r: number; c: number } | undefined;
        return Boolean(
          row && row.r >= options.recipes && row.c >= options.collections && row.c < options.collections + 100,
        );
      },
    },
    log,
  );

  let recipes: GenerateSummary | null = null;
  let collections: CollectionsSummary | null = null;
  if (!reused) {
    log("Generating recipes…");
    recipes = await generateRecipes({ recipes: options.recipes, log });
    log("Generating collections…");
    collections = await generateCollections({ collections: options.collections, recipes: options.recipes, log });
  }

  log("Counts…");
  const { list, deep, anonymous } = await cases(options);
  const counts = { ...(await checkCounts(anonymous, deep, log)), deepPage: deep };
  log("Timings…");
  const loadAtQueries = loadavg()[0] ?? 0;
  const cpuBefore = cpuTimes();
  const results = await timeCases(list, options, log);
  const machineBusyPercent = busyPercent(cpuBefore, cpuTimes());
  log("EXPLAIN (ANALYZE, BUFFERS)…");
  const explainChecks = await explainCases(
    list,
    { connection, client, file: path.join(RESULTS, `explain-collections-${kind}.txt`), bigTables: BIG_TABLES },
    log,
  );
  const workerRssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  await connection.close();

  const report: Report = {
    database: kind,
    databaseVersion,
    startedAt,
    machine: machineInfo(),
    loadAverage: { queries: loadAtQueries, end: loadavg()[0] ?? 0 },
    machineBusyPercent,
    options,
    reused,
    recipes,
    collections,
    counts,
    cases: results,
    explain: explainChecks,
    targetP95Ms: TARGET_P95_MS[kind],
    workerRssMb,
  };
  const jsonFile = path.join(RESULTS, `collections-${kind}.json`);
  writeReport(jsonFile, report);
  log(`\n${markdown(report)}\n`);
  log(targetVerdict(kind, results, TARGET_P95_MS[kind]));
  if (!process.env.BENCH_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// Orchestrator: one child process per database, one after the other (bench-runner.ts).

const options = parseOptions(process.argv.slice(2));
const args = ["--recipes", String(options.recipes), "--collections", String(options.collections)];
args.push("--iterations", String(options.iterations));
if (options.reuse) args.push("--reuse");
void runBenchmark({
  file: THIS_FILE,
  db: options.db,
  args,
  tmpPrefix: "muddle-bench-collections",
  worker: (kind) => runWorker(kind, options),
  summary: (kind) =>
    markdown(JSON.parse(readFileSync(path.join(RESULTS, `collections-${kind}.json`), "utf8")) as Report),
});
