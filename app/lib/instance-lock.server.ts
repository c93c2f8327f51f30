/**
 * Start-up work that instances sharing one PostgreSQL database must do one at a time (migrations,
 * the job queue's own schema and queues): a session advisory lock makes the others wait their turn.
 * PGlite has one process and one connection, so there the work simply runs.
 */

import type pg from "pg";
import type { DatabaseConnection } from "./db.server";

export async function inTurn<T>(
  connection: DatabaseConnection,
  lockKey: number,
  work: (client: pg.PoolClient | null) => Promise<T>,
): Promise<T> {
  if (!connection.pool) return work(null);
  // An advisory lock belongs to one session, so lock, work and unlock on one client.
  const client = await connection.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [lockKey]);
    return await work(client);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [lockKey]).catch(() => {});
    client.release();
  }
}
