import { describe, expect, it } from "vitest";
import { pageItems } from "./pagination";

describe("pageItems", () => {
  it("shows every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
  });

  it("keeps first and last, one page either side, and an ellipsis for each gap", () => {
    expect(pageItems(5, 10)).toEqual([1, "ellipsis-start", 4, 5, 6, "ellipsis-end", 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, "ellipsis-end", 10]);
    expect(pageItems(1, 5)).toEqual([1, 2, "ellipsis-end", 5]);
    expect(pageItems(10, 10)).toEqual([1, "ellipsis-start", 9, 10]);
  });

  it("shows a single hidden page instead of an ellipsis", () => {
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, "ellipsis-end", 10]);
  });
});
