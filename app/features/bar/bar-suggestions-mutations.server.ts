/** Skipping a suggestion on /bar/build (part 2 §2): remembered for the member who skipped, only. */
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { visibleCatalogueEntry } from "~/features/privacy/catalogue-visibility.server";
import { db, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";

const { bar_suggestion_skips, ingredients } = schema;

type Actor = { id: string };

/** The skip button's form: which suggestion to skip. */
export const SkipSuggestionInput = z.object({ ingredient_id: z.uuid() });

/** Records the skip for the acting member (skipping twice is fine); returns the name for the toast. */
export async function skipSuggestion(actor: Actor, ingredientId: string): Promise<{ name: string }> {
  await consumeRateLimit("bar", actor.id);
  const [ingredient] = await db
    .select({ name: ingredients.name })
    .from(ingredients)
    .where(and(eq(ingredients.id, ingredientId), visibleCatalogueEntry(ingredients, actor)));
  // Another member's private entry is "not found": its name is not theirs to learn.
  if (!ingredient) throw new NotFound("Ingredient not found");
  await db
    .insert(bar_suggestion_skips)
    .values({ user_id: actor.id, ingredient_id: ingredientId })
    .onConflictDoNothing();
  return { name: ingredient.name };
}
