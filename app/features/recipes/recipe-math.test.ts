import { describe, expect, it } from "vitest";
import {
  convertQuantity,
  formatAmount,
  formatNumber,
  fractionText,
  ingredientAmount,
  ingredientLine,
  isoDuration,
  parseScale,
  stepTitle,
} from "./recipe-math";

describe("formatNumber", () => {
  it("rounds to one decimal unless the number is whole", () => {
    expect(formatNumber(1.5)).toBe("1.5");
    expect(formatNumber(2)).toBe("2");
    expect(formatNumber(44.3603)).toBe("44.4");
    expect(formatNumber(1.96)).toBe("2");
    expect(formatNumber(0.25)).toBe("0.3");
  });

  it("shows zero as 0, never -0 or 0.0", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(0.01)).toBe("0");
    expect(formatNumber(-0.01)).toBe("0");
  });
});

describe("parseScale", () => {
  it("reads the factor, keeps it at or above 0, and falls back to 1 when unreadable", () => {
    expect(parseScale("2")).toBe(2);
    expect(parseScale("0.5")).toBe(0.5);
    expect(parseScale("0")).toBe(0);
    expect(parseScale("-3")).toBe(0);
    expect(parseScale("")).toBe(1);
    expect(parseScale("abc")).toBe(1);
  });
});

describe("convertQuantity", () => {
  it("converts oz and cl to ml with the spec's factors", () => {
    expect(convertQuantity(1, "oz", "ml").quantity).toBeCloseTo(29.5735);
    expect(convertQuantity(3, "cl", "ml")).toEqual({ quantity: 30, unit: "ml" });
  });

  it("converts ml and cl to oz", () => {
    expect(convertQuantity(29.5735, "ml", "oz").quantity).toBeCloseTo(1);
    expect(convertQuantity(3, "cl", "oz").quantity).toBeCloseTo(1.0144, 3);
  });

  it("leaves other units, weighed ounces and the original mode unchanged", () => {
    expect(convertQuantity(2, "dash", "ml")).toEqual({ quantity: 2, unit: "dash" });
    expect(convertQuantity(1, "unit", "oz")).toEqual({ quantity: 1, unit: "unit" });
    expect(convertQuantity(4, "oz", "ml", "weight")).toEqual({ quantity: 4, unit: "oz" });
    expect(convertQuantity(1, "oz", "original")).toEqual({ quantity: 1, unit: "oz" });
    expect(convertQuantity(1, null, "ml")).toEqual({ quantity: 1, unit: null });
  });
});

describe("ingredientAmount", () => {
  const twoOz = { quantity: 2, unit: "oz", unit_type: "volume" };

  it("scales quantities", () => {
    expect(ingredientAmount(twoOz, 2)).toBe("4 oz");
    expect(ingredientAmount({ quantity: 0.75, unit: "oz" }, 2)).toBe("1½ oz");
    expect(ingredientAmount({ quantity: 0.75, unit: "oz" }, 1.1)).toBe("0.8 oz");
    expect(ingredientAmount({ quantity: 7.5, unit: "ml" }, 3)).toBe("22.5 ml");
    expect(ingredientAmount({ quantity: 12.25, unit: "ml" }, 2)).toBe("24.5 ml");
    expect(ingredientAmount(twoOz, 0)).toBe("0 oz");
  });

  it("scales and converts together", () => {
    expect(ingredientAmount({ quantity: 1, unit: "oz" }, 1, "ml")).toBe("29.6 ml");
    expect(ingredientAmount({ quantity: 1.5, unit: "oz" }, 1, "ml")).toBe("44.4 ml");
    expect(ingredientAmount(twoOz, 2, "ml")).toBe("118.3 ml");
    expect(ingredientAmount({ quantity: 60, unit: "ml" }, 1, "oz")).toBe("2 oz");
  });

  it("shows nothing for an ingredient without a quantity, so the line is just the name", () => {
    expect(ingredientAmount({ quantity: null, unit: "top" }, 2, "ml")).toBeNull();
  });

  it("names counted units naturally", () => {
    expect(ingredientAmount({ quantity: 2, unit: "dash" })).toBe("2 dashes");
    expect(ingredientAmount({ quantity: 1, unit: "dash" })).toBe("1 dash");
    expect(ingredientAmount({ quantity: 8, unit: "unit" })).toBe("8");
    expect(formatAmount(3, null)).toBe("3");
  });
});

