import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { createIngredient, createMember, stockBar } from "../../../test/fixtures";
import { cardBarCoverage, getRecipeBarView } from "./bar-card-coverage.server";

setupTestDatabase();

const { ingredients } = schema;
const author = { id: "" };
const recipes: Record<string, string> = {};

describe("cardBarCoverage", () => {
  it("sets up recipes", async () => {
    author.id = (await createMember("card_author")).id;
    await createIngredient("London Dry Gin", { category: "gin" });
    await createIngredient("Sweet Vermouth", { category: "wine" });
    await createIngredient("Campari", { category: "liqueur" });
    await createIngredient("Orange Peel", { category: "garnish" });
    await createIngredient("White Rum", { category: "rum" });
    await createIngredient("Bacardi Carta Blanca", { category: "rum", parent: "White Rum" });
    await createIngredient("Fresh Lime Juice", { category: "juice" });
    await createIngredient("Simple Syrup", { category: "syrup" });
    const add = async (name: string, lines: { name: string; garnish?: boolean }[]) => {
      const input = RecipeInput.parse({ name, ingredients: lines.map((l) => ({ quantity: 1, unit: "oz", ...l })) });
      const { id } = await createRecipe(author, input);
      await setRecipeStatus(author, id, "published");
      recipes[name] = id;
    };
    await add("Negroni", [
      { name: "London Dry Gin" },
      { name: "Sweet Vermouth" },
      { name: "Campari" },
      { name: "Orange Peel", garnish: true },
    ]);
    await add("Daiquiri", [{ name: "White Rum" }, { name: "Fresh Lime Juice" }, { name: "Simple Syrup" }]);
  });

  it("gives a guest nothing, without asking the database about a bar", async () => {
    expect(await cardBarCoverage(null, Object.values(recipes))).toEqual({});
  });

  it("summarises each card with one query: what the member has, of how many, and the missing names", async () => {
    const fan = (await createMember("card_fan")).id;
    await stockBar(fan, ["London Dry Gin", "Sweet Vermouth", "Bacardi Carta Blanca"]);
    await stockBar(fan, ["Campari"], 0); // run out: does not count
    const coverage = await cardBarCoverage(fan, [recipes.Negroni as string, recipes.Daiquiri as string]);
    expect(coverage[recipes.Negroni as string]).toEqual({ have: 2, required: 3, missing: ["Campari"] });
    // Bacardi Carta Blanca counts as White Rum; the garnish is never required.
    expect(coverage[recipes.Daiquiri as string]).toEqual({
      have: 1,
      required: 3,
      missing: ["Fresh Lime Juice", "Simple Syrup"],
    });
  });

  it("says a member can make a recipe when every required ingredient is on hand", async () => {
    const pro = (await createMember("card_pro")).id;
    await stockBar(pro, ["London Dry Gin", "Sweet Vermouth", "Campari"]);
    const coverage = await cardBarCoverage(pro, [recipes.Negroni as string]);
    expect(coverage[recipes.Negroni as string]).toEqual({ have: 3, required: 3, missing: [] });
  });

  it("gives the recipe page each ingredient's match and the shopping list", async () => {
    const shopper = (await createMember("card_shopper")).id;
    await stockBar(shopper, ["Bacardi Carta Blanca"]);
    const [lime] = await db
      .select({ id: ingredients.id })
      .from(ingredients)
      .where(eq(ingredients.name, "Fresh Lime Juice"));
    await db.insert(schema.shopping_list_items).values({ user_id: shopper, ingredient_id: lime?.id as string });
    const view = await getRecipeBarView(shopper, recipes.Daiquiri as string);
    expect(view.onShoppingList).toEqual([lime?.id]);
    expect(view.coverage?.ingredients.map((m) => [m.name, m.have?.name ?? null])).toEqual([
      ["White Rum", "Bacardi Carta Blanca"],
      ["Fresh Lime Juice", null],
      ["Simple Syrup", null],
    ]);
  });
});
