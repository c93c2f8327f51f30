import { describe, expect, it } from "vitest";
import { findRecipeNodes, fromSchemaOrg, hasType } from "./from-schema-org";
import { ImportItem } from "./import-schema";
import { SCHEMA_ORG_GRAPH } from "./test-fixtures";

const negroni = () => {
  const [node] = findRecipeNodes(SCHEMA_ORG_GRAPH);
  if (!node) throw new Error("no recipe found");
  return node;
};

describe("findRecipeNodes", () => {
  it("finds the Recipe in a page's @graph and skips the WebSite, WebPage and Person nodes", () => {
    const nodes = findRecipeNodes(SCHEMA_ORG_GRAPH);
    expect(nodes.map((n) => n.name)).toEqual(["Classic Negroni"]);
  });

  it("accepts @type as a string, a list or a full IRI, and recipes in lists and mainEntity", () => {
    expect(hasType({ "@type": "Recipe" }, "Recipe")).toBe(true);
    expect(hasType({ "@type": ["Recipe", "NewsArticle"] }, "Recipe")).toBe(true);
    expect(hasType({ "@type": "http://schema.org/Recipe" }, "Recipe")).toBe(true);
    expect(hasType({ "@type": "WebPage" }, "Recipe")).toBe(false);
    const nested = [
      { "@context": "https://schema.org", "@type": "WebPage", mainEntity: { "@type": "Recipe", name: "A" } },
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        itemListElement: [{ "@type": "ListItem", item: { "@type": "Recipe", name: "B" } }],
      },
    ];
    expect(findRecipeNodes(nested).map((n) => n.name)).toEqual(["A", "B"]);
  });
});

