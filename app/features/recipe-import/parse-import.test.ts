import { describe, expect, it } from "vitest";
import { describeIssue, summariseIssues } from "./import-result";
import { MAX_IMPORT_BYTES, MAX_IMPORT_RECIPES } from "./import-schema";
import { jsonSyntaxMessage, MAX_LISTED_ISSUES, parseImport } from "./parse-import";
import { BAR_ASSISTANT_COCKTAIL, COCKTAILDB_ENVELOPE, MUDDLE_THREE, SCHEMA_ORG_GRAPH } from "./test-fixtures";

const text = (value: unknown) => JSON.stringify(value, null, 2);

describe("parseImport", () => {
  it("reads each format into validated items with its label", () => {
    expect(parseImport(text(MUDDLE_THREE))).toMatchObject({ ok: true, format: "muddle", label: "Muddle recipes" });
    expect(parseImport(text(SCHEMA_ORG_GRAPH))).toMatchObject({
      ok: true,
      label: "Schema.org Recipe (JSON-LD)",
      items: [{ name: "Classic Negroni" }],
    });
    expect(parseImport(text(BAR_ASSISTANT_COCKTAIL))).toMatchObject({ ok: true, label: "Bar Assistant cocktails" });
    const drinks = parseImport(text(COCKTAILDB_ENVELOPE));
    expect(drinks).toMatchObject({ ok: true, label: "TheCocktailDB drinks" });
    if (drinks.ok) expect(drinks.items.map((i) => i.name)).toEqual(["Margarita", "Whiskey Sour", "Afterglow"]);
  });

  it("names the recipe and field of every invalid item", () => {
    const bad = [MUDDLE_THREE[0], { ...MUDDLE_THREE[1], ingredients: [] }, { ...MUDDLE_THREE[2], name: " " }];
    const result = parseImport(text(bad));
    expect(result).toEqual({
      ok: false,
      format: "muddle",
      label: "Muddle recipes",
      errors: [
        { index: 1, field: "ingredients", message: "Add at least one ingredient" },
        { index: 2, field: "name", message: "Recipe name is required" },
      ],
    });
    if (result.ok) return;
    expect(describeIssue(result.errors[0]!)).toBe("Recipe 2 · ingredients: Add at least one ingredient");
    expect(summariseIssues(result.errors)).toBe("Recipe 2 · ingredients: Add at least one ingredient (and 1 more)");
    expect(summariseIssues([])).toBe("Failed to upload recipes");
  });

  it("names nested fields and unknown keys", () => {
    const result = parseImport(
      text([{ name: "X", ingredients: [{ name: "Gin", quantity: -1 }], instructions: ["Stir"] }]),
    );
    expect(result).toMatchObject({
      ok: false,
      errors: [
        { index: 0, field: "ingredients[0].quantity", message: "Quantity cannot be negative" },
        { index: 0, field: "instructions", message: expect.stringContaining("Unknown field") },
      ],
    });
  });

  it("uses the source format's field names", () => {
    const noName = { ...COCKTAILDB_ENVELOPE.drinks[0], strDrink: "" };
    expect(parseImport(text({ drinks: [noName] }))).toMatchObject({
      ok: false,
      errors: [{ index: 0, field: "strDrink", message: "Recipe name is required" }],
    });
    const noLines = { "@context": "https://schema.org", "@type": "Recipe", name: "Lonely" };
    expect(parseImport(text(noLines))).toMatchObject({
      ok: false,
      errors: [{ index: 0, field: "recipeIngredient", message: "Add at least one ingredient" }],
    });
  });

  it("reports invalid JSON with its line and column", () => {
    const result = parseImport('[\n  { "name": "Gimlet",\n    "ingredients": [ }\n]');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.message).toMatch(/^The JSON is not valid at line 3, column \d+: /);
    expect(result.errors[0]?.index).toBeNull();
  });

  it("reports a truncated file at its end", () => {
    const result = parseImport('[{"name": "Gimlet"');
    expect(result.ok || result.errors[0]?.message).toMatch(/^The JSON is not valid at line 1, column 19/);
  });

  it("asks for content when the text is blank and accepts a byte order mark", () => {
    expect(parseImport("  \n")).toMatchObject({ ok: false, errors: [{ message: expect.stringContaining("Paste") }] });
    expect(parseImport(`\uFEFF${text(MUDDLE_THREE)}`).ok).toBe(true);
  });

  it("refuses more than 5000 recipes and more than 5 MB with a clear message", () => {
    const many = Array.from({ length: MAX_IMPORT_RECIPES + 1 }, (_, i) => ({
      name: `R${i}`,
      ingredients: [{ name: "Gin" }],
    }));
    expect(parseImport(text(many))).toMatchObject({
      ok: false,
      errors: [
        {
          index: null,
          message: "This upload has 5001 recipes; the limit is 5000 per upload. Split it into smaller files.",
        },
      ],
    });
    const huge = text([{ name: "X", description: "x".repeat(MAX_IMPORT_BYTES), ingredients: [{ name: "Gin" }] }]);
    expect(parseImport(huge)).toMatchObject({
      ok: false,
      errors: [{ message: expect.stringMatching(/^This upload is 5\.0 MB; the limit is 5 MB\./) }],
    });
  });

  it("lists at most 50 problems and counts the rest", () => {
    const bad = Array.from({ length: 60 }, () => ({ name: "", ingredients: [{ name: "Gin" }] }));
    const result = parseImport(text(bad));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(MAX_LISTED_ISSUES + 1);
    expect(result.errors.at(-1)?.message).toBe("…and 10 more problems");
  });
});

describe("jsonSyntaxMessage", () => {
  it("falls back to the parser's words when the scan finds nothing", () => {
    expect(jsonSyntaxMessage(new SyntaxError("Bad thing"), "[]")).toBe("The JSON is not valid: Bad thing");
  });
});
