/**
 * `Cache-Control` for anything that belongs to one browser (a signed-in member's page, a response that
 * sets a cookie, an API answer): kept out of shared caches and off disk. Which pages are private and
 * which may be shared is decided in app/lib/page-cache/cache-policy.server.ts (issue 19).
 */
export const PRIVATE_CACHE_CONTROL = "private, no-store";
