/** Reading an API request's parts against an endpoint's schemas (issue 22). */
import type { z } from "zod";
import { ApiError, fieldProblems, validationError } from "./api-errors.server";

/** The query string as an object; a repeated parameter keeps its last value. */
function queryObject(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams);
}

export function parseQuery(schema: z.ZodType | undefined, url: URL): unknown {
  const raw = queryObject(url);
  if (!schema) {
    const [unknown] = Object.keys(raw);
    if (unknown !== undefined) throw unknownParameter(unknown);
    return undefined;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = fieldProblems(parsed.error);
  const first = problems[0];
  if (first?.code === "unknown_field") throw unknownParameter(first.field);
  throw validationError(problems, 400);
}

function unknownParameter(name: string) {
  return new ApiError(400, "invalid_request", "unknown_parameter", `Unknown query parameter: ${name}`, {
    param: name,
  });
}

export function parseParams(schema: z.ZodType | undefined, params: Record<string, string>): unknown {
  if (!schema) return params;
  const parsed = schema.safeParse(params);
  // A path that names nothing we have is a 404, not a validation error.
  if (!parsed.success) throw new ApiError(404, "not_found", "not_found", "Not found");
  return parsed.data;
}

export async function readJsonBody(request: Request): Promise<{ text: string; json: unknown }> {
  const text = await request.text();
  if (text.trim() === "") {
    throw new ApiError(400, "invalid_request", "missing_body", "This request needs a JSON body.");
  }
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    throw new ApiError(
      400,
      "invalid_request",
      "unsupported_content_type",
      "Send the body as JSON with Content-Type: application/json.",
    );
  }
  try {
    return { text, json: JSON.parse(text) };
  } catch (error) {
    const detail = error instanceof Error ? ` (${error.message})` : "";
    throw new ApiError(400, "invalid_request", "invalid_json", `The body is not valid JSON${detail}.`);
  }
}

export function parseBody(schema: z.ZodType, json: unknown): unknown {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw validationError(fieldProblems(parsed.error));
}
