import { describe, expect, it } from "vitest";
import { ignoredParamMessage } from "./components/ignored-filters-note";
import { DIFFICULTY_FILTERS, guestWithoutBar, readListingParams } from "./recipe-listing-schema";

const read = (query: string) => readListingParams(new URLSearchParams(query));

describe("readListingParams", () => {
  it("offers all four of the spec's difficulties", () => {
    expect(DIFFICULTY_FILTERS).toEqual(["beginner", "intermediate", "advanced", "expert"]);
    expect(read("difficulty=intermediate")).toEqual({ filters: { difficulty: "intermediate", page: 1 }, ignored: [] });
  });

  it("falls back to no filter for a value it cannot use, and records each one", () => {
    const { filters, ignored } = read("difficulty=hard&servings=7&sort=weird&category=abc&prepTime=0&type=-2");
    expect(filters).toEqual({ page: 1 });
    expect(ignored).toEqual([
      { param: "category", value: "abc", reason: "invalid" },
      { param: "type", value: "-2", reason: "invalid" },
      { param: "difficulty", value: "hard", reason: "invalid" },
      { param: "servings", value: "7", reason: "invalid" },
      { param: "prepTime", value: "0", reason: "invalid" },
      { param: "sort", value: "weird", reason: "invalid" },
    ]);
  });

  it("keeps the valid filters beside an ignored one, and reads a repeated parameter's last value", () => {
    const { filters, ignored } = read("servings=2&difficulty=expert&difficulty=hard");
    expect(filters).toEqual({ servings: "2", page: 1 });
    expect(ignored).toEqual([{ param: "difficulty", value: "hard", reason: "invalid" }]);
  });

  it("says nothing about blank values (the form's 'All') or parameters that are not filters", () => {
    expect(read("difficulty=&category=&search=%20%20&utm_source=newsletter").ignored).toEqual([]);
  });

  it("notes a guest's 'My bar' filter as needing sign-in, and keeps it for members", () => {
    const guest = guestWithoutBar(read("bar=make"), false);
    expect(guest.filters.bar).toBeUndefined();
    expect(guest.ignored).toEqual([{ param: "bar", value: "make", reason: "sign-in" }]);
    expect(guestWithoutBar(read("bar=make"), true).filters.bar).toBe("make");
  });
});

describe("ignoredParamMessage", () => {
  it("names the parameter, the value and why, politely", () => {
    expect(ignoredParamMessage({ param: "difficulty", value: "hard", reason: "invalid" })).toBe(
      "We ignored difficulty “hard”: it is not one of the filters (Beginner, Intermediate, Advanced, Expert).",
    );
    expect(ignoredParamMessage({ param: "category", value: "999", reason: "unknown" })).toBe(
      "We ignored category “999”: there is no such category.",
    );
    expect(ignoredParamMessage({ param: "bar", value: "make", reason: "sign-in" })).toBe(
      "We ignored the My bar filter: sign in to see what your bar can make.",
    );
    expect(ignoredParamMessage({ param: "search", value: "x".repeat(300), reason: "invalid" })).toContain(
      `“${"x".repeat(39)}…”`,
    );
  });
});