describe("an amount nobody scaled or converted", () => {
  it("keeps the author's digits instead of rounding them to one decimal", () => {
    expect(ingredientAmount({ quantity: 12.25, unit: "ml" })).toBe("12.25 ml");
    expect(ingredientAmount({ quantity: 0.3, unit: "oz" })).toBe("0.3 oz");
    expect(ingredientAmount({ quantity: 0.75, unit: "oz" }, 1, "oz")).toBe("¾ oz");
    // A float4 column hands back 0.1 as 0.10000000149011612.
    expect(ingredientAmount({ quantity: Math.fround(0.1), unit: "ml" })).toBe("0.1 ml");
  });

  it("reads ounces, spoons and counts as a bartender does", () => {
    expect(ingredientAmount({ quantity: 0.75, unit: "oz" })).toBe("¾ oz");
    expect(ingredientAmount({ quantity: 1.5, unit: "oz" })).toBe("1½ oz");
    expect(ingredientAmount({ quantity: 0.25, unit: "oz" })).toBe("¼ oz");
    expect(ingredientAmount({ quantity: 0.33, unit: "oz" })).toBe("⅓ oz");
    expect(ingredientAmount({ quantity: 2 / 3, unit: "oz" })).toBe("⅔ oz");
    expect(ingredientAmount({ quantity: 0.125, unit: "oz" })).toBe("⅛ oz");
    expect(ingredientAmount({ quantity: 0.5, unit: "tsp" })).toBe("½ tsp");
    expect(ingredientAmount({ quantity: 0.5, unit: "unit" })).toBe("½");
    expect(ingredientAmount({ quantity: 0.5, unit: "dash" })).toBe("½ dash");
    expect(ingredientAmount({ quantity: 1.5, unit: "dash" })).toBe("1½ dashes");
  });

  it("keeps metric measures in decimals", () => {
    expect(ingredientAmount({ quantity: 7.5, unit: "ml" })).toBe("7.5 ml");
    expect(ingredientAmount({ quantity: 2.5, unit: "cl" })).toBe("2.5 cl");
    expect(ingredientAmount({ quantity: 1.5, unit: "oz" }, 1, "cl")).toBe("4.4 cl");
  });

  it("reads a converted amount as a fraction only when it is one", () => {
    expect(ingredientAmount({ quantity: 15, unit: "ml" }, 1, "oz")).toBe("½ oz");
    expect(ingredientAmount({ quantity: 22.5, unit: "ml" }, 1, "oz")).toBe("0.8 oz");
    expect(ingredientAmount({ quantity: 3, unit: "cl" }, 1, "oz")).toBe("1 oz");
  });
});

describe("fractionText", () => {
  it("names only the jigger fractions", () => {
    expect(fractionText(0.75)).toBe("¾");
    expect(fractionText(2.25)).toBe("2¼");
    expect(fractionText(0.6)).toBeNull();
    expect(fractionText(2)).toBeNull();
  });
});

