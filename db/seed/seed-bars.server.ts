/**
 * Seed step 6: the demo members' home bars (db/seed/data/bars.ts). Inserts only what is missing, so
 * a second run adds nothing and a member's own changes to a demo bar are kept.
 */
import { inArray } from "drizzle-orm";
import { barUnitFor } from "~/features/bar/bar-mutations.server";
import { db, schema } from "~/lib/db.server";
import { SEED_BARS } from "./data/bars";
import type { SeedMemberIds } from "./seed-members.server";
import { insertedCount } from "./seed-util";

export async function seedBars(members: SeedMemberIds): Promise<number> {
  const names = [...new Set(Object.values(SEED_BARS).flatMap((items) => items.map((i) => i.ingredient)))];
  const catalogue = await db
    .select({ id: schema.ingredients.id, name: schema.ingredients.name, unit_type: schema.ingredients.unit_type })
    .from(schema.ingredients)
    .where(inArray(schema.ingredients.name, names));
  const byName = new Map(catalogue.map((i) => [i.name, i]));
  const rows = Object.entries(SEED_BARS).flatMap(([username, items]) => {
    const userId = members.get(username);
    if (!userId) throw new Error(`Seed bar names an unknown member: "${username}"`);
    return items.map((item) => {
      const ingredient = byName.get(item.ingredient);
      if (!ingredient) throw new Error(`Seed bar of ${username} names an unknown ingredient: "${item.ingredient}"`);
      return {
        user_id: userId,
        ingredient_id: ingredient.id,
        quantity: item.quantity ?? 1,
        unit: barUnitFor(ingredient.unit_type),
      };
    });
  });
  return insertedCount(rows, (batch) =>
    db.insert(schema.bar_inventory).values(batch).onConflictDoNothing().returning({ id: schema.bar_inventory.id }),
  );
}
