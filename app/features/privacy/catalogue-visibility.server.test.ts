/**
 * Issue 11, item 8: names members type (a private draft, My Bar, the shopping list, a private import)
 * stay theirs. Guests and other members never see them in the catalogue listings; the author does.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { addToBar } from "~/features/bar/bar-mutations.server";
import { skipSuggestion } from "~/features/bar/bar-suggestions-mutations.server";
import { listCatalogueByCategory } from "~/features/bar/build-bar-queries.server";
import { addNameToShoppingList, addToShoppingList } from "~/features/bar/shopping-list-mutations.server";
import { searchIngredients } from "~/features/ingredients/ingredient-queries.server";
import { importRecipes } from "~/features/recipe-import/import-recipes.server";
import { parseImport } from "~/features/recipe-import/parse-import";
import { createRecipe } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { listCategories, listCocktailTypes } from "~/features/recipes/taxonomy-queries.server";
import { Invalid, NotFound } from "~/lib/errors";
import { loader as ingredientsApi } from "~/routes/api.site.ingredients";
import { loader as recipesPage } from "~/routes/recipes._index";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";

setupTestDatabase();

let author: { id: string };
let stranger: { id: string };

beforeAll(async () => {
  author = await createMember("typist");
  stranger = await createMember("onlooker");
});

const names = async (query: string, viewer: { id: string } | null) =>
  (await searchIngredients(query, viewer)).map((i) => i.name);

async function privateDraft(actor: { id: string }, ingredient: string) {
  const input = RecipeInput.parse({ name: `Draft with ${ingredient}`, ingredients: [{ name: ingredient }] });
  return (await createRecipe(actor, { ...input, visibility: "private" }, { status: "draft" })).id;
}

async function privateImport(actor: { id: string }) {
  const parsed = parseImport(
    JSON.stringify([
      {
        name: "Imported Sour",
        ingredients: [{ name: "Imported Elixir", quantity: 1, unit: "oz" }],
        steps: ["Shake."],
        categories: ["Cheap pills. Visit evil.example"],
        cocktail_types: ["Evil Example Type"],
      },
    ]),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return importRecipes(actor, parsed.items);
}

const apiSearch = async (q: string) => {
  const request = new Request(`http://localhost:3000/api/site/ingredients?${new URLSearchParams({ q })}`);
  return (await ingredientsApi({ request, params: {}, context: {} } as never)) as Response;
};

describe("names members type stay theirs", () => {
  it("a name typed into a private draft is found by its author only", async () => {
    await privateDraft(author, "Zanzibar Clove Tincture");
    expect(await names("Zanzibar Clove", author)).toEqual(["Zanzibar Clove Tincture"]);
    expect(await names("Zanzibar Clove", stranger)).toEqual([]);
    expect(await names("Zanzibar Clove", null)).toEqual([]);
  });

  it("a name added to My Bar or the shopping list is found by that member only", async () => {
    await addToBar(author, { name: "Grandma's Sloe Cordial" });
    await addNameToShoppingList(author, "Backyard Rhubarb Shrub");
    for (const [query, name] of [
      ["Sloe Cordial", "Grandma's Sloe Cordial"],
      ["Rhubarb Shrub", "Backyard Rhubarb Shrub"],
    ] as const) {
      expect(await names(query, author)).toEqual([name]);
      expect(await names(query, stranger)).toEqual([]);
      expect(await names(query, null)).toEqual([]);
    }
    const tabs = async (viewer: { id: string }) =>
      (await listCatalogueByCategory(viewer)).flatMap((c) => c.ingredients.map((i) => i.name));
    expect(await tabs(author)).toContain("Grandma's Sloe Cordial");
    expect(await tabs(stranger)).not.toContain("Grandma's Sloe Cordial");
  });

  it("the public ingredient API answers guests with shared entries only, cacheable per cookie", async () => {
    await addToBar(author, { name: "Secret House Falernum" });
    const response = await apiSearch("House Falernum");
    expect(await response.json()).toEqual({ ingredients: [] });
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(response.headers.get("Vary")).toBe("Cookie");
  });

  it("a private import's ingredient, category and type reach neither the /recipes filters nor another member's form", async () => {
    await privateImport(author);
    const optionNames = async (viewer: { id: string } | null) => ({
      categories: (await listCategories(viewer)).map((o) => o.name),
      types: (await listCocktailTypes(viewer)).map((o) => o.name),
    });
    expect(await optionNames(author)).toEqual({
      categories: expect.arrayContaining(["Cheap pills. Visit evil.example"]),
      types: expect.arrayContaining(["Evil Example Type"]),
    });
    for (const viewer of [stranger, null]) {
      const seen = await optionNames(viewer);
      expect(seen.categories).not.toContain("Cheap pills. Visit evil.example");
      expect(seen.types).not.toContain("Evil Example Type");
    }
    const request = new Request("http://localhost:3000/recipes");
    const page = (await recipesPage({ request, params: {}, context: {} } as never)) as Awaited<
      ReturnType<typeof recipesPage>
    >;
    expect(page.categories?.map((o) => o.name)).not.toContain("Cheap pills. Visit evil.example");
    expect(page.cocktailTypes?.map((o) => o.name)).not.toContain("Evil Example Type");
    expect(await names("Imported Elixir", stranger)).toEqual([]);
    expect(await names("Imported Elixir", author)).toEqual(["Imported Elixir"]);
  });

  it("a second member typing the same name gets a working entry of their own, never the first one's", async () => {
    const first = await addToBar(author, { name: "Smoked Pear Syrup" });
    // Even holding the first member's id, the second is given their own entry, not that one.
    const second = await addToBar(stranger, { ingredient_id: first.ingredientId, name: "smoked pear syrup" });
    expect(second.ingredientId).not.toBe(first.ingredientId);
    expect(second.added).toBe(true);
    const ids = async (viewer: { id: string }) => (await searchIngredients("Smoked Pear", viewer)).map((i) => i.id);
    expect(await ids(author)).toEqual([first.ingredientId]);
    expect(await ids(stranger)).toEqual([second.ingredientId]);
  });

  it("another member's private entry cannot be picked by id anywhere", async () => {
    const { ingredientId } = await addToBar(author, { name: "Nonna's Nocino" });
    await expect(addToShoppingList(stranger, ingredientId)).rejects.toBeInstanceOf(NotFound);
    await expect(skipSuggestion(stranger, ingredientId)).rejects.toBeInstanceOf(NotFound);
    await privateImport(author);
    const [own] = (await listCategories(author)).filter((o) => o.name === "Cheap pills. Visit evil.example");
    const input = RecipeInput.parse({ name: "Borrowed", ingredients: [{ name: "Gin" }], category_ids: [own?.id] });
    await expect(createRecipe(stranger, input)).rejects.toBeInstanceOf(Invalid);
    await expect(addToShoppingList(stranger, randomUUID())).rejects.toBeInstanceOf(NotFound);
  });
});
