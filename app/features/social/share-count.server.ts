/** Part 1 §2 sharing: every completed share counts, from members and guests alike. */
import { and, eq, sql } from "drizzle-orm";
import { isListed } from "~/features/recipes/recipe-queries.server";
import { db, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";

const { recipes } = schema;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Adds one to the recipe's share count in a single statement (no read-modify-write), only for a
 * published, public recipe; anything else is reported as missing. Returns the new count.
 */
export async function countRecipeShare(recipeId: string): Promise<{ shares_count: number }> {
  if (!UUID.test(recipeId)) throw new NotFound("Recipe not found");
  const [row] = await db
    .update(recipes)
    .set({ shares_count: sql`${recipes.shares_count} + 1` })
    .where(and(eq(recipes.id, recipeId), isListed))
    .returning({ shares_count: recipes.shares_count });
  if (!row) throw new NotFound("Recipe not found");
  return row;
}
