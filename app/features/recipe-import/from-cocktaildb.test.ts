import { describe, expect, it } from "vitest";
import { fromCocktailDb } from "./from-cocktaildb";
import { ImportItem } from "./import-schema";
import { COCKTAILDB_ENVELOPE } from "./test-fixtures";

const [margarita, whiskeySour, afterglow] = COCKTAILDB_ENVELOPE.drinks;

describe("fromCocktailDb", () => {
  it("maps a drink with its numbered ingredients and free-text measures", () => {
    const { item, ingredientSources } = fromCocktailDb(margarita!);
    expect(item).toMatchObject({
      name: "Margarita",
      categories: ["Ordinary Drink"],
      cocktail_types: [],
      tags: ["iba", "contemporaryclassic"],
      glass: "Cocktail glass",
      images: [{ url: "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg" }],
    });
    expect(item.steps).toHaveLength(1);
    expect(item.ingredients.map((i) => [i.name, i.quantity, i.unit])).toEqual([
      ["Tequila", 1.5, "oz"],
      ["Triple sec", 0.5, "oz"],
      ["Lime juice", 1, "oz"],
      ["Salt", undefined, undefined],
    ]);
    expect(ingredientSources).toEqual(["strIngredient1", "strIngredient2", "strIngredient3", "strIngredient4"]);
    expect(ImportItem.safeParse(item).success).toBe(true);
  });

  it("turns 'Juice of 1/2' Lemon into lemon juice and keeps every filled slot", () => {
    const { item } = fromCocktailDb(whiskeySour!);
    expect(item.ingredients).toEqual([
      { name: "Blended whiskey", quantity: 2, unit: "oz", note: undefined, optional: false, garnish: false },
      { name: "Lemon juice", quantity: 0.5, unit: "unit", note: "Juice of 1/2 Lemon", optional: false, garnish: false },
      { name: "Powdered sugar", quantity: 0.5, unit: "tsp", note: undefined, optional: false, garnish: false },
      { name: "Cherry", quantity: 1, unit: undefined, note: undefined, optional: false, garnish: false },
      { name: "Lemon", quantity: 0.5, unit: "slice", note: undefined, optional: false, garnish: false },
    ]);
    expect(item.tags).toEqual(["iba", "classic", "alcoholic"]);
  });

  it("files non-alcoholic drinks under the Non-Alcoholic cocktail type and reads parts", () => {
    const { item } = fromCocktailDb(afterglow!);
    expect(item.cocktail_types).toEqual(["Non-Alcoholic"]);
    expect(item.ingredients.map((i) => [i.quantity, i.unit])).toEqual([
      [1, "part"],
      [4, "part"],
      [4, "part"],
    ]);
  });

  it("keeps a YouTube or Vimeo strVideo as the video link, and nothing else", () => {
    const drink = { strDrink: "X", strIngredient1: "Gin" };
    expect(fromCocktailDb({ ...drink, strVideo: "https://www.youtube.com/watch?v=M7lc1UVf-VE" }).item.video_url).toBe(
      "https://www.youtube.com/watch?v=M7lc1UVf-VE",
    );
    expect(fromCocktailDb({ ...drink, strVideo: "https://example.com/x.mp4" }).item.video_url).toBeUndefined();
    expect(fromCocktailDb(margarita!).item.video_url).toBeUndefined();
  });

  it("keeps a measure it cannot read in the note", () => {
    const { item } = fromCocktailDb({ strDrink: "X", strIngredient1: "Sugar", strMeasure1: "Garnish with" });
    expect(item.ingredients[0]).toMatchObject({ name: "Sugar", quantity: undefined, note: "Garnish with" });
  });

  it("keeps both ends of a range measure (TheCocktailDB's Mojito: '2-3 oz ' Light rum)", () => {
    const { item } = fromCocktailDb({ strDrink: "Mojito", strIngredient1: "Light rum", strMeasure1: "2-3 oz " });
    expect(item.ingredients[0]).toMatchObject({ name: "Light rum", quantity: 2, quantity_max: 3, unit: "oz" });
    expect(ImportItem.safeParse(item).success).toBe(true);
  });
});
