/**
 * Our own recipe pages' JSON-LD comes back through the schema.org importer as the same recipe
 * (issue 13, Formats item 4; issue 18 "Read right by the importers people use"): ingredientLine
 * writes "1 Lime Wheel, for garnish", "Orgeat (optional)", "2 oz Gin or Genever" and
 * "1 oz Rum (preferably Smith & Cross)"; the importer must read the garnish, the optional flag, the
 * substitutes and the note back, not leave them in the name. Every demo recipe is tried.
 */
import { describe, expect, it } from "vitest";
import { recipeJsonLd } from "~/features/recipes/components/recipe-page/recipe-page-meta";
import { DEMO_RECIPES, recipeDetail } from "~/features/recipes/recipe-detail-fixtures";
import type { RecipeDetail } from "~/features/recipes/recipe-types";
import { fromSchemaOrg } from "./from-schema-org";
import { ImportItem } from "./import-schema";
import { parseImport } from "./parse-import";

type Line = Pick<
  RecipeDetail["ingredients"][number],
  "name" | "quantity" | "quantity_max" | "unit" | "optional" | "garnish" | "note"
> & { substitutes?: string[] };

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
    name: "Gin",
    quantity: 2,
    quantity_max: null,
    unit: "oz",
    optional: true,
    garnish: false,
    note: null,
    substitutes: ["Genever", "Old Tom Gin"],
  },
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
  return recipeDetail({
    name: "Mai Tai",
    slug: "mai-tai",
    description: "Trader Vic's, more or less.",
    prep_minutes: 3,
    total_minutes: 5,
    method: "shaken",
    ingredients: lines.map((line, i) => ({
      ...line,
      id: `ri${i}`,
      ingredient_id: `i${i}`,
      substitutes: line.substitutes ?? [],
      group: "Main Ingredients",
      unit_type: "volume",
    })),
    steps: [{ step_number: 1, step_description: "Shake with ice.", estimated_time: null, step_image_url: null }],
    categories: [],
    cocktail_types: [],
    tags: [],
    nutrition: null,
  });
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
    expect(jsonLd.recipeIngredient).toContain("2 oz Gin or Genever or Old Tom Gin (optional)");

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
        ...(i.substitutes.length ? { substitutes: i.substitutes } : {}),
      })),
    ).toEqual(LINES);
  });

  it("gives back every demo recipe through the bulk import: ingredients with amounts, units and markers, and steps", () => {
    expect(DEMO_RECIPES.length).toBeGreaterThanOrEqual(45);
    // One pasted document holding every demo page's Recipe JSON-LD, as a member would bulk-import them.
    const pages = DEMO_RECIPES.map(({ detail }) =>
      recipeJsonLd({
        recipe: detail,
        url: `https://muddle.example/r/${detail.slug}`,
        origin: "https://muddle.example",
      }),
    );
    const imported = parseImport(JSON.stringify(pages));
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    expect(imported.format).toBe("schema-org");
    expect(imported.items).toHaveLength(DEMO_RECIPES.length);
    for (const [n, { seed }] of DEMO_RECIPES.entries()) {
      const parsed = imported.items[n];
      if (!parsed) throw new Error(`${seed.name} was not imported`);
      expect(parsed.name).toBe(seed.name);
      expect(
        parsed.ingredients.map((i) => ({
          ingredient: i.name,
          quantity: i.quantity ?? null,
          unit: i.unit ?? "unit",
          optional: i.optional,
          garnish: i.garnish,
          substitutes: i.substitutes,
          note: i.note ?? null,
        })),
        seed.name,
      ).toEqual(
        seed.ingredients.map((i) => ({
          ingredient: i.ingredient,
          quantity: i.quantity,
          // A unit without an amount ("Sea Salt", unit g, no quantity) is not shown on the page or written.
          unit: i.quantity === null && i.unit !== "top" ? "unit" : i.unit,
          optional: i.optional ?? false,
          garnish: i.garnish ?? false,
          substitutes: i.substitutes ?? [],
          note: null,
        })),
      );
      expect(
        parsed.steps.map((step) => (typeof step === "string" ? step : step.text)),
        seed.name,
      ).toEqual(seed.steps);
      expect(parsed.prep_minutes).toBe(seed.prepMinutes);
      expect(parsed.total_minutes).toBe(seed.totalMinutes);
      expect(parsed.recipe_yield).toBe(seed.recipeYield);
    }
  });
});
