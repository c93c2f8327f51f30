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
    ["Crème de Cacao (Dark)", "Crème de Cacao (name)"],
    ["Creme de Cacao (White)", "Crème de Cacao (key)"],
  ])("reads %s as %s", async (name, expected) => {
    expect(await matched(name)).toBe(expected);
  });

  it.each(["Sloe Gin", "Apricot Brandy", "Lemon Soda", "Blood Orange Juice", "Yuzu Sake"])(
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
    const created = await findOrCreateIngredient(alice, { name: "Swedish Punsch", unit: "oz", abv: 26 });
    const [row] = await db.select().from(schema.ingredients).where(eq(schema.ingredients.id, created.id));
    expect(row).toMatchObject({ name: "Swedish Punsch", abv: 26, shared: false, created_by: alice.id });
  });
});
