import { describe, expect, it } from "vitest";
import { fitWithin, needsResize } from "./resize-image";

describe("fitWithin", () => {
  it("shrinks a landscape photo to 600 px wide, keeping its proportions", () => {
    expect(fitWithin(4000, 3000, 600)).toEqual({ width: 600, height: 450 });
  });

  it("shrinks a portrait photo to 600 px tall", () => {
    expect(fitWithin(3024, 4032, 600)).toEqual({ width: 450, height: 600 });
  });

  it("never enlarges a small image", () => {
    expect(fitWithin(320, 200, 600)).toEqual({ width: 320, height: 200 });
  });
});

describe("needsResize", () => {
  it("resizes only files over 10 MB", () => {
    expect(needsResize({ size: 10 * 1024 * 1024 } as Blob)).toBe(false);
    expect(needsResize({ size: 10 * 1024 * 1024 + 1 } as Blob)).toBe(true);
  });
});
