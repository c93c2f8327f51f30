/**
 * The benchmarks' orchestration: each database in a child process of its own (BENCH_WORKER=1), one
 * after the other, so PGlite's memory is returned and the two never compete; then a summary.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type BenchKind = "pglite" | "postgres";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function runChild(file: string, kind: BenchKind, args: string[], tmpPrefix: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${tmpPrefix}-${kind}-`));
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_WORKER: "1", BENCH_TMP: dataDir, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  const child = spawn(process.execPath, ["--import", "tsx", file, "--db", kind, ...args], {
    cwd: ROOT,
    env,
    stdio: "inherit",
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`the ${kind} benchmark failed (exit ${code})`);
}

/**
 * In a worker: runs `worker` for its database. Otherwise: starts `file` once per database with `args`
 * (all but --db), then prints each database's summary. Exits with the outcome.
 */
export async function runBenchmark(options: {
  file: string;
  db: BenchKind | "both";
  args: string[];
  tmpPrefix: string;
  worker: (kind: BenchKind) => Promise<void>;
  summary: (kind: BenchKind) => string;
}): Promise<never> {
  try {
    if (process.env.BENCH_WORKER) {
      await options.worker(options.db as BenchKind);
    } else {
      const kinds: BenchKind[] = options.db === "both" ? ["postgres", "pglite"] : [options.db];
      for (const kind of kinds) await runChild(options.file, kind, options.args, options.tmpPrefix);
      console.log("\n# Summary\n");
      for (const kind of kinds) console.log(`${options.summary(kind)}\n`);
    }
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

/** `--name value`, `--name=value` and bare `--flag` (as "true") from the command line. */
export function commandLineOptions(argv: string[]): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith("--")) continue;
    const [key, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
    if (inline !== undefined) args.set(key, inline);
    else if (argv[i + 1] && !argv[i + 1]?.startsWith("--")) args.set(key, argv[++i] as string);
    else args.set(key, "true");
  }
  return args;
}
