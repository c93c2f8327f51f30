/**
 * Arrays as query parameters, written as PostgreSQL array literals (`{1,2,3}`) with a cast, so the same
 * SQL runs on node-postgres and PGlite. For integers, uuids and simple words only: values are not quoted.
 */
import { type SQL, sql } from "drizzle-orm";

const literal = (values: readonly (string | number)[]) => `{${values.join(",")}}`;

export const intArray = (values: readonly number[]): SQL => sql`${literal(values)}::int[]`;
export const uuidArray = (values: readonly string[]): SQL => sql`${literal(values)}::uuid[]`;
/** Words without commas, quotes, braces or spaces (e.g. the ingredient categories). */
export const wordArray = (values: readonly string[]): SQL => sql`${literal(values)}::text[]`;

/** Any strings: each quoted, with backslashes and quotes escaped as array literals require. */
export const textArray = (values: readonly string[]): SQL =>
  sql`${literal(values.map((v) => `"${v.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`))}::text[]`;
