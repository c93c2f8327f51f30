/**
 * The periodic jobs that keep storage and the database tidy (issue 20), on the one job queue
 * (lib/jobs.server.ts): pg-boss sends one job per schedule tick across all instances, and a failed
 * run is retried with back-off. On the embedded database they run in the one process.
 */
import { sweepUnusedUploads } from "~/features/uploads/upload-sweep.server";
import type { QueueDefinition } from "~/lib/jobs.server";
import { deleteExpiredRows } from "./expired-rows.server";

export const UPLOAD_SWEEP_QUEUE = "uploads-sweep";
export const EXPIRED_ROWS_QUEUE = "expired-rows";

export const MAINTENANCE_QUEUES: QueueDefinition[] = [
  {
    name: UPLOAD_SWEEP_QUEUE,
    // Daily at 03:17 UTC, when few people upload; a long bucket gets an hour.
    cron: "17 3 * * *",
    retryLimit: 5,
    retryDelay: 300,
    expireInSeconds: 3600,
    pollingIntervalSeconds: 30,
    async handler() {
      const { checked, removed } = await sweepUnusedUploads();
      console.log(JSON.stringify({ job: UPLOAD_SWEEP_QUEUE, checked, removed }));
    },
  },
  {
    name: EXPIRED_ROWS_QUEUE,
    cron: "7 * * * *",
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 600,
    pollingIntervalSeconds: 30,
    async handler() {
      console.log(JSON.stringify({ job: EXPIRED_ROWS_QUEUE, ...(await deleteExpiredRows()) }));
    },
  },
];
