/**
 * Typed failures thrown by feature functions. Routes turn them into responses in one place
 * (app/lib/errors.server.ts), so every feature reports problems the same way.
 */
export type FieldErrors = Record<string, string[] | undefined>;

export class AppError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Unauthorized extends AppError {
  constructor(message = "Please sign in") {
    super(message, 401);
  }
}

export class Forbidden extends AppError {
  constructor(message = "You are not allowed to do that") {
    super(message, 403);
  }
}

export class NotFound extends AppError {
  constructor(message = "Not found") {
    super(message, 404);
  }
}

/** Bad input: a message for the form as a whole and, where known, per field. */
export class Invalid extends AppError {
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message, 400);
  }
}

/** A wait in whole minutes, at least one: "1 minute", "15 minutes". */
export function minutesWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

function tooManyAttempts(retryAfterSeconds: number) {
  return `Too many attempts. Please try again in ${minutesWords(retryAfterSeconds)}.`;
}

/** 429 with a Retry-After; account attempts keep their wording, writes pass a "slow down" message. */
export class TooManyRequests extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = tooManyAttempts(retryAfterSeconds),
  ) {
    super(message, 429);
  }
}
