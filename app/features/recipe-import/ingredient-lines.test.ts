import { describe, expect, it } from "vitest";
import { headingOf, isUnreadable, readIngredientLines, withLeftovers } from "./ingredient-lines";

describe("readIngredientLines", () => {
  it("makes a heading the group of the lines under it, and no ingredient", () => {
    // recipe-scrapers' test pages: "For the strawberry sauce:", "To garnish:".
    const { ingredients, leftovers } = readIngredientLines([
      "1 cup heavy cream",
      "For the strawberry sauce:",
      "2 cups strawberries",
      "To garnish:",
      "fresh mint leaves",
    ]);
    expect(ingredients.map((i) => [i.name, i.group, i.garnish, i.source])).toEqual([
      ["heavy cream", undefined, false, 0],
      ["strawberries", "For the strawberry sauce", false, 2],
      ["fresh mint leaves", "Garnish", true, 4],
    ]);
    expect(leftovers).toEqual([]);
  });

  it("hands back placeholders and sentences instead of making ingredients of them", () => {
    const { ingredients, leftovers } = readIngredientLines([
      "2 oz gin",
      "N/A",
      "You will also need a cocktail shaker and a fine strainer.",
      "- 1 cup sugar",
    ]);
    expect(ingredients.map((i) => i.name)).toEqual(["gin", "sugar"]);
    expect(ingredients.map((i) => i.source)).toEqual([0, 3]);
    expect(leftovers).toEqual(["N/A", "You will also need a cocktail shaker and a fine strainer."]);
  });

  it("keeps the garnish sentence as a garnish, not a leftover", () => {
    const { ingredients, leftovers } = readIngredientLines(["Garnish with a lime wheel."]);
    expect(ingredients).toMatchObject([{ name: "lime wheel", garnish: true }]);
    expect(leftovers).toEqual([]);
  });
});

describe("headingOf and isUnreadable", () => {
  it.each([
    ["For the noodles:", "For the noodles"],
    ["DIPPING SAUCE:", "DIPPING SAUCE"],
    ["For the Brownies: ", "For the Brownies"],
    ["For garnish", "For garnish"],
    ["2 oz gin", undefined],
    ["Garnish: orange twist", undefined],
    ["For frying, 2 cups oil", undefined],
  ])("reads %j as heading %j", (line, heading) => {
    expect(headingOf(line)).toBe(heading);
  });

  it.each([
    ["N/A", true],
    ["n/a", true],
    ["-", true],
    ["1/2", true],
    ["Sprinkle ground nutmeg over the top of the drink.", true],
    ["Ice", false],
    ["Lime wheel.", false],
    ["2 oz gin, preferably something London dry and not too sweet.", false],
  ])("%j is unreadable: %s", (line, unreadable) => {
    expect(isUnreadable(line)).toBe(unreadable);
  });
});

describe("withLeftovers", () => {
  it("adds what was no ingredient to the description as its own paragraph", () => {
    expect(withLeftovers("A bright sour.", ["N/A"])).toBe("A bright sour.\n\nFrom the ingredient list: N/A");
    expect(withLeftovers(undefined, ["N/A", "Serve cold."])).toBe("From the ingredient list: N/A; Serve cold.");
    expect(withLeftovers("A bright sour.", [])).toBe("A bright sour.");
  });
});
