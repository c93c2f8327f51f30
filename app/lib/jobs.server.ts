/**
 * The job queue: pg-boss, stored in the same PostgreSQL database as everything else (its own `pgboss`
 * schema, created and migrated by pg-boss at start). Jobs are rows, so a crash or a restart loses none;
 * workers take jobs with SELECT … FOR UPDATE SKIP LOCKED, so two instances never take the same job; a
 * failing handler is retried with exponential back-off. See docs/decisions/0011-job-queue.md.
 *
 * pg-boss 10.x is the last line that runs on Node 20 (11 and later need Node 22). It talks to the database
 * through `executeSql`, so on PGlite it shares the embedded database's one connection; on PostgreSQL it
 * uses the server's pool.
 */
import type { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";
import type { DatabaseConnection } from "./db.server";
import { inTurn } from "./instance-lock.server";

// Any constant (not the migrations' one): instances starting together install pg-boss's schema and
// create its queues one at a time. Two at once raced pg-boss's CREATE SCHEMA and one failed to start.
const QUEUE_SETUP_LOCK = 727_275;

export type QueueDefinition<T extends object = object> = {
  name: string;
  /** "stately" with a singletonKey: at most one waiting and one running job per key (e.g. per member). */
  policy?: PgBoss.QueuePolicy;
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each further one. */
  retryDelay: number;
  /** A job still running after this long is taken to have crashed and is retried. */
  expireInSeconds: number;
  /** Cron expression (UTC): pg-boss sends one job per tick across all instances. */
  cron?: string;
  /** How often an idle worker looks for this queue's jobs (seconds); rare jobs need not poll often. */
  pollingIntervalSeconds?: number;
  /** `send` queues further jobs through the same instance. */
  handler: (data: T, send: JobRunner["send"]) => Promise<void>;
};

export type JobsOptions = {
  /** How often an idle worker looks for jobs (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Run cron schedules and maintenance (expiry, retention) on this instance. */
  supervise?: boolean;
  /** Overrides every queue's retry delay (tests). */
  retryDelay?: number;
};

export type JobRunner = {
  send: (name: string, data: object, options?: SendOptions) => Promise<string | null>;
  stop: (timeoutMs?: number) => Promise<void>;
};
type SendOptions = { singletonKey?: string; startAfter?: Date };

const slot = globalThis as { __muddleJobs?: JobRunner };

/** pg-boss's one way into the database: plain SQL with $n parameters. */
function executor(connection: DatabaseConnection): PgBoss.Db {
  if (connection.kind === "postgres" && connection.pool) {
    const pool = connection.pool;
    return {
      async executeSql(text, values) {
        const result = await pool.query(text, values);
        // A multi-statement script (pg-boss's own migrations) answers one result per statement.
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      },
    };
  }
  const client = (connection.db as unknown as { $client: PGlite }).$client;
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // Scripts without parameters may hold several statements (BEGIN; …; COMMIT): `exec` runs them as one.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** Starts the queue on this instance (once): the queues, their schedules and one worker each. */
export async function startJobs(
  connection: DatabaseConnection,
  queues: QueueDefinition[],
  options: JobsOptions = {},
): Promise<void> {
  slot.__muddleJobs ??= await startJobRunner(connection, queues, options);
}

/** Stops this instance's queue: no new jobs are taken; running ones get `timeoutMs` to finish. */
export async function stopJobs(timeoutMs = 3_000): Promise<void> {
  const running = slot.__muddleJobs;
  slot.__muddleJobs = undefined;
  await running?.stop(timeoutMs);
}

/**
 * One pg-boss instance on `connection`. `work: false` only sends (a second instance in tests, or
 * one that was stopped before its worker ran). Normally used through startJobs.
 */
export async function startJobRunner(
  connection: DatabaseConnection,
  queues: QueueDefinition[],
  options: JobsOptions & { work?: boolean } = {},
): Promise<JobRunner> {
  const supervise = options.supervise ?? true;
  const boss = new PgBoss({ db: executor(connection), supervise, schedule: supervise, migrate: true });
  boss.on("error", (error) => console.error("Job queue:", error));
  await inTurn(connection, QUEUE_SETUP_LOCK, async () => {
    await boss.start();
    for (const queue of queues) {
      const settings = {
        name: queue.name,
        policy: queue.policy ?? "standard",
        retryLimit: queue.retryLimit,
        retryDelay: options.retryDelay ?? queue.retryDelay,
        retryBackoff: true,
        expireInSeconds: queue.expireInSeconds,
      };
      if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, settings);
      else await boss.createQueue(queue.name, settings);
      if (queue.cron && supervise) await boss.schedule(queue.name, queue.cron);
    }
  });
  const send: JobRunner["send"] = (name, data, sendOptions = {}) => boss.send(name, data, sendOptions);
  for (const queue of queues) {
    if (options.work === false) continue;
    await boss.work<object>(
      queue.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? queue.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async ([job]) => {
        if (job) await queue.handler(job.data, send);
      },
    );
  }
  return {
    send,
    // Jobs still running at the timeout are marked failed, so they are retried (here or elsewhere).
    stop: (timeoutMs = 3_000) =>
      boss
        .stop({ graceful: true, wait: true, timeout: timeoutMs })
        .catch((error) => console.error("Job queue: stopping failed", error)),
  };
}

/**
 * Queues a job. Without a running queue (scripts, tests that do not start it) nothing is queued and
 * `null` is returned: callers keep their own outbox (rows) that a periodic sweep finds later.
 */
export async function enqueueJob(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
  return (await slot.__muddleJobs?.send(name, data, options)) ?? null;
}