describe("fromSchemaOrg", () => {
  it("maps a real page's recipe to a valid import item", () => {
    const { item, ingredientSources } = fromSchemaOrg(negroni());
    expect(item).toMatchObject({
      name: "Classic Negroni",
      description: "The Negroni is a bitter, boozy Italian aperitivo – equal parts gin, Campari and sweet vermouth.",
      prep_minutes: 5,
      total_minutes: 70,
      recipe_yield: "1 cocktail",
      categories: ["Cocktail"],
      tags: ["negroni", "gin cocktail", "aperitivo"],
      nutrition: { calories: "198 kcal", sugar_content: "8 g" },
    });
    expect(item.images).toHaveLength(4);
    expect(item.images?.[0]).toEqual({ url: "https://www.stirred-example.com/wp-content/uploads/negroni.jpg" });
    expect(item.ingredients).toEqual([
      { name: "London dry gin", quantity: 1, unit: "oz", note: undefined, optional: false, garnish: false },
      { name: "Campari", quantity: 1, unit: "oz", note: undefined, optional: false, garnish: false },
      {
        name: "sweet vermouth",
        quantity: 1,
        unit: "oz",
        note: "such as Cocchi di Torino",
        optional: false,
        garnish: false,
      },
      { name: "orange peel", quantity: 1, unit: undefined, note: undefined, optional: false, garnish: true },
    ]);
    expect(item.steps).toEqual([
      "Add the gin, Campari and sweet vermouth to a mixing glass filled with ice.",
      "Stir until well chilled, about 30 seconds.",
      "Strain into a rocks glass over a large ice cube and garnish with the orange peel.",
    ]);
    expect(ingredientSources[2]).toBe("recipeIngredient[2]");
    expect(ImportItem.safeParse(item).success).toBe(true);
  });

  it("reads instructions as one string, a list of strings or HowToSections", () => {
    const base = { "@type": "Recipe", name: "X", recipeIngredient: ["2 oz gin"] };
    expect(fromSchemaOrg({ ...base, recipeInstructions: "Shake.\nStrain." }).item.steps).toEqual(["Shake.", "Strain."]);
    expect(fromSchemaOrg({ ...base, recipeInstructions: "<p>Shake hard.</p><p>Strain.</p>" }).item.steps).toEqual([
      "Shake hard.",
      "Strain.",
    ]);
    expect(fromSchemaOrg({ ...base, recipeInstructions: ["Shake.", "Strain."] }).item.steps).toEqual([
      "Shake.",
      "Strain.",
    ]);
    const sections = {
      ...base,
      recipeInstructions: [
        {
          "@type": "HowToSection",
          name: "Syrup",
          itemListElement: [{ "@type": "HowToStep", text: "Simmer sugar and water." }],
        },
        {
          "@type": "HowToSection",
          name: "Drink",
          itemListElement: [
            { "@type": "HowToStep", text: "Shake with ice." },
            { "@type": "HowToStep", name: "Strain into a coupe." },
          ],
        },
      ],
    };
    expect(fromSchemaOrg(sections).item.steps).toEqual([
      "Simmer sugar and water.",
      "Shake with ice.",
      "Strain into a coupe.",
    ]);
  });

  it("reads image as a string, an ImageObject or a list, keeping web addresses only", () => {
    const base = { "@type": "Recipe", name: "X", recipeIngredient: ["gin"] };
    expect(fromSchemaOrg({ ...base, image: "https://img.example/a.jpg" }).item.images).toEqual([
      { url: "https://img.example/a.jpg" },
    ]);
    expect(
      fromSchemaOrg({ ...base, image: { "@type": "ImageObject", url: "https://img.example/b.jpg", caption: "B" } }).item
        .images,
    ).toEqual([{ url: "https://img.example/b.jpg", caption: "B" }]);
    expect(
      fromSchemaOrg({
        ...base,
        image: [
          { "@type": "ImageObject", contentUrl: "https://img.example/c.jpg" },
          "/local.jpg",
          "data:image/png;base64,AA",
        ],
      }).item.images,
    ).toEqual([{ url: "https://img.example/c.jpg" }]);
  });

  it("reads yields, keywords and categories in their several shapes", () => {
    const base = { "@type": "Recipe", name: "X", recipeIngredient: ["gin"] };
    expect(fromSchemaOrg({ ...base, recipeYield: 2 }).item.recipe_yield).toBe("2 servings");
    expect(fromSchemaOrg({ ...base, recipeYield: "1" }).item.recipe_yield).toBe("1 serving");
    expect(fromSchemaOrg({ ...base, keywords: ["Summer", "summer", "Tiki"] }).item.tags).toEqual(["summer", "tiki"]);
    expect(fromSchemaOrg({ ...base, recipeCategory: "Drinks, Cocktail" }).item.categories).toEqual([
      "Drinks",
      "Cocktail",
    ]);
  });

  it("adds prep and cook time when the total is missing", () => {
    const base = { "@type": "Recipe", name: "X", recipeIngredient: ["gin"] };
    expect(fromSchemaOrg({ ...base, prepTime: "PT10M", cookTime: "PT20M" }).item).toMatchObject({
      prep_minutes: 10,
      total_minutes: 30,
    });
    expect(fromSchemaOrg(base).item).toMatchObject({ prep_minutes: undefined, total_minutes: undefined });
  });

  it("reads the video, diets, cook time and a page's own difficulty word", () => {
    const base = { "@type": "Recipe", name: "X", recipeIngredient: ["gin"] };
    const { item } = fromSchemaOrg({
      ...base,
      cookTime: "PT1H",
      suitableForDiet: [
        "http://schema.org/VegetarianDiet",
        { "@id": "https://schema.org/GlutenFreeDiet" },
        "LowFatDiet",
      ],
      video: [
        { "@type": "VideoObject", contentUrl: "https://cdn.example/how-to.mp4" },
        {
          "@type": "VideoObject",
          contentUrl: "https://cdn.example/x.mp4",
          embedUrl: "https://player.vimeo.com/video/76979871",
        },
      ],
      difficulty: "Easy",
    });
    expect(item).toMatchObject({
      cook_minutes: 60,
      video_url: "https://player.vimeo.com/video/76979871",
      difficulty: "beginner",
      is_vegetarian: true,
      is_vegan: undefined,
      is_gluten_free: true,
    });
    expect(ImportItem.safeParse(item).success).toBe(true);
    // A video on another site, or a difficulty word we cannot place, is left out rather than refused.
    const other = fromSchemaOrg({ ...base, video: "https://cdn.example/how-to.mp4", difficulty: "Tricky" }).item;
    expect(other).toMatchObject({ video_url: undefined, difficulty: undefined });
    expect(ImportItem.safeParse(other).success).toBe(true);
  });

  it("leaves the ingredient list empty when the page has none, so validation names the field", () => {
    const { item } = fromSchemaOrg({ "@type": "Recipe", name: "X" });
    expect(item.ingredients).toEqual([]);
    expect(ImportItem.safeParse(item).success).toBe(false);
  });
});

