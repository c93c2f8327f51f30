import { describe, expect, it } from "vitest";
import {
  defaultUnitFor,
  parseTags,
  RecipeInput,
  recipeFormError,
  toRecipeMethod,
  unitTypeForUnit,
} from "./recipe-schema";

const minimal = { name: "Gimlet", ingredients: [{ name: "Gin", quantity: 2, unit: "oz" }] };

describe("RecipeInput", () => {
  it("fills the spec's defaults", () => {
    const parsed = RecipeInput.parse(minimal);
    expect(parsed).toMatchObject({
      prep_minutes: 5,
      total_minutes: 7,
      images: [],
      steps: [],
      tags: [],
      category_ids: [],
    });
    expect(parsed.ingredients[0]).toMatchObject({ optional: false, garnish: false, substitutes: [] });
  });

  it("asks for the required fields with the spec's message", () => {
    const noName = RecipeInput.safeParse({ ...minimal, name: "   " });
    const noIngredients = RecipeInput.safeParse({ ...minimal, ingredients: [] });
    expect(noName.success || recipeFormError(noName.error)).toBe("Please fill in all required fields");
    expect(noIngredients.success || recipeFormError(noIngredients.error)).toBe("Please fill in all required fields");
  });

  it("refuses negative times, a fifth photo and image addresses that are not http(s)", () => {
    expect(RecipeInput.safeParse({ ...minimal, prep_minutes: -1 }).success).toBe(false);
    const photos = Array.from({ length: 5 }, (_, i) => ({ url: `https://img.example/${i}.jpg` }));
    expect(RecipeInput.safeParse({ ...minimal, images: photos }).success).toBe(false);
    const js = RecipeInput.safeParse({ ...minimal, images: [{ url: "javascript:alert(1)" }] });
    expect(js.error?.issues[0]?.message).toBe("Please enter a valid URL");
    expect(RecipeInput.safeParse({ ...minimal, images: [{ url: "ftp://x.example/a.jpg" }] }).success).toBe(false);
    expect(RecipeInput.safeParse({ ...minimal, images: [{ url: "/uploads/recipe-images/u/a.webp" }] }).success).toBe(
      true,
    );
  });

  it("drops blank steps and keeps the order of the rest", () => {
    expect(RecipeInput.parse({ ...minimal, steps: ["Shake", " ", "Strain"] }).steps).toEqual(["Shake", "Strain"]);
  });
});

describe("parseTags", () => {
  it("splits on commas, trims, lower-cases, drops blanks and duplicates", () => {
    expect(parseTags(" Sour, citrus,,SOUR , Classic ")).toEqual(["sour", "citrus", "classic"]);
    expect(parseTags(undefined)).toEqual([]);
  });
});

describe("unit rules", () => {
  it("follows the spec: oz, ml, dash are volume; g is weight; anything else is unit", () => {
    expect(unitTypeForUnit("oz")).toBe("volume");
    expect(unitTypeForUnit("ml")).toBe("volume");
    expect(unitTypeForUnit("dash")).toBe("volume");
    expect(unitTypeForUnit("g")).toBe("weight");
    expect(unitTypeForUnit("slice")).toBe("unit");
    expect(unitTypeForUnit(undefined)).toBe("unit");
    expect(defaultUnitFor("volume")).toBe("oz");
    expect(defaultUnitFor("weight")).toBe("unit");
  });
});

describe("the recipe method", () => {
  it("is optional and one of RECIPE_METHODS", () => {
    const base = { name: "Negroni", ingredients: [{ name: "Campari" }] };
    expect(RecipeInput.parse(base).method).toBeUndefined();
    expect(RecipeInput.parse({ ...base, method: "stirred" }).method).toBe("stirred");
    expect(RecipeInput.safeParse({ ...base, method: "layered" }).success).toBe(false);
  });

  it("reads free-text methods from imports as RECIPE_METHODS, and nothing for others", () => {
    expect(toRecipeMethod("Shake")).toBe("shaken");
    expect(toRecipeMethod(" stir ")).toBe("stirred");
    expect(toRecipeMethod("Build")).toBe("built");
    expect(toRecipeMethod("blended")).toBe("blended");
    expect(toRecipeMethod("Layer")).toBeUndefined();
    expect(toRecipeMethod(null)).toBeUndefined();
  });
});
