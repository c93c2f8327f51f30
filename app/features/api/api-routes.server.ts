/** Matching a request's method and path to a declared endpoint (issue 22). */
import type { EndpointSpec } from "./api-endpoint.server";
import { ApiError } from "./api-errors.server";

type Compiled = { spec: EndpointSpec; pattern: RegExp; names: string[] };
const compiled = new WeakMap<readonly EndpointSpec[], Compiled[]>();

function compile(specs: readonly EndpointSpec[]): Compiled[] {
  let list = compiled.get(specs);
  if (list) return list;
  list = specs.map((spec) => {
    const names: string[] = [];
    const source = spec.path
      .split("/")
      .map((part) => {
        const param = /^\{(\w+)\}$/.exec(part);
        if (!param?.[1]) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        names.push(param[1]);
        return "([^/]+)";
      })
      .join("/");
    return { spec, pattern: new RegExp(`^${source}/?$`), names };
  });
  compiled.set(specs, list);
  return list;
}

/** The endpoint for a method and a path below /api/v1; 404 for no such path, 405 for another method. */
export function matchEndpoint(
  specs: readonly EndpointSpec[],
  method: string,
  path: string,
): { spec: EndpointSpec; params: Record<string, string> } {
  const allowed: string[] = [];
  // Literal segments win over parameters ("/me/recipes" before "/members/{username}"): fewest parameters first.
  const candidates = [...compile(specs)].sort((a, b) => a.names.length - b.names.length);
  for (const entry of candidates) {
    const found = entry.pattern.exec(path);
    if (!found) continue;
    if (entry.spec.method !== method) {
      allowed.push(entry.spec.method.toUpperCase());
      continue;
    }
    let params: Record<string, string>;
    try {
      params = Object.fromEntries(entry.names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? "")]));
    } catch {
      throw new ApiError(404, "not_found", "not_found", "Not found");
    }
    return { spec: entry.spec, params };
  }
  if (allowed.length > 0) {
    const allow = [...new Set(allowed)].join(", ");
    throw new ApiError(405, "invalid_request", "method_not_allowed", `This endpoint accepts ${allow}.`, {
      headers: { Allow: allow },
    });
  }
  throw new ApiError(
    404,
    "not_found",
    "unknown_endpoint",
    `There is no API endpoint at /api/v1${path}. See /api/docs.`,
  );
}
