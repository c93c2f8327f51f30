import { describe, expect, it } from "vitest";
import { pageHref, pastLastPageHref, redirectPastLastPage } from "./paging";

describe("pageHref", () => {
  it("keeps the other parameters and drops the page parameter for page 1", () => {
    expect(pageHref("/bar/recipes", "?search=gin&page=3&sort=name-desc", 4)).toBe(
      "/bar/recipes?search=gin&page=4&sort=name-desc",
    );
    expect(pageHref("/bar/recipes", "?search=gin&page=3", 1)).toBe("/bar/recipes?search=gin");
    expect(pageHref("/bar/recipes", "", 1)).toBe("/bar/recipes");
  });
});

describe("pastLastPageHref", () => {
  const url = (path: string) => new URL(path, "http://muddle.test");

  it("points a page past the last one at the last page, keeping every other parameter", () => {
    expect(pastLastPageHref(url("/recipes?category=3&page=99&sort=rating"), 99, 7)).toBe(
      "/recipes?category=3&page=7&sort=rating",
    );
    expect(pastLastPageHref(url("/ada?tab=posts&page=4"), 4, 2)).toBe("/ada?tab=posts&page=2");
  });

  it("sends a page past a single page to the bare address", () => {
    expect(pastLastPageHref(url("/bar/saved?page=3"), 3, 1)).toBe("/bar/saved");
  });

  it("leaves pages within the list alone, and an empty list on page 1", () => {
    expect(pastLastPageHref(url("/recipes?page=7"), 7, 7)).toBeNull();
    expect(pastLastPageHref(url("/recipes"), 1, 7)).toBeNull();
    expect(pastLastPageHref(url("/bar/saved"), 1, 0)).toBeNull();
    expect(pastLastPageHref(url("/bar/saved?page=1"), 1, 1)).toBeNull();
  });

  it("works with another parameter name", () => {
    expect(pastLastPageHref(url("/x?p=9&q=a"), 9, 3, "p")).toBe("/x?p=3&q=a");
  });
});

describe("redirectPastLastPage", () => {
  it("throws a replacing 302 to the last page", () => {
    let thrown: unknown;
    try {
      redirectPastLastPage(new Request("http://muddle.test/recipes?page=99&search=gin"), 99, 7);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/recipes?page=7&search=gin");
    expect(response.headers.get("X-Remix-Replace")).toBe("true");
  });

  it("returns quietly for a page that exists", () => {
    expect(() => redirectPastLastPage(new Request("http://muddle.test/recipes?page=2"), 2, 7)).not.toThrow();
  });
});
