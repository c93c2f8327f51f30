/**
 * Replacing a recipe's whole content with the import representation (the API's PUT /recipes/{id},
 * issue 22): names resolve to the catalogue as an upload resolves them, then the recipe form's own update
 * runs, so every rule of an edit holds (ownership, photos that are the member's, slug redirects, purges).
 * The export writes our stored photos as full addresses on this site; they are read back as the stored
 * paths, with their thumbnails, so getting a recipe and putting it back changes nothing and loses no photo.
 */
import { eq } from "drizzle-orm";
import { type Actor, assertOwnRecipe, updateRecipe } from "~/features/recipes/recipe-mutations.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { resolveImportItem } from "./import-recipes.server";
import type { ImportItemData } from "./import-schema";

/** An address of one of our own uploads, as the export writes it, back to the stored path. */
function storedPath(url: string): string {
  const origin = env().PUBLIC_URL;
  return url.startsWith(`${origin}/uploads/`) ? url.slice(origin.length) : url;
}

export async function replaceRecipeContent(actor: Actor, recipeId: string, item: ImportItemData) {
  // Nothing is resolved (or created in the catalogue) for a recipe the member may not change.
  await assertOwnRecipe(actor, recipeId);
  const input = await resolveImportItem(actor, {
    ...item,
    images: item.images.map((image) => ({ ...image, url: storedPath(image.url) })),
    steps: item.steps.map((step) => (step.image_url ? { ...step, image_url: storedPath(step.image_url) } : step)),
  });
  const thumbnails = new Map(
    (
      await db
        .select({ url: schema.recipe_images.image_url, thumbnail_url: schema.recipe_images.thumbnail_url })
        .from(schema.recipe_images)
        .where(eq(schema.recipe_images.recipe_id, recipeId))
    ).map((row) => [row.url, row.thumbnail_url ?? undefined]),
  );
  const images = input.images.map((image) => ({ ...image, thumbnail_url: thumbnails.get(image.url) }));
  return updateRecipe(actor, recipeId, { ...input, images }, { glass: item.glass ?? null, keepVariantOf: true });
}
