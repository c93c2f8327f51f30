/**
 * How an API endpoint is declared (issue 22): method, path, scope and zod schemas in one object. The
 * dispatcher (api-handler.server.ts) validates with these schemas and the OpenAPI document
 * (openapi-document.server.ts) is generated from the same objects, so the two cannot drift apart.
 */
import type { z } from "zod";
import type { ApiCaller, TokenMember } from "./api-caller.server";
import type { ApiScope } from "./api-scopes";

export type HttpMethod = "get" | "post" | "patch" | "put" | "delete";

export type ApiReply = { status: number; body?: unknown; headers?: Record<string, string> };

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export type HandlerContext<P, Q, B, M> = {
  caller: ApiCaller;
  /** The token's member; present on every endpoint that does not take anonymous calls. */
  member: M;
  params: P;
  query: Q;
  body: B;
  request: Request;
};

export type EndpointSpec<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends boolean = boolean,
> = {
  method: HttpMethod;
  /** OpenAPI style, relative to /api/v1: "/recipes/{recipeId}". */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** The scope a token needs; null for documents anyone may read (the OpenAPI document itself). */
  scope: ApiScope | null;
  /** Whether calls without a token are answered (with public data only). */
  anonymous: A;
  params?: P;
  query?: Q;
  body?: B;
  /** Lists answer `{ items, next_cursor }` and a Link header to the next page. */
  paged?: boolean;
  response: { status: 200 | 201 | 204; description: string; schema?: z.ZodType };
  /** Error statuses this operation can answer besides 401/403/429 (documented). */
  errors?: readonly (400 | 404 | 409 | 422)[];
  handler: (
    ctx: HandlerContext<Infer<P>, Infer<Q>, Infer<B>, A extends true ? TokenMember | null : TokenMember>,
  ) => Promise<ApiReply>;
};

/** Declares an endpoint; the generics carry the schemas' types into the handler. */
export function endpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends boolean = false,
>(spec: EndpointSpec<P, Q, B, A>): EndpointSpec {
  return spec as unknown as EndpointSpec;
}

export const ok = (body: unknown, headers?: Record<string, string>): ApiReply => ({ status: 200, body, headers });
export const created = (body: unknown, location: string): ApiReply => ({
  status: 201,
  body,
  headers: { Location: location },
});
export const noContent = (): ApiReply => ({ status: 204 });
