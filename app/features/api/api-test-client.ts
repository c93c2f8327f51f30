/** Calls the public API in-process, as the route does, for the integration tests (issue 22). */

import { handleApiRequest } from "./api-handler.server";
import { API_SCOPE_NAMES, type ApiScope } from "./api-scopes";
import { createApiToken } from "./token-mutations.server";

export type CallOptions = {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  ip?: string;
};

export async function callApi(method: string, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  const request = new Request(`http://localhost:3000/api/v1${path}`, {
    method,
    headers,
    body: hasBody ? (options.rawBody ?? JSON.stringify(options.body)) : undefined,
  });
  const response = await handleApiRequest(request, options.ip ?? "203.0.113.9");
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the answer holds
  const json: any = text ? JSON.parse(text) : null;
  return { status: response.status, headers: response.headers, json };
}

export async function tokenFor(member: { id: string }, scopes: ApiScope[] = API_SCOPE_NAMES, expiry = "30") {
  const { token } = await createApiToken(member, { name: `test ${scopes.join(" ")}`, scopes, expiry });
  return token;
}
