import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecipe, setRecipeStatus, setRecipeVisibility } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { createIngredient, createMember, stockBar } from "../../../test/fixtures";
import { getBarCoverage } from "./bar-coverage.server";
import { explainMatch } from "./bar-match-explanation";
import { getBarKeys, requirementsWithin, summariseBarMatches } from "./bar-matching.server";

setupTestDatabase();

const { ingredients } = schema;

const author = { id: "" };

type Line = {
  name: string;
  quantity?: number;
  unit?: string;
  optional?: boolean;
  garnish?: boolean;
  substitutes?: string[];
};

async function recipe(name: string, lines: Line[], options: { listed?: boolean } = {}) {
  const input = RecipeInput.parse({ name, ingredients: lines.map((l) => ({ quantity: 1, unit: "oz", ...l })) });
  const { id } = await createRecipe(author, input);
  if (options.listed !== false) await setRecipeStatus(author, id, "published");
  return id;
}

async function summary(memberId: string) {
  return summariseBarMatches(await getBarKeys(memberId));
}

/** Whether the listing conditions accept this recipe for this member's bar. */
async function matches(memberId: string, recipeId: string) {
  const keys = await getBarKeys(memberId);
  const test = async (mode: "make" | "one-away") => {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from recipe_requirements rq where rq.recipe_id = ${recipeId} and ${requirementsWithin(keys, mode)}`,
    );
    return result.rows[0]?.n === 1;
  };
  return { make: await test("make"), oneAway: await test("one-away") };
}

async function coverageOf(memberId: string, recipeId: string) {
  const coverage = (await getBarCoverage(memberId, [recipeId]))[recipeId];
  if (!coverage) throw new Error("no coverage");
  return coverage;
}

describe("what a bar can make", () => {
  it("sets up a catalogue with generics and variants", async () => {
    Object.assign(author, await createMember("matching_author"));
    await createIngredient("London Dry Gin", { category: "gin", abv: 43 });
    await createIngredient("Beefeater", { category: "gin", parent: "London Dry Gin", abv: 40 });
    await createIngredient("Tanqueray", { category: "gin", parent: "London Dry Gin", abv: 43.1 });
    await createIngredient("Sweet Vermouth", { category: "wine", abv: 16 });
    await createIngredient("Campari", { category: "liqueur", abv: 25 });
    await createIngredient("Orange Peel", { category: "garnish" });
    await createIngredient("White Rum", { category: "rum", abv: 40 });
    await createIngredient("Bacardi Carta Blanca", { category: "rum", parent: "White Rum", abv: 40 });
    await createIngredient("Fresh Lime Juice", { category: "juice", abv: 0 });
    await createIngredient("Simple Syrup", { category: "syrup", abv: 0 });
    await createIngredient("Bourbon", { category: "bourbon", abv: 45 });
    await createIngredient("Rye Whiskey", { category: "whiskey", abv: 45 });
    await createIngredient("Angostura Bitters", { category: "bitters", abv: 44.7 });
    await createIngredient("Ice Cubes", { category: "ice" });
    await createIngredient("Still Water", { category: "water" });
  });

  it("makes a Negroni from gin, sweet vermouth and Campari, and misses it by Campari when the Campari runs out", async () => {
    const negroni = await recipe("Negroni", [
      { name: "London Dry Gin" },
      { name: "Sweet Vermouth" },
      { name: "Campari" },
      { name: "Orange Peel", quantity: 1, unit: "unit", garnish: true },
    ]);
    const fan = await createMember("negroni_fan");
    await stockBar(fan.id, ["London Dry Gin", "Sweet Vermouth", "Campari"]);
    expect(await summary(fan.id)).toMatchObject({ makeableCount: 1, oneAwayCount: 0, nextBottles: [] });
    expect(await coverageOf(fan.id, negroni)).toMatchObject({ required: 3, have: 3, missing: [] });

    await stockBar(fan.id, ["Campari"], 0);
    const after = await summary(fan.id);
    expect(after).toMatchObject({ makeableCount: 0, oneAwayCount: 1 });
    expect(after.nextBottles).toEqual([expect.objectContaining({ name: "Campari", unlocks: 1 })]);
    expect((await coverageOf(fan.id, negroni)).missing.map((m) => m.name)).toEqual(["Campari"]);
  });

  it("never requires optional or garnish ingredients, ice or water", async () => {
    const id = await recipe("Gin and Water", [
      { name: "London Dry Gin" },
      { name: "Still Water", quantity: 3 },
      { name: "Ice Cubes", quantity: 3, unit: "unit" },
      { name: "Angostura Bitters", quantity: 2, unit: "dash", optional: true },
      { name: "Orange Peel", quantity: 1, unit: "unit", garnish: true },
    ]);
    const fan = await createMember("water_fan");
    await stockBar(fan.id, ["Beefeater"]);
    const coverage = await coverageOf(fan.id, id);
    expect(coverage).toMatchObject({ required: 1, have: 1 });
    expect(coverage.ingredients.filter((i) => !i.required).map((i) => i.name)).toEqual([
      "Still Water",
      "Ice Cubes",
      "Angostura Bitters",
      "Orange Peel",
    ]);
    expect((await summary(fan.id)).makeableCount).toBe(1);
  });

  it("counts a variant as its generic, a generic for its variants, and one variant for another, and says so", async () => {
    const daiquiri = await recipe("Daiquiri", [
      { name: "White Rum", quantity: 2 },
      { name: "Fresh Lime Juice", quantity: 0.75 },
      { name: "Simple Syrup", quantity: 0.75 },
    ]);
    const martini = await recipe("Tanqueray Martini", [{ name: "Tanqueray", quantity: 2 }]);
    const fan = await createMember("family_fan");
    await stockBar(fan.id, ["Bacardi Carta Blanca", "Fresh Lime Juice", "Simple Syrup", "Beefeater"]);

    const rum = (await coverageOf(fan.id, daiquiri)).ingredients[0];
    expect(rum?.have).toMatchObject({ name: "Bacardi Carta Blanca", relation: "variant" });
    expect(rum && explainMatch(rum)).toBe("You have Bacardi Carta Blanca, which counts as White Rum");
    const gin = (await coverageOf(fan.id, martini)).ingredients[0];
    expect(gin?.have).toMatchObject({ name: "Beefeater", relation: "sibling" });
    expect(gin && explainMatch(gin)).toBe("You have Beefeater, which stands in for Tanqueray (both London Dry Gin)");

    const generic = await createMember("generic_fan");
    await stockBar(generic.id, ["London Dry Gin"]);
    const asked = (await coverageOf(generic.id, martini)).ingredients[0];
    expect(asked && explainMatch(asked)).toBe("You have London Dry Gin, which stands in for Tanqueray");
    // The exact ingredient is preferred over a relative when the bar holds both.
    await stockBar(generic.id, ["Tanqueray"]);
    expect((await coverageOf(generic.id, martini)).ingredients[0]?.have?.relation).toBe("exact");
  });

  it("accepts a listed substitute, and suggests every alternative as the next bottle", async () => {
    const id = await recipe("Old Fashioned", [
      { name: "Bourbon", quantity: 2, substitutes: ["rye whiskey"] },
      { name: "Simple Syrup", quantity: 0.25 },
    ]);
    const fan = await createMember("rye_fan");
    await stockBar(fan.id, ["Rye Whiskey", "Simple Syrup"]);
    const whiskey = (await coverageOf(fan.id, id)).ingredients[0];
    expect(whiskey?.have).toMatchObject({ name: "Rye Whiskey", relation: "substitute" });
    expect(whiskey && explainMatch(whiskey)).toBe("You have Rye Whiskey, a listed substitute for Bourbon");
    expect((await summary(fan.id)).makeableCount).toBeGreaterThanOrEqual(1);

    const sweet = await createMember("syrup_only");
    await stockBar(sweet.id, ["Simple Syrup"]);
    const bottles = (await summary(sweet.id)).nextBottles;
    expect(bottles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "Bourbon", unlocks: 1 }),
        expect.objectContaining({ name: "Rye Whiskey", unlocks: 1 }),
      ]),
    );
  });

  it("starts accepting a substitute once an ingredient of that name joins the catalogue", async () => {
    const id = await recipe("Mezcal Negroni", [
      { name: "London Dry Gin", substitutes: ["Joven Mezcal"] },
      { name: "Campari" },
    ]);
    const fan = await createMember("mezcal_fan");
    await stockBar(fan.id, ["Campari"]);
    expect((await coverageOf(fan.id, id)).have).toBe(1);
    await createIngredient("Joven Mezcal", { category: "tequila", abv: 45 });
    await stockBar(fan.id, ["Joven Mezcal"]);
    expect(await coverageOf(fan.id, id)).toMatchObject({ required: 2, have: 2 });
  });

  it("only counts listed recipes: drafts and private recipes are left out", async () => {
    const fan = await createMember("listing_fan");
    await stockBar(fan.id, ["Campari"]);
    const before = (await summary(fan.id)).makeableCount;
    await recipe("Campari Draft", [{ name: "Campari", quantity: 2 }], { listed: false });
    const hidden = await recipe("Private Campari", [{ name: "Campari", quantity: 2 }]);
    await setRecipeVisibility(author, hidden, "private");
    expect((await summary(fan.id)).makeableCount).toBe(before);
    await setRecipeVisibility(author, hidden, "public");
    expect((await summary(fan.id)).makeableCount).toBe(before + 1);
  });

  it("stays exact when the catalogue outgrows the 256-bit mask", async () => {
    const names = Array.from({ length: 300 }, (_, i) => `Filler ${i}`);
    await db
      .insert(ingredients)
      .values(names.map((name) => ({ name, category: "other", unit_type: "unit", shared: true })));
    const keys = await db.execute<{ name: string; match_key: number }>(
      sql`select name, match_key from ingredients where name like 'Filler %'`,
    );
    // Two fillers whose keys share a bit: having one must not satisfy the other.
    const byBit = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (const row of keys.rows) {
      const other = byBit.get(row.match_key % 256);
      if (other) pair = [other, row.name];
      byBit.set(row.match_key % 256, row.name);
    }
    if (!pair) throw new Error("expected two keys on one bit");
    const id = await recipe("Collision", [{ name: pair[0] }, { name: pair[1] }, { name: "Campari" }]);
    const fan = await createMember("collision_fan");
    await stockBar(fan.id, [pair[0]]);
    expect(await coverageOf(fan.id, id)).toMatchObject({ required: 3, have: 1 });
    expect(await matches(fan.id, id)).toEqual({ make: false, oneAway: false });
    await stockBar(fan.id, ["Campari"]);
    expect(await matches(fan.id, id)).toEqual({ make: false, oneAway: true });
    await stockBar(fan.id, [pair[1]]);
    expect(await matches(fan.id, id)).toEqual({ make: true, oneAway: false });

    // A bar key from 256 up shares its bit with a key below: it must not pass for that ingredient.
    const campari = await db.execute<{ match_key: number }>(
      sql`select match_key from ingredients where name = 'Campari'`,
    );
    const shadow = keys.rows.find((row) => row.match_key % 256 === campari.rows[0]?.match_key);
    if (!shadow) throw new Error("expected a filler sharing Campari's bit");
    const shortDrink = await recipe("Campari Shot", [{ name: "Campari" }]);
    const shadowed = await createMember("shadow_fan");
    await stockBar(shadowed.id, [shadow.name]);
    expect(await matches(shadowed.id, shortDrink)).toEqual({ make: false, oneAway: true });
    const before = await summary(shadowed.id);
    await stockBar(shadowed.id, ["Campari"]);
    expect(await matches(shadowed.id, shortDrink)).toEqual({ make: true, oneAway: false });
    // "Unlocks N" is exactly how many recipes buying it makes possible.
    const unlocks = before.nextBottles.find((b) => b.name === "Campari")?.unlocks ?? 0;
    expect(unlocks).toBeGreaterThanOrEqual(1);
    expect((await summary(shadowed.id)).makeableCount).toBe(before.makeableCount + unlocks);
  });

  it("keeps the catalogue two levels deep", async () => {
    await expect(createIngredient("Bacardi Superior Mini", { parent: "Bacardi Carta Blanca" })).rejects.toThrow();
    const generic = (await db.select().from(ingredients).where(eq(ingredients.name, "White Rum")))[0];
    // London Dry Gin has variants of its own, so it cannot become a variant.
    await expect(
      db.update(ingredients).set({ parent_id: generic?.id }).where(eq(ingredients.name, "London Dry Gin")),
    ).rejects.toThrow();
  });
});
