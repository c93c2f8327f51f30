import { describe, expect, it } from "vitest";
import { abvLabel, cardCoverageLabel, pageCoverageLabel } from "./recipe-bar-labels";

describe("abvLabel", () => {
  it("shows one decimal for light drinks and whole numbers for strong ones", () => {
    expect(abvLabel(8.34)).toBe("≈ 8.3% ABV");
    expect(abvLabel(23.3)).toBe("≈ 23% ABV");
  });

  it("calls a drink without alcohol alcohol-free, and says nothing when the strength is unknown", () => {
    expect(abvLabel(0)).toBe("Alcohol-free");
    expect(abvLabel(null)).toBeNull();
  });
});

describe("bar coverage labels", () => {
  it("tells a member they can make a drink when nothing required is missing", () => {
    const coverage = { have: 3, required: 3, missing: [] };
    expect(cardCoverageLabel(coverage)).toBe("You can make this");
    expect(pageCoverageLabel(coverage)).toBe("You have everything for this drink");
  });

  it("names the one missing ingredient", () => {
    const coverage = { have: 2, required: 3, missing: ["Campari"] };
    expect(cardCoverageLabel(coverage)).toBe("Missing: Campari");
    expect(pageCoverageLabel(coverage)).toBe("You're missing 1 ingredient: Campari");
  });

  it("counts what the member has when several are missing", () => {
    const coverage = { have: 1, required: 4, missing: ["Campari", "Gin", "Sweet Vermouth"] };
    expect(cardCoverageLabel(coverage)).toBe("You have 1 of 4");
    expect(pageCoverageLabel(coverage)).toBe("You have 1 of 4 ingredients");
  });
});
