/**
 * Runs the production build on loopback in its own data directory, and watches it: the server
 * process's resident memory (sampled from /proc) and how long an ordinary visitor waits.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { Worker } from "node:worker_threads";
import { buildDirectory } from "../../server/build-directory";
import { send } from "./http";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type RunningServer = {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything the server has printed so far. */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * A production build in the build folder `requested` names (server/build-directory.ts refuses anything
 * but a build… folder inside the project: React Router empties it first), built afresh unless `reuse`
 * and one is already there. Returns the folder.
 */
export function ensureBuild(requested: string, reuse: boolean): string {
  const buildDir = buildDirectory(requested);
  if (!reuse || !existsSync(buildDir)) {
    console.log(`Building into ${buildDir}/ …`);
    execFileSync("npx", ["react-router", "build"], { env: { ...process.env, BUILD_DIR: buildDir }, stdio: "ignore" });
  }
  return buildDir;
}

/**
 * `node --import tsx server.ts` (one process, so its memory is the server's memory). `env` adds to or
 * overrides its environment (DATABASE_URL for a PostgreSQL server, SEED_DEMO).
 */
export async function startServer(options: {
  dataDir: string;
  buildDir: string;
  env?: NodeJS.ProcessEnv;
}): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: options.dataDir,
      BUILD_DIR: options.buildDir,
      // Each simulated visitor claims its own address, as they would behind a proxy.
      TRUST_PROXY: "loopback",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${log}`);
    if (Date.now() > deadline) throw new Error(`The server did not start within 3 minutes:\n${log}`);
    const answer = await send(base, "/").catch(() => undefined);
    if (answer && answer.status === 200) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  };
  return { base, port, child, output: () => log, stop };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * An ordinary visitor loading a page every 50 ms, in its own thread so that the attacker's own
 * work (building a 10 MB form) never delays the visitor's clock.
 */
const VISITOR_SOURCE = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
let running = true, slowest = 0, visits = 0;
const times = [];
parentPort.on("message", () => { running = false; });
const visit = () => new Promise((resolve) => {
  const started = performance.now();
  const req = http.get(workerData.url, { headers: { "x-forwarded-for": "198.51.100.200" } }, (res) => {
    res.resume();
    res.on("end", () => resolve(performance.now() - started));
  });
  req.on("error", () => resolve(performance.now() - started));
});
(async () => {
  while (running) {
    const ms = await visit();
    slowest = Math.max(slowest, ms);
    times.push(Math.round(ms));
    visits += 1;
    await new Promise((r) => setTimeout(r, 50));
  }
  parentPort.postMessage({ slowest: Math.round(slowest), visits, times });
})();
`;

/**
 * Watches one case: the server's peak memory above the level when it began (when we started it), and
 * the answers an ordinary visitor got from another page meanwhile (the slowest, and each one's time).
 */
export function watch(server: { base: string; child?: ChildProcess }, bystanderPath: string) {
  // A server this process did not start (another machine's) has no memory to sample.
  const pid = server.child?.pid;
  const baseline = pid ? residentMb(pid) : 0;
  let peak = baseline;
  const sampler = setInterval(() => {
    try {
      if (pid) peak = Math.max(peak, residentMb(pid));
    } catch {
      // The process ended; the case reports what was seen.
    }
  }, 10);
  const visitor = new Worker(VISITOR_SOURCE, { eval: true, workerData: { url: `${server.base}${bystanderPath}` } });
  const report = new Promise<{ slowest: number; visits: number; times: number[] }>((resolve) =>
    visitor.once("message", resolve),
  );
  return async () => {
    visitor.postMessage("stop");
    const { slowest, visits, times } = await report;
    await visitor.terminate();
    clearInterval(sampler);
    return { extraMb: Math.max(0, peak - baseline), slowestVisitorMs: slowest, visits, visitorMs: times };
  };
}
