import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../test/database";
import { failure } from "./action-result.server";
import { db } from "./db.server";
import { TooManyRequests } from "./errors";
import { consumeRateLimit, RATE_LIMITS, type RateLimitRule, withinRateLimit } from "./rate-limit.server";

setupTestDatabase();

let subjects = 0;
const freshSubject = () => `subject-${++subjects}`;

/** Moves a window's start back, as if that much time had passed. */
async function age(rule: RateLimitRule, windowSeconds: number, subject: string, seconds: number) {
  await db.execute(sql`update request_limits set window_started_at = window_started_at - make_interval(secs => ${seconds}::int)
    where key = ${`${rule}/${windowSeconds}:${subject}`}`);
}

async function refusal(rule: RateLimitRule, subject: string): Promise<TooManyRequests> {
  const error = await consumeRateLimit(rule, subject).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(TooManyRequests);
  return error as TooManyRequests;
}

describe("consumeRateLimit", () => {
  it("allows a write rule's burst, then refuses with 429, a Retry-After and a 'slow down' message", async () => {
    const subject = freshSubject();
    for (let i = 0; i < 10; i++) await consumeRateLimit("comment", subject);
    const error = await refusal("comment", subject);
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(error.message).toBe(
      `You're doing that too often. Please wait ${error.retryAfterSeconds} seconds and try again.`,
    );

    const response = failure(error);
    expect(response.init?.status).toBe(429);
    expect(new Headers(response.init?.headers).get("Retry-After")).toBe(String(error.retryAfterSeconds));
    expect(response.data).toMatchObject({ ok: false, formError: error.message });
  });

  it("keeps the longer cap when the burst window reopens", async () => {
    const subject = freshSubject();
    // Ten minutes of ten comments each: the burst allowance every minute, 100 in the hour.
    for (let minute = 0; minute < 10; minute++) {
      for (let i = 0; i < 10; i++) await consumeRateLimit("comment", subject);
      await age("comment", 60, subject, 61);
    }
    const error = await refusal("comment", subject);
    // The hour's window has about an hour left, said in minutes.
    expect(error.retryAfterSeconds).toBeGreaterThan(55 * 60);
    expect(error.message).toMatch(/^You're doing that too often\. Please wait 60 minutes and try again\.$/);
    // Once the hour has passed as well, the member may write again.
    await age("comment", 3600, subject, 3601);
    await expect(consumeRateLimit("comment", subject)).resolves.toBeUndefined();
  });

  it("counts each subject apart", async () => {
    const busy = freshSubject();
    for (let i = 0; i < 30; i++) await consumeRateLimit("follow", busy);
    await refusal("follow", busy);
    await expect(consumeRateLimit("follow", freshSubject())).resolves.toBeUndefined();
  });

  it("counts uses arriving together exactly", async () => {
    const subject = freshSubject();
    const results = await Promise.allSettled(Array.from({ length: 70 }, () => consumeRateLimit("reaction", subject)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(60);
  });

  it("keeps the account wording for account rules", async () => {
    const [rule, { windows }] = Object.entries(RATE_LIMITS).find(([, r]) => r.kind === "attempt") as [
      RateLimitRule,
      (typeof RATE_LIMITS)[RateLimitRule],
    ];
    const subject = freshSubject();
    for (let i = 0; i < windows[0].max; i++) await consumeRateLimit(rule, subject);
    expect((await refusal(rule, subject)).message).toMatch(/^Too many attempts\./);
  });
});

describe("withinRateLimit", () => {
  it("counts an action worth several uses as that many, in a fresh window and an open one", async () => {
    const subject = freshSubject();
    await consumeRateLimit("import", subject, 9);
    await consumeRateLimit("import", subject);
    await refusal("import", subject);
    const other = freshSubject();
    await consumeRateLimit("import", other, 10);
    await age("import", 3600, other, 3600);
    await consumeRateLimit("import", other, 10);
    await refusal("import", other);
  });

  it("says whether a use was within the allowance instead of throwing", async () => {
    const subject = freshSubject();
    expect(await withinRateLimit("shareOnce", subject)).toBe(true);
    expect(await withinRateLimit("shareOnce", subject)).toBe(false);
  });
});
