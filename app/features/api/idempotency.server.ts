/**
 * Idempotency-Key on POST (issue 22): the first answer is kept for 24 hours and replayed to a retry
 * with the same key and body; the same key with a different request is a 409. The row is claimed
 * before the work starts, so two copies of one request sent at once run it once.
 */
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { countDeleted, db, schema } from "~/lib/db.server";
import type { ApiReply } from "./api-endpoint.server";
import { ApiError } from "./api-errors.server";

export const IDEMPOTENCY_HOURS = 24;
/** A claim still unanswered after this long belongs to a request that died; a retry may take it over. */
const ABANDONED_AFTER_MS = 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const k = schema.api_idempotency_keys;

export type Claim = { caller: string; key: string } | { replay: ApiReply };

export function requestHash(method: string, path: string, body: string): string {
  return createHash("sha256").update(`${method} ${path}\n${body}`).digest("hex");
}

/** Claims the key for this request, or returns the answer kept for it. */
export async function claimIdempotencyKey(caller: string, key: string, hash: string): Promise<Claim> {
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError(
      400,
      "invalid_request",
      "invalid_idempotency_key",
      "Idempotency-Key must be 1–255 visible ASCII characters.",
      {
        param: "Idempotency-Key",
      },
    );
  }
  // A key older than the replay window is forgotten, then claimed afresh.
  await db
    .delete(k)
    .where(
      and(
        eq(k.caller, caller),
        eq(k.key, key),
        lt(k.created_at, sql`now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`),
      ),
    );
  const [claimed] = await db
    .insert(k)
    .values({ caller, key, request_hash: hash })
    .onConflictDoNothing()
    .returning({ key: k.key });
  if (claimed) return { caller, key };

  const [kept] = await db
    .select()
    .from(k)
    .where(and(eq(k.caller, caller), eq(k.key, key)));
  if (!kept) return claimIdempotencyKey(caller, key, hash);
  if (kept.request_hash !== hash) {
    throw new ApiError(
      409,
      "conflict",
      "idempotency_key_reused",
      "This Idempotency-Key was already used for a different request.",
      {
        param: "Idempotency-Key",
      },
    );
  }
  if (kept.status === null && Date.now() - kept.created_at.getTime() > ABANDONED_AFTER_MS) {
    // The first request never finished (the process stopped mid-way): its claim is given up.
    await db.delete(k).where(and(eq(k.caller, caller), eq(k.key, key)));
    return claimIdempotencyKey(caller, key, hash);
  }
  if (kept.status === null) {
    throw new ApiError(
      409,
      "conflict",
      "idempotency_request_in_progress",
      "A request with this Idempotency-Key is still being processed. Retry in a moment.",
      {
        headers: { "Retry-After": "1" },
      },
    );
  }
  return {
    replay: {
      status: kept.status,
      body: kept.body ?? undefined,
      headers: { ...(kept.headers ?? {}), "Idempotent-Replayed": "true" },
    },
  };
}

/**
 * Keeps the answer for replays, our own errors included: a handler may have committed its work before
 * failing, and a retry must not do it twice. Only a rate-limit refusal, which comes before any work,
 * releases the key so the retry runs. If the answer cannot be kept, the claim is released rather than
 * left "in progress".
 */
export async function settleIdempotencyKey(claim: { caller: string; key: string }, reply: ApiReply): Promise<void> {
  const where = and(eq(k.caller, claim.caller), eq(k.key, claim.key));
  if (reply.status === 429) {
    await db.delete(k).where(where);
    return;
  }
  try {
    await db
      .update(k)
      .set({ status: reply.status, body: reply.body ?? null, headers: reply.headers ?? {} })
      .where(where);
  } catch (error) {
    await db.delete(k).where(where);
    throw error;
  }
}

/** Hourly clean-up: keys past the replay window. */
export function pruneIdempotencyKeys(): Promise<number> {
  return countDeleted(
    sql`delete from api_idempotency_keys where created_at < now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`,
  );
}
