/** better-auth's errors, as our typed errors for the actions (lib/action-result.server.ts). */
import { isAPIError } from "better-auth/api";
import { TooManyRequests } from "~/lib/errors";

export function authMessage(error: unknown): string | undefined {
  return isAPIError(error) ? error.body?.message || error.message : undefined;
}

export function authCode(error: unknown): string {
  return (isAPIError(error) ? error.body?.code : undefined) ?? "";
}

/** Our hooks' 429 (auth-hooks.server.ts) back as TooManyRequests, with its wait and wording. */
export function throwIfLimited(error: unknown): void {
  if (!isAPIError(error) || error.statusCode !== 429) return;
  const retryAfter = Number(error.body?.retryAfter) || 60;
  throw new TooManyRequests(retryAfter, authMessage(error));
}
