/**
 * Housekeeping and the upload sweep as jobs (issue 20), in the test's own database (PGlite or
 * PostgreSQL): expired rows go and live ones stay; both jobs are scheduled on the one queue, and a
 * sweep job sent while two instances work the queue runs once and removes an orphan upload.
 */
import { randomUUID } from "node:crypto";
import { existsSync, utimesSync } from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { currentConnection, db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { enqueueJob, type JobRunner, startJobRunner, startJobs, stopJobs } from "~/lib/jobs.server";
import { storage } from "~/lib/storage.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { until } from "../../../test/until";
import { deleteExpiredRows } from "./expired-rows.server";
import { EXPIRED_ROWS_QUEUE, MAINTENANCE_QUEUES, UPLOAD_SWEEP_QUEUE } from "./maintenance-jobs.server";

setupTestDatabase();

const HOUR = 60 * 60 * 1000;
const extraRunners: JobRunner[] = [];
afterEach(async () => {
  await stopJobs(2_000);
  for (const runner of extraRunners.splice(0)) await runner.stop(2_000);
});

describe("deleting expired rows", () => {
  it("removes expired sessions, verification tokens, spent rate-limit windows and old idempotency keys, and keeps the rest", async () => {
    const member = await createMember(`tidy_${randomUUID().slice(0, 8)}`);
    const id = () => randomUUID();
    const [expired, live] = [new Date(Date.now() - HOUR), new Date(Date.now() + HOUR)];
    await db.insert(schema.session).values([
      { id: "s-expired", token: id(), userId: member.id, expiresAt: expired },
      { id: "s-live", token: id(), userId: member.id, expiresAt: live },
    ]);
    await db.insert(schema.verification).values([
      { id: "v-expired", identifier: "reset", value: id(), expiresAt: expired },
      { id: "v-live", identifier: "reset", value: id(), expiresAt: live },
    ]);
    await db.insert(schema.rateLimit).values([
      { id: "r-old", key: "old", count: 3, lastRequest: Date.now() - 25 * HOUR },
      { id: "r-new", key: "new", count: 3, lastRequest: Date.now() },
    ]);
    await db.execute(sql`insert into request_limits (key, window_started_at, count) values
      ('share/3600:old-visitor', now() - interval '30 days', 1), ('share/3600:new-visitor', now(), 1)`);
    await db.execute(sql`insert into api_idempotency_keys (caller, key, request_hash, created_at) values
      ('member:x', 'old', 'h', now() - interval '25 hours'), ('member:x', 'new', 'h', now())`);

    expect(await deleteExpiredRows()).toEqual({ sessions: 1, verifications: 1, rateLimits: 2, idempotencyKeys: 1 });
    const sessions = await db
      .select({ id: schema.session.id })
      .from(schema.session)
      .where(eq(schema.session.userId, member.id));
    expect(sessions.map((s) => s.id)).toEqual(["s-live"]);
    const tokens = await db
      .select({ id: schema.verification.id })
      .from(schema.verification)
      .where(inArray(schema.verification.id, ["v-expired", "v-live"]));
    expect(tokens.map((t) => t.id)).toEqual(["v-live"]);
    const windows = await db.execute<{ key: string }>(
      sql`select key from request_limits where key like 'share/3600:%'`,
    );
    expect(windows.rows.map((w) => w.key)).toEqual(["share/3600:new-visitor"]);
    const kept = await db.execute<{ key: string }>(sql`select key from api_idempotency_keys where caller = 'member:x'`);
    expect(kept.rows.map((k) => k.key)).toEqual(["new"]);
    expect(await deleteExpiredRows()).toEqual({ sessions: 0, verifications: 0, rateLimits: 0, idempotencyKeys: 0 });
  });
});

describe("the maintenance jobs", () => {
  it("are scheduled on the queue, and a sweep job runs once with two instances working", async () => {
    await startJobs(currentConnection(), MAINTENANCE_QUEUES, { pollingIntervalSeconds: 0.5, supervise: true });
    const second = await startJobRunner(currentConnection(), MAINTENANCE_QUEUES, {
      pollingIntervalSeconds: 0.5,
      supervise: false,
    });
    extraRunners.push(second);
    const schedules = await db.execute<{ name: string; cron: string }>(
      sql`select name, cron from pgboss.schedule order by name`,
    );
    expect(schedules.rows).toEqual([
      { name: EXPIRED_ROWS_QUEUE, cron: "7 * * * *" },
      { name: UPLOAD_SWEEP_QUEUE, cron: "17 3 * * *" },
    ]);

    // An upload abandoned two days ago, and one from a minute ago.
    const member = await createMember(`orphan_${randomUUID().slice(0, 8)}`);
    const files = storage();
    await files.put("recipe-images", `${member.id}/abandoned.webp`, Buffer.from("x"), "image/webp");
    await files.put("recipe-images", `${member.id}/fresh.webp`, Buffer.from("y"), "image/webp");
    const abandoned = path.join(env().DATA_DIR, "uploads", "recipe-images", member.id, "abandoned.webp");
    const twoDaysAgo = new Date(Date.now() - 48 * HOUR);
    utimesSync(abandoned, twoDaysAgo, twoDaysAgo);

    expect(await enqueueJob(UPLOAD_SWEEP_QUEUE, {})).toBeTruthy();
    const jobs = () =>
      db.execute<{ state: string }>(
        sql`select state::text as state from pgboss.job where name = ${UPLOAD_SWEEP_QUEUE}`,
      );
    await until(async () => (await jobs()).rows.some((job) => job.state === "completed"), "the sweep to finish");
    expect((await jobs()).rows).toEqual([{ state: "completed" }]);
    expect(existsSync(abandoned)).toBe(false);
    expect((await files.list("recipe-images", `${member.id}/`)).map((o) => o.key)).toEqual([`${member.id}/fresh.webp`]);
  });
});
