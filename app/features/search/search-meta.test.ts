import { describe, expect, it } from "vitest";
import { searchMeta, searchTitle } from "./search-meta";

const content = (tags: ReturnType<typeof searchMeta>, name: string) =>
  (tags.find((tag) => "name" in tag && tag.name === name) as { content?: string } | undefined)?.content;

describe("/search metadata", () => {
  it("titles the page with the query", () => {
    expect(searchTitle("")).toBe("Search | Muddle");
    expect(searchTitle("negroni")).toBe("“negroni” — Search | Muddle");
    expect(searchTitle("x".repeat(200))).toBe(`“${"x".repeat(60)}…” — Search | Muddle`);
  });

  it("is followed but not indexed, with a canonical address for the query", () => {
    const tags = searchMeta({ q: "gin & tonic", origin: "https://muddle.example" });
    expect(content(tags, "robots")).toBe("noindex, follow");
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://muddle.example/search?q=gin+%26+tonic",
    });
  });
});
