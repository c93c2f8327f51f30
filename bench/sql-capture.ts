/** Query capture for the benchmarks: the SQL the feature functions really send, and its EXPLAIN. */
import type { PGlite } from "@electric-sql/pglite";
import type { DatabaseConnection } from "~/lib/db.server";

export type CapturedQuery = { text: string; params: unknown[] };

export async function capture(
  connection: DatabaseConnection,
  client: PGlite | undefined,
  work: () => Promise<unknown>,
) {
  const captured: CapturedQuery[] = [];
  const target = (connection.pool ?? client) as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const original = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === "string") captured.push({ text: first, params: (second as unknown[]) ?? [] });
    else if (first && typeof first === "object" && "text" in first) {
      const config = first as { text: string; values?: unknown[] };
      captured.push({ text: config.text, params: (second as unknown[]) ?? config.values ?? [] });
    }
    return original.apply(target, args);
  };
  try {
    await work();
  } finally {
    target.query = original;
  }
  return captured;
}

export async function explain(connection: DatabaseConnection, client: PGlite | undefined, query: CapturedQuery) {
  const text = `explain (analyze, buffers) ${query.text}`;
  if (connection.pool) {
    const result = await connection.pool.query(text, query.params as unknown[]);
    return (result.rows as Record<string, string>[]).map((r) => r["QUERY PLAN"]).join("\n");
  }
  const result = await (client as PGlite).query<Record<string, string>>(text, query.params as unknown[]);
  return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
}
