/**
 * The ABV estimate (migration 0009, docs/bar-matching.md#abv): the SQL copies of the unit and dilution
 * tables agree with app/lib/constants.ts, and the triggers keep recipes.abv right as recipes change.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  ABV_ML_PER_UNIT,
  DEFAULT_DILUTION,
  DILUTION_BY_METHOD,
  DILUTION_BY_OTHER_METHOD,
  RECIPE_METHODS,
} from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { createRecipe, updateRecipe } from "./recipe-mutations.server";
import { RecipeInput } from "./recipe-schema";

setupTestDatabase();

const author = { id: "" };

async function ingredient(name: string, abv: number | null, category = "other") {
  await db.insert(schema.ingredients).values({ name, category, unit_type: "volume", abv, shared: true });
}

async function abvOf(recipeId: string) {
  const [row] = await db
    .select({ abv: schema.recipes.abv })
    .from(schema.recipes)
    .where(eq(schema.recipes.id, recipeId));
  return row?.abv;
}

type Line = {
  name: string;
  quantity?: number;
  quantity_max?: number;
  unit?: string;
  garnish?: boolean;
  optional?: boolean;
};

function input(name: string, method: string | undefined, lines: Line[]) {
  return RecipeInput.parse({ name, method, ingredients: lines });
}

describe("the SQL copies of the ABV tables", () => {
  it("unit_ml() gives the millilitres of ABV_ML_PER_UNIT for every unit, in any case", async () => {
    for (const [unit, ml] of Object.entries(ABV_ML_PER_UNIT)) {
      const result = await db.execute<{ lower: number; upper: number }>(
        sql`select unit_ml(${unit}) as lower, unit_ml(${unit.toUpperCase()}) as upper`,
      );
      expect({ unit, ml: Number(result.rows[0]?.lower) }).toEqual({ unit, ml });
      expect(Number(result.rows[0]?.upper)).toBe(ml);
    }
    const unknown = await db.execute<{ ml: number | null }>(sql`select unit_ml('wedge') as ml`);
    expect(unknown.rows[0]?.ml).toBeNull();
  });

  it("method_dilution() gives DILUTION_BY_METHOD and DILUTION_BY_OTHER_METHOD, and DEFAULT_DILUTION otherwise", async () => {
    for (const method of RECIPE_METHODS) {
      const result = await db.execute<{ d: number }>(sql`select method_dilution(${method}) as d`);
      expect({ method, dilution: Number(result.rows[0]?.d) }).toEqual({ method, dilution: DILUTION_BY_METHOD[method] });
    }
    for (const [method, dilution] of Object.entries(DILUTION_BY_OTHER_METHOD)) {
      const result = await db.execute<{ d: number }>(sql`select method_dilution(${` ${method.toUpperCase()}`}) as d`);
      expect({ method, dilution: Number(result.rows[0]?.d) }).toEqual({ method, dilution });
    }
    for (const other of [null, "flambéed", ""]) {
      const result = await db.execute<{ d: number }>(sql`select method_dilution(${other}) as d`);
      expect(Number(result.rows[0]?.d)).toBe(DEFAULT_DILUTION);
    }
  });
});

describe("recipes.abv", () => {
  it("sets up an author and a catalogue", async () => {
    const id = randomUUID();
    await db.insert(schema.user).values({ id, name: "abv_author", email: "abv_author@example.com" });
    await db.insert(schema.profiles).values({ id, username: "abv_author", slug: "abv_author" });
    author.id = id;
    await ingredient("London Dry Gin", 43, "gin");
    await ingredient("Sweet Vermouth", 16, "wine");
    await ingredient("Campari", 25, "liqueur");
    await ingredient("Orange Peel", null, "garnish");
    await ingredient("White Rum", 40, "rum");
    await ingredient("Fresh Lime Juice", 0, "juice");
    await ingredient("Simple Syrup", 0, "syrup");
    await ingredient("Mint Leaves", null, "herb");
    await ingredient("Mystery Whiskey", null, "whiskey");
    await ingredient("Soda Water", 0, "mixer");
  });

  it("estimates a stirred Negroni at 23.3% (84% over 3 oz, diluted by 20%)", async () => {
    const { id } = await createRecipe(
      author,
      input("Negroni", "stirred", [
        { name: "London Dry Gin", quantity: 1, unit: "oz" },
        { name: "Sweet Vermouth", quantity: 1, unit: "oz" },
        { name: "Campari", quantity: 1, unit: "oz" },
        { name: "Orange Peel", quantity: 1, unit: "unit", garnish: true },
      ]),
    );
    expect(await abvOf(id)).toBeCloseTo(23.3, 5);
  });

  it("estimates a shaken Daiquiri at 18.3% (the juice and syrup count as volume without alcohol)", async () => {
    const { id } = await createRecipe(
      author,
      input("Daiquiri", "shaken", [
        { name: "White Rum", quantity: 2, unit: "oz" },
        { name: "Fresh Lime Juice", quantity: 0.75, unit: "oz" },
        { name: "Simple Syrup", quantity: 0.75, unit: "oz" },
      ]),
    );
    expect(await abvOf(id)).toBeCloseTo(18.3, 5);
  });

  it("leaves the strength unknown when nothing has a volume", async () => {
    const { id } = await createRecipe(
      author,
      input("Mint Garnish", "built", [
        { name: "Mint Leaves", quantity: 8, unit: "unit" },
        { name: "Orange Peel", quantity: 1, unit: "unit", garnish: true },
      ]),
    );
    expect(await abvOf(id)).toBeNull();
  });

  it("follows a change of method: a Negroni built instead of stirred is stronger", async () => {
    const lines = [
      { name: "London Dry Gin", quantity: 1, unit: "oz" },
      { name: "Sweet Vermouth", quantity: 1, unit: "oz" },
      { name: "Campari", quantity: 1, unit: "oz" },
    ];
    const { id } = await createRecipe(author, input("Negroni on the rocks", "stirred", lines));
    expect(await abvOf(id)).toBeCloseTo(23.3, 5);
    await updateRecipe(author, id, input("Negroni on the rocks", "built", lines));
    // 28% / 1.10
    expect(await abvOf(id)).toBeCloseTo(25.5, 5);
    const [row] = await db
      .select({ method: schema.recipes.method })
      .from(schema.recipes)
      .where(eq(schema.recipes.id, id));
    expect(row?.method).toBe("built");
    // No method: the default dilution, the same as stirred.
    await updateRecipe(author, id, input("Negroni on the rocks", undefined, lines));
    expect(await abvOf(id)).toBeCloseTo(23.3, 5);
  });

  it("leaves the strength unknown, never alcohol-free, when a counted liquid's ABV is unknown (issue 13)", async () => {
    const { id } = await createRecipe(
      author,
      input("Whisky Highball", "built", [
        { name: "Mystery Whiskey", quantity: 60, unit: "ml" },
        { name: "Soda Water", quantity: 120, unit: "ml" },
      ]),
    );
    expect(await abvOf(id)).toBeNull();
    // Once someone knows the whiskey's strength, the recipe's follows.
    await db.update(schema.ingredients).set({ abv: 40 }).where(eq(schema.ingredients.name, "Mystery Whiskey"));
    // 24 ml of alcohol in 180 ml, grown by 10%: 12.1%.
    expect(await abvOf(id)).toBeCloseTo(12.1, 5);
  });

  it("counts a range at its middle", async () => {
    const { id } = await createRecipe(
      author,
      input("Rum and Soda", "built", [
        { name: "White Rum", quantity: 1, quantity_max: 3, unit: "oz" },
        { name: "Soda Water", quantity: 2, unit: "oz" },
      ]),
    );
    // 2 oz of 40% in 4 oz is 20%, grown by 10%: 18.2%.
    expect(await abvOf(id)).toBeCloseTo(18.2, 5);
  });

  it("reads a shot, and leaves the strength unknown when a spirit has no volume (issue 13)", async () => {
    const withShot = await createRecipe(
      author,
      input("Rum and Juice", "built", [
        { name: "White Rum", quantity: 1, unit: "shot" },
        { name: "Fresh Lime Juice", quantity: 1, unit: "oz" },
      ]),
    );
    // 17.7 ml of alcohol in 73.9 ml, grown by 10%: 21.8%.
    expect(await abvOf(withShot.id)).toBeCloseTo(21.8, 5);
    const noVolume = await createRecipe(
      author,
      input("Rum, somehow", "built", [
        { name: "White Rum", quantity: 2, unit: "unit" },
        { name: "Fresh Lime Juice", quantity: 1, unit: "oz" },
      ]),
    );
    expect(await abvOf(noVolume.id)).toBeNull();
  });
});
