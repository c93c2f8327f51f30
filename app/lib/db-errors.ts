/** Recognising PostgreSQL errors through Drizzle's wrapper (the driver error is its `cause`). */
type PgError = { code?: string; constraint?: string; constraint_name?: string };

function pgError(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === "object" && "code" in current && typeof current.code === "string") {
      return current as PgError;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  if (e?.code !== "23505") return false;
  return !constraint || (e.constraint ?? e.constraint_name) === constraint;
}
