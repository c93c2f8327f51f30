/**
 * The delivery queue (pg-boss in the test's own database, PGlite or PostgreSQL): a queued e-mail
 * survives a restart of the worker and is sent once, two workers never send the same e-mail twice,
 * and a failed send is retried.
 */
import { rmSync, writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { currentConnection, db, schema } from "~/lib/db.server";
import { outboxDir } from "~/lib/email.server";
import { type JobRunner, startJobRunner, startJobs, stopJobs } from "~/lib/jobs.server";
import { setupTestDatabase } from "../../../test/database";
import { until } from "../../../test/until";
import { requestNotificationDelivery } from "./notification-delivery.server";
import { DELIVERY_QUEUE, DIGEST_QUEUE, NOTIFICATION_QUEUES, SWEEP_QUEUE } from "./notification-jobs.server";
import { mailFor, notify, ownerAndFan, unemailed } from "./notification-test-helpers";

setupTestDatabase();

const FAST = { pollingIntervalSeconds: 0.5, supervise: false, retryDelay: 1 };
const extraRunners: JobRunner[] = [];

afterEach(async () => {
  await stopJobs(2_000);
  for (const runner of extraRunners.splice(0)) await runner.stop(2_000);
});

async function jobStates(queue: string): Promise<string[]> {
  const result = await db.execute<{ state: string }>(
    sql`select state::text as state from pgboss.job where name = ${queue} order by created_on`,
  );
  return result.rows.map((row) => row.state);
}

/** Every job in the notification queues has finished (none waiting, retrying or running). */
async function queuesIdle(): Promise<boolean> {
  const result = await db.execute<{ busy: number }>(
    sql`select count(*)::int as busy from pgboss.job where name in (${DELIVERY_QUEUE}, ${DIGEST_QUEUE}) and state < 'completed'`,
  );
  return result.rows[0]?.busy === 0;
}

describe("the notification delivery queue", () => {
  it("keeps a queued e-mail across a restart of the worker and sends it once", async () => {
    const { owner, ownerName, fan, recipe } = await ownerAndFan("restart");
    await notify(owner.id, fan.id, "recipe_comment", recipe);
    // An instance that queues the job and stops (a crash or a deploy) before any worker has run it.
    const sender = await startJobRunner(currentConnection(), NOTIFICATION_QUEUES, { ...FAST, work: false });
    expect(await sender.send(DELIVERY_QUEUE, { recipientId: owner.id }, { singletonKey: owner.id })).toBeTruthy();
    await sender.stop(1_000);
    expect(await mailFor(ownerName)).toHaveLength(0);

    await startJobs(currentConnection(), NOTIFICATION_QUEUES, FAST);
    await until(async () => (await mailFor(ownerName)).length > 0, "the digest");
    await until(queuesIdle, "the queues to finish");
    expect(await mailFor(ownerName)).toHaveLength(1);
    expect(await unemailed(owner.id)).toBe(0);
  });

  it("never sends the same e-mail twice with two workers taking jobs", async () => {
    await startJobs(currentConnection(), NOTIFICATION_QUEUES, FAST);
    const second = await startJobRunner(currentConnection(), NOTIFICATION_QUEUES, FAST);
    extraRunners.push(second);
    const members = await Promise.all(Array.from({ length: 6 }, () => ownerAndFan("twice")));
    for (const { owner, fan, recipe } of members) {
      await notify(owner.id, fan.id, "recipe_like", recipe);
      await notify(owner.id, fan.id, "recipe_comment", recipe);
    }
    const ids = members.map((member) => member.owner.id);
    // Both instances ask, twice each, at the same time.
    await Promise.all([
      requestNotificationDelivery(ids),
      requestNotificationDelivery(ids),
      ...ids.map((id) => second.send(DELIVERY_QUEUE, { recipientId: id }, { singletonKey: id })),
      ...ids.map((id) => second.send(DELIVERY_QUEUE, { recipientId: id }, { singletonKey: id })),
    ]);

    for (const { ownerName } of members) await until(async () => (await mailFor(ownerName)).length > 0, ownerName);
    await until(queuesIdle, "the queues to finish");
    for (const { ownerName } of members) expect(await mailFor(ownerName)).toHaveLength(1);
  });

  it("retries a failed send with back-off until it goes out", async () => {
    const { owner, ownerName, fan, recipe } = await ownerAndFan("retry");
    await notify(owner.id, fan.id, "new_follower");
    void recipe;
    // The outbox cannot be written: a file stands where its directory should be.
    rmSync(outboxDir(), { recursive: true, force: true });
    writeFileSync(outboxDir(), "not a directory");
    try {
      await startJobs(currentConnection(), NOTIFICATION_QUEUES, FAST);
      await requestNotificationDelivery([owner.id]);
      await until(async () => (await jobStates(DIGEST_QUEUE)).includes("retry"), "a failed attempt");
      expect(await unemailed(owner.id)).toBe(1);
    } finally {
      rmSync(outboxDir(), { force: true });
    }
    await until(async () => (await mailFor(ownerName)).length > 0, "the retried digest");
    await until(queuesIdle, "the queues to finish");
    expect(await mailFor(ownerName)).toHaveLength(1);
    expect(await unemailed(owner.id)).toBe(0);
    const retried = await db.execute<{ retry_count: number }>(
      sql`select retry_count from pgboss.job where name = ${DIGEST_QUEUE} and singleton_key = ${owner.id} and state = 'completed'`,
    );
    expect(retried.rows[0]?.retry_count).toBeGreaterThanOrEqual(1);
  });

  it("sweeps up outbox rows that never got a job (a lost request) and delivers them", async () => {
    const { owner, ownerName, fan } = await ownerAndFan("sweep");
    // Written two minutes ago, and nobody asked for delivery.
    await db.insert(schema.notifications).values({
      recipient_id: owner.id,
      actor_id: fan.id,
      kind: "new_follower",
      created_at: new Date(Date.now() - 2 * 60_000),
    });
    const runner = await startJobRunner(currentConnection(), NOTIFICATION_QUEUES, FAST);
    extraRunners.push(runner);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await mailFor(ownerName)).toHaveLength(0);

    // What the five-minute cron sends.
    await runner.send(SWEEP_QUEUE, {});
    await until(async () => (await mailFor(ownerName)).length > 0, "the swept digest");
    expect(await unemailed(owner.id)).toBe(0);
  });
});