// Issue 13: real pages' ingredient lists and methods.
describe("fromSchemaOrg on real ingredient lists", () => {
  const base = { "@type": "Recipe", name: "X", description: "Tart and cold." };

  it("makes headings groups, keeps ranges, and moves what is no ingredient into the description", () => {
    const { item, ingredientSources } = fromSchemaOrg({
      ...base,
      recipeIngredient: [
        "For the syrup:",
        "1-2 oz lime juice",
        "N/A",
        "To garnish:",
        "Garnish with a lime wheel.",
        "- 1 cup sugar",
      ],
    });
    expect(item.ingredients).toMatchObject([
      { name: "lime juice", quantity: 1, quantity_max: 2, unit: "oz", group: "For the syrup", garnish: false },
      { name: "lime wheel", quantity: 1, group: "Garnish", garnish: true },
      { name: "sugar", quantity: 1, unit: "cup", group: "Garnish" },
    ]);
    expect(ingredientSources).toEqual(["recipeIngredient[1]", "recipeIngredient[4]", "recipeIngredient[5]"]);
    expect(item.description).toBe("Tart and cold.\n\nFrom the ingredient list: N/A");
    const parsed = ImportItem.safeParse(item);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.ingredients[0]).toMatchObject({ quantity: 1, quantity_max: 2 });
  });

  it("reads units that were left in the name on real pages", () => {
    const { item } = fromSchemaOrg({
      ...base,
      recipeIngredient: ["1 pound asparagus", "2 tablespoon(s) olive oil", "1 kg potatis", "3 cloves garlic"],
    });
    expect(item.ingredients.map((i) => [i.quantity, i.unit, i.name])).toEqual([
      [1, "lb", "asparagus"],
      [2, "tbsp", "olive oil"],
      [1, "kg", "potatis"],
      [3, "clove", "garlic"],
    ]);
  });

  it("reads escaped markup and every entity out of the description and lines", () => {
    const { item } = fromSchemaOrg({
      ...base,
      description: "&lt;p&gt;R&yacute;chle knedli&ccaron;ky &amp;amp; more&lt;/p&gt;",
      recipeIngredient: ["2 cups confectioners&#39; sugar", "6  pink M&amp;Ms"],
    });
    expect(item.description).toBe("Rýchle knedličky & more");
    expect(item.ingredients.map((i) => i.name)).toEqual(["confectioners' sugar", "pink M&Ms"]);
  });

  it("reads cookingMethod as the method: one of ours when it names one, else as written", () => {
    const ingredients = { recipeIngredient: ["2 oz gin"] };
    expect(fromSchemaOrg({ ...base, ...ingredients, cookingMethod: "Shake" }).item.method).toBe("shaken");
    expect(fromSchemaOrg({ ...base, ...ingredients, cookingMethod: ["Stirred"] }).item.method).toBe("stirred");
    expect(fromSchemaOrg({ ...base, ...ingredients, cookingMethod: "Stovetop" }).item.method).toBe("Stovetop");
    expect(fromSchemaOrg({ ...base, ...ingredients }).item.method).toBeUndefined();
  });
});

describe("ingredient lines with alternatives (issue 18)", () => {
  const read = (...lines: string[]) =>
    ImportItem.parse(fromSchemaOrg({ "@type": "Recipe", name: "Test", recipeIngredient: lines }).item).ingredients;

  it("reads the words after ' or ' as substitutes, keeping the flags and the note", () => {
    expect(read("2 oz Gin or Genever", "0.5 oz Simple Syrup or Honey or Agave (optional)")).toMatchObject([
      { name: "Gin", quantity: 2, unit: "oz", substitutes: ["Genever"] },
      { name: "Simple Syrup", quantity: 0.5, unit: "oz", optional: true, substitutes: ["Honey", "Agave"] },
    ]);
    expect(read("Top with Soda Water or Tonic Water, for garnish")).toMatchObject([
      { name: "Soda Water", unit: "top", garnish: true, substitutes: ["Tonic Water"] },
    ]);
    expect(read("1 oz Orange Liqueur")[0]?.substitutes).toEqual([]);
  });

  it("keeps a capitalised Whole in the name, and reads a lower-case one as a count", () => {
    expect(read("4 Whole Cloves (optional), for garnish", "2 whole eggs")).toMatchObject([
      { name: "Whole Cloves", quantity: 4, optional: true, garnish: true },
      { name: "eggs", quantity: 2 },
    ]);
  });
});
