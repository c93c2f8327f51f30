import { describe, expect, it } from "vitest";
import { groupIngredients, groupName, inGroupOrder } from "./ingredient-groups";

const lines = [
  { name: "Bourbon", group: "" },
  { name: "Mint Sprig", group: "Garnish" },
  { name: "Lemon", group: null },
  { name: "Sugar", group: "For the syrup" },
  { name: "Lemon Wheel", group: "Garnish" },
];

describe("ingredient groups", () => {
  it("names a blank group as the default heading", () => {
    expect(groupName(" ")).toBe("Main Ingredients");
    expect(groupName(undefined)).toBe("Main Ingredients");
    expect(groupName(" Garnish ")).toBe("Garnish");
  });

  it("gathers each group's lines under its heading, headings in order of first appearance", () => {
    expect(groupIngredients(lines, (l) => l.group).map((g) => [g.name, g.items.map((i) => i.name)])).toEqual([
      ["Main Ingredients", ["Bourbon", "Lemon"]],
      ["Garnish", ["Mint Sprig", "Lemon Wheel"]],
      ["For the syrup", ["Sugar"]],
    ]);
    expect(inGroupOrder(lines, (l) => l.group).map((l) => l.name)).toEqual([
      "Bourbon",
      "Lemon",
      "Mint Sprig",
      "Lemon Wheel",
      "Sugar",
    ]);
  });
});
