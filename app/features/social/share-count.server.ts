/**
 * Part 1 §2 sharing: completed shares count, from members and guests alike, but once per visitor
 * and recipe a day (issue 11: one address raised a count by 300 in 2 s). The visitor is the member
 * when signed in, else the client address.
 */
import { and, eq, sql } from "drizzle-orm";
import { canSeeRecipe } from "~/features/privacy/visibility.server";
import { db, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { consumeRateLimit, withinRateLimit } from "~/lib/rate-limit.server";
import { isUuid } from "~/lib/uuid";

const { recipes } = schema;

export type ShareVisitor = { memberId: string | null; clientIp: string };

/**
 * Counts a share of a recipe the visitor may see (anything else is reported as missing) and returns
 * the count. A repeat within the day is quietly not counted, so the sharer still sees success; a
 * flood from one address is refused (429).
 */
export async function countRecipeShare(recipeId: string, visitor: ShareVisitor): Promise<{ shares_count: number }> {
  if (!isUuid(recipeId)) throw new NotFound("Recipe not found");
  const address = visitor.clientIp || "unknown";
  await consumeRateLimit("shareFlood", address);
  const who = visitor.memberId ? `member:${visitor.memberId}` : `address:${address}`;
  const counts = await withinRateLimit("shareOnce", `${recipeId}:${who}`);

  const [row] = counts
    ? // One statement (no read-modify-write), so shares arriving together all count.
      await db
        .update(recipes)
        .set({ shares_count: sql`${recipes.shares_count} + 1` })
        .where(and(eq(recipes.id, recipeId), canSeeRecipe(visitor.memberId)))
        .returning({ shares_count: recipes.shares_count })
    : await db
        .select({ shares_count: recipes.shares_count })
        .from(recipes)
        .where(and(eq(recipes.id, recipeId), canSeeRecipe(visitor.memberId)));
  if (!row) throw new NotFound("Recipe not found");
  return row;
}
