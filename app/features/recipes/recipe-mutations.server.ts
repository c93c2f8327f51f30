/**
 * Recipe writes (part 1 §7, part 2 §4). Each takes the acting member and checks ownership itself:
 * only the author may edit, publish, hide or delete a recipe.
 */

import { eq } from "drizzle-orm";
import { checkedVariantOf } from "~/features/discovery/variant-of.server";
import { guardContentWrite } from "~/features/moderation/write-guard.server";
import { privacySettingsOf } from "~/features/privacy/profile-privacy.server";
import { audienceColumns } from "~/features/privacy/visibility";
import type { RecipeStatus, Visibility } from "~/lib/constants";
import { db, schema, type Transaction } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { Forbidden, NotFound } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache/purge.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { isUuid } from "~/lib/uuid";
import { assertImagesAllowed, deleteUnusedImageFiles, stepImageFiles } from "./recipe-images.server";
import { clearRecipeParts, freeSlug, recipeRowFields, sourceColumns, writeRecipeParts } from "./recipe-parts.server";
import type { RecipeInputData } from "./recipe-schema";

const { recipes, recipe_images, recipe_instructions, recipe_slug_redirects, profiles } = schema;

export type Actor = { id: string };

/** Loads the recipe for a write, refusing anyone but its author. */
async function ownRecipe(tx: Transaction, actor: Actor, recipeId: string) {
  const [recipe] = await tx
    .select({
      id: recipes.id,
      user_id: recipes.user_id,
      name: recipes.name,
      slug: recipes.slug,
      status: recipes.status,
    })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .for("update");
  return checkedOwn(recipe, actor);
}

function checkedOwn<T extends { user_id: string }>(recipe: T | undefined, actor: Actor): T {
  if (!recipe) throw new NotFound("Recipe not found");
  if (recipe.user_id !== actor.id) throw new Forbidden("Only the author can change this recipe");
  return recipe;
}

/** Refuses, before any other work, a recipe that does not exist (404) or is another member's (403). */
export async function assertOwnRecipe(actor: Actor, recipeId: string): Promise<void> {
  if (!isUuid(recipeId)) throw new NotFound("Recipe not found");
  const [recipe] = await db.select({ user_id: recipes.user_id }).from(recipes).where(eq(recipes.id, recipeId));
  checkedOwn(recipe, actor);
}

/** The step photos a save attaches (recipe_instructions.step_image_url). */
const stepImages = (input: RecipeInputData) => input.steps.map((step) => step.image_url);

function mainImage(input: RecipeInputData) {
  const first = input.images[0];
  return { image_url: first?.url ?? null, thumbnail_url: first?.thumbnail_url ?? null };
}

/** Creates a draft; its audience is the one chosen, else the author's default for new recipes (privacy settings). */
export async function createRecipe(
  actor: Actor,
  input: RecipeInputData,
  options: { status?: RecipeStatus } = {},
): Promise<{ id: string; slug: string }> {
  await guardContentWrite(actor.id, "recipe");
  await consumeRateLimit("recipeSave", actor.id);
  assertImagesAllowed(
    actor.id,
    input.images.flatMap((i) => [i.url, i.thumbnail_url]),
    new Set(),
  );
  assertImagesAllowed(actor.id, stepImages(input), new Set(), "steps");
  for (let attempt = 0; ; attempt++) {
    try {
      const recipe = await db.transaction(async (tx) => {
        const [author] = await tx
          .select({ privacy: profiles.privacy_settings })
          .from(profiles)
          .where(eq(profiles.id, actor.id));
        if (!author) throw new Forbidden("Please sign in");
        const status = options.status ?? "draft";
        const variantOf = await checkedVariantOf(tx, actor.id, null, input.variant_of);
        const [created] = await tx
          .insert(recipes)
          .values({
            user_id: actor.id,
            name: input.name,
            slug: await freeSlug(tx, actor.id, input.name),
            ...recipeRowFields(input),
            ...sourceColumns(input.source),
            variant_of: variantOf,
            method: input.method ?? null,
            ...mainImage(input),
            status,
            published_at: status === "published" ? new Date() : null,
            ...audienceColumns(input.visibility ?? privacySettingsOf(author.privacy).recipe_visibility),
          })
          .returning({ id: recipes.id, slug: recipes.slug });
        if (!created) throw new Error("Recipe insert returned nothing");
        await writeRecipeParts(tx, actor, created.id, input);
        return created;
      });
      await purgePages({ everything: true });
      return recipe;
    } catch (error) {
      // Two saves of the same name at once: the slug index decides; try the next free slug.
      if (attempt < 3 && isUniqueViolation(error, "recipes_user_slug_unique")) continue;
      throw error;
    }
  }
}

