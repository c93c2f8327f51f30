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
  const headers = errorHeaders(error);
  return data<ActionFailure>({ ok: false, formError: error.message, fieldErrors }, { status: error.status, headers });
}

/** The headers a feature error carries: a refused write says when to try again (Retry-After). */
export function errorHeaders(error: AppError): Record<string, string> {
  return error instanceof TooManyRequests ? { "Retry-After": String(error.retryAfterSeconds) } : {};
}

/** A feature error as the JSON API's `{ error }` answer, with its status and headers. */
export function jsonFailure(error: AppError, headers: Record<string, string> = {}): Response {
  return Response.json(
    { error: error.message },
    { status: error.status, headers: { ...headers, ...errorHeaders(error) } },
  );
}

/** A zod failure's first message per field. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    fieldErrors[key] ??= [issue.message];
  }
  return fieldErrors;
}

/** A zod failure as field errors (status 400), keeping the first message per field. */
export function invalidInput(error: z.ZodError, formError: string | null = null) {
  return data<ActionFailure>({ ok: false, formError, fieldErrors: fieldErrorsOf(error) }, { status: 400 });
}
