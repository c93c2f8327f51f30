/**
 * The API's one error shape (issue 22): `{ error: { type, code, message, param?, errors? } }`.
 * Feature functions throw the app's typed errors (app/lib/errors.ts); `errorResponse` maps them here.
 */
import type { z } from "zod";
import { AppError, Invalid, TooManyRequests } from "~/lib/errors";

export type ApiErrorType =
  | "invalid_request"
  | "authentication_error"
  | "permission_error"
  | "not_found"
  | "conflict"
  | "rate_limited"
  | "payload_too_large"
  | "api_error";

export type FieldProblem = { field: string; code: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: ApiErrorType,
    readonly code: string,
    message: string,
    readonly extra: { param?: string; errors?: FieldProblem[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

const TYPE_OF_STATUS: Record<number, ApiErrorType> = {
  400: "invalid_request",
  401: "authentication_error",
  403: "permission_error",
  404: "not_found",
  405: "invalid_request",
  409: "conflict",
  413: "payload_too_large",
  422: "invalid_request",
  429: "rate_limited",
};

/** The zod issues of a request part as field problems; `prefix` is "query" or "body" paths' start. */
export function fieldProblems(error: z.ZodError, prefix?: string): FieldProblem[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String);
    if (issue.code === "unrecognized_keys") {
      const keys = (issue as { keys?: string[] }).keys ?? [];
      return {
        field: [...(prefix ? [prefix] : []), ...path, keys[0] ?? ""].filter(Boolean).join("."),
        code: "unknown_field",
        message: `Unknown field${keys.length === 1 ? "" : "s"}: ${keys.join(", ")}`,
      };
    }
    return {
      field: [...(prefix ? [prefix] : []), ...path].join(".") || (prefix ?? "body"),
      code: issue.code === "invalid_type" ? "invalid_type" : "invalid_value",
      message: issue.message,
    };
  });
}

export function validationError(problems: FieldProblem[], status: 400 | 422 = 422): ApiError {
  const first = problems[0];
  const message = first ? `${first.field}: ${first.message}` : "The request is not valid";
  return new ApiError(status, "invalid_request", "validation_failed", message, {
    param: first?.field,
    errors: problems,
  });
}

/** Any thrown value as an ApiError; an unexpected one is logged and told as a plain 500. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TooManyRequests) {
    return new ApiError(429, "rate_limited", "rate_limited", error.message, {
      headers: { "Retry-After": String(error.retryAfterSeconds) },
    });
  }
  if (error instanceof Invalid) {
    const problems = Object.entries(error.fieldErrors).flatMap(([field, messages]) =>
      (messages ?? []).map((message) => ({ field, code: "invalid_value", message })),
    );
    return new ApiError(422, "invalid_request", "validation_failed", error.message, {
      param: problems[0]?.field,
      errors: problems.length ? problems : undefined,
    });
  }
  if (error instanceof AppError) {
    const type = TYPE_OF_STATUS[error.status] ?? "invalid_request";
    const code = { 401: "unauthorized", 403: "forbidden", 404: "not_found" }[error.status] ?? type;
    return new ApiError(error.status, type, code, error.message);
  }
  console.error("API request failed", error);
  return new ApiError(500, "api_error", "internal_error", "Something went wrong on our side. Please try again.");
}

export function errorBody(error: ApiError) {
  const { param, errors } = error.extra;
  return {
    error: {
      type: error.type,
      code: error.code,
      message: error.message,
      ...(param ? { param } : {}),
      ...(errors ? { errors } : {}),
    },
  };
}
