/** The page-cache policy's rules on their own (issue 19); server/page-cache.server.test.ts drives them through pages. */
import { describe, expect, it } from "vitest";
import {
  CACHEABLE_ROUTES,
  isAnonymousRead,
  isPublicResponse,
  PUBLIC_CACHE_CONTROL,
  pageCacheKey,
} from "./cache-policy.server";

const PAGE = ["root", "routes/recipes.$username.$recipeSlug"];

describe("which requests are anonymous reads", () => {
  it("is a GET or HEAD with no session or toast cookie", () => {
    expect(isAnonymousRead("GET", undefined)).toBe(true);
    expect(isAnonymousRead("HEAD", "muddle-cookie-consent=necessary; theme=dark")).toBe(true);
    expect(isAnonymousRead("POST", undefined)).toBe(false);
    expect(isAnonymousRead("GET", "better-auth.session_token=abc.def")).toBe(false);
    expect(isAnonymousRead("GET", "a=1; __Secure-better-auth.session_token=abc.def")).toBe(false);
    expect(isAnonymousRead("GET", "muddle-toast=eyJ0")).toBe(false);
  });
});

describe("the cache key", () => {
  it("holds the path, the whole query and the consent choice as we write it, and no other cookie", () => {
    expect(pageCacheKey("/recipes?page=2", undefined)).toBe("/recipes?page=2 ");
    expect(pageCacheKey("/recipes.data?page=2", "theme=dark; x=1")).toBe("/recipes.data?page=2 ");
    expect(pageCacheKey("/", "muddle-cookie-consent=necessary.analytics; x=1")).toBe("/ necessary.analytics");
    // Anything we never wrote counts as no choice: the banner shows, as for a visitor without one.
    expect(pageCacheKey("/", "muddle-cookie-consent=anything-else")).toBe("/ ");
    expect(pageCacheKey("/", "muddle-cookie-consent=necessary.analytics.analytics")).toBe("/ ");
  });
});

describe("which responses are public", () => {
  const headers = (init: Record<string, string> = {}) => new Headers(init);

  it("only a 200 for an anonymous read, setting no cookie, with every matched route cacheable", () => {
    expect(isPublicResponse(true, 200, headers(), PAGE)).toBe(true);
    expect(isPublicResponse(false, 200, headers(), PAGE)).toBe(false);
    expect(isPublicResponse(true, 404, headers(), PAGE)).toBe(false);
    expect(isPublicResponse(true, 302, headers(), PAGE)).toBe(false);
    expect(isPublicResponse(true, 200, headers({ "Set-Cookie": "a=1" }), PAGE)).toBe(false);
    expect(isPublicResponse(true, 200, headers(), ["root", "routes/bar", "routes/bar._index"])).toBe(false);
    expect(isPublicResponse(true, 200, headers(), [])).toBe(false);
  });

  it("never lists members' areas, sign-in or the API", () => {
    for (const id of CACHEABLE_ROUTES) expect(id).not.toMatch(/bar|settings|notifications|login|signup|api/);
    expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });
});
