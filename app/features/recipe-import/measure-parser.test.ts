import { describe, expect, it } from "vitest";
import {
  ingredientWithMeasure,
  normaliseText,
  normaliseUnit,
  parseIngredientLine,
  parseMeasure,
  parseNumber,
} from "./measure-parser";

describe("parseNumber", () => {
  it.each([
    ["2", 2],
    ["1/2", 0.5],
    ["1 1/2", 1.5],
    ["0.75", 0.75],
    [".75", 0.75],
    ["1,5", 1.5],
    ["1/3", 0.333],
  ])("reads %s as %d", (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it("refuses what is not a number", () => {
    expect(parseNumber("abc")).toBeUndefined();
    expect(parseNumber("1/0")).toBeUndefined();
  });
});

describe("normaliseText", () => {
  it("turns unicode fractions into ascii ones, joined to a whole number", () => {
    expect(normaliseText("1½ oz")).toBe("1 1/2 oz");
    expect(normaliseText("½ oz")).toBe("1/2 oz");
    expect(normaliseText("2 ¾ oz")).toBe("2 3/4 oz");
    expect(normaliseText("1\u20442\u00a0oz")).toBe("1/2 oz");
  });
});

describe("normaliseUnit", () => {
  it.each([
    ["oz", "oz"],
    ["Ounces", "oz"],
    ["fl oz", "oz"],
    ["dashes", "dash"],
    ["Tbsp.", "tbsp"],
    ["teaspoons", "tsp"],
    ["bar spoon", "barspoon"],
    ["ML", "ml"],
    ["cl", "cl"],
    ["grams", "g"],
    ["cups", "cup"],
    // Bar Assistant's own unit words (issue 13: "topup", "whole" and "peel" were kept raw).
    ["topup", "top"],
    ["Topup", "top"],
    ["top up", "top"],
    ["whole", "unit"],
    ["peel", "peel"],
    ["slices", "slice"],
    ["leaves", "leaf"],
  ])("stores %s as %s", (spelling, unit) => {
    expect(normaliseUnit(spelling)).toBe(unit);
  });

  it("has no unit for blank text or a number", () => {
    expect(normaliseUnit("  ")).toBeUndefined();
    expect(normaliseUnit("1")).toBeUndefined();
    expect(normaliseUnit(null)).toBeUndefined();
  });
});

describe("parseIngredientLine", () => {
  it.each([
    ["2 oz London dry gin", { quantity: 2, unit: "oz", name: "London dry gin" }],
    ["1 1/2 oz lime juice", { quantity: 1.5, unit: "oz", name: "lime juice" }],
    ["½ oz simple syrup", { quantity: 0.5, unit: "oz", name: "simple syrup" }],
    ["1½ oz Campari", { quantity: 1.5, unit: "oz", name: "Campari" }],
    ["0.75 oz fresh lemon juice", { quantity: 0.75, unit: "oz", name: "fresh lemon juice" }],
    ["3/4 ounce Cointreau", { quantity: 0.75, unit: "oz", name: "Cointreau" }],
    ["50ml vodka", { quantity: 50, unit: "ml", name: "vodka" }],
    ["5 cl tequila", { quantity: 5, unit: "cl", name: "tequila" }],
    ["1-2 dashes Angostura bitters", { quantity: 1, unit: "dash", name: "Angostura bitters" }],
    ["2–3 dashes orange bitters", { quantity: 2, unit: "dash", name: "orange bitters" }],
    ["1 to 2 tsp sugar", { quantity: 1, unit: "tsp", name: "sugar" }],
    ["2 dashes of Peychaud's bitters", { quantity: 2, unit: "dash", name: "Peychaud's bitters" }],
    ["Dash of Angostura bitters", { quantity: 1, unit: "dash", name: "Angostura bitters" }],
    ["a splash of soda water", { quantity: 1, unit: "splash", name: "soda water" }],
    ["1 barspoon maraschino", { quantity: 1, unit: "barspoon", name: "maraschino" }],
    ["1 bar spoon Luxardo", { quantity: 1, unit: "barspoon", name: "Luxardo" }],
    ["2 tablespoons honey syrup", { quantity: 2, unit: "tbsp", name: "honey syrup" }],
    ["1 cup crushed ice", { quantity: 1, unit: "cup", name: "crushed ice" }],
    ["10 g sugar", { quantity: 10, unit: "g", name: "sugar" }],
    ["2 sprigs mint", { quantity: 2, unit: "sprig", name: "mint" }],
    ["6 mint leaves", { quantity: 6, unit: undefined, name: "mint leaves" }],
    ["1 egg white", { quantity: 1, unit: undefined, name: "egg white" }],
    ["Half an ounce of cream", { quantity: 0.5, unit: "oz", name: "cream" }],
    ["two dashes bitters", { quantity: 2, unit: "dash", name: "bitters" }],
    ["about 8 drops saline", { quantity: 8, unit: "drop", name: "saline" }],
    ["2 oz. bourbon", { quantity: 2, unit: "oz", name: "bourbon" }],
  ])("reads %s", (line, expected) => {
    expect(parseIngredientLine(line)).toMatchObject(expected);
  });

  it("never takes the start of a word for a unit", () => {
    expect(parseIngredientLine("1 oz gin")).toMatchObject({ unit: "oz", name: "gin" });
    expect(parseIngredientLine("1 lime, cut into wedges")).toEqual({
      name: "lime",
      quantity: 1,
      unit: undefined,
      note: "cut into wedges",
      optional: false,
      garnish: false,
    });
    expect(parseIngredientLine("7-Up")).toMatchObject({ name: "7-Up", quantity: undefined });
    expect(parseIngredientLine("Tennessee whiskey")).toMatchObject({ name: "Tennessee whiskey", quantity: undefined });
  });

  it("keeps a line without a measure whole", () => {
    expect(parseIngredientLine("Ice")).toEqual({ name: "Ice", optional: false, garnish: false });
    expect(parseIngredientLine("Can of cola")).toMatchObject({ name: "Can of cola", quantity: undefined });
  });

  it("keeps the line as the name when only a measure is given", () => {
    expect(parseIngredientLine("2 oz")).toEqual({ name: "2 oz", optional: false, garnish: false });
  });

  it("moves an alternative measure and text after a comma into the note", () => {
    expect(parseIngredientLine("2 oz (60 ml) gin")).toMatchObject({
      quantity: 2,
      unit: "oz",
      name: "gin",
      note: "60 ml",
    });
    expect(parseIngredientLine("2 oz / 60 ml rye whiskey")).toMatchObject({ name: "rye whiskey", note: "60 ml" });
    expect(parseIngredientLine("1 oz lemon juice, freshly squeezed")).toMatchObject({
      name: "lemon juice",
      note: "freshly squeezed",
    });
  });

  it("reads 'juice of' as a count of fruit", () => {
    expect(parseIngredientLine("Juice of 1/2 lime")).toMatchObject({
      name: "Lime juice",
      quantity: 0.5,
      unit: "unit",
      note: "juice of 1/2 lime",
    });
    expect(parseIngredientLine("juice of 2 lemons")).toMatchObject({ name: "Lemon juice", quantity: 2 });
    expect(parseIngredientLine("Juice of a grapefruit")).toMatchObject({ name: "Grapefruit juice", quantity: 1 });
  });

  it("notes 'to taste' and reads topping up", () => {
    expect(parseIngredientLine("Salt, to taste")).toMatchObject({
      name: "Salt",
      note: "to taste",
      quantity: undefined,
    });
    expect(parseIngredientLine("Sugar to taste")).toMatchObject({ name: "Sugar", note: "to taste" });
    expect(parseIngredientLine("Top with soda water")).toMatchObject({ name: "soda water", unit: "top" });
    expect(parseIngredientLine("Prosecco, to top")).toMatchObject({ name: "Prosecco", unit: "top" });
  });

  it("marks garnishes and optional ingredients", () => {
    expect(parseIngredientLine("Lime wheel, for garnish")).toMatchObject({ name: "Lime wheel", garnish: true });
    expect(parseIngredientLine("Garnish: orange twist")).toMatchObject({ name: "orange twist", garnish: true });
    expect(parseIngredientLine("1 twist lemon peel to garnish")).toMatchObject({
      quantity: 1,
      unit: "twist",
      name: "lemon peel",
      garnish: true,
    });
    expect(parseIngredientLine("1/4 oz orgeat (optional)")).toMatchObject({
      quantity: 0.25,
      name: "orgeat",
      optional: true,
    });
  });
});

describe("parseMeasure", () => {
  it.each([
    ["1 1/2 oz ", { quantity: 1.5, unit: "oz" }],
    ["2 cl", { quantity: 2, unit: "cl" }],
    ["1 dash", { quantity: 1, unit: "dash" }],
    ["dash", { quantity: 1, unit: "dash" }],
    ["2-3 oz", { quantity: 2, unit: "oz" }],
    ["1 tblsp", { quantity: 1, unit: "tbsp" }],
    ["3 parts", { quantity: 3, unit: "part" }],
    ["2 shots", { quantity: 2, unit: "shot" }],
    ["1/2", { quantity: 0.5, unit: undefined }],
    ["Fill with", { unit: "top" }],
    ["Top up with", { unit: "top" }],
  ])("reads %s", (measure, expected) => {
    expect(parseMeasure(measure)).toMatchObject({ ...expected, juiceOf: false });
  });

  it("keeps unreadable measures as the note", () => {
    expect(parseMeasure("to taste")).toEqual({ juiceOf: false, note: "to taste" });
    expect(parseMeasure("Garnish with")).toEqual({ juiceOf: false, note: "Garnish with" });
    expect(parseMeasure("")).toEqual({ juiceOf: false });
    expect(parseMeasure(null)).toEqual({ juiceOf: false });
  });

  it("reads 'Juice of 1/2' as a count of fruit", () => {
    expect(parseMeasure("Juice of 1/2")).toEqual({ quantity: 0.5, unit: "unit", juiceOf: true, note: "Juice of 1/2" });
  });
});

describe("ingredientWithMeasure", () => {
  it("turns 'Juice of 1/2' Lemon into half a unit of lemon juice", () => {
    expect(ingredientWithMeasure("Lemon", "Juice of 1/2")).toEqual({
      name: "Lemon juice",
      quantity: 0.5,
      unit: "unit",
      note: "Juice of 1/2 Lemon",
      optional: false,
      garnish: false,
    });
  });

  it("applies a plain measure and keeps a bare ingredient as it is", () => {
    expect(ingredientWithMeasure("Light rum", "1 1/2 oz ")).toMatchObject({
      name: "Light rum",
      quantity: 1.5,
      unit: "oz",
    });
    expect(ingredientWithMeasure("Ice", null)).toEqual({
      name: "Ice",
      quantity: undefined,
      unit: undefined,
      note: undefined,
      optional: false,
      garnish: false,
    });
  });
});

describe("parseIngredientLine asides", () => {
  it("moves a trailing parenthetical into the note", () => {
    expect(parseIngredientLine("1/2 oz orgeat (almond syrup)")).toMatchObject({
      quantity: 0.5,
      unit: "oz",
      name: "orgeat",
      note: "almond syrup",
    });
    expect(parseIngredientLine("2 oz gin (such as Beefeater), chilled")).toMatchObject({
      name: "gin",
      note: "such as Beefeater; chilled",
    });
  });
});

describe("parseIngredientLine commas", () => {
  it("does not split inside parentheses", () => {
    expect(parseIngredientLine("2 oz gin (Beefeater, Tanqueray)")).toMatchObject({
      name: "gin",
      note: "Beefeater, Tanqueray",
    });
  });
});

// Issue 13: real lines the hand-written parser misread (recipe-scrapers' test pages, TheCocktailDB,
// Bar Assistant's data). Each of these failed on the old parser.
describe("real ingredient lines", () => {
  it("keeps both ends of a range", () => {
    expect(parseIngredientLine("2-3 tablespoons fresh lemon juice (juice of about 1 lemon)")).toMatchObject({
      quantity: 2,
      quantity_max: 3,
      unit: "tbsp",
      name: "fresh lemon juice",
      note: "juice of about 1 lemon",
    });
    expect(parseIngredientLine("3/4 - 1 cup heavy cream")).toMatchObject({ quantity: 0.75, quantity_max: 1 });
    expect(parseIngredientLine("1 to 2 Tablespoon(s) lemon juice")).toMatchObject({
      quantity: 1,
      quantity_max: 2,
      unit: "tbsp",
      name: "lemon juice",
    });
    // TheCocktailDB's Mojito, Bloody Mary and Tomato Tang.
    expect(parseMeasure("2-3 oz ")).toMatchObject({ quantity: 2, quantity_max: 3, unit: "oz" });
    expect(parseMeasure("2-3 drops ")).toMatchObject({ quantity: 2, quantity_max: 3, unit: "drop" });
    expect(parseMeasure("1-2 tblsp ")).toMatchObject({ quantity: 1, quantity_max: 2, unit: "tbsp" });
  });

  it("has no top for a single amount", () => {
    expect(parseIngredientLine("2 oz London dry gin").quantity_max).toBeUndefined();
    expect(parseMeasure("2 cl").quantity_max).toBeUndefined();
  });

  it.each([
    ["1 pound asparagus", { quantity: 1, unit: "lb", name: "asparagus" }],
    ["1 pound large shrimp, deveined (peeled or unpeeled)", { unit: "lb", name: "large shrimp" }],
    ["1 kg potatis", { quantity: 1, unit: "kg", name: "potatis" }],
    ["3 cloves garlic, smashed", { quantity: 3, unit: "clove", name: "garlic", note: "smashed" }],
    ["1 pint heavy whipping cream", { quantity: 1, unit: "pint", name: "heavy whipping cream" }],
    ["2 tablespoon(s) tarragon", { quantity: 2, unit: "tbsp", name: "tarragon" }],
    ["4-5 tablespoon(s) olive oil", { quantity: 4, quantity_max: 5, unit: "tbsp", name: "olive oil" }],
    ["2 Tbs. rendered bacon fat", { quantity: 2, unit: "tbsp", name: "rendered bacon fat" }],
    ["2 (15 ounce) cans pumpkin puree", { quantity: 2, unit: "can", name: "pumpkin puree", note: "15 ounce" }],
  ])("reads the unit of %s instead of leaving it in the name", (line, expected) => {
    expect(parseIngredientLine(line)).toMatchObject(expected);
  });

  it("reads Bar Assistant's units in a line", () => {
    expect(parseIngredientLine("1 top Club soda")).toMatchObject({ quantity: 1, unit: "top", name: "Club soda" });
    expect(parseIngredientLine("1 topup Club soda")).toMatchObject({ unit: "top", name: "Club soda" });
    expect(parseIngredientLine("1 whole Egg")).toMatchObject({ quantity: 1, unit: "unit", name: "Egg" });
    expect(parseIngredientLine("3 peel Grapefruit")).toMatchObject({ quantity: 3, unit: "peel", name: "Grapefruit" });
    expect(parseIngredientLine("1 bsp sugar syrup")).toMatchObject({ unit: "barspoon", name: "sugar syrup" });
  });

  it("reads a garnish sentence as the garnish it names", () => {
    expect(parseIngredientLine("Garnish with a lime wheel.")).toMatchObject({
      name: "lime wheel",
      quantity: 1,
      garnish: true,
    });
    expect(parseIngredientLine("Optionally garnish with a lemon or orange zest.")).toMatchObject({
      name: "lemon or orange zest",
      garnish: true,
      optional: true,
    });
    expect(parseIngredientLine("To garnish: thyme sprigs, grated parmesan cheese")).toMatchObject({
      name: "thyme sprigs",
      note: "grated parmesan cheese",
      garnish: true,
    });
  });

  it("drops a list bullet or a dash before the name", () => {
    expect(parseIngredientLine("- 1 cup sugar")).toMatchObject({ quantity: 1, unit: "cup", name: "sugar" });
    expect(parseIngredientLine("800g - Chicken Breast (1.7lb)")).toMatchObject({
      quantity: 800,
      unit: "g",
      name: "Chicken Breast",
      note: "1.7lb",
    });
  });

  it("keeps a nested aside whole in the note", () => {
    expect(
      parseIngredientLine("1 cup cheddar cheese ((shredded, divided - or use fiesta blend shredded cheese))"),
    ).toMatchObject({ name: "cheddar cheese", note: "shredded, divided - or use fiesta blend shredded cheese" });
  });

  it("reads a decimal comma and a number that is part of a word", () => {
    expect(parseIngredientLine("1,5 cl Cointreau")).toMatchObject({ quantity: 1.5, unit: "cl", name: "Cointreau" });
    expect(parseIngredientLine("1 1/2-inch knob ginger")).toMatchObject({ name: "1 1/2-inch knob ginger" });
  });
});
