/**
 * Issue 13: a database seeded by an earlier release gets the catalogue ingredients added since, at start-up,
 * without disturbing what members typed in themselves.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { findOrCreateIngredient } from "~/features/ingredients/ingredient-mutations.server";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../test/database";
import { createMember } from "../../test/fixtures";
import { addMissingCatalogueIngredients } from "./catalogue-update.server";
import { SEED_INGREDIENTS } from "./data/ingredients";
import { seedCatalogue } from "./seed-catalogue.server";

setupTestDatabase();

const { ingredients, bar_inventory } = schema;
/** Entries of today's seed that an older release's catalogue did not have: generics and a variant. */
const NEW_ENTRIES = ["Sloe Gin", "Cynar", "Jim Beam", "Tennessee Whiskey", "Jack Daniel's"];

const entry = async (name: string) => {
  const [row] = await db.select().from(ingredients).where(sql`lower(${ingredients.name}) = lower(${name})`);
  return row;
};

describe("a database without the seeded catalogue", () => {
  it("is left alone", async () => {
    expect(await addMissingCatalogueIngredients()).toBe(0);
    expect(await db.$count(ingredients)).toBe(0);
  });
});

describe("a database seeded by an earlier release", () => {
  let alice: { id: string };
  let yuzu: typeof ingredients.$inferSelect;

  beforeAll(async () => {
    await seedCatalogue();
    await db.delete(ingredients).where(inArray(ingredients.name, NEW_ENTRIES));
    alice = await createMember("alice_catalogue");
    const sloe = await findOrCreateIngredient(alice, { name: "Sloe Gin", unit: "oz", abv: 29 });
    const ownYuzu = await findOrCreateIngredient(alice, { name: "Yuzu Sake", unit: "oz", abv: 14 });
    await db.insert(bar_inventory).values([
      { user_id: alice.id, ingredient_id: sloe.id },
      { user_id: alice.id, ingredient_id: ownYuzu.id },
    ]);
    yuzu = (await entry("Yuzu Sake"))!;
  });

  it("gets the missing shared entries, with their variants pointing at their generic", async () => {
    expect(await addMissingCatalogueIngredients()).toBe(NEW_ENTRIES.length);
    const cynar = await entry("Cynar");
    expect(cynar).toMatchObject({ shared: true, created_by: null, abv: 16.5, category: "liqueur" });
    const [jimBeam, bourbon, jack, tennessee] = await Promise.all(
      ["Jim Beam", "Bourbon", "Jack Daniel's", "Tennessee Whiskey"].map(entry),
    );
    expect(jimBeam?.parent_id).toBe(bourbon?.id);
    expect(jack?.parent_id).toBe(tennessee?.id);
    const shared = await db.$count(ingredients, eq(ingredients.shared, true));
    expect(shared).toBe(SEED_INGREDIENTS.length);
  });

  it("leaves a member's private entry of another name as it was", async () => {
    expect(await entry("Yuzu Sake")).toEqual(yuzu);
  });

  it("merges a member's private namesake into the new shared entry, keeping their bar (decision 6)", async () => {
    const sloe = await entry("Sloe Gin");
    expect(sloe).toMatchObject({ shared: true, created_by: null, abv: 26 });
    const namesakes = await db.$count(ingredients, sql`lower(${ingredients.name}) = 'sloe gin'`);
    expect(namesakes).toBe(1);
    const bar = await db
      .select({ ingredient_id: bar_inventory.ingredient_id })
      .from(bar_inventory)
      .where(and(eq(bar_inventory.user_id, alice.id), eq(bar_inventory.ingredient_id, sloe!.id)));
    expect(bar).toHaveLength(1);
  });

  it("does nothing once nothing is missing", async () => {
    const before = await db.$count(ingredients);
    expect(await addMissingCatalogueIngredients()).toBe(0);
    expect(await db.$count(ingredients)).toBe(before);
  });
});
