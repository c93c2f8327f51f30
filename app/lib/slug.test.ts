import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it("makes readable, safe slugs", () => {
    expect(slugify("Tommy's Margarita")).toBe("tommys-margarita");
    expect(slugify("Dark 'n' Stormy")).toBe("dark-n-stormy");
    expect(slugify("Piña Colada")).toBe("pina-colada");
    expect(slugify("  Corpse Reviver No. 2 ")).toBe("corpse-reviver-no-2");
    expect(slugify("🍹🍹")).toBe("recipe");
  });
});
