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
    expect(RecipeInput.parse({ ...minimal, steps: ["Shake", " ", "Strain"] }).steps).toEqual([
      { text: "Shake" },
      { text: "Strain" },
    ]);
  });

  it("takes a step as text or as { text, estimated_time, image_url }, storing the time in one form", () => {
    const steps = RecipeInput.parse({
      ...minimal,
      steps: [
        "Shake",
        { text: "Strain", estimated_time: "1h 30m", image_url: "https://img.example/strain.jpg" },
        { text: "Rest", estimated_time: "2" },
        { text: " ", estimated_time: "" },
      ],
    }).steps;
    expect(steps).toEqual([
      { text: "Shake" },
      { text: "Strain", estimated_time: "1 hour 30 minutes", image_url: "https://img.example/strain.jpg" },
      { text: "Rest", estimated_time: "2 minutes" },
    ]);
    const bad = RecipeInput.safeParse({ ...minimal, steps: [{ text: "Shake", image_url: "javascript:alert(1)" }] });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["steps", 0, "image_url"],
      message: "Please enter a valid URL",
    });
    const misspelt = RecipeInput.safeParse({ ...minimal, steps: [{ text: "Shake", time: "30 seconds" }] });
    expect(misspelt.success).toBe(false);
  });

  it("keeps a line's group heading, blank meaning the default, and reads substitutes from a list or a comma-separated text", () => {
    const [main, garnish] = RecipeInput.parse({
      ...minimal,
      ingredients: [
        { name: "Bourbon", group: " ", substitutes: " Rye Whiskey , or brandy,, RYE WHISKEY " },
        { name: "Mint", group: " Garnish ", substitutes: ["Basil"] },
      ],
    }).ingredients;
    expect(main).toMatchObject({ group: undefined, substitutes: ["Rye Whiskey", "brandy"] });
    expect(garnish).toMatchObject({ group: "Garnish", substitutes: ["Basil"] });
    const long = RecipeInput.safeParse({ ...minimal, ingredients: [{ name: "Gin", substitutes: "x".repeat(101) }] });
    expect(long.error?.issues[0]?.message).toBe("A substitute can have at most 100 characters");
  });

  it("bounds every list (issue 11): steps, ingredients, substitutes, categories, types and tags", () => {
    const message = (input: object) => RecipeInput.safeParse({ ...minimal, ...input }).error?.issues[0]?.message;
    expect(message({ steps: Array.from({ length: 51 }, () => "Stir") })).toBe("At most 50 steps");
    expect(message({ steps: Array.from({ length: 10_000 }, () => "Stir") })).toBe("At most 50 steps");
    expect(RecipeInput.safeParse({ ...minimal, steps: Array.from({ length: 50 }, () => "Stir") }).success).toBe(true);
    expect(message({ ingredients: Array.from({ length: 51 }, () => ({ name: "Gin" })) })).toBe(
      "At most 50 ingredients",
    );
    const eleven = Array.from({ length: 11 }, (_, i) => `Rum ${i}`);
    expect(message({ ingredients: [{ name: "Gin", substitutes: eleven }] })).toBe("At most 10 substitutes");
    expect(message({ ingredients: [{ name: "Gin", substitutes: eleven.join(", ") }] })).toBe("At most 10 substitutes");
    expect(message({ category_ids: Array.from({ length: 21 }, (_, i) => i + 1) })).toBe("At most 20 categories");
    expect(message({ cocktail_type_ids: Array.from({ length: 21 }, (_, i) => i + 1) })).toBe(
      "At most 20 cocktail types",
    );
    const tags = Array.from({ length: 31 }, (_, i) => `tag${i}`);
    expect(message({ tags: tags.join(",") })).toBe("At most 30 tags");
    expect(message({ tags })).toBe("At most 30 tags");
  });

  it("cleans every text field (issue 11): NUL, controls and bidi overrides are removed, NFC, trimmed", () => {
    const parsed = RecipeInput.parse({
      name: " Neg\u0000roni\u202E ",
      description: "Equal\u0000 parts.\r\nStirred.",
      recipe_yield: "1\u0007 serving",
      images: [{ url: "https://img.example/a.jpg", caption: "Cafe\u0301\u0000" }],
      ingredients: [{ name: "G\u0000in", unit: "o\u0000z", note: "chil\u0000led", substitutes: ["Gen\u0000ever"] }],
      steps: ["Sti\u0000r"],
      tags: "bit\u0000ter",
      nutrition: { calories: "19\u00000 kcal" },
    });
    expect(parsed).toMatchObject({
      name: "Negroni",
      description: "Equal parts.\nStirred.",
      recipe_yield: "1 serving",
      images: [{ caption: "Café" }],
      ingredients: [{ name: "Gin", unit: "oz", note: "chilled", substitutes: ["Genever"] }],
      steps: [{ text: "Stir" }],
      tags: ["bitter"],
      nutrition: { calories: "190 kcal" },
    });
    expect(RecipeInput.safeParse({ ...minimal, name: "\u0000\u200B" }).error?.issues[0]?.message).toBe(
      "Recipe name is required",
    );
  });

  it("refuses, rather than cleans, image addresses holding control characters", () => {
    const nul = RecipeInput.safeParse({ ...minimal, images: [{ url: "https://img.example/a\u0000.jpg" }] });
    expect(nul.error?.issues[0]?.message).toBe("Please enter a valid URL");
    const own = RecipeInput.safeParse({ ...minimal, images: [{ url: "/uploads/recipe-images/u/a\u0000.webp" }] });
    expect(own.success).toBe(false);
  });
});

