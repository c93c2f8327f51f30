/** Timing, percentiles, machine load and plan reading shared by the benchmarks. */
import { readFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";

export type Stats = { p50: number; p95: number; max: number; mean: number };

export function percentile(sorted: number[], p: number) {
  // Nearest rank: the smallest sample at or above p percent of the samples.
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? 0;
}

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? 0),
    mean: round(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)),
  };
}

export async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const result = await work();
  return [performance.now() - t, result];
}

/** The indexes a plan reads and the tables it scans sequentially. */
export function indexesIn(plan: string) {
  const used = new Set<string>();
  for (const m of plan.matchAll(
    /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) ([\w.]+)/g,
  )) {
    used.add(m[1] as string);
  }
  const seqScans = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1] as string);
  return { indexes: [...used], seqScans: [...new Set(seqScans)] };
}

/** Machine-wide CPU busy share between two /proc/stat readings: how much else was running. */
export function cpuTimes() {
  try {
    const fields = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { idle, total: fields.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** The busy share (%) of all CPU time between two cpuTimes() readings. */
export function busyPercent(before: ReturnType<typeof cpuTimes>, after: ReturnType<typeof cpuTimes>): number | null {
  return before && after && after.total > before.total
    ? Math.round(100 * (1 - (after.idle - before.idle) / (after.total - before.total)))
    : null;
}

/** A generator's timed steps: each one's milliseconds go into `timings` under its label, and to the log. */
export function stepper(timings: Record<string, number>, log: (message: string) => void) {
  return async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const result = await work();
    timings[label] = Math.round(performance.now() - t);
    log(`  ${label}: ${(timings[label] / 1000).toFixed(1)} s`);
    return result;
  };
}

/** The machine a report was made on. */
export function machineInfo() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? "",
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
  };
}
