import { describe, expect, it } from "vitest";
import { fromBarAssistant, looksLikeBarAssistant } from "./from-bar-assistant";
import { ImportItem } from "./import-schema";
import { BAR_ASSISTANT_COCKTAIL } from "./test-fixtures";

describe("fromBarAssistant", () => {
  it("maps a Draft 04 cocktail to a valid import item", () => {
    const { item, ingredientSources } = fromBarAssistant(BAR_ASSISTANT_COCKTAIL);
    expect(item).toMatchObject({
      name: "Tommy's Margarita",
      description: "Agave syrup instead of triple sec.",
      steps: ["Add all ingredients to a shaker with ice.", "Shake well.", "Strain over fresh ice."],
      tags: ["sour", "agave"],
      glass: "Rocks",
      method: "shaken",
      images: [{ url: "https://images.example.com/tommys.jpg", caption: "© 2024 Bar Assistant" }],
    });
    expect(item.ingredients).toEqual([
      {
        name: "Tequila",
        quantity: 60,
        unit: "ml",
        optional: false,
        substitutes: ["Mezcal"],
        note: "Preferably blanco",
        abv: 40,
      },
      { name: "Lime juice", quantity: 30, unit: "ml", optional: false, substitutes: [], note: undefined },
      // amount_max is the top of the range (issue 13: it was written into the note as "up to 20 ml").
      {
        name: "Agave syrup",
        quantity: 15,
        quantity_max: 20,
        unit: "ml",
        optional: false,
        substitutes: [],
        note: undefined,
      },
      { name: "Saline solution", quantity: 2, unit: "dash", optional: true, substitutes: [], note: undefined },
      { name: "Lime wheel", optional: false, garnish: true, note: undefined },
    ]);
    expect(ingredientSources).toEqual([
      "ingredients[0]",
      "ingredients[1]",
      "ingredients[2]",
      "ingredients[3]",
      "garnish",
    ]);
    expect(ImportItem.safeParse(item).success).toBe(true);
  });

  it("reads Draft 01 image sources and skips local image paths", () => {
    const { item } = fromBarAssistant({
      ...BAR_ASSISTANT_COCKTAIL,
      images: [
        { source: "https://img.example/old.jpg", copyright: "Me" },
        { uri: "./local/path.png", copyright: "" },
      ],
    });
    expect(item.images).toEqual([{ url: "https://img.example/old.jpg", caption: "Me" }]);
  });

  it("recognises Bar Assistant objects by their own fields", () => {
    expect(looksLikeBarAssistant(BAR_ASSISTANT_COCKTAIL)).toBe(true);
    expect(looksLikeBarAssistant({ name: "X", ingredients: [{ name: "Gin", amount: 30, units: "ml" }] })).toBe(true);
    expect(looksLikeBarAssistant({ name: "X", ingredients: [{ name: "Gin", quantity: 1 }] })).toBe(false);
  });
});

// Issue 13: Bar Assistant's open data (bar-assistant/data) uses these unit words and garnishes.
describe("fromBarAssistant on its open data", () => {
  const cocktail = (extra: Record<string, unknown>) => ({ ...BAR_ASSISTANT_COCKTAIL, ...extra });

  it("maps every unit word of the data to ours", () => {
    const units = [
      "Topup",
      "topup",
      "top",
      "whole",
      "peel",
      "dashes",
      "Slices",
      "leaves",
      "sprigs",
      "Barspoon",
      "teaspoon",
    ];
    const { item } = fromBarAssistant(
      cocktail({ garnish: "", ingredients: units.map((u) => ({ name: "X", amount: 1, units: u })) }),
    );
    expect(item.ingredients.map((i) => i.unit)).toEqual([
      "top",
      "top",
      "top",
      "unit",
      "peel",
      "dash",
      "slice",
      "leaf",
      "sprig",
      "barspoon",
      "tsp",
    ]);
  });

  it("reads a garnish sentence as the garnish it names, and an instruction as the last step", () => {
    expect(fromBarAssistant(cocktail({ garnish: "Garnish with a lime wheel." })).item.ingredients.at(-1)).toMatchObject(
      {
        name: "lime wheel",
        garnish: true,
      },
    );
    const nutmeg = fromBarAssistant(cocktail({ garnish: "Sprinkle ground nutmeg on top." })).item;
    expect(nutmeg.steps?.at(-1)).toBe("Sprinkle ground nutmeg on top.");
    expect(nutmeg.ingredients.some((i) => i.garnish)).toBe(false);
    const two = fromBarAssistant(
      cocktail({ garnish: "pinch smoked sea salt for garnish\n\nlemon twist for garnish" }),
    ).item.ingredients.filter((i) => i.garnish);
    expect(two).toMatchObject([
      { name: "smoked sea salt", quantity: 1, unit: "pinch" },
      { name: "lemon twist", garnish: true },
    ]);
  });
});
