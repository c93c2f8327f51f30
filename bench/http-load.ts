/**
 * One autocannon run (its node API) against one address, with what the HTTP benchmark reports: req/s,
 * p50/p95/p99 from every response's own latency (autocannon's result stops at p97.5 and p99), the
 * status codes, the X-Cache header mix, and the machine's load average before and after.
 */
import type { EventEmitter } from "node:events";
import { loadavg } from "node:os";
import { percentile } from "./bench-stats";

type AutocannonResult = { duration: number; throughput: { total: number }; errors: number; timeouts: number };
type Tracker = EventEmitter & PromiseLike<AutocannonResult>;
type HeadersInfo = { headers: string[] };
type Client = EventEmitter;
type Request = { method?: string; path?: string; headers?: Record<string, string> };

// Loaded by name at run time: autocannon ships no type declarations.
const autocannonModule = "autocannon";
const autocannon = (await import(autocannonModule)).default as (options: Record<string, unknown>) => Tracker;

export type LoadOptions = {
  url: string;
  seconds: number;
  connections?: number;
  /** Requests per second over all connections (autocannon's overallRate); unset: as fast as answered. */
  rate?: number;
  headers?: Record<string, string>;
  /** Every request gets a query string of its own (`b=<n>` added), so a cache never has the answer. */
  distinct?: boolean;
};

/** One run as measured: every latency (ms), for runs to be combined before percentiles are taken. */
export type Run = {
  seconds: number;
  latencies: number[];
  bytes: number;
  statusCodes: Record<string, number>;
  errors: number;
  xCache: Record<string, number>;
  loadBefore: number;
  loadAfter: number;
};

export type LoadResult = {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  bytesPerResponse: number;
  statusCodes: Record<string, number>;
  errors: number;
  /** Counts of the X-Cache values the responses carried ("none" when absent). */
  xCache: Record<string, number>;
  /** 1-minute load average before the first run and after the last. */
  loadBefore: number;
  loadAfter: number;
};

let distinctCounter = 0;

/**
 * One run. At a fixed `rate`, each connection is an autocannon instance of its own with its share of the
 * rate, started 1/connections of a second after the one before: autocannon's overallRate lets every
 * connection send its share back to back from the start of each second, so 50 req/s over 10 connections
 * arrive as 10 concurrent requests at once, a burst that measures queueing rather than the page.
 */
export async function load(options: LoadOptions): Promise<Run> {
  const url = new URL(options.url);
  const connections = options.connections ?? 10;
  const run: Run = {
    seconds: options.seconds,
    latencies: [],
    bytes: 0,
    statusCodes: {},
    errors: 0,
    xCache: {},
    loadBefore: loadavg()[0] ?? 0,
    loadAfter: 0,
  };
  const separator = url.search ? "&" : "?";
  const start = (extra: Record<string, unknown>) => {
    const tracker = autocannon({
      url: url.origin,
      duration: options.seconds,
      headers: options.headers ?? {},
      requests: [
        {
          method: "GET",
          path: `${url.pathname}${url.search}`,
          ...(options.distinct && {
            setupRequest: (request: Request) => ({
              ...request,
              path: `${url.pathname}${url.search}${separator}b=${++distinctCounter}`,
            }),
          }),
        },
      ],
      // The parser's headers of each response: counted without asking autocannon to keep bodies.
      setupClient: (client: Client) => {
        client.on("headers", (info: HeadersInfo) => {
          const i = info.headers.findIndex((name, k) => k % 2 === 0 && name.toLowerCase() === "x-cache");
          const value = i >= 0 ? (info.headers[i + 1] ?? "").toLowerCase() : "none";
          run.xCache[value] = (run.xCache[value] ?? 0) + 1;
        });
      },
      ...extra,
    });
    tracker.on("response", (_client: Client, statusCode: number, _bytes: number, ms: number) => {
      run.latencies.push(ms);
      run.statusCodes[statusCode] = (run.statusCodes[statusCode] ?? 0) + 1;
    });
    return tracker;
  };
  const results = options.rate
    ? await Promise.all(
        Array.from({ length: connections }, async (_, i) => {
          await new Promise((resolve) => setTimeout(resolve, (i * 1000) / connections));
          const share =
            Math.floor((options.rate as number) / connections) + (i < (options.rate as number) % connections ? 1 : 0);
          return start({ connections: 1, connectionRate: share });
        }),
      )
    : [await start({ connections })];
  // Each instance ran `seconds` (the staggered ones started later and ended later).
  run.seconds = results.reduce((sum, r) => sum + (r.duration || options.seconds), 0) / Math.max(1, results.length);
  for (const result of results) {
    run.bytes += result.throughput.total;
    run.errors += result.errors + result.timeouts;
  }
  run.loadAfter = loadavg()[0] ?? 0;
  return run;
}

const add = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
  return into;
};

/** Several runs of the same thing (alternating rounds) as one: req/s over their total time. */
export function combine(runs: Run[]): LoadResult {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requestsPerSecond: round(latencies.length / Math.max(0.001, seconds)),
    requests: latencies.length,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    bytesPerResponse: Math.round(runs.reduce((sum, r) => sum + r.bytes, 0) / Math.max(1, latencies.length)),
    statusCodes: runs.reduce((all, r) => add(all, r.statusCodes), {}),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    xCache: runs.reduce((all, r) => add(all, r.xCache), {}),
    loadBefore: round(runs[0]?.loadBefore ?? 0),
    loadAfter: round(runs.at(-1)?.loadAfter ?? 0),
  };
}
