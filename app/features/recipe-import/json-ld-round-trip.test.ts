/**
 * Our own recipe pages' JSON-LD comes back through the schema.org importer as the same recipe
 * (issue 13, Formats item 4): ingredientLine writes "1 Lime Wheel, for garnish", "Orgeat (optional)"
 * and "1 oz Rum (preferably Smith & Cross)"; the importer must read the garnish, the optional flag and
 * the note back, not leave them in the name.
 */
import { describe, expect, it } from "vitest";
import { recipeJsonLd } from "~/features/recipes/components/recipe-page/recipe-page-meta";
import type { RecipeDetail } from "~/features/recipes/recipe-types";
import { fromSchemaOrg } from "./from-schema-org";
import { ImportItem } from "./import-schema";

type Line = Pick<
  RecipeDetail["ingredients"][number],
  "name" | "quantity" | "quantity_max" | "unit" | "optional" | "garnish" | "note"
>;

const LINES: Line[] = [
  {
    name: "Rum",
    quantity: 1,
    quantity_max: null,
    unit: "oz",
    optional: false,
    garnish: false,
    note: "preferably Smith & Cross",
  },
  { name: "Lime Juice", quantity: 0.75, quantity_max: null, unit: "oz", optional: false, garnish: false, note: null },
  { name: "Orgeat", quantity: null, quantity_max: null, unit: null, optional: true, garnish: false, note: null },
  { name: "Simple Syrup", quantity: 0.25, quantity_max: 0.5, unit: "oz", optional: false, garnish: false, note: null },
  {
    name: "Angostura Bitters",
    quantity: 2,
    quantity_max: null,
    unit: "dash",
    optional: true,
    garnish: false,
    note: null,
  },
  // A top has no amount: the line must still say so ("Top with Soda Water"), or it reads back as a plain ingredient.
  { name: "Soda Water", quantity: null, quantity_max: null, unit: "top", optional: false, garnish: false, note: null },
  { name: "Ginger Beer", quantity: null, quantity_max: null, unit: "top", optional: true, garnish: false, note: null },
  { name: "Lime Wheel", quantity: 1, quantity_max: null, unit: null, optional: false, garnish: true, note: null },
  {
    name: "Mint Sprig",
    quantity: null,
    quantity_max: null,
    unit: null,
    optional: true,
    garnish: true,
    note: "slapped",
  },
];

function recipe(lines: Line[]): RecipeDetail {
  return {
    id: "r1",
    name: "Mai Tai",
    slug: "mai-tai",
    description: "Trader Vic's, more or less.",
    image_url: null,
    created_at: "2025-01-01T00:00:00.000Z",
    published_at: "2025-01-02T00:00:00.000Z",
    updated_at: "2025-01-03T00:00:00.000Z",
    prep_minutes: 3,
    cook_minutes: null,
    total_minutes: 5,
    recipe_yield: null,
    method: "shaken",
    difficulty: null,
    video_url: null,
    video_embed_url: null,
    is_vegetarian: false,
    is_vegan: false,
    is_gluten_free: false,
    abv: null,
    glass: null,
    status: "published",
    is_public: true,
    followers_only: false,
    likes_count: 0,
    saves_count: 0,
    shares_count: 0,
    comments_count: 0,
    view_count: 0,
    aggregate_rating_value: null,
    aggregate_rating_count: 0,
    author: { id: "a1", username: "eve", first_name: null, last_name: null, profile_picture_url: null },
    images: [],
    ingredients: lines.map((line, i) => ({
      ...line,
      id: `ri${i}`,
      ingredient_id: `i${i}`,
      substitutes: [],
      group: "Main Ingredients",
      unit_type: "volume",
    })),
    steps: [{ step_number: 1, step_description: "Shake with ice.", estimated_time: null, step_image_url: null }],
    categories: [],
    cocktail_types: [],
    tags: [],
    nutrition: null,
  } as RecipeDetail;
}

describe("our JSON-LD through the schema.org importer", () => {
  it("gives back each ingredient's name, quantity, unit, garnish, optional flag and note", () => {
    const jsonLd = recipeJsonLd({
      recipe: recipe(LINES),
      url: "https://muddle.example/eve/mai-tai",
      origin: "https://muddle.example",
    });
    expect(jsonLd.recipeIngredient).toContain("1 Lime Wheel, for garnish");
    expect(jsonLd.recipeIngredient).toContain("Orgeat (optional)");
    expect(jsonLd.recipeIngredient).toContain("1 oz Rum (preferably Smith & Cross)");

    const { item } = fromSchemaOrg(JSON.parse(JSON.stringify(jsonLd)));
    const parsed = ImportItem.parse(item);
    expect(parsed.name).toBe("Mai Tai");
    expect(
      parsed.ingredients.map((i) => ({
        name: i.name,
        quantity: i.quantity ?? null,
        quantity_max: i.quantity_max ?? null,
        unit: i.unit ?? null,
        optional: i.optional,
        garnish: i.garnish,
        note: i.note ?? null,
      })),
    ).toEqual(LINES);
  });
});
