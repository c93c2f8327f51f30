/** Loading a recipe back into the form: for its author, or as the start of a member's remix (issue 23). */
import { and, asc, eq, type SQL } from "drizzle-orm";
import { visibilityOf } from "~/features/privacy/visibility";
import { canSeeRecipe } from "~/features/privacy/visibility.server";
import { DEFAULT_INGREDIENT_GROUP, RECIPE_NAME_MAX } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { Forbidden, NotFound } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { toDifficulty } from "./difficulty";
import type { Actor } from "./recipe-mutations.server";
import type { RecipeFormValues } from "./recipe-schema";
import { intervalMinutes } from "./recipe-sql.server";

const s = schema;

export async function getRecipeForEdit(actor: Actor, recipeId: string): Promise<RecipeFormValues & { id: string }> {
  const recipe = await readRecipe(recipeId, undefined);
  if (recipe.user_id !== actor.id) throw new Forbidden("Only the author can edit this recipe");
  return readFormValues(recipe);
}

/**
 * Another member's recipe (or the member's own) as the start of a new one that varies it: its content, but
 * none of its photos (they are its author's), no catalogue ids (names are matched for the member on save), a
 * name of its own, and the original chosen as what it varies. A recipe the member may not open is not found.
 */
export async function getRecipeForRemix(
  actor: Actor,
  recipeId: string,
): Promise<{ values: RecipeFormValues; original: { id: string; name: string; author_id: string } }> {
  const recipe = await readRecipe(recipeId, canSeeRecipe(actor.id));
  const values = await readFormValues(recipe);
  const { id: _id, visibility: _visibility, ...content } = values;
  return {
    values: {
      ...content,
      name: remixName(recipe.name),
      images: [],
      ingredients: content.ingredients.map((line) => ({ ...line, ingredient_id: undefined })),
      steps: content.steps?.map((step) => (typeof step === "string" ? step : { ...step, image_url: undefined })),
      variant_of: recipe.id,
    },
    original: { id: recipe.id, name: recipe.name, author_id: recipe.user_id },
  };
}

/** "Negroni" → "Negroni Remix", kept inside the name's limit. */
export function remixName(name: string): string {
  const suffix = " Remix";
  return `${name.slice(0, RECIPE_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

async function readRecipe(recipeId: string, visibleTo: SQL | undefined) {
  if (!isUuid(recipeId)) throw new NotFound("Recipe not found");
  const [recipe] = await db
    .select({
      id: s.recipes.id,
      user_id: s.recipes.user_id,
      name: s.recipes.name,
      description: s.recipes.description,
      prep_minutes: intervalMinutes(s.recipes.prep_time),
      total_minutes: intervalMinutes(s.recipes.total_time),
      cook_minutes: intervalMinutes(s.recipes.cook_time),
      recipe_yield: s.recipes.recipe_yield,
      method: s.recipes.method,
      difficulty: s.recipes.difficulty,
      video_url: s.recipes.video_url,
      is_vegetarian: s.recipes.is_vegetarian,
      is_vegan: s.recipes.is_vegan,
      is_gluten_free: s.recipes.is_gluten_free,
      is_public: s.recipes.is_public,
      followers_only: s.recipes.followers_only,
      variant_of: s.recipes.variant_of,
    })
    .from(s.recipes)
    .where(and(eq(s.recipes.id, recipeId), visibleTo));
  if (!recipe) throw new NotFound("Recipe not found");
  return recipe;
}

async function readFormValues(
  recipe: Awaited<ReturnType<typeof readRecipe>>,
): Promise<RecipeFormValues & { id: string }> {
  const recipeId = recipe.id;

  const [images, ingredients, steps, categories, types, tags, nutrition] = await Promise.all([
    db
      .select()
      .from(s.recipe_images)
      .where(eq(s.recipe_images.recipe_id, recipeId))
      .orderBy(asc(s.recipe_images.position)),
    db
      .select()
      .from(s.recipe_ingredients)
      .where(eq(s.recipe_ingredients.recipe_id, recipeId))
      .orderBy(asc(s.recipe_ingredients.position)),
    db
      .select()
      .from(s.recipe_instructions)
      .where(eq(s.recipe_instructions.recipe_id, recipeId))
      .orderBy(asc(s.recipe_instructions.step_number)),
    db
      .select({ id: s.recipe_categories.category_id })
      .from(s.recipe_categories)
      .where(eq(s.recipe_categories.recipe_id, recipeId)),
    db
      .select({ id: s.recipe_cocktail_types.cocktail_type_id })
      .from(s.recipe_cocktail_types)
      .where(eq(s.recipe_cocktail_types.recipe_id, recipeId)),
    db
      .select({ name: s.tags.name })
      .from(s.recipe_tags)
      .innerJoin(s.tags, eq(s.tags.id, s.recipe_tags.tag_id))
      .where(eq(s.recipe_tags.recipe_id, recipeId))
      .orderBy(asc(s.tags.name)),
    db.select().from(s.recipe_nutrition).where(eq(s.recipe_nutrition.recipe_id, recipeId)),
  ]);
  const n = nutrition[0];
  return {
    id: recipe.id,
    name: recipe.name,
    description: recipe.description ?? undefined,
    prep_minutes: recipe.prep_minutes ?? 0,
    total_minutes: recipe.total_minutes ?? 0,
    cook_minutes: recipe.cook_minutes ?? undefined,
    recipe_yield: recipe.recipe_yield ?? undefined,
    // A method with no word of ours ("Layer", imported) is offered as its own choice and kept.
    method: recipe.method ?? undefined,
    // Only the author's own choice: a difficulty derived from the rating is not theirs to edit.
    difficulty: toDifficulty(recipe.difficulty),
    video_url: recipe.video_url ?? undefined,
    is_vegetarian: recipe.is_vegetarian,
    is_vegan: recipe.is_vegan,
    is_gluten_free: recipe.is_gluten_free,
    visibility: visibilityOf(recipe),
    variant_of: recipe.variant_of ?? undefined,
    images: images.map((i) => ({
      url: i.image_url,
      thumbnail_url: i.thumbnail_url ?? undefined,
      caption: i.caption ?? undefined,
    })),
    ingredients: ingredients.map((i) => ({
      ingredient_id: i.ingredient_id,
      name: i.name,
      quantity: i.quantity ?? undefined,
      quantity_max: i.quantity_max ?? undefined,
      unit: i.unit ?? undefined,
      optional: i.optional,
      garnish: i.garnish,
      // The default heading is left blank: the field shows it as its placeholder.
      group: i.type === DEFAULT_INGREDIENT_GROUP ? undefined : i.type,
      substitutes: i.substitutes.join(", "),
      note: i.note ?? undefined,
      abv: i.abv ?? undefined,
    })),
    steps: steps.map((step) => ({
      text: step.step_description,
      estimated_time: step.estimated_time ?? undefined,
      image_url: step.step_image_url ?? undefined,
    })),
    category_ids: categories.map((c) => c.id),
    cocktail_type_ids: types.map((t) => t.id),
    tags: tags.map((t) => t.name).join(", "),
    nutrition: {
      calories: n?.calories ?? undefined,
      fat_content: n?.fat_content ?? undefined,
      protein_content: n?.protein_content ?? undefined,
      sodium_content: n?.sodium_content ?? undefined,
      sugar_content: n?.sugar_content ?? undefined,
    },
  };
}
