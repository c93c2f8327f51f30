/** The client address behind an auth call, as our Express server resolved it (server/security.ts). */

/** The header our Express server sets from the resolved client address; a client cannot set it. */
export const CLIENT_IP_HEADER = "x-muddle-client-ip";

/**
 * The request's headers with the client address our route was given, for `auth.api.*` calls made
 * from an action: better-auth's hooks key the per-address limits on this header, so our forms and
 * better-auth's own endpoints count in one bucket.
 */
export function headersWithClientIp(request: Request, clientIp: string): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  return headers;
}

/**
 * The client address of an auth call, or null for a call made by the server itself (a seed, a
 * script) with no client behind it. A request that came over HTTP without the header (which Express
 * always sets) shares one "unknown" bucket rather than escaping the limit.
 */
export function clientIpOf(ctx: { headers?: Headers; request?: Request }): string | null {
  const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? ctx.request?.headers.get(CLIENT_IP_HEADER);
  if (ip) return ip;
  return ctx.request ? "unknown" : null;
}
