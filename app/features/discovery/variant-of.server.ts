/**
 * "Variant of" (issue 23): the recipe a recipe varies, as the form, a remix or the API writes it. The original
 * must be one the author may open, and a variant can never end up varying itself (A of B of A).
 */
import { and, eq, sql } from "drizzle-orm";
import { canSeeRecipe } from "~/features/privacy/visibility.server";
import { schema, type Transaction } from "~/lib/db.server";
import { Invalid } from "~/lib/errors";

const { recipes } = schema;

export const VARIANT_NOT_FOUND = "Choose a recipe you can open as the original";
export const VARIANT_LOOP = "That recipe is already a variant of this one, so this one cannot be a variant of it";

/** How far up a chain of variants the loop check walks: far beyond any real lineage. */
const MAX_LINEAGE = 100;

/** The original to store for `recipeId` (null for a new recipe), or null when none is chosen. */
export async function checkedVariantOf(
  tx: Transaction,
  actorId: string,
  recipeId: string | null,
  variantOf: string | null | undefined,
): Promise<string | null> {
  if (!variantOf) return null;
  const refuse = (message: string) => new Invalid(message, { variant_of: [message] });
  if (variantOf === recipeId) throw refuse(VARIANT_LOOP);
  const [original] = await tx
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.id, variantOf), canSeeRecipe(actorId)));
  if (!original) throw refuse(VARIANT_NOT_FOUND);
  if (recipeId) {
    const lineage = await tx.execute<{ id: string }>(sql`
      with recursive up (id, depth) as (
        select ${variantOf}::uuid, 0
        union all
        select r.variant_of, up.depth + 1 from recipes r join up on r.id = up.id
        where r.variant_of is not null and up.depth < ${MAX_LINEAGE}::int
      )
      select id from up where id = ${recipeId}::uuid limit 1`);
    if (lineage.rows.length > 0) throw refuse(VARIANT_LOOP);
  }
  return original.id;
}
