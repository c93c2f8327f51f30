import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/features/auth/auth-schema";
import { sameSitePath } from "./same-site-path";

describe("sameSitePath (issue 11: open redirect)", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(sameSitePath("/bar/recipes?page=2#top")).toBe("/bar/recipes?page=2#top");
    expect(sameSitePath("/recipes/ana/negroni", "/x")).toBe("/recipes/ana/negroni");
  });

  it.each([
    ["a tab inside // (arrives decoded from /%09/evil.example)", "/\t/evil.example"],
    ["a line feed inside //", "/\n/evil.example"],
    ["a carriage return and line feed (header injection)", "/\r\nSet-Cookie: x=1"],
    ["a full-width space inside //", "/\u3000/evil.example"],
    ["a no-break space", "/\u00A0/evil.example"],
    ["a zero-width space", "/\u200B/evil.example"],
    ["a NUL", "/a\u0000b"],
    ["a protocol-relative address", "//evil.example"],
    ["a backslash", "/\\evil.example"],
    ["a backslash pair", "/\\\\evil.example"],
    ["another origin", "https://evil.example"],
    ["a javascript: address", "javascript:alert(1)"],
    ["dot segments that resolve to //", "/..//evil.example"],
    ["a relative path", "evil.example"],
  ])("refuses %s", (_, value) => {
    expect(sameSitePath(value, "/fallback")).toBe("/fallback");
  });

  it("refuses what is not a string", () => {
    expect(sameSitePath(null)).toBe("/");
    expect(sameSitePath(undefined)).toBe("/");
    expect(sameSitePath(new File(["x"], "x"))).toBe("/");
  });

  it("answers percent-encoded ASCII, safe for a Location header", () => {
    expect(sameSitePath("/recipes?search=café au lait")).toBe("/recipes?search=caf%C3%A9%20au%20lait");
    expect(sameSitePath("/%09/evil.example")).toBe("/%09/evil.example");
  });
});

describe("safeRedirect", () => {
  it("uses the same check and never goes back to the sign-in pages", () => {
    expect(safeRedirect("/bar/recipes?page=2")).toBe("/bar/recipes?page=2");
    expect(safeRedirect("/\t/evil.example")).toBe("/");
    expect(safeRedirect("/\u3000/evil.example")).toBe("/");
    expect(safeRedirect("/login?redirectTo=/bar")).toBe("/");
    expect(safeRedirect("/signup")).toBe("/");
    expect(safeRedirect(null, "/bar")).toBe("/bar");
  });
});
