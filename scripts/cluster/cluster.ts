/**
 * A scaled-out Muddle on loopback (issue 20): one fresh PostgreSQL database, an S3-protocol server
 * (s3rver, its own process), N production instances of the given build, and nginx round robin in
 * front with deploy/nginx/muddle.conf. Used by e2e/cluster.spec.ts and scripts/cluster/crash.ts;
 * everything is stopped by the PIDs it started.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, type RunningServer, startServer } from "../attack/harness";
import { type RunningNginx, startNginx, type Upstream } from "./nginx";

export const CLUSTER_BUCKET = "muddle-cluster";
const ADMIN_URL = process.env.CLUSTER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type Instance = RunningServer & {
  name: string;
  dataDir: string;
  /** The JSON lines this instance has logged (LOG_FORMAT=json). */
  logLines: () => Record<string, unknown>[];
};

export type Cluster = {
  /** The site's address: nginx. */
  base: string;
  instances: Instance[];
  nginx: RunningNginx;
  databaseUrl: string;
  /** Sends traffic only to the named instances (the others are marked down in nginx). */
  routeTo: (...names: string[]) => Promise<void>;
  /** The instance that logged the request with this id, if any. */
  servedBy: (requestId: string) => string | undefined;
  stop: () => Promise<void>;
};

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect().catch((error: Error) => {
    throw new Error(`PostgreSQL is not reachable at ${ADMIN_URL} (pg_ctlcluster 15 main start): ${error.message}`);
  });
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function startS3(dir: string): Promise<{ endpoint: string; child: ChildProcess }> {
  const port = await freePort();
  const bin = path.resolve(import.meta.dirname, "../../node_modules/.bin/s3rver");
  const child = spawn(
    bin,
    ["-d", dir, "-a", "127.0.0.1", "-p", String(port), "-s", "--configure-bucket", CLUSTER_BUCKET],
    {
      stdio: "ignore",
    },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await fetch(`${endpoint}/${CLUSTER_BUCKET}`).catch(() => undefined);
    if (answer) break;
    if (Date.now() > deadline) throw new Error("The S3 server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { endpoint, child };
}

function jsonLines(output: string): Record<string, unknown>[] {
  return output.split("\n").flatMap((line) => {
    if (!line.startsWith("{")) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

export async function startCluster(options: { buildDir: string; instances?: number }): Promise<Cluster> {
  const work = mkdtempSync(path.join(tmpdir(), "muddle-cluster-"));
  const database = `muddle_cluster_${randomBytes(4).toString("hex")}`;
  await admin((client) => client.query(`create database ${database}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();

  const started: { stop: () => Promise<void> }[] = [];
  const stop = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => {});
    await admin((client) => client.query(`drop database if exists ${database} with (force)`)).catch(() => {});
    rmSync(work, { recursive: true, force: true });
  };

  try {
    const s3Dir = path.join(work, "s3");
    mkdirSync(s3Dir);
    const s3 = await startS3(s3Dir);
    started.push({
      stop: async () => {
        s3.child.kill("SIGTERM");
      },
    });
    const nginxPort = await freePort();
    const base = `http://127.0.0.1:${nginxPort}`;
    const env = {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
      PUBLIC_URL: base,
      AUTH_SECRET: "cluster-test-secret-0123456789abcdef-0123456789",
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: CLUSTER_BUCKET,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      LOG_FORMAT: "json",
      LOG_REQUESTS: "true",
      // nginx on loopback is the proxy; tests claim client addresses through X-Forwarded-For.
      TRUST_PROXY: "loopback",
      VIEW_FLUSH_INTERVAL_MS: "500",
    };
    // Started together, as a deployment would: migrations and the job queue's setup take turns.
    const names = Array.from({ length: options.instances ?? 2 }, (_, i) => String.fromCharCode(65 + i));
    const instances = await Promise.all(
      names.map(async (name): Promise<Instance> => {
        const dataDir = path.join(work, `instance-${name}`);
        mkdirSync(dataDir);
        const server = await startServer({ dataDir, buildDir: options.buildDir, env });
        started.push(server);
        return { ...server, name, dataDir, logLines: () => jsonLines(server.output()) };
      }),
    );
    const nginxDir = path.join(work, "nginx");
    mkdirSync(nginxDir);
    const upstreams = (live: string[]): Upstream[] =>
      instances.map((instance) => ({ port: instance.port, down: !live.includes(instance.name) }));
    const nginx = await startNginx({ dir: nginxDir, port: nginxPort, upstreams: upstreams(names) });
    started.push(nginx);
    return {
      base,
      instances,
      nginx,
      databaseUrl,
      routeTo: (...live) => nginx.route(upstreams(live)),
      servedBy: (requestId) =>
        instances.find((instance) => instance.logLines().some((line) => line.request_id === requestId))?.name,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
