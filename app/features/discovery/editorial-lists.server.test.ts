/**
 * Issue 23 editorial lists: each ranking holds only listed recipes, in its order, and a recipe made private
 * leaves the page at once even while the ranking is kept.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { logMake } from "~/features/makes/make-mutations.server";
import { MakeInput } from "~/features/makes/make-schema";
import { createRecipe, setRecipeStatus, setRecipeVisibility } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { rateRecipe } from "~/features/social/recipe-reactions.server";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { createIngredient, createMember } from "../../../test/fixtures";
import { forgetEditorialRankings, listEditorialRecipes } from "./editorial-lists.server";

setupTestDatabase();

const { categories, recipe_makes, request_limits } = schema;

let ada: { id: string };
let fans: { id: string }[];
let classic: number;

async function recipe(name: string, ingredients: string[], extra: Record<string, unknown> = {}) {
  const input = RecipeInput.parse({
    name,
    visibility: "public",
    ingredients: ingredients.map((ingredient) => ({ name: ingredient, quantity: 1, unit: "oz" })),
    steps: ["Stir with ice."],
    ...extra,
  });
  const { id } = await createRecipe(ada, input);
  await setRecipeStatus(ada, id, "published");
  return id;
}

const names = async (slug: Parameters<typeof listEditorialRecipes>[0]) => {
  forgetEditorialRankings();
  return (await listEditorialRecipes(slug)).map((card) => card.name);
};

beforeAll(async () => {
  // A gin drink is one with an ingredient the catalogue files under gin.
  await createIngredient("Gin", { category: "gin", abv: 40 });
  ada = await createMember("ada_lists");
  fans = [await createMember("fan1_lists"), await createMember("fan2_lists"), await createMember("fan3_lists")];
  const [existing] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, "Classic"));
  classic =
    existing?.id ??
    ((await db.insert(categories).values({ name: "Classic", shared: true }).returning({ id: categories.id }))[0]
      ?.id as number);
});

beforeEach(async () => {
  await db.delete(request_limits);
});

describe("editorial lists", () => {
  it("Classics: listed recipes in the Classic category or tagged iba, and never a private one", async () => {
    const tagged = await recipe("Lists Martinez", ["Gin", "Sweet Vermouth"], { tags: "iba" });
    await recipe("Lists Classic Sour", ["Whiskey", "Lemon Juice", "Simple Syrup"], { category_ids: [classic] });
    await recipe("Lists Modern Thing", ["Vodka", "Lime Juice"]);
    const list = await names("classics");
    expect(list).toEqual(expect.arrayContaining(["Lists Martinez", "Lists Classic Sour"]));
    expect(list).not.toContain("Lists Modern Thing");

    // Kept ranking or not, a recipe made private leaves the page at once.
    await setRecipeVisibility(ada, tagged, "private");
    expect((await listEditorialRecipes("classics")).map((card) => card.name)).not.toContain("Lists Martinez");
  });

  it("Most made this month: by makes in the last 30 days, older makes not counted", async () => {
    const often = await recipe("Lists Often Made", ["Rum", "Lime Juice"]);
    const once = await recipe("Lists Once Made", ["Rum", "Pineapple Juice"]);
    const long = await recipe("Lists Made Long Ago", ["Rum", "Cola"]);
    const make = MakeInput.parse({ servings: "1" });
    for (const fan of fans) await logMake(fan, often, make);
    await logMake(fans[0] as { id: string }, once, make);
    // One member making a drink again and again counts once.
    const keen = await recipe("Lists Made By One", ["Rum", "Ginger Beer"]);
    for (let i = 0; i < 5; i++) {
      await db
        .update(recipe_makes)
        .set({ created_at: sql`now() - interval '2 days'` })
        .where(eq(recipe_makes.recipe_id, keen));
      await logMake(fans[1] as { id: string }, keen, make);
    }
    for (const fan of fans) await logMake(fan, long, make);
    await db
      .update(recipe_makes)
      .set({ created_at: sql`now() - interval '40 days'` })
      .where(eq(recipe_makes.recipe_id, long));
    const list = await names("most-made-this-month");
    expect(list.indexOf("Lists Often Made")).toBeLessThan(list.indexOf("Lists Once Made"));
    expect(list.indexOf("Lists Often Made")).toBeGreaterThanOrEqual(0);
    expect(list).not.toContain("Lists Made Long Ago");
    expect(list.indexOf("Lists Often Made")).toBeLessThan(list.indexOf("Lists Made By One"));
  });

  it("Highest rated gin drinks: gin drinks with ratings, best first", async () => {
    const best = await recipe("Lists Best Gin", ["Gin", "Campari", "Sweet Vermouth"]);
    const good = await recipe("Lists Good Gin", ["Gin", "Tonic Water"]);
    await recipe("Lists Unrated Gin", ["Gin", "Lemon Juice"]);
    const lucky = await recipe("Lists Lucky Gin", ["Gin", "Soda Water"]);
    await rateRecipe(fans[0] as { id: string }, lucky, 5);
    const rum = await recipe("Lists Rated Rum", ["Rum", "Lime Juice", "Sugar"]);
    for (const [index, fan] of fans.entries()) {
      await rateRecipe(fan, best, 5);
      await rateRecipe(fan, good, index === 0 ? 4 : 5);
      await rateRecipe(fan, rum, 5);
    }
    const list = await names("highest-rated-gin-drinks");
    expect(list.indexOf("Lists Best Gin")).toBeLessThan(list.indexOf("Lists Good Gin"));
    expect(list.indexOf("Lists Best Gin")).toBeGreaterThanOrEqual(0);
    // One member's 5 stars come after three members' 4.7.
    expect(list.indexOf("Lists Good Gin")).toBeLessThan(list.indexOf("Lists Lucky Gin"));
    expect(list).not.toContain("Lists Unrated Gin");
    expect(list).not.toContain("Lists Rated Rum");
  });

  it("Drinks you can make with 3 bottles: three required ingredients at most", async () => {
    await recipe("Lists Three Bottles", ["Gin", "Campari", "Sweet Vermouth"]);
    const four = await recipe("Lists Four Bottles", ["Gin", "Campari", "Sweet Vermouth", "Orange Bitters"]);
    const list = await names("three-bottle-drinks");
    expect(list).toContain("Lists Three Bottles");
    expect(list).not.toContain("Lists Four Bottles");
    const [row] = await db
      .select({ keys: sql<number>`cardinality(match_keys)` })
      .from(schema.recipe_requirements)
      .where(and(eq(schema.recipe_requirements.recipe_id, four)));
    expect(Number(row?.keys)).toBe(4);
  });
});
