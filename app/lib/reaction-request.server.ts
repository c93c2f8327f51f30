/**
 * How a reactions endpoint (like, share, …) tells a fetcher or API client, which wants JSON, from a
 * plain form post made before JavaScript loaded, which is sent back to the page it came from.
 */
import { trustedOrigins } from "./origins.server";

/** Fetchers (React Router's single fetch sends `*\/*`) and API clients, as opposed to a form navigation. */
export function wantsJson(request: Request): boolean {
  if (request.headers.get("accept")?.includes("application/json")) return true;
  const mode = request.headers.get("sec-fetch-mode");
  return mode !== null && mode !== "navigate";
}

/** Back to the page the form was on, when that page is ours; else the home page. */
export function backTo(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    const ours = url.origin === new URL(request.url).origin || trustedOrigins().includes(url.origin);
    return ours ? `${url.pathname}${url.search}` : "/";
  } catch {
    return "/";
  }
}
