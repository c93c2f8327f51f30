import { describe, expect, it } from "vitest";
import { readSearchQuery, SEARCH_QUERY_MAX_CHARS, SearchQuery, searchHref } from "./search-schema";

describe("the site search query", () => {
  it("is cut at 200 characters, never refused", () => {
    const long = "negroni ".repeat(60);
    const q = SearchQuery.parse(long);
    expect(q.length).toBeLessThanOrEqual(SEARCH_QUERY_MAX_CHARS);
    expect(q).toBe(long.slice(0, SEARCH_QUERY_MAX_CHARS).trim());
    expect(SearchQuery.parse("x".repeat(5000))).toHaveLength(200);
  });

  it("never cuts an emoji in half", () => {
    const q = SearchQuery.parse(`${"a".repeat(199)}🍋🍋`);
    expect(q).toBe(`${"a".repeat(199)}🍋`);
  });

  it("reads blank, whitespace-only and missing queries as the empty query", () => {
    expect(SearchQuery.parse("   \t\n ")).toBe("");
    expect(SearchQuery.parse(undefined)).toBe("");
    expect(SearchQuery.parse(["negroni", "gin"])).toBe("");
    expect(readSearchQuery(new URLSearchParams())).toBe("");
    expect(readSearchQuery(new URLSearchParams("q=%20%20"))).toBe("");
  });

  it("keeps one line with single spaces and drops control characters", () => {
    expect(readSearchQuery(new URLSearchParams("q=%20blood%0A%0Aorange%09%09negroni%00%20"))).toBe(
      "blood orange negroni",
    );
  });

  it("writes its address one way", () => {
    expect(searchHref("")).toBe("/search");
    expect(searchHref("gin & tonic")).toBe("/search?q=gin+%26+tonic");
  });
});
