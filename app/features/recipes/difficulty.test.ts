import { describe, expect, it } from "vitest";
import { difficultyFromRating } from "./difficulty";

describe("difficultyFromRating", () => {
  it("follows the spec's thresholds at their edges", () => {
    expect(difficultyFromRating(5)).toBe("Expert");
    expect(difficultyFromRating(4.5)).toBe("Expert");
    expect(difficultyFromRating(4.49)).toBe("Advanced");
    expect(difficultyFromRating(4)).toBe("Advanced");
    expect(difficultyFromRating(3.99)).toBe("Beginner");
    expect(difficultyFromRating(null)).toBe("Beginner");
  });
});
