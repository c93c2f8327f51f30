/** Whether a member may see (and so like, save or rate) a recipe: the privacy layer's canSeeRecipe. */
import { and, eq } from "drizzle-orm";
import { canSeeRecipe } from "~/features/privacy/visibility.server";
import { schema, type Transaction } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";

/**
 * Locks the recipe row for the rest of the transaction, so writes to one recipe's counters and
 * aggregate happen one after another. A recipe the member may not see is reported as missing.
 */
export async function lockVisibleRecipe(tx: Transaction, actorId: string, recipeId: string) {
  if (!isUuid(recipeId)) throw new NotFound("Recipe not found");
  const [recipe] = await tx
    .select({ id: schema.recipes.id, user_id: schema.recipes.user_id, status: schema.recipes.status })
    .from(schema.recipes)
    .where(and(eq(schema.recipes.id, recipeId), canSeeRecipe(actorId)))
    .for("update", { of: schema.recipes });
  if (!recipe) throw new NotFound("Recipe not found");
  return recipe;
}
