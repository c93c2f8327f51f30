import { describe, expect, it } from "vitest";
import { IMPORT_EXAMPLE, ImportFile, ImportItem, importJsonSchema } from "./import-schema";
import { MUDDLE_THREE } from "./test-fixtures";

describe("ImportItem", () => {
  it("accepts the documented example and our test recipes, filling the form's defaults", () => {
    expect(ImportFile.safeParse(IMPORT_EXAMPLE).success).toBe(true);
    const parsed = ImportFile.parse(MUDDLE_THREE);
    expect(parsed[0]).toMatchObject({
      prep_minutes: 5,
      total_minutes: 7,
      images: [],
      tags: ["shaken", "honey"],
      categories: ["Classic", "Sour"],
    });
    expect(parsed[0]?.ingredients[0]).toMatchObject({ optional: false, garnish: false, substitutes: [] });
  });

  it("refuses /uploads paths from another site, ids and unknown fields", () => {
    const base = { name: "X", ingredients: [{ name: "Gin" }] };
    expect(ImportItem.safeParse({ ...base, images: [{ url: "/uploads/recipe-images/a/b.webp" }] }).success).toBe(false);
    expect(ImportItem.safeParse({ ...base, category_ids: [1] }).success).toBe(false);
    expect(
      ImportItem.safeParse({ ...base, ingredients: [{ name: "Gin", ingredient_id: crypto.randomUUID() }] }).success,
    ).toBe(false);
  });

  it("accepts the recipe's video link, difficulty, cook time and dietary flags, and refuses other videos", () => {
    const base = { name: "X", ingredients: [{ name: "Gin" }] };
    const full = ImportItem.parse({
      ...base,
      video_url: "https://youtu.be/M7lc1UVf-VE",
      difficulty: "intermediate",
      cook_minutes: 10,
      is_vegan: true,
    });
    expect(full).toMatchObject({ difficulty: "intermediate", cook_minutes: 10, is_vegan: true, is_vegetarian: false });
    const video = ImportItem.safeParse({ ...base, video_url: "https://example.com/how-to.mp4" });
    expect(video.error?.issues[0]).toMatchObject({
      path: ["video_url"],
      message: expect.stringMatching(/YouTube or Vimeo/),
    });
    expect(ImportItem.safeParse({ ...base, difficulty: "hard" }).error?.issues[0]?.path).toEqual(["difficulty"]);
  });

  it("needs a name and at least one ingredient", () => {
    const noIngredients = ImportItem.safeParse({ name: "X", ingredients: [] });
    expect(noIngredients.error?.issues[0]).toMatchObject({
      path: ["ingredients"],
      message: "Add at least one ingredient",
    });
    expect(ImportItem.safeParse({ ingredients: [{ name: "Gin" }] }).error?.issues[0]?.path).toEqual(["name"]);
  });
});

describe("importJsonSchema", () => {
  it("publishes a titled, described draft 2020-12 schema with the example", () => {
    const schema = importJsonSchema("https://muddle.example/api/v1/schemas/recipe-import.json");
    expect(schema).toMatchObject({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://muddle.example/api/v1/schemas/recipe-import.json",
      title: "Muddle recipe import",
      type: "array",
      maxItems: 5000,
      examples: [IMPORT_EXAMPLE],
    });
    expect(String(schema.description)).toContain("draft");
    const item = (schema as { items: { required: string[]; properties: Record<string, unknown> } }).items;
    expect(item.required).toEqual(["name", "ingredients"]);
    expect(Object.keys(item.properties)).toEqual(
      expect.arrayContaining([
        "categories",
        "cocktail_types",
        "tags",
        "steps",
        "glass",
        "method",
        "nutrition",
        "difficulty",
        "video_url",
        "cook_minutes",
        "is_vegetarian",
        "is_vegan",
        "is_gluten_free",
      ]),
    );
  });
});
