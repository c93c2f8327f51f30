/**
 * The HTTP benchmark's report: one markdown table per database, each figure marked against issue 19's
 * goals, written to stdout and into docs/performance.md between that database's markers.
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { BenchKind } from "./bench-runner";
import type { LoadResult } from "./http-load";

export const GOALS = {
  warmRatio: 0.75,
  missRatio: 0.1,
  p99Ms: 50,
  signedInRate: 50,
  signedInP95Ms: { postgres: 60, pglite: 100 } as Record<BenchKind, number>,
};

export type PageResult = {
  key: string;
  path: string;
  bytes: number;
  static: LoadResult;
  warm: LoadResult;
  miss: LoadResult;
};

export type SignedInResult = { key: string; path: string; bytes: number; open: LoadResult; paced: LoadResult };

export type HttpReport = {
  database: BenchKind;
  databaseVersion: string;
  date: string;
  commit: string;
  build: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string };
  options: { recipes: number; seconds: number; rounds: number; connections: number };
  /** Migrate + generate (recipes, demo content, vacuum), before the server starts. */
  prepareSeconds: number;
  generation: { recipes: number; listed: number; totalMs: number };
  loadAverage: { start: number; end: number };
  /** Share of all CPU time that was busy during the measurements: ~100 % is both cores. */
  machineBusyPercent: number | null;
  serverRssMb: number | null;
  pages: PageResult[];
  signedIn: SignedInResult[];
  member: string;
};

/** The issue's measurement: 100,000 recipes and at least 10 s of each figure (rounds × duration). */
const FULL_SCALE = { recipes: 100_000, seconds: 10 };
const mark = (ok: boolean) => (ok ? "✓" : "✗");
const percent = (n: number) => `${Math.round(n * 1000) / 10} %`;
const num = (n: number) => n.toLocaleString("en", { maximumFractionDigits: 1 });

function cacheMix(r: LoadResult): string {
  const entries = Object.entries(r.xCache).filter(([k]) => k !== "none");
  if (entries.length === 0) return "–";
  return Object.entries(r.xCache)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
}

function statusNote(r: LoadResult): string {
  const odd = Object.entries(r.statusCodes).filter(([code]) => code !== "200");
  return odd.length || r.errors
    ? ` (${[...odd.map(([c, n]) => `${n}× ${c}`), r.errors ? `${r.errors} errors` : ""].filter(Boolean).join(", ")})`
    : "";
}

export function isFullScale(report: HttpReport) {
  return (
    report.options.recipes >= FULL_SCALE.recipes && report.options.seconds * report.options.rounds >= FULL_SCALE.seconds
  );
}

export function markdown(report: HttpReport): string {
  const { options } = report;
  const p95Goal = GOALS.signedInP95Ms[report.database];
  const lines = [
    `#### ${report.database === "postgres" ? "PostgreSQL" : "PGlite"} (${report.databaseVersion}): ${num(report.generation.recipes)} recipes`,
    "",
    ...(isFullScale(report)
      ? []
      : [
          `**Small-scale run** (${num(options.recipes)} recipes, ${options.rounds} × ${options.seconds} s a measurement): it checks that the benchmark works; these are not issue 19's figures.`,
          "",
        ]),
    `${report.date}, commit ${report.commit}, build ${report.build}. ${report.machine.cpus} cores (${report.machine.cpuModel}), Node ${report.machine.node}. ` +
      `Load average ${report.loadAverage.start} at the start, ${report.loadAverage.end} at the end; CPU busy during the runs ${report.machineBusyPercent ?? "?"} %. ` +
      `Preparing the data (migrate, generate, vacuum) took ${num(report.prepareSeconds)} s; server memory after the runs ${report.serverRssMb ?? "?"} MB.`,
    "",
    `Anonymous, ${options.connections} connections, ${options.rounds} × ${options.seconds} s each, alternating static copy and page. Goals: warm ≥ ${percent(GOALS.warmRatio)} of static, miss ≥ ${percent(GOALS.missRatio)}, warm p99 < ${GOALS.p99Ms} ms.`,
    "",
    "| page | bytes | static req/s | static p50 / p99 | warm req/s | warm p50 / p99 | warm / static | miss req/s | miss p50 / p99 | miss / static | X-Cache warm | X-Cache miss |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|",
    ...report.pages.map((p) => {
      const warmRatio = p.warm.requestsPerSecond / Math.max(0.1, p.static.requestsPerSecond);
      const missRatio = p.miss.requestsPerSecond / Math.max(0.1, p.static.requestsPerSecond);
      return (
        `| \`${p.path}\` | ${num(p.bytes)} | ${num(p.static.requestsPerSecond)}${statusNote(p.static)} | ${p.static.p50} / ${p.static.p99} ms ` +
        `| ${num(p.warm.requestsPerSecond)}${statusNote(p.warm)} | ${p.warm.p50} / ${p.warm.p99} ms ${mark(p.warm.p99 < GOALS.p99Ms)} | ${percent(warmRatio)} ${mark(warmRatio >= GOALS.warmRatio)} ` +
        `| ${num(p.miss.requestsPerSecond)}${statusNote(p.miss)} | ${p.miss.p50} / ${p.miss.p99} ms | ${percent(missRatio)} ${mark(missRatio >= GOALS.missRatio)} | ${cacheMix(p.warm)} | ${cacheMix(p.miss)} |`
      );
    }),
    "",
    `Signed in as ${report.member}: ${options.connections} connections as fast as answered, and ${GOALS.signedInRate} req/s (${options.connections} connections, each an autocannon instance at its share of the rate, started ${1 / options.connections} s apart). Goal: p95 ≤ ${p95Goal} ms at ${GOALS.signedInRate} req/s.`,
    "",
    "| page | bytes | req/s (10 connections) | p50 / p99 | at 50 req/s: req/s | p50 / p95 / p99 |",
    "|---|---:|---:|---:|---:|---:|",
    ...report.signedIn.map(
      (s) =>
        `| \`${s.path}\` | ${num(s.bytes)} | ${num(s.open.requestsPerSecond)}${statusNote(s.open)} | ${s.open.p50} / ${s.open.p99} ms ` +
        `| ${num(s.paced.requestsPerSecond)}${statusNote(s.paced)} | ${s.paced.p50} / **${s.paced.p95}** ${mark(s.paced.p95 <= p95Goal)} / ${s.paced.p99} ms |`,
    ),
  ];
  return lines.join("\n");
}

/** Replaces what stands between `<!-- bench:http:<db>:start -->` and its end marker; false if absent. */
export function writeIntoDocs(file: string, report: HttpReport): boolean {
  const start = `<!-- bench:http:${report.database}:start -->`;
  const end = `<!-- bench:http:${report.database}:end -->`;
  const text = readFileSync(file, "utf8");
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return false;
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${markdown(report)}\n${text.slice(to)}`);
  return true;
}
