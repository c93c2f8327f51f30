/** Whether a member may see (and so like, save or rate) a recipe: public and published, or their own. */
import { eq } from "drizzle-orm";
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
    .select({
      id: schema.recipes.id,
      user_id: schema.recipes.user_id,
      status: schema.recipes.status,
      is_public: schema.recipes.is_public,
    })
    .from(schema.recipes)
    .where(eq(schema.recipes.id, recipeId))
    .for("update");
  const visible = recipe && ((recipe.status === "published" && recipe.is_public) || recipe.user_id === actorId);
  if (!recipe || !visible) throw new NotFound("Recipe not found");
  return recipe;
}
