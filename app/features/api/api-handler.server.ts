/**
 * The public API's one entry (issue 22, app/routes/api.v1.$.ts): finds the endpoint, identifies the
 * caller, meters the rate, checks the token's scope, validates the request with the endpoint's
 * schemas and answers JSON with the same error shape, rate-limit headers, ETag and CORS rules everywhere.
 */
import { createHash } from "node:crypto";
import { meterRateLimit } from "~/lib/rate-limit.server";
import { type ApiCaller, identifyCaller } from "./api-caller.server";
import type { ApiReply, EndpointSpec } from "./api-endpoint.server";
import { API_ENDPOINTS } from "./api-endpoints.server";
import { ApiError, errorBody, toApiError } from "./api-errors.server";
import { nextLink } from "./api-paging.server";
import { parseBody, parseParams, parseQuery, readJsonBody } from "./api-request.server";
import { matchEndpoint } from "./api-routes.server";
import { claimIdempotencyKey, requestHash, settleIdempotencyKey } from "./idempotency.server";

export const API_BASE = "/api/v1";

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag, Link, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After",
};

export async function handleApiRequest(request: Request, ip: string): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  if (method === "OPTIONS") return preflight();
  const headers = new Headers({ "Cache-Control": "no-store", Vary: "Authorization" });
  let caller: ApiCaller | null = null;
  let spec: EndpointSpec | null = null;
  try {
    caller = await identifyCaller(request, ip).catch(async (error: unknown) => {
      // A bad token still costs its address an anonymous call: guessing tokens is rate limited too.
      await meter({ kind: "anonymous", ip }, headers);
      throw error;
    });
    await meter(caller, headers);
    const match = matchEndpoint(
      API_ENDPOINTS,
      method === "HEAD" ? "get" : method.toLowerCase(),
      url.pathname.slice(API_BASE.length),
    );
    spec = match.spec;
    const reply = await answer(spec, match.params, caller, request, url);
    return respond(reply, headers, { spec, caller, request });
  } catch (error) {
    const failure = toApiError(error);
    for (const [name, value] of Object.entries(failure.extra.headers ?? {})) headers.set(name, value);
    if (spec?.scope) headers.set("X-Accepted-Scopes", spec.scope);
    // A page on another site reading public data can read why it failed (and Retry-After) too.
    const anonymousRead = (method === "GET" || method === "HEAD") && !request.headers.has("authorization");
    if (anonymousRead) for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
    return json(failure.status, errorBody(failure), headers);
  }
}

async function meter(caller: ApiCaller, headers: Headers): Promise<void> {
  const rate =
    caller.kind === "token"
      ? await meterRateLimit("apiToken", caller.tokenId)
      : await meterRateLimit("apiAnonymous", caller.ip);
  headers.set("RateLimit-Limit", String(rate.limit));
  headers.set("RateLimit-Remaining", String(rate.remaining));
  headers.set("RateLimit-Reset", String(rate.resetSeconds));
  if (rate.retryAfter !== null) {
    throw new ApiError(
      429,
      "rate_limited",
      "rate_limited",
      `Too many requests. Please wait ${rate.retryAfter} seconds.`,
      {
        headers: { "Retry-After": String(rate.retryAfter) },
      },
    );
  }
}

function authorize(spec: EndpointSpec, caller: ApiCaller): void {
  if (caller.kind === "anonymous") {
    if (spec.anonymous) return;
    throw new ApiError(
      401,
      "authentication_error",
      "missing_token",
      "This endpoint needs a personal access token: Authorization: Bearer <token>.",
      {
        headers: { "WWW-Authenticate": `Bearer realm="Muddle"` },
      },
    );
  }
  if (spec.scope && !caller.scopes.includes(spec.scope)) {
    throw new ApiError(403, "permission_error", "insufficient_scope", `This token lacks the ${spec.scope} scope.`, {
      headers: { "X-Accepted-Scopes": spec.scope },
    });
  }
}

async function answer(
  spec: EndpointSpec,
  rawParams: Record<string, string>,
  caller: ApiCaller,
  request: Request,
  url: URL,
): Promise<ApiReply> {
  authorize(spec, caller);
  const params = parseParams(spec.params, rawParams);
  const query = parseQuery(spec.query, url);
  const hasBody = spec.body !== undefined;
  const raw = hasBody ? await readJsonBody(request) : null;
  const body = spec.body && raw ? parseBody(spec.body, raw.json) : undefined;
  const run = () =>
    spec.handler({
      caller,
      member: caller.kind === "token" ? caller.member : null,
      params,
      query,
      body,
      request,
    } as never);

  const key = request.method === "POST" ? request.headers.get("idempotency-key") : null;
  if (key === null) return run();
  const who = caller.kind === "token" ? `member:${caller.member.id}` : `ip:${caller.ip}`;
  const claim = await claimIdempotencyKey(who, key, requestHash(request.method, url.pathname, raw?.text ?? ""));
  if ("replay" in claim) return claim.replay;
  let reply: ApiReply;
  try {
    reply = await run();
  } catch (error) {
    const failure = toApiError(error);
    reply = { status: failure.status, body: errorBody(failure), headers: failure.extra.headers };
  }
  await settleIdempotencyKey(claim, reply);
  return reply;
}

function respond(
  reply: ApiReply,
  headers: Headers,
  context: { spec: EndpointSpec; caller: ApiCaller; request: Request },
): Response {
  const { spec, caller, request } = context;
  for (const [name, value] of Object.entries(reply.headers ?? {})) headers.set(name, value);
  if (spec.scope) headers.set("X-Accepted-Scopes", spec.scope);
  const page = reply.body as { next_cursor?: string | null } | undefined;
  if (spec.paged && page?.next_cursor) headers.set("Link", nextLink(request.url, page.next_cursor));
  if (reply.status === 204) return new Response(null, { status: 204, headers });

  const text = JSON.stringify(reply.body);
  const isRead = spec.method === "get" && reply.status === 200;
  if (isRead) {
    const etag = `W/"${createHash("sha1").update(text).digest("base64url")}"`;
    headers.set("ETag", etag);
    headers.set("Cache-Control", caller.kind === "token" ? "private, no-cache" : "public, no-cache");
    if (caller.kind === "anonymous") for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
    if (matchesEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  }
  return json(reply.status, reply.body, headers, request.method === "HEAD");
}

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === bare;
  });
}

function json(status: number, body: unknown, headers: Headers, headOnly = false): Response {
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(headOnly ? null : JSON.stringify(body), { status, headers });
}

/** CORS is only for reading public data: a preflight allows GET without credentials, nothing else. */
function preflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...CORS_HEADERS,
      "Access-Control-Allow-Methods": "GET, HEAD",
      "Access-Control-Allow-Headers": "Accept, If-None-Match",
      "Access-Control-Max-Age": "86400",
      Vary: "Origin",
    },
  });
}
