/**
 * A page or data response for a signed-in member, or one that sets a cookie, belongs to that
 * browser alone: `Cache-Control: private, no-store` keeps it out of shared caches and off disk
 * (issue: security hardening). Anonymous responses keep whatever policy their route chose.
 * Applied to every document and `.data` response in app/entry.server.tsx.
 */
import { getSessionCookie } from "better-auth/cookies";

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** A session cookie is sent (valid or not, the page may be personal) or a cookie is being set. */
export function isPrivateResponse(request: Request, responseHeaders: Headers): boolean {
  return getSessionCookie(request) !== null || responseHeaders.has("Set-Cookie");
}

export function markPrivate(request: Request, responseHeaders: Headers) {
  if (isPrivateResponse(request, responseHeaders)) responseHeaders.set("Cache-Control", PRIVATE_CACHE_CONTROL);
}
