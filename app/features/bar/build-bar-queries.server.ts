/** Reads for /bar/build (part 2 §2): the catalogue by category for the tabs, and what the member has. */
import { eq, sql } from "drizzle-orm";
import { type CatalogueViewer, visibleCatalogueBranches } from "~/features/privacy/catalogue-visibility.server";
import { INGREDIENT_CATEGORIES } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { wordArray } from "~/lib/sql-arrays.server";

/** Ingredients listed per category tab; the search box finds the rest. */
export const BUILD_BAR_CATEGORY_LIMIT = 120;

export type CatalogueIngredient = { id: string; name: string; parentName: string | null };
export type CatalogueCategory = { category: string; ingredients: CatalogueIngredient[]; more: boolean };

/**
 * Each category with the entries the viewer may see (shared ones and their own), in INGREDIENT_CATEGORIES
 * order, alphabetical within, at most BUILD_BAR_CATEGORY_LIMIT each: per category one index range scan
 * over shared entries on (category, name) and one over the viewer's own, so thousands of other members'
 * private names are never read.
 */
export async function listCatalogueByCategory(
  viewer: CatalogueViewer,
  limit = BUILD_BAR_CATEGORY_LIMIT,
): Promise<CatalogueCategory[]> {
  const result = await db.execute<{ category: string; id: string; name: string; parent_name: string | null }>(sql`
    select c.category, x.id, x.name, x.parent_name
    from unnest(${wordArray(INGREDIENT_CATEGORIES)}) with ordinality as c(category, position)
    cross join lateral (
      select v.id, v.name, p.name as parent_name
      from (${sql.join(
        visibleCatalogueBranches("i", viewer).map(
          (visible) => sql`(select i.id, i.name, i.parent_id from ingredients i
            where i.category = c.category and ${visible} order by i.name limit ${limit + 1})`,
        ),
        sql` union all `,
      )}) v
      left join ingredients p on p.id = v.parent_id
      order by v.name
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
