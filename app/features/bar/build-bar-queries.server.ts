/** Reads for /bar/build (part 2 §2): the catalogue by category for the tabs, and what the member has. */
import { eq, sql } from "drizzle-orm";
import { INGREDIENT_CATEGORIES } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { wordArray } from "~/lib/sql-arrays.server";

/** Ingredients listed per category tab; the search box finds the rest. */
export const BUILD_BAR_CATEGORY_LIMIT = 120;

export type CatalogueIngredient = { id: string; name: string; parentName: string | null };
export type CatalogueCategory = { category: string; ingredients: CatalogueIngredient[]; more: boolean };

/**
 * Each category with ingredients, in INGREDIENT_CATEGORIES order, alphabetical within, at most
 * BUILD_BAR_CATEGORY_LIMIT each: one index range scan per category on (category, name), so a
 * catalogue grown by thousands of members' own names stays quick.
 */
export async function listCatalogueByCategory(limit = BUILD_BAR_CATEGORY_LIMIT): Promise<CatalogueCategory[]> {
  const result = await db.execute<{ category: string; id: string; name: string; parent_name: string | null }>(sql`
    select c.category, x.id, x.name, x.parent_name
    from unnest(${wordArray(INGREDIENT_CATEGORIES)}) with ordinality as c(category, position)
    cross join lateral (
      select i.id, i.name, p.name as parent_name
      from ingredients i left join ingredients p on p.id = i.parent_id
      where i.category = c.category
      order by i.name
      limit ${limit + 1}
    ) x
    order by c.position, x.name`);
  const grouped = new Map<string, CatalogueCategory>();
  for (const row of result.rows) {
    let group = grouped.get(row.category);
    if (!group) {
      group = { category: row.category, ingredients: [], more: false };
      grouped.set(row.category, group);
    }
    if (group.ingredients.length === limit) group.more = true;
    else group.ingredients.push({ id: row.id, name: row.name, parentName: row.parent_name });
  }
  return [...grouped.values()];
}

/** ingredient id → quantity for everything in the member's bar (0 means run out). */
export async function barQuantitiesByIngredient(memberId: string): Promise<Record<string, number>> {
  const { bar_inventory } = schema;
  const rows = await db
    .select({ ingredientId: bar_inventory.ingredient_id, quantity: bar_inventory.quantity })
    .from(bar_inventory)
    .where(eq(bar_inventory.user_id, memberId));
  return Object.fromEntries(rows.map((row) => [row.ingredientId, row.quantity]));
}
