import { describe, expect, it } from "vitest";
import { SEED_INGREDIENTS } from "../../../db/seed/data/ingredients";
import { ALIAS_TARGETS, INGREDIENT_ALIASES } from "./ingredient-aliases";
import { ingredientKey, isTypoOf, singular } from "./ingredient-names";

describe("ingredientKey", () => {
  it.each([
    ["Peychauds Bitters", "Peychaud's Bitters"],
    ["Lime juice", "Fresh Lime Juice"],
    ["Tequila Blanco", "Blanco Tequila"],
    ["creme de cassis", "Crème de Cassis"],
    ["Fernet Branca", "Fernet-Branca"],
    ["Scotch whisky", "Scotch Whiskey"],
    ["Fresh Raspberry", "Fresh Raspberries"],
    ["Lemon & Honey", "lemon and honey"],
    ["Freshly squeezed orange juice", "Orange Juice"],
  ])("reads %s as %s", (written, catalogue) => {
    expect(ingredientKey(written)).toBe(ingredientKey(catalogue));
  });

  it.each([
    ["Lemon Juice", "Lime Juice"],
    ["Dry Vermouth", "Sweet Vermouth"],
    ["Sloe Gin", "Gin"],
    ["Orange Bitters", "Orange Juice"],
  ])("keeps %s apart from %s", (a, b) => {
    expect(ingredientKey(a)).not.toBe(ingredientKey(b));
  });

  it("makes words singular without breaking the ones that end in s", () => {
    expect(["berries", "tomatoes", "peaches", "bitters", "citrus", "anis", "glass"].map(singular)).toEqual([
      "berry",
      "tomato",
      "peach",
      "bitter",
      "citrus",
      "anis",
      "glass",
    ]);
  });
});

describe("isTypoOf", () => {
  const typo = (a: string, b: string) => isTypoOf(ingredientKey(a), ingredientKey(b));

  it.each([
    ["Cointreu", "Cointreau"],
    ["Campri", "Campari"],
    ["Maraschnio Liqueur", "Maraschino Liqueur"],
    ["Chartreuse Grean", "Green Chartreuse"],
  ])("reads %s as a typo of %s", (a, b) => {
    expect(typo(a, b)).toBe(true);
  });

  it.each([
    ["Lemon", "Lime"],
    ["Ginger Ale", "Ginger Beer"],
    ["Lemon Soda", "Lemon-Lime Soda"],
    ["Blood Orange Juice", "Orange Juice"],
    ["Dry Vermouth", "Sweet Vermouth"],
    ["Aperol", "Campari"],
  ])("keeps %s apart from %s", (a, b) => {
    expect(typo(a, b)).toBe(false);
  });
});

describe("the aliases", () => {
  it("name only seeded catalogue ingredients", () => {
    const catalogue = new Set(SEED_INGREDIENTS.map((i) => i.name));
    for (const target of Object.keys(INGREDIENT_ALIASES)) expect(catalogue, target).toContain(target);
  });

  it("never give one name two meanings, nor shadow a catalogue name", () => {
    const keys = Object.values(INGREDIENT_ALIASES).flat().map(ingredientKey);
    expect(new Set(keys).size).toBe(keys.length);
    const catalogueKeys = new Set(SEED_INGREDIENTS.map((i) => ingredientKey(i.name)));
    for (const [key, target] of ALIAS_TARGETS) expect(catalogueKeys.has(key), `${key} → ${target}`).toBe(false);
  });
});
