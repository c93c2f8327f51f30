/**
 * Issue 13: names from other sites find the catalogue ingredient they mean (and so count in the bar and
 * the strength), close names that mean something else do not, and nobody's private entry is found by
 * another member.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { seedCatalogue } from "../../../db/seed/seed-catalogue.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { matchIngredient } from "./ingredient-matching.server";
import { findOrCreateIngredient } from "./ingredient-mutations.server";

setupTestDatabase();

let alice: { id: string };
let bruno: { id: string };

beforeAll(async () => {
  await seedCatalogue();
  alice = await createMember("alice_matching");
  bruno = await createMember("bruno_matching");
});

const matched = async (name: string, who: { id: string } | null = null) => {
  const match = await matchIngredient(who, name);
  return match && `${match.name} (${match.how})`;
};

describe("matchIngredient", () => {
  it.each([
    ["campari", "Campari (name)"],
    ["Lime juice", "Fresh Lime Juice (key)"],
    ["Peychauds Bitters", "Peychaud's Bitters (key)"],
    ["Tequila Blanco", "Blanco Tequila (key)"],
    ["Creme de cassis", "Crème de Cassis (key)"],
    ["Gin", "London Dry Gin (alias)"],
    ["Club soda", "Soda Water (alias)"],
    ["Angostura aromatic bitters", "Angostura Bitters (alias)"],
    ["Bourbon Whiskey", "Bourbon (alias)"],
    ["Cointreu", "Cointreau (spelling)"],
    ["Campri", "Campari (spelling)"],
    ["Pear Brandy (Williams)", "Pear Brandy (qualifier)"],
    ["Creme de Cassis (Lejay)", "Crème de Cassis (qualifier)"],
    ["Crème de Cacao (Dark)", "Crème de Cacao (alias)"],
    ["Jack Daniels", "Jack Daniel's (key)"],
    ["Whisky", "Whiskey (key)"],
    ["151 proof rum", "Overproof Rum (alias)"],
    ["Sweet and sour", "Sour Mix (alias)"],
    ["Chilli Pepper", "Chili Pepper (spelling)"],
  ])("reads %s as %s", async (name, expected) => {
    expect(await matched(name)).toBe(expected);
  });

  it.each([
    ["Sloe Gin", "Sloe Gin (name)"],
    ["Apricot Brandy", "Apricot Brandy (name)"],
    ["Blood Orange Juice", "Blood Orange Juice (name)"],
    ["Coconut Cream", "Coconut Cream (name)"],
    ["Lillet Rose", "Lillet Rosé (key)"],
  ])("reads %s as its own entry, not the generic it resembles", async (name, expected) => {
    expect(await matched(name)).toBe(expected);
  });

  it.each(["Lemon Soda", "Yuzu Sake", "Mango Vodka", "Pear Cider"])(
    "finds nothing for %s rather than something else",
    async (name) => {
      expect(await matched(name)).toBeNull();
    },
  );

  it("finds a member's own private entry for them only", async () => {
    await findOrCreateIngredient(bruno, { name: "Yuzu Sake", unit: "oz" });
    expect(await matched("yuzu sake", bruno)).toBe("Yuzu Sake (name)");
    expect(await matched("yuzu sake", alice)).toBeNull();
    expect(await matched("yuzu sake")).toBeNull();
  });
});

describe("findOrCreateIngredient", () => {
  it("uses the catalogue entry a name means instead of creating another", async () => {
    const before = await db.$count(schema.ingredients);
    const lime = await findOrCreateIngredient(alice, { name: "Lime juice", unit: "oz" });
    expect(lime.name).toBe("Fresh Lime Juice");
    expect(await db.$count(schema.ingredients)).toBe(before);
  });

  it("creates an unknown one as the member's own, with the strength its source gave", async () => {
    const created = await findOrCreateIngredient(alice, { name: "Cask-Proof Whiskey", unit: "oz", abv: 55 });
    const [row] = await db.select().from(schema.ingredients).where(eq(schema.ingredients.id, created.id));
    expect(row).toMatchObject({ name: "Cask-Proof Whiskey", abv: 55, shared: false, created_by: alice.id });
  });
});

/**
 * Common ingredient names as Bar Assistant's data pack and TheCocktailDB write them (issue 13): each finds a
 * shared catalogue entry, so the catalogue cannot lose one silently (docs/import.md, "Matching ingredients").
 */
const BAR_ASSISTANT_NAMES = [
  "Lime juice",
  "Gin",
  "Angostura aromatic bitters",
  "Club soda",
  "Bourbon Whiskey",
  "Grenadine Syrup",
  "Tequila Blanco",
  "Passionfruit syrup",
  "Apple Brandy",
  "Maraschino",
  "Cynar",
  "Peychauds Bitters",
  "Orgeat Syrup",
  "Scotch whiskey",
  "Ginger syrup",
  "Amaro Montenegro",
  "Whiskey",
  "Red wine",
  "Apricot Brandy",
  "Saline solution",
  "Sherry",
  "Grand Marnier",
  "Galliano",
  "Amaro Averna",
  "Suze",
  "Maple syrup",
  "Falernum",
  "Islay Scotch Whiskey",
  "Cinnamon syrup",
  "Crème de Cacao (White)",
  "Crème de menthe",
  "Drambuie",
  "Jägermeister",
  "Pear Brandy (Williams)",
  "Cocchi Aperitivo Americano",
];
const COCKTAILDB_NAMES = [
  "Light rum",
  "Powdered sugar",
  "Baileys irish cream",
  "Cherry",
  "Maraschino cherry",
  "Light cream",
  "Carbonated water",
  "151 proof rum",
  "Coca-Cola",
  "Blue Curacao",
  "Sweet and sour",
  "Lemonade",
  "Peach schnapps",
  "Creme de Cacao",
  "Vanilla extract",
  "Midori melon liqueur",
  "Apricot brandy",
  "Egg",
  "Yoghurt",
  "Sour mix",
  "Sambuca",
  "Malibu rum",
  "Blended whiskey",
  "Southern Comfort",
  "Chambord raspberry liqueur",
  "Whipped cream",
  "Goldschlager",
  "Cherry brandy",
  "Jägermeister",
  "Lager",
  "7-Up",
  "Sloe gin",
  "White Creme de Menthe",
  "Jack Daniels",
  "Crown Royal",
  "Tabasco sauce",
  "Half-and-half",
  "Frangelico",
];

describe("names from real data", () => {
  it.each([
    ["Bar Assistant", BAR_ASSISTANT_NAMES],
    ["TheCocktailDB", COCKTAILDB_NAMES],
  ])("finds a shared catalogue entry for every common name of %s", async (_source, names) => {
    const missing: string[] = [];
    for (const name of names) if (!(await matchIngredient(null, name))) missing.push(name);
    expect(missing).toEqual([]);
  });
});
