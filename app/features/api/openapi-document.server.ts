/**
 * The OpenAPI 3.1 document (issue 22), generated from the endpoint declarations and their zod schemas
 * with zod's own JSON Schema output (draft 2020-12, the dialect OpenAPI 3.1 uses). Nothing here is
 * written by hand per endpoint, so the document describes exactly what the dispatcher accepts.
 */
import { z } from "zod";
import { APP_NAME } from "~/lib/constants";
import type { EndpointSpec } from "./api-endpoint.server";
import { apiSchemas } from "./api-schemas";
import { API_SCOPES } from "./api-scopes";

type JsonSchema = Record<string, unknown>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const SCHEMA_OPTIONS = { target: "draft-2020-12", io: "input", unrepresentable: "any" } as const;

function bare(schema: JsonSchema): JsonSchema {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
}

/** A schema as a $ref when it is registered, else inline. */
function schemaOf(schema: z.ZodType): JsonSchema {
  const id = apiSchemas.get(schema)?.id;
  if (id) return ref(id);
  return bare(z.toJSONSchema(schema, { ...SCHEMA_OPTIONS, metadata: apiSchemas }) as JsonSchema);
}

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  return (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
}

function parameters(spec: EndpointSpec) {
  const of = (where: "path" | "query", schema: z.ZodType | undefined) =>
    Object.entries(shapeOf(schema)).map(([name, field]) => {
      const json = bare(z.toJSONSchema(field, SCHEMA_OPTIONS) as JsonSchema);
      const { description, ...rest } = json;
      return {
        name,
        in: where,
        required: where === "path" || !field.safeParse(undefined).success,
        ...(description ? { description } : {}),
        schema: rest,
      };
    });
  return [...of("path", spec.params), ...of("query", spec.query)];
}

const RATE_HEADERS = {
  "RateLimit-Limit": { $ref: "#/components/headers/RateLimit-Limit" },
  "RateLimit-Remaining": { $ref: "#/components/headers/RateLimit-Remaining" },
  "RateLimit-Reset": { $ref: "#/components/headers/RateLimit-Reset" },
};

const ERROR_TEXT: Record<number, string> = {
  400: "Malformed request: bad JSON, an unknown or invalid parameter, a bad cursor",
  401: "No token, or an invalid, expired or revoked one",
  403: "The token lacks the scope this endpoint needs (named in the message and X-Accepted-Scopes)",
  404: "Not found, or not visible to the caller",
  409: "An Idempotency-Key reused for a different request, or still in progress",
  413: "The body is too large",
  422: "Validation failed: `errors` names each field",
  429: "Rate limited: wait Retry-After seconds",
};

function responses(spec: EndpointSpec) {
  const success: Record<string, unknown> = { description: spec.response.description, headers: { ...RATE_HEADERS } };
  if (spec.response.schema) success.content = { "application/json": { schema: schemaOf(spec.response.schema) } };
  if (spec.method === "get") (success.headers as Record<string, unknown>).ETag = { $ref: "#/components/headers/ETag" };
  if (spec.paged) (success.headers as Record<string, unknown>).Link = { $ref: "#/components/headers/Link" };
  const out: Record<string, unknown> = { [String(spec.response.status)]: success };
  if (spec.method === "get") out["304"] = { description: "Not modified: the If-None-Match ETag still matches" };
  const statuses = new Set<number>([...(spec.errors ?? []), 429]);
  if (spec.scope !== null || !spec.anonymous) statuses.add(401).add(403);
  if (spec.body) statuses.add(400).add(413).add(422);
  if (spec.method === "post") statuses.add(409);
  for (const status of [...statuses].sort()) {
    out[String(status)] = {
      description: ERROR_TEXT[status] ?? "Error",
      content: { "application/json": { schema: ref("Error") } },
    };
  }
  return out;
}

function operation(spec: EndpointSpec) {
  const scopes = spec.scope ? [spec.scope] : [];
  const security = spec.anonymous ? [{}, { bearer: scopes }] : [{ bearer: scopes }];
  const params = parameters(spec);
  if (spec.method === "post") {
    params.push({
      name: "Idempotency-Key",
      in: "header" as never,
      required: false,
      description: "Retry safely: the first answer is replayed for 24 hours",
      schema: { type: "string", minLength: 1, maxLength: 255 },
    });
  }
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [spec.tag],
    ...(spec.scope ? { "x-required-scope": spec.scope } : {}),
    security,
    ...(params.length ? { parameters: params } : {}),
    ...(spec.body
      ? { requestBody: { required: true, content: { "application/json": { schema: schemaOf(spec.body) } } } }
      : {}),
    responses: responses(spec),
  };
}

export function openApiDocument(endpoints: readonly EndpointSpec[], publicUrl: string) {
  const components = z.toJSONSchema(apiSchemas, {
    ...SCHEMA_OPTIONS,
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of endpoints) {
    paths[spec.path] ??= {};
    (paths[spec.path] as Record<string, unknown>)[spec.method] = operation(spec);
  }
  const intHeader = (description: string) => ({ description, schema: { type: "integer" } });
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: `${APP_NAME} API`,
      version: "1.0.0",
      description:
        "Recipes, your bar and your profile, for scripts and other apps. Create a personal access token in " +
        "Settings → API and send it as `Authorization: Bearer mdl_pat_…`. Lists are paged with cursors " +
        "(`limit`, `cursor`, `next_cursor`, and a `Link` header); every error has the same shape; POSTs " +
        "honour `Idempotency-Key`. Public reads need no token and allow cross-origin requests.",
    },
    servers: [{ url: `${publicUrl}/api/v1` }],
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components.schemas).map(([id, s]) => [id, bare(s)])),
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: `A personal access token (mdl_pat_…). Scopes: ${Object.entries(API_SCOPES)
            .map(([scope, text]) => `\`${scope}\` ${text.toLowerCase()}`)
            .join("; ")}.`,
        },
      },
      headers: {
        "RateLimit-Limit": intHeader("Requests allowed in the current window"),
        "RateLimit-Remaining": intHeader("Requests left in the current window"),
        "RateLimit-Reset": intHeader("Seconds until the window resets"),
        ETag: { description: "Send back as If-None-Match to get 304 when unchanged", schema: { type: "string" } },
        Link: { description: 'The next page: <…?cursor=…>; rel="next"', schema: { type: "string" } },
      },
    },
  };
}