/** Replaces the recipe and all its related rows in one transaction. Renaming keeps the old address working. */
export async function updateRecipe(
  actor: Actor,
  recipeId: string,
  input: RecipeInputData,
  /**
   * The glass, which the form does not edit but a whole recipe from the API carries; the original it varies,
   * which the form edits but the API's representation does not carry (kept).
   */
  options: { glass?: string | null; keepVariantOf?: boolean } = {},
): Promise<{ id: string; slug: string }> {
  await guardContentWrite(actor.id, "recipe");
  await consumeRateLimit("recipeSave", actor.id);
  if (!isUuid(recipeId)) throw new NotFound("Recipe not found");
  let removedImages: string[] = [];
  const result = await db.transaction(async (tx) => {
    const current = await ownRecipe(tx, actor, recipeId);
    const before = await tx
      .select({ image_url: recipe_images.image_url, thumbnail_url: recipe_images.thumbnail_url })
      .from(recipe_images)
      .where(eq(recipe_images.recipe_id, recipeId));
    const stepsBefore = await tx
      .select({ url: recipe_instructions.step_image_url })
      .from(recipe_instructions)
      .where(eq(recipe_instructions.recipe_id, recipeId));
    const had = new Set([
      ...before.flatMap((i) => [i.image_url, i.thumbnail_url].filter((u): u is string => Boolean(u))),
      ...stepImageFiles(stepsBefore.map((step) => step.url)),
    ]);
    assertImagesAllowed(
      actor.id,
      input.images.flatMap((i) => [i.url, i.thumbnail_url]),
      had,
    );
    assertImagesAllowed(actor.id, stepImages(input), had, "steps");
    const kept = new Set([
      ...input.images.flatMap((i) => [i.url, i.thumbnail_url]),
      ...stepImageFiles(stepImages(input)),
    ]);
    removedImages = [...had].filter((url) => !kept.has(url));

    let slug = current.slug;
    if (input.name !== current.name) {
      slug = await freeSlug(tx, actor.id, input.name, recipeId);
      if (slug !== current.slug) {
        await tx
          .insert(recipe_slug_redirects)
          .values({ user_id: actor.id, old_slug: current.slug, recipe_id: recipeId })
          .onConflictDoUpdate({
            target: [recipe_slug_redirects.user_id, recipe_slug_redirects.old_slug],
            set: { recipe_id: recipeId },
          });
      }
    }
    // The new slug is live again: an old redirect under the same name must not shadow it.
    await tx.delete(recipe_slug_redirects).where(eq(recipe_slug_redirects.old_slug, slug));
    const variantOf = options.keepVariantOf
      ? undefined
      : await checkedVariantOf(tx, actor.id, recipeId, input.variant_of);

    await tx
      .update(recipes)
      .set({
        name: input.name,
        slug,
        ...recipeRowFields(input),
        method: input.method ?? null,
        ...mainImage(input),
        ...(input.visibility ? audienceColumns(input.visibility) : {}),
        ...(options.glass !== undefined ? { glass: options.glass } : {}),
        ...(variantOf !== undefined ? { variant_of: variantOf } : {}),
        updated_at: new Date(),
      })
      .where(eq(recipes.id, recipeId));
    await clearRecipeParts(tx, recipeId);
    await writeRecipeParts(tx, actor, recipeId, input);
    return { id: recipeId, slug };
  });
  await deleteUnusedImageFiles(removedImages);
  await purgePages({ everything: true });
  return result;
}

/** Part 2 §4: public, followers only or private; updated_at set. */
export async function setRecipeVisibility(actor: Actor, recipeId: string, visibility: Visibility) {
  await guardContentWrite(actor.id, "recipe");
  await consumeRateLimit("recipeManage", actor.id);
  if (!isUuid(recipeId)) throw new NotFound("Recipe not found");
  await db.transaction(async (tx) => {
    await ownRecipe(tx, actor, recipeId);
    await tx
      .update(recipes)
      .set({ ...audienceColumns(visibility), updated_at: new Date() })
      .where(eq(recipes.id, recipeId));
  });
  await purgePages({ everything: true });
}

/** Part 2 §4: published ↔ draft; publishing sets published_at; updated_at always. */
export async function setRecipeStatus(actor: Actor, recipeId: string, status: RecipeStatus) {
  await guardContentWrite(actor.id, "recipe");
  await consumeRateLimit("recipeManage", actor.id);
  if (!isUuid(recipeId)) throw new NotFound("Recipe not found");
  await db.transaction(async (tx) => {
    await ownRecipe(tx, actor, recipeId);
    const now = new Date();
    await tx
      .update(recipes)
      .set({ status, updated_at: now, ...(status === "published" ? { published_at: now } : {}) })
      .where(eq(recipes.id, recipeId));
  });
  await purgePages({ everything: true });
}

/** Removes the recipe, every dependent row (by cascade) and its stored images. */
export async function deleteRecipe(actor: Actor, recipeId: string) {
  await consumeRateLimit("recipeManage", actor.id);
  if (!isUuid(recipeId)) throw new NotFound("Recipe not found");
  const images = await db.transaction(async (tx) => {
    await ownRecipe(tx, actor, recipeId);
    const rows = await tx
      .select({ image_url: recipe_images.image_url, thumbnail_url: recipe_images.thumbnail_url })
      .from(recipe_images)
      .where(eq(recipe_images.recipe_id, recipeId));
    const [main] = await tx
      .select({ image_url: recipes.image_url, thumbnail_url: recipes.thumbnail_url })
      .from(recipes)
      .where(eq(recipes.id, recipeId));
    const steps = await tx
      .select({ url: recipe_instructions.step_image_url })
      .from(recipe_instructions)
      .where(eq(recipe_instructions.recipe_id, recipeId));
    await tx.delete(recipes).where(eq(recipes.id, recipeId));
    return [
      ...[...rows, ...(main ? [main] : [])].flatMap((r) => [r.image_url, r.thumbnail_url]),
      ...stepImageFiles(steps.map((step) => step.url)),
    ];
  });
  await deleteUnusedImageFiles(images);
  await purgePages({ everything: true });
}
