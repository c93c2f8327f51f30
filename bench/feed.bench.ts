/**
 * `npm run bench:feed [-- --db pglite|postgres|both] [--posts 200000] [--members 10000] [--recipes 5000]
 *   [--collections 10000] [--iterations 50] [--reuse] [--keep]`
 *
 * Issue 16 "Speed": every feed tab's page 1 and page 50, and community search, p95 ≤ 20 ms on PostgreSQL
 * and ≤ 40 ms on PGlite, with 200,000 posts, ~1,000,000 likes and ~400,000 comments.
 * For each database (in its own child process, one after the other):
 *   1. a fresh database (PostgreSQL: `muddle_bench_feed`, dropped at the end unless --keep; --reuse keeps
 *      one that holds the data asked for; PGlite: a temp data dir), migrated, then filled by
 *      bench/generate-recipes.ts (demo seed, members, a few recipes), bench/generate-collections.ts (the
 *      collections search looks at) and bench/generate-feed.ts;
 *   2. p50/p95/max of the real feature functions: listFeed for For You and Discover as a guest, as a
 *      member who follows a few members and as the member who follows the most, Following for those two,
 *      page 1 and page 50 (the 50th page itself: the cursor is found by following nextCursor 49 times);
 *      searchCommunity for a word, a misspelt word and a member's name;
 *   3. the answers checked against plain SQL (page 50 of the guest's For You and of Following, counters);
 *   4. EXPLAIN (ANALYZE, BUFFERS) of the SQL those calls send, to bench/results/explain-feed-<db>.txt.
 * Results: bench/results/feed-<db>.json and a markdown table on stdout. Not part of `npm test`.
 */
import { readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { searchCommunity } from "~/features/feed/community-search.server";
import { listFeed } from "~/features/feed/feed-queries.server";
import type { FeedTab } from "~/features/feed/feed-schema";
import { FEED_PAGE_SIZE } from "~/lib/constants";
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
import { type FeedSummary, generateFeed } from "./generate-feed";
import { type GenerateSummary, generateRecipes } from "./generate-recipes";

type Kind = "pglite" | "postgres";
type Options = {
  db: Kind | "both";
  posts: number;
  members: number;
  recipes: number;
  collections: number;
  iterations: number;
  warmup: number;
  reuse: boolean;
  keep: boolean;
};

const THIS_FILE = fileURLToPath(import.meta.url);
const BENCH_DATABASE = "muddle_bench_feed";
const TARGET_P95_MS: Record<Kind, number> = { postgres: 20, pglite: 40 };
const DEEP_PAGE = 50;
const BIG_TABLES = /^(community_posts|post_likes|post_comments|followers|profiles|collections|community_post_words)$/;

function parseOptions(argv: string[]): Options {
  const args = commandLineOptions(argv);
  const kind = args.get("db") ?? process.env.BENCH_DB ?? "both";
  if (!["pglite", "postgres", "both"].includes(kind)) throw new Error("--db must be pglite, postgres or both");
  const count = (name: string, fallback: number, least: number) => {
    const n = Number(args.get(name) ?? fallback);
    if (!Number.isInteger(n) || n < least) throw new Error(`--${name} must be an integer ≥ ${least}`);
    return n;
  };
  return {
    db: kind as Options["db"],
    posts: count("posts", 200_000, 1_000),
    members: count("members", 10_000, 100),
    recipes: count("recipes", 5_000, 100),
    collections: count("collections", 10_000, 100),
    iterations: count("iterations", 50, 1),
    warmup: 5,
    reuse: args.get("reuse") === "true",
    keep: args.get("keep") === "true" || args.get("reuse") === "true",
  };
}

// ---------------------------------------------------------------------------------------------
// Readers and cases

type Reader = { key: string; label: string; id: string | null; follows: number };

/** A guest; a member who follows a few prolific members (Following reaches page 50); the keenest follower. */
async function readers(): Promise<Reader[]> {
  const [few] = await rows<{ id: string; n: number }>(sql`
    select f.follower_id as id, count(*)::int as n from followers f
    join (select user_id, count(*) as posts from community_posts group by user_id) a on a.user_id = f.following_id
    where f.follower_id like 'bench-feed-member-%'
    group by f.follower_id having count(*) between 3 and 10
    order by least(sum(a.posts), ${DEEP_PAGE * FEED_PAGE_SIZE * 2}) desc, count(*), f.follower_id limit 1`);
  const [many] = await rows<{ id: string; n: number }>(sql`
    select follower_id as id, count(*)::int as n from followers
    group by follower_id order by count(*) desc, follower_id limit 1`);
  if (!few || !many) throw new Error("no feed generated");
  return [
    { key: "guest", label: "guest", id: null, follows: 0 },
    { key: "few", label: `member following ${few.n}`, id: few.id, follows: few.n },
    { key: "many", label: `member following ${many.n}`, id: many.id, follows: many.n },
  ];
}

/** The cursor of page `page` (following nextCursor from page 1), or null when the feed ends before it. */
async function cursorOf(viewerId: string | null, tab: FeedTab, page: number): Promise<string | null> {
  let cursor: string | null = null;
  for (let p = 1; p < page; p++) {
    cursor = (await listFeed(viewerId, tab, cursor)).nextCursor;
    if (!cursor) return null;
  }
  return cursor;
}

const TABS: { tab: FeedTab; label: string; who: string[] }[] = [
  { tab: "for-you", label: "For You", who: ["guest", "few", "many"] },
  { tab: "discover", label: "Discover", who: ["guest", "few", "many"] },
  { tab: "following", label: "Following", who: ["few", "many"] },
];

/** Search words: one in many posts, the same misspelt, a member's name from the data, a collection word. */
async function searches(viewer: Reader, members: number) {
  const [name] = await rows<{ name: string }>(sql`
    select first_name || ' ' || last_name as name from profiles
    where id like 'bench-feed-member-%' and privacy_settings->>'show_full_name' <> 'false'
    order by id limit 1 offset ${Math.floor(members / 2)}`);
  return [
    { key: "searchWord", label: 'search "negroni" (word)', query: "negroni", viewer: null },
    { key: "searchWordMember", label: `search "negroni", ${viewer.label}`, query: "negroni", viewer: viewer.id },
    { key: "searchTypo", label: `search "negorni" (typo), ${viewer.label}`, query: "negorni", viewer: viewer.id },
    { key: "searchWords", label: 'search "smoky grapefruit paloma"', query: "smoky grapefruit paloma", viewer: null },
    { key: "searchName", label: `search "${name?.name}" (a member)`, query: name?.name ?? "Nakamura", viewer: null },
    { key: "searchTiki", label: 'search "tiki" (collections too)', query: "tiki", viewer: viewer.id },
  ];
}

async function cases(options: Options, log: (m: string) => void) {
  const who = await readers();
  const list: BenchCase[] = [];
  const shortPages: string[] = [];
  for (const { tab, label, who: keys } of TABS) {
    for (const reader of who.filter((r) => keys.includes(r.key))) {
      const first = () => listFeed(reader.id, tab, null);
      list.push({
        key: `${tab}-${reader.key}-1`,
        label: `${label} page 1, ${reader.label}`,
        target: true,
        run: first,
        explainRun: first,
      });
      const cursor = await cursorOf(reader.id, tab, DEEP_PAGE);
      if (!cursor) {
        shortPages.push(`${label}, ${reader.label}`);
        continue;
      }
      const deep = () => listFeed(reader.id, tab, cursor);
      list.push({
        key: `${tab}-${reader.key}-${DEEP_PAGE}`,
        label: `${label} page ${DEEP_PAGE}, ${reader.label}`,
        target: true,
        run: deep,
        explainRun: deep,
      });
    }
  }
  const many = who[2] as Reader;
  for (const s of await searches(many, options.members)) {
    const run = () => searchCommunity(s.query, s.viewer);
    list.push({ key: s.key, label: s.label, target: true, run, explainRun: run });
  }
  if (shortPages.length) log(`  no page ${DEEP_PAGE} for: ${shortPages.join("; ")}`);
  return { list, readers: who, shortPages };
}

// ---------------------------------------------------------------------------------------------
// Checks

async function checkAnswers(who: Reader[], log: (m: string) => void) {
  const ids = (posts: { id: string }[]) => posts.map((p) => p.id).join(",");
  const offset = (DEEP_PAGE - 1) * FEED_PAGE_SIZE;
  const guestDeep = await listFeed(null, "for-you", await cursorOf(null, "for-you", DEEP_PAGE));
  const expectedGuest = await rows<{ id: string }>(sql`select id from community_posts where not followers_only
    order by rank_score desc, id desc offset ${offset} limit ${FEED_PAGE_SIZE}`);
  if (ids(guestDeep.posts) !== ids(expectedGuest)) throw new Error("the guest's For You page 50 is not the SQL's");
  const many = who[2] as Reader;
  const followingDeep = await listFeed(many.id, "following", await cursorOf(many.id, "following", DEEP_PAGE));
  const expectedFollowing = await rows<{ id: string }>(sql`select p.id from community_posts p
    join followers f on f.following_id = p.user_id and f.follower_id = ${many.id}
    order by p.created_at desc, p.id desc offset ${offset} limit ${FEED_PAGE_SIZE}`);
  if (ids(followingDeep.posts) !== ids(expectedFollowing)) throw new Error("Following page 50 is not the SQL's");
  const [counts] = await rows<{ likes: number; liked: number; comments: number; commented: number }>(sql`
    select (select count(*) from post_likes)::int as likes, (select sum(like_count) from community_posts)::int as liked,
      (select count(*) from post_comments where deleted_at is null)::int as comments,
      (select sum(comment_count) from community_posts)::int as commented`);
  if (!counts || counts.likes !== counts.liked || counts.comments !== counts.commented) {
    throw new Error(`counters disagree with the rows: ${JSON.stringify(counts)}`);
  }
  const found = await searchCommunity("negroni", null);
  if (found.posts.length !== 10 || found.posts.some((p) => !/negroni/i.test(p.content) || p.audience !== "public")) {
    throw new Error('search "negroni" found posts without the word, or not public ones');
  }
  const typo = await searchCommunity("negorni", many.id);
  if (typo.posts.length === 0) throw new Error('the typo "negorni" found nothing');
  log(`  answers ✓ (page ${DEEP_PAGE} of the guest's For You and of Following match SQL; counters; searches)`);
  return counts;
}

// ---------------------------------------------------------------------------------------------
// Reports

type Report = {
  database: Kind;
  databaseVersion: string;
  startedAt: string;
  machine: ReturnType<typeof machineInfo>;
  loadAverage: { before: number; queries: number; end: number };
  /** Share of all CPU time busy while the timings ran; with 2 cores ~50 % is this benchmark alone. */
  machineBusyPercent: number | null;
  options: Options;
  reused: boolean;
  recipes: GenerateSummary | null;
  collections: CollectionsSummary | null;
  feed: FeedSummary | null;
  readers: Reader[];
  shortPages: string[];
  counts: Awaited<ReturnType<typeof checkAnswers>>;
  cases: CaseResult[];
  explain: ExplainCheck[];
  targetP95Ms: number;
  workerRssMb: number;
};

function markdown(report: Report): string {
  const feed = report.feed;
  const likes = (feed?.likes ?? report.counts.likes).toLocaleString("en");
  const comments = (feed?.comments ?? report.counts.comments).toLocaleString("en");
  return casesTable(
    `### ${report.database} (${report.databaseVersion}): ${report.options.posts.toLocaleString("en")} posts, ${likes} likes, ${comments} comments`,
    report,
  );
}

// ---------------------------------------------------------------------------------------------
// Worker: one database, in its own process.

async function runWorker(kind: Kind, options: Options) {
  const log = (m: string) => console.log(m);
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg()[0] ?? 0;
  log(`\n## ${kind}: ${options.posts.toLocaleString("en")} posts, ${options.members.toLocaleString("en")} members`);
  const { connection, client, reused, drop, dataDir, databaseVersion } = await openBenchDatabase(
    kind,
    {
      name: "feed",
      database: BENCH_DATABASE,
      reuse: options.reuse,
      holdsData: async (probe) => {
        const result = await probe.query("select count(*)::int as n from community_posts");
        const n = (result.rows[0] as { n: number } | undefined)?.n ?? 0;
        return n >= options.posts && n < options.posts + 100;
      },
    },
    log,
  );

  let recipes: GenerateSummary | null = null;
  let collections: CollectionsSummary | null = null;
  let feed: FeedSummary | null = null;
  if (!reused) {
    log("Generating recipes and collections…");
    recipes = await generateRecipes({ recipes: options.recipes, log });
    collections = await generateCollections({ collections: options.collections, recipes: options.recipes, log });
    log("Generating the feed…");
    feed = await generateFeed({ posts: options.posts, members: options.members, log });
  }

  log("Readers, page-50 cursors and answers…");
  const { list, readers: who, shortPages } = await cases(options, log);
  const counts = await checkAnswers(who, log);
  log("Timings…");
  const loadAtQueries = loadavg()[0] ?? 0;
  const cpuBefore = cpuTimes();
  const results = await timeCases(list, options, log);
  const machineBusyPercent = busyPercent(cpuBefore, cpuTimes());
  log("EXPLAIN (ANALYZE, BUFFERS)…");
  const explainChecks = await explainCases(
    list,
    { connection, client, file: path.join(BENCH_RESULTS, `explain-feed-${kind}.txt`), bigTables: BIG_TABLES },
    log,
  );
  const workerRssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  await connection.close();
  if (!options.keep) await drop();

  const report: Report = {
    database: kind,
    databaseVersion,
    startedAt,
    machine: machineInfo(),
    loadAverage: { before: loadBefore, queries: loadAtQueries, end: loadavg()[0] ?? 0 },
    machineBusyPercent,
    options,
    reused,
    recipes,
    collections,
    feed,
    readers: who,
    shortPages,
    counts,
    cases: results,
    explain: explainChecks,
    targetP95Ms: TARGET_P95_MS[kind],
    workerRssMb,
  };
  writeReport(path.join(BENCH_RESULTS, `feed-${kind}.json`), report);
  log(`\n${markdown(report)}\n`);
  log(targetVerdict(kind, results, TARGET_P95_MS[kind]));
  if (!process.env.BENCH_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// Orchestrator: one child process per database, one after the other (bench-runner.ts).

const options = parseOptions(process.argv.slice(2));
const args = ["--posts", String(options.posts), "--members", String(options.members)];
args.push("--recipes", String(options.recipes), "--collections", String(options.collections));
args.push("--iterations", String(options.iterations));
if (options.reuse) args.push("--reuse");
if (options.keep) args.push("--keep");
void runBenchmark({
  file: THIS_FILE,
  db: options.db,
  args,
  tmpPrefix: "muddle-bench-feed",
  worker: (kind) => runWorker(kind, options),
  summary: (kind) =>
    markdown(JSON.parse(readFileSync(path.join(BENCH_RESULTS, `feed-${kind}.json`), "utf8")) as Report),
});