describe("ingredientLine", () => {
  it("writes structured-data lines with the authored amount, like '0.75 oz Campari'", () => {
    expect(ingredientLine({ name: "Campari", quantity: 1, unit: "oz" })).toBe("1 oz Campari");
    expect(ingredientLine({ name: "Campari", quantity: 0.75, unit: "oz" })).toBe("0.75 oz Campari");
    expect(ingredientLine({ name: "Syrup", quantity: 12.25, unit: "ml" })).toBe("12.25 ml Syrup");
    expect(ingredientLine({ name: "Crushed Ice", quantity: null, unit: "top" })).toBe("Top with Crushed Ice");
  });

  it("keeps a range, the note and the flags, so nothing is lost when the line is read back (issue 13)", () => {
    expect(ingredientLine({ name: "Angostura Bitters", quantity: 2, quantity_max: 3, unit: "dash" })).toBe(
      "2-3 dashes Angostura Bitters",
    );
    expect(ingredientLine({ name: "Rum", quantity: 1, unit: "oz", note: "preferably Smith & Cross" })).toBe(
      "1 oz Rum (preferably Smith & Cross)",
    );
    expect(ingredientLine({ name: "Orgeat", quantity: null, unit: null, optional: true })).toBe("Orgeat (optional)");
    expect(ingredientLine({ name: "Lime Wheel", quantity: 1, unit: "unit", garnish: true })).toBe(
      "1 Lime Wheel, for garnish",
    );
  });

  it("writes the substitutes after the name, as the page shows them, and the authored digits of a float4 (issue 18)", () => {
    expect(ingredientLine({ name: "Gin", quantity: 2, unit: "oz", substitutes: ["Genever"] })).toBe(
      "2 oz Gin or Genever",
    );
    expect(
      ingredientLine({ name: "Simple Syrup", quantity: 0.5, unit: "oz", optional: true, substitutes: "Honey, Agave" }),
    ).toBe("0.5 oz Simple Syrup or Honey or Agave (optional)");
    expect(ingredientLine({ name: "Demerara Syrup", quantity: Math.fround(0.3), unit: "oz" })).toBe(
      "0.3 oz Demerara Syrup",
    );
    expect(ingredientLine({ name: "Orange Peel", quantity: 1, unit: "unit", garnish: true, substitutes: [] })).toBe(
      "1 Orange Peel, for garnish",
    );
  });
});

describe("a range", () => {
  it("shows both ends with an en dash, the unit agreeing with the larger amount", () => {
    expect(ingredientAmount({ quantity: 2, quantity_max: 3, unit: "oz" })).toBe("2–3 oz");
    expect(ingredientAmount({ quantity: 0.5, quantity_max: 0.75, unit: "oz" })).toBe("½–¾ oz");
    expect(ingredientAmount({ quantity: 1, quantity_max: 2, unit: "dash" })).toBe("1–2 dashes");
    expect(ingredientAmount({ quantity: 0.5, quantity_max: 1, unit: "dash" })).toBe("½–1 dash");
    expect(ingredientAmount({ quantity: 4, quantity_max: 6, unit: "unit" })).toBe("4–6");
  });

  it("scales and converts both ends", () => {
    expect(ingredientAmount({ quantity: 2, quantity_max: 3, unit: "oz" }, 2)).toBe("4–6 oz");
    expect(ingredientAmount({ quantity: 1, quantity_max: 2, unit: "oz" }, 1, "ml")).toBe("29.6–59.1 ml");
  });

  it("is a single amount when both ends agree", () => {
    expect(ingredientAmount({ quantity: 2, quantity_max: 2, unit: "oz" })).toBe("2 oz");
  });
});

describe("stepTitle", () => {
  it("names a step after the first of the spec's keywords it contains", () => {
    expect(stepTitle("Muddle the mint gently.")).toBe("Muddle");
    expect(stepTitle("Shake hard with ice.")).toBe("Shake");
    expect(stepTitle("Stir until well chilled.")).toBe("Stir");
    expect(stepTitle("Pour over crushed ice.")).toBe("Pour");
    expect(stepTitle("Garnish with a lime wheel.")).toBe("Garnish");
    expect(stepTitle("Double strain into a coupe.")).toBe("Strain");
    expect(stepTitle("Chill the glass in the freezer.")).toBe("Chill");
  });

  it("checks keywords in the spec's order and matches word forms, ignoring case", () => {
    expect(stepTitle("Strain, then garnish.")).toBe("Garnish");
    expect(stepTitle("Lightly MUDDLED berries, shaken.")).toBe("Muddle");
  });

  it("falls back to 'Mix & Create'", () => {
    expect(stepTitle("Top with soda water.")).toBe("Mix & Create");
    expect(stepTitle("")).toBe("Mix & Create");
    expect(stepTitle("Add a whisper of absinthe.")).toBe("Mix & Create");
  });
});

describe("isoDuration", () => {
  it("writes minutes as ISO 8601 durations", () => {
    expect(isoDuration(5)).toBe("PT5M");
    expect(isoDuration(0)).toBe("PT0M");
    expect(isoDuration(60)).toBe("PT1H");
    expect(isoDuration(90)).toBe("PT1H30M");
    expect(isoDuration(null)).toBeNull();
    expect(isoDuration(-1)).toBeNull();
  });
});
