/**
 * Keyset ("cursor") paging over any sort order (issue 22): an order is a list of sort keys, the last
 * of them unique; a page continues strictly after the last row's key values. Values travel as the
 * text PostgreSQL prints (timestamps keep their microseconds) and are cast back to `type`.
 */
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

export type SortKey = {
  expr: SQL | AnyColumn;
  direction: "asc" | "desc";
  /** desc only: nulls sort after every value, as `desc nulls last` (PostgreSQL's default for desc is first). */
  nullsLast?: boolean;
  /** The SQL type a cursor value is cast back to. */
  type: "timestamptz" | "integer" | "real" | "uuid" | "text";
};

const KEY_TEXT: Record<SortKey["type"], RegExp> = {
  timestamptz: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  integer: /^-?\d{1,10}$/,
  real: /^(-?\d+(\.\d+)?(e[+-]?\d+)?|NaN|-?Infinity)$/i,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  text: /^[\s\S]{0,200}$/,
};

/** Whether cursor values fit the keys' types (null only where a key sorts nulls last), so the SQL cast cannot fail. */
export function keyValuesFit(types: readonly SortKey[], values: readonly unknown[]): values is (string | null)[] {
  return (
    values.length === types.length &&
    values.every((v, i) => {
      const key = types[i] as SortKey;
      if (v === null) return key.nullsLast === true;
      return typeof v === "string" && KEY_TEXT[key.type].test(v);
    })
  );
}

export function orderBySql(keys: readonly SortKey[]): SQL[] {
  return keys.map((k) => sql`${k.expr} ${sql.raw(k.direction)}${sql.raw(k.nullsLast ? " nulls last" : "")}`);
}

/** Each key as text, to select beside a row and hand back as the next cursor. */
export function keyTextColumns(keys: readonly SortKey[]): Record<string, SQL<string | null>> {
  return Object.fromEntries(keys.map((k, i) => [`k${i}`, sql<string | null>`(${k.expr})::text`]));
}

/**
 * A page from rows read with `limit + 1`: the first `limit` rows, and the key values to continue after
 * the last of them, or null when the extra row shows there is no next page.
 */
export function keysetPage<R extends Record<string, unknown>>(
  rows: R[],
  limit: number,
  keys: readonly SortKey[],
): { shown: R[]; nextKeys: (string | null)[] | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { shown, nextKeys: rows.length > limit && last ? keyValuesOf(last, keys) : null };
}

export function keyValuesOf(row: Record<string, unknown>, keys: readonly SortKey[]): (string | null)[] {
  return keys.map((_, i) => (row[`k${i}`] ?? null) as string | null);
}

/**
 * Rows after the given key values. Only a key marked `nullsLast` may hold nulls (the others are NOT NULL
 * columns or expressions): the expansion places nulls after every value. When every key runs the same way without nulls this is one row
 * comparison, which PostgreSQL turns into an index range; otherwise the OR-expansion, with nulls
 * sorted last.
 */
export function afterKeys(keys: readonly SortKey[], values: readonly (string | null)[]): SQL {
  const value = (i: number) => sql`cast(${values[i]} as ${sql.raw(keys[i]!.type)})`;
  const direction = keys[0]?.direction;
  if (keys.every((k) => k.direction === direction && !k.nullsLast) && values.every((v) => v !== null)) {
    const op = sql.raw(direction === "desc" ? "<" : ">");
    return sql`(${sql.join(
      keys.map((k) => k.expr),
      sql`, `,
    )}) ${op} (${sql.join(
      keys.map((_, i) => value(i)),
      sql`, `,
    )})`;
  }
  const step = (i: number): SQL => {
    const key = keys[i]!;
    const op = sql.raw(key.direction === "desc" ? "<" : ">");
    const isLast = i === keys.length - 1;
    if (values[i] === null) {
      // Among nulls (sorted last): only ties on this key can follow.
      return isLast ? sql`false` : sql`(${key.expr} is null and ${step(i + 1)})`;
    }
    const beyond = key.nullsLast
      ? sql`(${key.expr} ${op} ${value(i)} or ${key.expr} is null)`
      : sql`${key.expr} ${op} ${value(i)}`;
    return isLast ? beyond : sql`(${beyond} or (${key.expr} = ${value(i)} and ${step(i + 1)}))`;
  };
  return step(0);
}
