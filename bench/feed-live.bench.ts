/**
 * `npm run bench:live [-- --db pglite|postgres|both] [--streams 1000] [--posts 10]`
 *
 * Issue 16 "Speed": one instance holds 1,000 open live streams while members post, and a new post reaches
 * all of them within 1 s. For each database (a child process each, one after the other):
 *   1. the production build (built once into build-bench-live/, or BENCH_LIVE_BUILD_DIR as it is) served
 *      by one instance on loopback with demo content (PostgreSQL: a fresh `muddle_bench_live` database,
 *      dropped afterwards; PGlite: a temporary data directory);
 *   2. `--streams` live streams opened with plain node:http clients: the demo members' (each signed in,
 *      up to their per-member cap) and guests' (each from its own address, as behind a proxy), every one
 *      waiting for its `ready` event;
 *   3. `--posts` posts through POST /api/site/posts, one after the other, by the demo members in turn; for
 *      each, the time from sending the request to the moment each stream has received its post.created.
 * Reports p50/p95/max of "every stream has it" over the posts and of each single delivery, with the
 * server's memory before and after the streams opened. Results: bench/results/live-<db>.json and a
 * markdown table on stdout. Not part of `npm test`.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { LIVE_STREAM_LIMITS } from "~/lib/limits";
import { DEMO_PASSWORD, SEED_MEMBERS } from "../db/seed/data/members";
import { signIn } from "../scripts/attack/cases";
import { ensureBuild, residentMb, startServer } from "../scripts/attack/harness";
import { send } from "../scripts/attack/http";
import { openSse, type SseReader } from "../test/sse-client";
import { type BenchKind, commandLineOptions, runBenchmark } from "./bench-runner";
import { busyPercent, cpuTimes, machineInfo, type Stats, stats } from "./bench-stats";

const THIS_FILE = fileURLToPath(import.meta.url);
const RESULTS = path.resolve(path.dirname(THIS_FILE), "results");
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const BENCH_DATABASE = "muddle_bench_live";
const TARGET_MS = 1000;
const OPEN_CONCURRENCY = 50;
const WAIT_MS = 30_000;

type Report = {
  kind: BenchKind;
  streams: number;
  memberStreams: number;
  posts: { answerMs: number; firstMs: number; allMs: number; missing: number; repeated: number }[];
  everyStream: Stats;
  eachDelivery: Stats;
  openAllMs: number;
  serverMb: { before: number; withStreams: number };
  cpuBusyPercent: number | null;
  loadAverage: number[];
  machine: ReturnType<typeof machineInfo>;
  date: string;
};

const args = commandLineOptions(process.argv.slice(2));
const options = {
  db: (args.get("db") ?? process.env.BENCH_DB ?? "both") as BenchKind | "both",
  streams: Number(args.get("streams") ?? 1000),
  posts: Number(args.get("posts") ?? 10),
};
if (!["pglite", "postgres", "both"].includes(options.db)) throw new Error("--db must be pglite, postgres or both");
// The post rate limit allows 5 a minute per member: the demo members take turns.
if (!(options.posts >= 1 && options.posts <= 5 * SEED_MEMBERS.length)) {
  throw new Error(`--posts must be between 1 and ${5 * SEED_MEMBERS.length}`);
}

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function runWorker(kind: BenchKind): Promise<void> {
  const buildDir = process.env.BENCH_LIVE_BUILD_DIR ?? "build-bench-live";
  const dataDir = process.env.BENCH_TMP as string;
  const env: NodeJS.ProcessEnv = { SEED_DEMO: "true" };
  if (kind === "postgres") {
    await admin(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin(`create database ${BENCH_DATABASE}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${BENCH_DATABASE}`;
    env.DATABASE_URL = url.toString();
  }
  console.log(`[${kind}] starting the production server with demo content …`);
  const server = await startServer({ dataDir, buildDir, env });
  const readers: SseReader[] = [];
  try {
    const report = await measure(kind, server.base, server.child.pid as number, readers);
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(path.join(RESULTS, `live-${kind}.json`), `${JSON.stringify(report, null, 2)}\n`);
    console.log(markdown(report));
  } finally {
    for (const reader of readers) reader.close();
    await server.stop();
    if (kind === "postgres") await admin(`drop database if exists ${BENCH_DATABASE} with (force)`);
  }
}

async function measure(kind: BenchKind, base: string, pid: number, readers: SseReader[]): Promise<Report> {
  const cookies = await Promise.all(SEED_MEMBERS.map((m) => signIn(base, m.email, DEMO_PASSWORD)));
  const memberStreams = Math.min(options.streams, cookies.length * LIVE_STREAM_LIMITS.perMember);
  // postId → when each stream received its post.created (index = stream)
  const arrivals = new Map<string, number[]>();
  const counts = new Map<string, number>();
  let waiting: { postId: string; resolve: () => void } | null = null;
  const onMessage = (stream: number) => (message: { data: string }) => {
    if (!message.data.includes('"post.created"')) return;
    const { postId } = JSON.parse(message.data) as { postId: string };
    const times = arrivals.get(postId) ?? [];
    arrivals.set(postId, times);
    if (times[stream] !== undefined) {
      counts.set(postId, (counts.get(postId) ?? 0) + 1);
      return;
    }
    times[stream] = performance.now();
    counts.set(postId, (counts.get(postId) ?? 0) + 1);
    if (waiting?.postId === postId && times.filter((t) => t !== undefined).length === options.streams) {
      waiting.resolve();
    }
  };

  const before = residentMb(pid);
  const opening = performance.now();
  for (let start = 0; start < options.streams; start += OPEN_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(OPEN_CONCURRENCY, options.streams - start) }, async (_, j) => {
      const i = start + j;
      const headers: Record<string, string> = { "x-forwarded-for": address(i + 1) };
      if (i < memberStreams) headers.cookie = cookies[i % cookies.length] as string;
      const reader = await openSse(`${base}/api/site/community/events`, headers, onMessage(i));
      readers[i] = reader;
      if (reader.status !== 200) throw new Error(`stream ${i} was refused with ${reader.status}`);
      await reader.next((m) => m.event === "ready", WAIT_MS);
    });
    await Promise.all(batch);
  }
  const openAllMs = Math.round(performance.now() - opening);
  const withStreams = residentMb(pid);
  console.log(`[${kind}] ${options.streams} streams open in ${openAllMs} ms (${memberStreams} signed in)`);

  const cpuBefore = cpuTimes();
  const posts: Report["posts"] = [];
  const deliveries: number[] = [];
  for (let p = 0; p < options.posts; p++) {
    const cookie = cookies[p % cookies.length] as string;
    const sent = performance.now();
    const answer = await send(base, "/api/site/posts", {
      method: "POST",
      headers: {
        cookie,
        origin: base,
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": "198.51.100.77",
      },
      body: new URLSearchParams({ content: `Live benchmark post ${p + 1}`, audience: "public" }).toString(),
    });
    const answerMs = performance.now() - sent;
    if (answer.status !== 201) throw new Error(`post ${p + 1}: ${answer.status} ${answer.body.slice(0, 200)}`);
    const postId = (JSON.parse(answer.body) as { post: { id: string } }).post.id;
    const received = () => (arrivals.get(postId) ?? []).filter((t) => t !== undefined).length;
    if (received() < options.streams) {
      await new Promise<void>((resolve) => {
        waiting = { postId, resolve };
        setTimeout(resolve, WAIT_MS);
      });
    }
    waiting = null;
    const times = (arrivals.get(postId) ?? []).filter((t) => t !== undefined).map((t) => t - sent);
    deliveries.push(...times);
    posts.push({
      answerMs: round(answerMs),
      firstMs: round(Math.min(...times)),
      allMs: round(Math.max(...times)),
      missing: options.streams - times.length,
      repeated: (counts.get(postId) ?? 0) - times.length,
    });
    console.log(`[${kind}] post ${p + 1}: every stream after ${round(Math.max(...times))} ms`);
  }
  const cpuAfter = cpuTimes();

  return {
    kind,
    streams: options.streams,
    memberStreams,
    posts,
    everyStream: stats(posts.map((p) => p.allMs)),
    eachDelivery: stats(deliveries),
    openAllMs,
    serverMb: { before: Math.round(before), withStreams: Math.round(withStreams) },
    cpuBusyPercent: busyPercent(cpuBefore, cpuAfter),
    loadAverage: loadavg().map((n) => Math.round(n * 10) / 10),
    machine: machineInfo(),
    date: new Date().toISOString(),
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

function markdown(r: Report): string {
  const missing = r.posts.reduce((n, p) => n + p.missing, 0);
  const repeated = r.posts.reduce((n, p) => n + p.repeated, 0);
  const ok = r.everyStream.max <= TARGET_MS && missing === 0 && repeated === 0;
  return [
    `## ${r.kind}: ${r.streams} streams (${r.memberStreams} signed in), ${r.posts.length} posts ${ok ? "✓" : "✗"}`,
    "",
    "| measure | p50 | p95 | max |",
    "| --- | --- | --- | --- |",
    `| every stream has the post (target ≤ ${TARGET_MS} ms) | ${r.everyStream.p50} ms | ${r.everyStream.p95} ms | ${r.everyStream.max} ms |`,
    `| one delivery (${r.eachDelivery.mean} ms mean) | ${r.eachDelivery.p50} ms | ${r.eachDelivery.p95} ms | ${r.eachDelivery.max} ms |`,
    `| the POST's own answer | ${stats(r.posts.map((p) => p.answerMs)).p50} ms | ${stats(r.posts.map((p) => p.answerMs)).p95} ms | ${stats(r.posts.map((p) => p.answerMs)).max} ms |`,
    "",
    `Missing deliveries: ${missing}; repeated: ${repeated}. Streams opened in ${r.openAllMs} ms; server memory ` +
      `${r.serverMb.before} MB before, ${r.serverMb.withStreams} MB with the streams open. CPU ${r.cpuBusyPercent ?? "?"} % ` +
      `busy while posting, load average ${r.loadAverage.join(" / ")}.`,
  ].join("\n");
}

if (!process.env.BENCH_WORKER && !process.env.BENCH_LIVE_BUILD_DIR) {
  process.env.BENCH_LIVE_BUILD_DIR = ensureBuild("build-bench-live", false);
}

void runBenchmark({
  file: THIS_FILE,
  db: options.db,
  args: ["--streams", String(options.streams), "--posts", String(options.posts)],
  tmpPrefix: "muddle-bench-live",
  worker: runWorker,
  summary: (kind) => markdown(JSON.parse(readFileSync(path.join(RESULTS, `live-${kind}.json`), "utf8")) as Report),
});