describe("parseTags", () => {
  it("splits on commas, trims, lower-cases, drops blanks and duplicates", () => {
    expect(parseTags(" Sour, citrus,,SOUR , Classic ")).toEqual(["sour", "citrus", "classic"]);
    expect(parseTags(undefined)).toEqual([]);
  });

  it("keeps emoji-only tags (issue 11)", () => {
    expect(parseTags("🍋, 🍸🍹, 👨‍👩‍👧, 🏳️‍🌈, ❤️")).toEqual(["🍋", "🍸🍹", "👨‍👩‍👧", "🏳️‍🌈", "❤️"]);
    expect(RecipeInput.parse({ ...minimal, tags: ["🍋", "❤️"] }).tags).toEqual(["🍋", "❤️"]);
  });

  it("cuts a long tag at 40 user-perceived characters, never inside an emoji", () => {
    const [lemons] = parseTags("🍋".repeat(45));
    expect(lemons).toBe("🍋".repeat(40));
    const [mixed] = parseTags(`${"a".repeat(39)}🍋🍋`);
    expect(mixed).toBe(`${"a".repeat(39)}🍋`);
    // Half an emoji would come back from UTF-8 (the database) as U+FFFD.
    expect(new TextDecoder().decode(new TextEncoder().encode(mixed))).toBe(mixed);
    const [families] = parseTags("👨‍👩‍👧".repeat(41));
    expect(families).toBe("👨‍👩‍👧".repeat(40));
    // A list of 40-emoji tags is accepted, not refused for its length in code units.
    expect(RecipeInput.parse({ ...minimal, tags: ["🍋".repeat(40)] }).tags).toEqual(["🍋".repeat(40)]);
  });

  it("cleans each tag and puts it on one line", () => {
    expect(parseTags("bit\u0000ter, \u202Esour, two\nwords")).toEqual(["bitter", "sour", "two words"]);
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
  it("is optional, stored in our words where we have one, and kept as written otherwise (issue 13)", () => {
    const base = { name: "Negroni", ingredients: [{ name: "Campari" }] };
    expect(RecipeInput.parse(base).method).toBeUndefined();
    expect(RecipeInput.parse({ ...base, method: "stirred" }).method).toBe("stirred");
    expect(RecipeInput.parse({ ...base, method: "Stir" }).method).toBe("stirred");
    // An imported method we have no word for survives a save of the form that shows it.
    expect(RecipeInput.parse({ ...base, method: "Layer" }).method).toBe("Layer");
    expect(RecipeInput.safeParse({ ...base, method: "x".repeat(41) }).success).toBe(false);
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
