/**
 * The one place feature errors become action responses: a form-level message (shown as an error
 * toast) and per-field messages, with the matching HTTP status. Anything unexpected is rethrown.
 */
import { data } from "react-router";
import type { z } from "zod";
import { AppError, type FieldErrors, Invalid, TooManyRequests } from "./errors";

export type ActionFailure = { ok: false; formError: string | null; fieldErrors: FieldErrors };

export function failure(error: unknown) {
  if (!(error instanceof AppError)) throw error;
  const fieldErrors = error instanceof Invalid ? error.fieldErrors : {};
  const headers = error instanceof TooManyRequests ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
  return data<ActionFailure>({ ok: false, formError: error.message, fieldErrors }, { status: error.status, headers });
}

/** A zod failure as field errors (status 400), keeping the first message per field. */
export function invalidInput(error: z.ZodError, formError: string | null = null) {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    fieldErrors[key] ??= [issue.message];
  }
  return data<ActionFailure>({ ok: false, formError, fieldErrors }, { status: 400 });
}
