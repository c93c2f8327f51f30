/**
 * `npm run bench:http [-- --db pglite|postgres|both] [--recipes 100000] [--duration 5] [--rounds 2] [--no-docs]`
 *  (`--prepare-only`: stop once the data is ready, to time that)
 *
 * Issue 19: public pages at near-static speed. For each database, in its own child process (bench-runner.ts):
 *   1. the data, before any server runs (PGlite has no cross-process lock): a temporary DATA_DIR (PGlite) or a
 *      fresh database `muddle_bench_http` on 127.0.0.1:5432, migrated and filled by generate-recipes.ts (the
 *      demo content and N generated recipes); then closed;
 *   2. the production server (server.ts, NODE_ENV=production) from BUILD_DIR (or build/; built if missing),
 *      started as a child process on that data (scripts/attack/harness.ts);
 *   3. each measured page fetched once anonymously and written as a static copy into the served folder
 *      (BUILD_DIR/client/bench-static/<page>.html), so both answers have the same bytes;
 *   4. per page, alternating: the static copy, the page repeated (warm), the page with a query string of its
 *      own on every request (miss), 10 connections each (bench/http-load.ts); then, signed in as the demo
 *      member, the recipe page and /recipes at 10 connections and at 50 req/s;
 *   5. the server stopped, the static copies and the data removed (the PostgreSQL database dropped).
 * Results: bench/results/http-<db>.json, a table per database, and docs/performance.md between
 * `<!-- bench:http:<db>:start -->` and its end marker (unless --no-docs).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { DEMO_PASSWORD, SEED_MEMBERS } from "../db/seed/data/members";
import { ensureBuild, type RunningServer, residentMb, startServer } from "../scripts/attack/harness";
import { dropBenchDatabase, openBenchDatabase } from "./bench-database";
import { type BenchKind, commandLineOptions, runBenchmark } from "./bench-runner";
import { busyPercent, cpuTimes, machineInfo } from "./bench-stats";
import { generateRecipes } from "./generate-recipes";
import { combine, load, type Run } from "./http-load";
import { type HttpReport, markdown, type PageResult, type SignedInResult, writeIntoDocs } from "./http-report";

type Options = {
  db: BenchKind | "both";
  recipes: number;
  seconds: number;
  rounds: number;
  docs: boolean;
  /** Stop once the data is prepared: how long that takes. */
  prepareOnly: boolean;
};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS = path.join(ROOT, "bench", "results");
const DOCS = path.join(ROOT, "docs", "performance.md");
const THIS_FILE = fileURLToPath(import.meta.url);
const BENCH_DATABASE = "muddle_bench_http";
const CONNECTIONS = 10;
const SIGNED_IN_RATE = 50;
const CONSENT = "muddle-cookie-consent=necessary";

function parseOptions(argv: string[]): Options {
  const args = commandLineOptions(argv);
  const kind = args.get("db") ?? "both";
  if (!["pglite", "postgres", "both"].includes(kind)) throw new Error("--db must be pglite, postgres or both");
  const options = {
    db: kind as Options["db"],
    recipes: Number(args.get("recipes") ?? 100_000),
    seconds: Number(args.get("duration") ?? 5),
    rounds: Number(args.get("rounds") ?? 2),
    docs: !args.has("no-docs"),
    prepareOnly: args.has("prepare-only"),
  };
  if (!Number.isInteger(options.recipes) || options.recipes < 100) throw new Error("--recipes: an integer ≥ 100");
  if (!(options.seconds >= 1) || !(options.rounds >= 1)) throw new Error("--duration and --rounds: at least 1");
  return options;
}

type Page = { key: string; path: string };

const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as { rows: T[] };

/**
 * The pages issue 19 names, with a generated recipe (the same on every run and database: generated ids come
 * from the seed), its author's profile (/:username: /recipes/:username only redirects to /recipes) and the
 * most-liked public collection.
 */
async function choosePages(): Promise<Page[]> {
  const { rows: recipes } = await rows<{ username: string; slug: string }>(sql`
    select p.username, r.slug from recipes r join profiles p on p.id = r.user_id
    where r.status = 'published' and r.is_public and p.id like 'bench-member-%' order by r.id limit 1`);
  const { rows: collections } = await rows<{ slug: string }>(sql`
    select slug from collections where is_public order by likes_count desc, slug limit 1`);
  const recipe = recipes[0];
  const collection = collections[0];
  if (!recipe || !collection) throw new Error("no public recipe or collection to measure");
  const user = encodeURIComponent(recipe.username);
  return [
    { key: "home", path: "/" },
    { key: "recipes", path: "/recipes" },
    { key: "recipes-page-2", path: "/recipes?page=2&sort=rating" },
    { key: "recipe", path: `/recipes/${user}/${encodeURIComponent(recipe.slug)}` },
    { key: "profile", path: `/${user}` },
    { key: "faq", path: "/faq" },
    { key: "collections", path: "/collections" },
    { key: "collection", path: `/collections/${encodeURIComponent(collection.slug)}` },
    { key: "community", path: "/community" },
  ];
}

