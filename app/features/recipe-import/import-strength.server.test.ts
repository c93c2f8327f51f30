/**
 * Issue 13: an imported cocktail's strength. Names the catalogue knows count with the catalogue's ABV;
 * a new ingredient keeps the strength its source gave; one nobody knows leaves the strength unknown,
 * never "Alcohol-free".
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { seedCatalogue } from "../../../db/seed/seed-catalogue.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { importRecipes } from "./import-recipes.server";
import { parseImport } from "./parse-import";

setupTestDatabase();

let member: { id: string };

beforeAll(async () => {
  await seedCatalogue();
  member = await createMember("strength_importer");
});

async function importOne(cocktail: object) {
  const parsed = parseImport(JSON.stringify([cocktail]));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const [id] = await importRecipes(member, parsed.items);
  const [row] = await db
    .select({ abv: schema.recipes.abv })
    .from(schema.recipes)
    .where(eq(schema.recipes.id, id as string));
  return row?.abv ?? null;
}

const highball = (whiskey: object) => ({
  _id: "whisky-highball",
  name: "Whisky Highball",
  instructions: "Build over ice.",
  method: "Build",
  ingredients: [
    { amount: 60, units: "ml", ...whiskey },
    { name: "Club soda", strength: 0, amount: 120, units: "ml" },
  ],
});

describe("the strength of an imported Bar Assistant cocktail", () => {
  it("uses the catalogue's strength for a name it knows when the source gives none", async () => {
    // 'Scotch whiskey' is Blended Scotch at 40%: 24 ml of alcohol in 180 ml, grown by 10% when built: 12.1%.
    expect(await importOne(highball({ name: "Scotch whiskey" }))).toBeCloseTo(12.1, 5);
  });

  it("prefers the source's strength for the line, even for a name the catalogue knows", async () => {
    // The same whisky at the source's 50%: 30 ml in 180 ml, grown by 10%: 15.2%.
    expect(await importOne(highball({ name: "Scotch whiskey", strength: 50 }))).toBeCloseTo(15.2, 5);
    const [catalogue] = await db
      .select({ abv: schema.ingredients.abv })
      .from(schema.ingredients)
      .where(eq(schema.ingredients.name, "Blended Scotch"));
    expect(catalogue?.abv).toBe(40);
  });

  it("counts a top once, whatever number came with it", async () => {
    const topped = { ...highball({ name: "Scotch whiskey" }), name: "Topped Highball" };
    topped.ingredients[1] = { name: "Club soda", strength: 0, amount: 120, units: "topup" };
    // 24 ml of alcohol in 60 ml of whisky and one 60 ml top, grown by 10%: 18.2%.
    expect(await importOne(topped)).toBeCloseTo(18.2, 5);
  });

  it("keeps the source's strength for an ingredient new to the catalogue", async () => {
    expect(await importOne(highball({ name: "Smoky Yamazaki Blend", strength: 43 }))).toBeCloseTo(13, 5);
    const [created] = await db
      .select({ abv: schema.ingredients.abv, shared: schema.ingredients.shared })
      .from(schema.ingredients)
      .where(eq(schema.ingredients.name, "Smoky Yamazaki Blend"));
    expect(created).toEqual({ abv: 43, shared: false });
  });

  it("does not dilute a layered drink, and dilutes a muddled one as a built one (migration 0021)", async () => {
    const b52 = {
      _id: "b-52",
      name: "B-52",
      instructions: "Layer in a shot glass.",
      method: "Layer",
      ingredients: [
        { name: "Coffee liqueur", strength: 20, amount: 15, units: "ml" },
        { name: "Baileys Irish Cream", strength: 17, amount: 15, units: "ml" },
        { name: "Grand Marnier", strength: 40, amount: 15, units: "ml" },
      ],
    };
    // 11.55 ml of alcohol in 45 ml, no ice melted in: 25.7% (20% dilution would give 21.4%).
    expect(await importOne(b52)).toBeCloseTo(25.7, 5);
    const muddled = {
      _id: "muddled",
      name: "Muddled Cachaça",
      instructions: "Muddle the lime, add cachaça and crushed ice.",
      method: "Muddle",
      ingredients: [
        { name: "Cachaça", strength: 40, amount: 60, units: "ml" },
        { name: "Lime juice", strength: 0, amount: 20, units: "ml" },
      ],
    };
    // 24 ml of alcohol in 80 ml, grown by 10%: 27.3% (25% at the default 20%).
    expect(await importOne(muddled)).toBeCloseTo(27.3, 5);
  });

  it("is unknown, not alcohol-free, when neither knows the strength", async () => {
    expect(await importOne(highball({ name: "Mystery Hooch" }))).toBeNull();
  });
});
