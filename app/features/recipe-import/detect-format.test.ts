import { describe, expect, it } from "vitest";
import { classifyRecipe, detectFormat, FORMAT_LABELS, UNRECOGNISED_MESSAGE } from "./detect-format";
import { BAR_ASSISTANT_COCKTAIL, COCKTAILDB_ENVELOPE, MUDDLE_THREE, SCHEMA_ORG_GRAPH } from "./test-fixtures";

describe("detectFormat", () => {
  it("recognises each supported format and names it for the member", () => {
    const cases = [
      [MUDDLE_THREE, "muddle", 3],
      [MUDDLE_THREE[0], "muddle", 1],
      [SCHEMA_ORG_GRAPH, "schema-org", 1],
      [[SCHEMA_ORG_GRAPH, SCHEMA_ORG_GRAPH], "schema-org", 2],
      [{ "@context": "https://schema.org", "@type": "Recipe", name: "Solo" }, "schema-org", 1],
      [{ name: "Bare", recipeIngredient: ["2 oz gin"] }, "schema-org", 1],
      [BAR_ASSISTANT_COCKTAIL, "bar-assistant", 1],
      [[BAR_ASSISTANT_COCKTAIL, BAR_ASSISTANT_COCKTAIL], "bar-assistant", 2],
      [COCKTAILDB_ENVELOPE, "cocktaildb", 3],
      [COCKTAILDB_ENVELOPE.drinks, "cocktaildb", 3],
    ] as const;
    for (const [json, format, count] of cases) {
      const detected = detectFormat(json);
      expect(detected, JSON.stringify(json).slice(0, 60)).toMatchObject({ ok: true, format });
      if (detected.ok) expect(detected.items).toHaveLength(count);
    }
    expect(FORMAT_LABELS).toEqual({
      muddle: "Muddle recipes",
      "schema-org": "Schema.org Recipe (JSON-LD)",
      "bar-assistant": "Bar Assistant cocktails",
      cocktaildb: "TheCocktailDB drinks",
    });
  });

  it("takes a bare name-and-ingredients object for ours, so validation can explain what is missing", () => {
    expect(classifyRecipe({ name: "Gimlet" })).toBe("muddle");
    expect(classifyRecipe({ ingredients: [] })).toBe("muddle");
    expect(classifyRecipe({ title: "Gimlet" })).toBeNull();
    expect(classifyRecipe("Gimlet")).toBeNull();
  });

  it("refuses what it cannot recognise, empty lists and JSON-LD without a recipe", () => {
    expect(detectFormat({ title: "x" })).toMatchObject({ ok: false, errors: [{ message: UNRECOGNISED_MESSAGE }] });
    expect(detectFormat(42)).toMatchObject({ ok: false });
    expect(detectFormat([])).toMatchObject({ ok: false, errors: [{ index: null }] });
    expect(detectFormat({ drinks: null })).toMatchObject({ ok: false, format: "cocktaildb" });
    expect(detectFormat({ "@context": "https://schema.org", "@type": "WebSite" })).toMatchObject({
      ok: false,
      errors: [{ message: "This JSON-LD has no schema.org Recipe in it." }],
    });
  });

  it("names the entry that is in another format or not an object", () => {
    const detected = detectFormat([MUDDLE_THREE[0], BAR_ASSISTANT_COCKTAIL, "Negroni"]);
    expect(detected).toMatchObject({
      ok: false,
      format: "muddle",
      errors: [
        { index: 1, field: null, message: expect.stringContaining("Bar Assistant cocktails") },
        { index: 2, field: null, message: "Expected a recipe object" },
      ],
    });
  });
});