/** The page as an anonymous visitor gets it, written where express.static serves it. */
async function writeStaticCopy(base: string, staticDir: string, page: Page) {
  const response = await fetch(`${base}${page.path}`, { redirect: "manual" });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
  writeFileSync(path.join(staticDir, `${page.key}.html`), body);
  const copy = await fetch(`${base}/bench-static/${page.key}.html`);
  const copyBytes = (await copy.arrayBuffer()).byteLength;
  if (copy.status !== 200 || copyBytes !== body.byteLength)
    throw new Error(`the static copy of ${page.path} answered ${copy.status} with ${copyBytes} bytes`);
  return body.byteLength;
}

async function signIn(base: string) {
  const member = SEED_MEMBERS.find((m) => m.username === "eve_stirs") ?? SEED_MEMBERS[0];
  if (!member) throw new Error("no demo member");
  const answer = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "x-forwarded-for": "198.51.100.19" },
    body: JSON.stringify({ email: member.email, password: DEMO_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${await answer.text()}`);
  const cookie = [...answer.headers.getSetCookie().map((c) => c.split(";")[0]), CONSENT].join("; ");
  const bar = await fetch(`${base}/bar`, { headers: { cookie }, redirect: "manual" });
  await bar.arrayBuffer();
  if (bar.status !== 200) throw new Error(`signed in, /bar answered ${bar.status}`);
  return { cookie, member: member.username };
}

async function measurePages(base: string, pages: Page[], staticDir: string, options: Options, log: Log) {
  const results: PageResult[] = [];
  const seconds = options.seconds;
  for (const page of pages) {
    const bytes = await writeStaticCopy(base, staticDir, page);
    const runs = { static: [] as Run[], warm: [] as Run[], miss: [] as Run[] };
    const url = `${base}${page.path}`;
    const staticUrl = `${base}/bench-static/${page.key}.html`;
    // Warm-up, not counted: each of the three paths once (JIT, caches, connections). The repeated page alone
    // is a cache hit after its first request, so it never warmed the render that every miss runs.
    const warmUp = Math.min(1, seconds);
    for (const target of [{ url: staticUrl }, { url }, { url, distinct: true }])
      await load({ ...target, seconds: warmUp });
    for (let round = 0; round < options.rounds; round++) {
      runs.static.push(await load({ url: staticUrl, seconds }));
      runs.warm.push(await load({ url, seconds }));
      runs.miss.push(await load({ url, seconds, distinct: true }));
    }
    const result = {
      ...page,
      bytes,
      static: combine(runs.static),
      warm: combine(runs.warm),
      miss: combine(runs.miss),
    };
    results.push(result);
    log(
      `  ${page.path}: static ${result.static.requestsPerSecond} req/s, warm ${result.warm.requestsPerSecond} req/s (p99 ${result.warm.p99} ms), miss ${result.miss.requestsPerSecond} req/s (p99 ${result.miss.p99} ms); X-Cache ${JSON.stringify(result.warm.xCache)} / ${JSON.stringify(result.miss.xCache)}`,
    );
  }
  return results;
}

async function measureSignedIn(base: string, pages: Page[], options: Options, log: Log) {
  const { cookie, member } = await signIn(base);
  const headers = { cookie };
  const results: SignedInResult[] = [];
  for (const page of pages.filter((p) => p.key === "recipe" || p.key === "recipes")) {
    const url = `${base}${page.path}`;
    const response = await fetch(url, { headers });
    const bytes = (await response.arrayBuffer()).byteLength;
    await load({ url, seconds: Math.min(2, options.seconds), headers });
    const open: Run[] = [];
    const paced: Run[] = [];
    for (let round = 0; round < options.rounds; round++) {
      open.push(await load({ url, seconds: options.seconds, headers }));
      paced.push(await load({ url, seconds: options.seconds, headers, rate: SIGNED_IN_RATE }));
    }
    const result = { ...page, bytes, open: combine(open), paced: combine(paced) };
    results.push(result);
    log(
      `  signed in ${page.path}: ${result.open.requestsPerSecond} req/s (p99 ${result.open.p99} ms); at ${SIGNED_IN_RATE} req/s p95 ${result.paced.p95} ms`,
    );
  }
  return { results, member };
}

type Log = (message: string) => void;

function describeBuild(buildDir: string) {
  const made = statSync(path.join(ROOT, buildDir, "server", "index.js"))
    .mtime.toISOString()
    .slice(0, 16);
  return `${buildDir}/ of ${made.replace("T", " ")} UTC`;
}

function describeCommit() {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();
  try {
    return `${git("rev-parse", "--short", "HEAD")}${git("status", "--porcelain", "--untracked-files=no") ? " (with uncommitted changes)" : ""}`;
  } catch {
    return "unknown";
  }
}

async function runWorker(kind: BenchKind, options: Options) {
  const log: Log = (m) => console.log(m);
  const dataDir = process.env.BENCH_TMP ?? mkdtempSync(path.join(tmpdir(), `muddle-bench-http-${kind}-`));
  const buildDir = ensureBuild(process.env.BUILD_DIR ?? "build", true);
  const staticDir = path.join(ROOT, buildDir, "client", "bench-static");
  mkdirSync(RESULTS, { recursive: true });
  const loadStart = loadavg()[0] ?? 0;
  log(`\n## ${kind}: ${options.recipes.toLocaleString("en")} recipes (data ${dataDir}, ${buildDir}/)`);

  let server: RunningServer | undefined;
  let databaseUrl: string | undefined;
  try {
    // The data first, then the server: PGlite must have one process at a time on its directory.
    const prepareStarted = performance.now();
    const database = await openBenchDatabase(kind, { name: BENCH_DATABASE, dataDir });
    databaseUrl = database.databaseUrl;
    const generation = await generateRecipes({ recipes: options.recipes, log });
    const pages = await choosePages();
    const { rows: version } = await rows<{ v: string }>(sql`select version() as v`);
    await database.connection.close();
    const prepareSeconds = Math.round((performance.now() - prepareStarted) / 100) / 10;
    log(`  prepared in ${prepareSeconds} s`);
    if (options.prepareOnly) return;

    server = await startServer({
      dataDir,
      buildDir,
      env: { SEED_DEMO: "false", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    });
    log(`  server pid ${server.child.pid} on ${server.base}`);
    mkdirSync(staticDir, { recursive: true });
    const cpuBefore = cpuTimes();
    const pageResults = await measurePages(server.base, pages, staticDir, options, log);
    const signedIn = await measureSignedIn(server.base, pages, options, log);
    const machineBusyPercent = busyPercent(cpuBefore, cpuTimes());

    const report: HttpReport = {
      database: kind,
      databaseVersion: (version[0]?.v ?? "").split(" on ")[0]?.split(",")[0] ?? "",
      date: `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
      commit: describeCommit(),
      build: describeBuild(buildDir),
      machine: machineInfo(),
      options: { recipes: options.recipes, seconds: options.seconds, rounds: options.rounds, connections: CONNECTIONS },
      prepareSeconds,
      generation: { recipes: generation.recipes, listed: generation.listed, totalMs: generation.totalMs },
      loadAverage: { start: Math.round(loadStart * 10) / 10, end: Math.round((loadavg()[0] ?? 0) * 10) / 10 },
      machineBusyPercent,
      serverRssMb: server.child.pid ? Math.round(residentMb(server.child.pid)) : null,
      pages: pageResults,
      signedIn: signedIn.results,
      member: signedIn.member,
    };
    writeFileSync(path.join(RESULTS, `http-${kind}.json`), `${JSON.stringify(report, null, 2)}\n`);
    log(`\n${markdown(report)}\n`);
    if (options.docs) log(writeIntoDocs(DOCS, report) ? `  written into ${DOCS}` : `  ! no ${kind} markers in ${DOCS}`);
  } finally {
    await server?.stop();
    rmSync(staticDir, { recursive: true, force: true });
    if (kind === "postgres") await dropBenchDatabase(BENCH_DATABASE);
    if (!process.env.BENCH_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  }
}

const options = parseOptions(process.argv.slice(2));
const args = ["--recipes", String(options.recipes), "--duration", String(options.seconds)];
args.push("--rounds", String(options.rounds));
if (!options.docs) args.push("--no-docs");
if (options.prepareOnly) args.push("--prepare-only");
void runBenchmark({
  file: THIS_FILE,
  db: options.db,
  args,
  tmpPrefix: "muddle-bench-http",
  worker: (kind) => runWorker(kind, options),
  summary: (kind) =>
    options.prepareOnly
      ? `${kind}: prepared (--prepare-only)`
      : markdown(JSON.parse(readFileSync(path.join(RESULTS, `http-${kind}.json`), "utf8")) as HttpReport),
});
