/** Part 1 §4: an update goes back one page. Only paths on this site are followed (app/lib/same-site-path.ts). */
import { sameSitePath } from "~/lib/same-site-path";

/**
 * Where the author came from: an explicit `?returnTo=`, else the Referer when it is a page of
 * this site other than the edit page itself, else the fallback.
 */
export function returnPathFor(request: { url: string; referer: string | null }, fallback: string): string {
  const url = new URL(request.url);
  const explicit = url.searchParams.get("returnTo");
  if (explicit) return sameSitePath(explicit, fallback);
  if (!request.referer) return fallback;
  try {
    const referer = new URL(request.referer);
    if (referer.origin !== url.origin || referer.pathname === url.pathname) return fallback;
    if (/^\/(login|signup)\b/.test(referer.pathname)) return fallback;
    return sameSitePath(`${referer.pathname}${referer.search}`, fallback);
  } catch {
    return fallback;
  }
}
