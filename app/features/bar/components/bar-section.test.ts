import { describe, expect, it } from "vitest";
import { barSection } from "./bar-section";

describe("barSection", () => {
  it("puts the bar's own pages under My Bar", () => {
    for (const path of ["/bar", "/bar/build", "/bar/shopping-list", "/bar/saved"])
      expect(barSection(path)).toBe("/bar");
  });

  it("gives recipes, community and collections their own entries, with their subpages", () => {
    expect(barSection("/bar/recipes")).toBe("/bar/recipes");
    expect(barSection("/bar/recipes/123/edit")).toBe("/bar/recipes");
    expect(barSection("/bar/community")).toBe("/bar/community");
    expect(barSection("/bar/collections/new")).toBe("/bar/collections");
  });

  it("is null outside the bar, including look-alike paths", () => {
    expect(barSection("/recipes")).toBeNull();
    expect(barSection("/barista")).toBeNull();
  });
});
