/**
 * HTTP caching of pages (issue 19): the one place that decides whether a document or single-fetch
 * (`.data`) response may be shared between visitors. docs/architecture.md "HTTP caching and the page
 * cache" and docs/security.md describe the same rule.
 *
 * A response is PUBLIC only when all of these hold; anything else is `private, no-store`:
 * - the request is GET or HEAD and carries no session cookie (better-auth's, valid or not) and no
 *   toast flash cookie (the root loader reads and clears it);
 * - the response is a 200 and sets no cookie;
 * - every route it matched is on CACHEABLE_ROUTES (public pages that look the same for every
 *   anonymous visitor). /bar, /settings, /notifications, sign-in and sign-up, the API, errors and
 *   redirects are not, and so are never shared.
 *
 * Public pages get `public, max-age=0, s-maxage=30, stale-while-revalidate=60`: browsers revalidate
 * every time with the ETag (a 304 costs a few bytes, and a visitor who signs in gets their own page at
 * once); a shared cache (a CDN) may keep a page 30 s and serve it up to 60 s more while it refetches,
 * so its staleness after an edit is bounded by 90 s (our own purges do not reach a CDN). `Vary: Cookie,
 * Accept-Encoding`: the HTML depends on the consent cookie (the banner renders only without a choice).
 *
 * The in-process page cache (page-cache.server.ts) stores exactly the responses this policy calls
 * public, keyed by PAGE_CACHE_KEY: the path with its full query (documents and `.data` alike) and the
 * consent choice, normalised to the values we write. No other cookie changes an anonymous page: the
 * theme is applied by an inline script, and the collections-view cookie is read only under /bar.
 */
import { getSessionCookie } from "better-auth/cookies";
import { decodeConsentCookie, encodeConsentCookie } from "~/features/cookie-consent/cookie-consent-schema";
import { PRIVATE_CACHE_CONTROL } from "../private-pages.server";

export { PRIVATE_CACHE_CONTROL };
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
export const PUBLIC_VARY = "Cookie, Accept-Encoding";

/** React Router route ids (app/routes.ts) whose pages are the same for every anonymous visitor. */
export const CACHEABLE_ROUTES: ReadonlySet<string> = new Set([
  "root",
  "routes/home",
  "routes/recipes._index",
  "routes/recipes.$username",
  "routes/recipes.$username.$recipeSlug",
  "routes/search",
  "routes/collections._index",
  "routes/collections.$slug",
  "routes/collections.$slug.menu",
  "routes/community",
  "routes/community.posts.$postId",
  "routes/static-layout",
  "routes/faq",
  "routes/how-to",
  "routes/privacy-policy",
  "routes/terms-of-service",
  "routes/support",
  "routes/$username",
  "routes/$username.followers",
  "routes/$username.following",
]);

const TOAST_COOKIE = "muddle-toast=";
const CONSENT_COOKIE = "muddle-cookie-consent=";

/** The request may be answered from, and stored in, the shared page cache. */
export function isAnonymousRead(method: string, cookieHeader: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (!cookieHeader) return true;
  if (cookieHeader.includes(TOAST_COOKIE)) return false;
  return getSessionCookie(new Headers({ cookie: cookieHeader })) === null;
}

/**
 * The page cache's key: path and full query (so `/recipes.data?page=2` is its own entry) and the
 * consent choice as we would write it ("" without one). Other cookies are ignored.
 */
export function pageCacheKey(pathAndQuery: string, cookieHeader: string | undefined): string {
  return `${pathAndQuery} ${consentOf(cookieHeader)}`;
}

function consentOf(cookieHeader: string | undefined): string {
  if (!cookieHeader) return "";
  const at = cookieHeader.indexOf(CONSENT_COOKIE);
  if (at === -1) return "";
  const value = cookieHeader
    .slice(at + CONSENT_COOKIE.length)
    .split(";", 1)[0]
    ?.trim();
  const choice = decodeConsentCookie(value);
  return choice ? encodeConsentCookie(choice) : "";
}

/** Whether a finished response may be shared: see the rule at the top of this file. */
export function isPublicResponse(
  anonymousRead: boolean,
  status: number,
  headers: Headers,
  routeIds: readonly string[],
): boolean {
  return (
    anonymousRead &&
    status === 200 &&
    !headers.has("Set-Cookie") &&
    routeIds.length > 0 &&
    routeIds.every((id) => CACHEABLE_ROUTES.has(id))
  );
}

/** Sets the response's Cache-Control (and Vary) from the rule; returns whether it is public. */
export function applyCachePolicy(
  anonymousRead: boolean,
  status: number,
  headers: Headers,
  routeIds: readonly string[],
): boolean {
  const shared = isPublicResponse(anonymousRead, status, headers, routeIds);
  headers.set("Cache-Control", shared ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  if (shared) headers.set("Vary", PUBLIC_VARY);
  return shared;
}
