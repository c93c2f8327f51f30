/**
 * How a bulk upload shares the database with other visitors (docs/import.md, "Large uploads"): it writes
 * in short batches, and between two batches it gives way to whatever else is waiting.
 */
import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";

/**
 * A batch commits once it has run `maxMs`, or written `maxRecipes` (the cap keeps batches short on a
 * fast database too); on the embedded database a recipe from our export takes tens of milliseconds to
 * write, so a batch is often one or two recipes. When others turn out to be waiting after a batch
 * (`busyMs`), the upload leaves the connection to them for `pauseMs`: a page makes several queries one
 * after another, and without the pause each would wait for a batch.
 */
export const IMPORT_BATCH = { maxMs: 50, maxRecipes: 25, busyMs: 2, pauseMs: 50 };

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Called between two batches. PGlite answers every query in this thread without giving the event loop a
 * turn, so until the upload yields, Node does not even read another visitor's request: `nextTurn` lets
 * it take in what arrived meanwhile. The probe query then runs after the queries those requests sent
 * (the embedded database's one connection serves them in order), so the time the two take says whether
 * anyone else is at work. On PostgreSQL, other requests have connections of their own and the probe
 * answers at once.
 */
export async function makeWayForOthers(): Promise<void> {
  const asked = performance.now();
  await nextTurn();
  await db.execute(sql`select 1`);
  if (performance.now() - asked >= IMPORT_BATCH.busyMs) await sleep(IMPORT_BATCH.pauseMs);
}
