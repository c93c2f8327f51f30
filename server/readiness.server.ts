/**
 * What /readyz asks of an instance that has started (server.ts answers for one still starting or
 * stopping): can it reach its database and its file storage? Each check gets a bound, so a hung
 * dependency makes the instance "not ready" rather than a health check that never answers.
 */
import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { type Storage, storage } from "~/lib/storage.server";

export const READINESS_TIMEOUT_MS = 2_000;

export type Readiness = { ready: boolean; database: string; storage: string };

async function within(check: () => Promise<unknown>, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([check().then(() => "ok"), timeout]);
  } catch (error) {
    // StorageUnavailable's own message is for members; the cause says what went wrong.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return cause instanceof Error ? cause.message : String(cause);
  } finally {
    clearTimeout(timer);
  }
}

export async function checkReadiness({
  files = storage(),
  timeoutMs = READINESS_TIMEOUT_MS,
}: {
  files?: Storage;
  timeoutMs?: number;
} = {}): Promise<Readiness> {
  const [database, stored] = await Promise.all([
    within(() => db.execute(sql`select 1`), timeoutMs),
    within(() => files.check(), timeoutMs),
  ]);
  return { ready: database === "ok" && stored === "ok", database, storage: stored };
}
