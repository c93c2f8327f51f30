/**
 * JSON-LD as real recipe pages publish it (issue 13, "Formats", items 2 and 3): a second, empty Recipe
 * block, and the small JSON mistakes that browsers' recipe readers forgive. The snippets reproduce
 * faults found in recipe-scrapers' test pages (atelierdeschefs.fr, innit.com, pauladeen.com, eatwell101.com).
 */
import { describe, expect, it } from "vitest";
import { REPAIRED_NOTE } from "./json-text";
import { parseImport, skippedNote } from "./parse-import";

const RECIPE = {
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: "Gimlet",
  recipeIngredient: ["2 oz gin", "3/4 oz lime cordial"],
  recipeInstructions: [{ "@type": "HowToStep", text: "Shake with ice and strain." }],
};

describe("empty Recipe blocks", () => {
  it("are skipped and counted in a note, not refused", () => {
    const page = [RECIPE, { "@context": "https://schema.org", "@type": "Recipe", name: "", recipeIngredient: [] }];
    const result = parseImport(JSON.stringify(page));
    expect(result).toMatchObject({ ok: true, items: [{ name: "Gimlet" }] });
    if (!result.ok) return;
    expect(result.notes).toEqual([skippedNote(1)]);
    expect(result.notes[0]).toMatch(/^Skipped 1 empty Recipe block/);
  });

  it("a Recipe with a name but no ingredients is still an error, not skipped", () => {
    const page = [RECIPE, { "@context": "https://schema.org", "@type": "Recipe", name: "Lonely" }];
    expect(parseImport(JSON.stringify(page))).toMatchObject({
      ok: false,
      errors: [{ index: 1, field: "recipeIngredient", message: "Add at least one ingredient" }],
    });
  });

  it("a page whose only Recipe is empty still says there is no recipe", () => {
    const page = { "@context": "https://schema.org", "@type": "Recipe", recipeIngredient: [" "] };
    expect(parseImport(JSON.stringify(page))).toMatchObject({
      ok: false,
      errors: [{ message: "This JSON-LD has no schema.org Recipe in it." }],
    });
  });
});

describe("JSON that recipe pages get slightly wrong", () => {
  const pretty = JSON.stringify(RECIPE, null, 2);

  it.each([
    ["a raw line break inside a string", pretty.replace('"Shake with ice', '"\r\nShake with ice')],
    ["a trailing comma", pretty.replace('"3/4 oz lime cordial"', '"3/4 oz lime cordial",')],
    ["a stray ; after the closing brace", `${pretty};`],
    ["a stray ; instead of a comma", pretty.replace('"Gimlet",', '"Gimlet";')],
    ["a CDATA comment before the JSON", `// <![CDATA[\n${pretty}\n// ]]>`],
    ["an escaped single quote", pretty.replace("Shake with ice", "Don\\'t skip the ice")],
  ])("is repaired and said so: %s", (_, text) => {
    expect(() => JSON.parse(text)).toThrow();
    const result = parseImport(text);
    expect(result).toMatchObject({ ok: true, items: [{ name: "Gimlet", ingredients: [{}, {}] }] });
    if (result.ok) expect(result.notes).toEqual([REPAIRED_NOTE]);
  });

  it("valid JSON carries no note", () => {
    expect(parseImport(pretty)).toMatchObject({ ok: true, notes: [] });
  });

  it("a file cut short is never repaired: its last recipes would be lost in silence", () => {
    const cut = JSON.stringify([RECIPE, RECIPE], null, 2).slice(0, -40);
    expect(parseImport(cut)).toMatchObject({
      ok: false,
      errors: [{ index: null, message: expect.stringMatching(/^The JSON is not valid at line \d+, column \d+: /) }],
    });
  });

  it("other mistakes keep the precise message", () => {
    expect(parseImport("[{'name': 'Gimlet'}]")).toMatchObject({
      ok: false,
      errors: [
        {
          message: 'The JSON is not valid at line 1, column 3: Property names need double quotes, like "name"',
        },
      ],
    });
  });
});
