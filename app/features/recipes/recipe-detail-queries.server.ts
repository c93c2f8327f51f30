/**
 * The public recipe page (part 1 §2 Recipe detail): everything about one recipe, if the viewer may
 * see it (app/features/privacy/visibility.server.ts: drafts and private recipes are the author's,
 * followers-only ones also their followers').
 */
import { and, asc, eq } from "drizzle-orm";
import { shownNames } from "~/features/privacy/profile-privacy.server";
import { canSeeRecipe } from "~/features/privacy/visibility.server";
import { profileAtAddress } from "~/features/profiles/profile-redirect-queries.server";
import { writeViews } from "~/features/views/view-writes.server";
import { db, schema } from "~/lib/db.server";
import { type Visitor, visitorKey } from "~/lib/visitor-key.server";
import { intervalMinutes } from "./recipe-sql.server";
import type { RecipeDetail } from "./recipe-types";

const s = schema;

export type RecipeLookup =
  | { kind: "found"; recipe: RecipeDetail }
  | { kind: "moved"; username: string; slug: string }
  | null;

export async function getRecipeByAddress(
  username: string,
  slug: string,
  viewerId: string | null,
): Promise<RecipeLookup> {
  const [author] = await db
    .select({
      id: s.profiles.id,
      username: s.profiles.username,
      ...shownNames(viewerId),
      profile_picture_url: s.profiles.profile_picture_url,
    })
    .from(s.profiles)
    // A renamed author's old address finds them too; the route then answers 301 (issue 14).
    .where(profileAtAddress(username));
  if (!author) return null;

  const [row] = await db
    .select({
      id: s.recipes.id,
      name: s.recipes.name,
      slug: s.recipes.slug,
      description: s.recipes.description,
      image_url: s.recipes.image_url,
      created_at: s.recipes.created_at,
      published_at: s.recipes.published_at,
      updated_at: s.recipes.updated_at,
      prep_minutes: intervalMinutes(s.recipes.prep_time),
      cook_minutes: intervalMinutes(s.recipes.cook_time),
      total_minutes: intervalMinutes(s.recipes.total_time),
      recipe_yield: s.recipes.recipe_yield,
      method: s.recipes.method,
      difficulty: s.recipes.listed_difficulty,
      video_url: s.recipes.video_url,
      video_embed_url: s.recipes.video_embed_url,
      is_vegetarian: s.recipes.is_vegetarian,
      is_vegan: s.recipes.is_vegan,
      is_gluten_free: s.recipes.is_gluten_free,
      abv: s.recipes.abv,
      glass: s.recipes.glass,
      status: s.recipes.status,
      is_public: s.recipes.is_public,
      followers_only: s.recipes.followers_only,
      likes_count: s.recipes.likes_count,
      saves_count: s.recipes.saves_count,
      shares_count: s.recipes.shares_count,
      comments_count: s.recipes.comments_count,
      view_count: s.recipes.view_count,
      aggregate_rating_value: s.recipes.aggregate_rating_value,
      aggregate_rating_count: s.recipes.aggregate_rating_count,
    })
    .from(s.recipes)
    .where(and(eq(s.recipes.user_id, author.id), eq(s.recipes.slug, slug), canSeeRecipe(viewerId)));

  if (!row) {
    const [moved] = await db
      .select({ slug: s.recipes.slug })
      .from(s.recipe_slug_redirects)
      .innerJoin(s.recipes, eq(s.recipes.id, s.recipe_slug_redirects.recipe_id))
      .where(
        and(
          eq(s.recipe_slug_redirects.user_id, author.id),
          eq(s.recipe_slug_redirects.old_slug, slug),
          canSeeRecipe(viewerId),
        ),
      );
    return moved ? { kind: "moved", username: author.username, slug: moved.slug } : null;
  }

  const id = row.id;
  const [images, ingredients, steps, categories, types, tags, nutrition] = await Promise.all([
    db
      .select({ url: s.recipe_images.image_url, caption: s.recipe_images.caption })
      .from(s.recipe_images)
      .where(eq(s.recipe_images.recipe_id, id))
      .orderBy(asc(s.recipe_images.position)),
    db
      .select({
        id: s.recipe_ingredients.id,
        ingredient_id: s.recipe_ingredients.ingredient_id,
        name: s.recipe_ingredients.name,
        quantity: s.recipe_ingredients.quantity,
        quantity_max: s.recipe_ingredients.quantity_max,
        unit: s.recipe_ingredients.unit,
        optional: s.recipe_ingredients.optional,
        garnish: s.recipe_ingredients.garnish,
        substitutes: s.recipe_ingredients.substitutes,
        group: s.recipe_ingredients.type,
        note: s.recipe_ingredients.note,
        unit_type: s.ingredients.unit_type,
      })
      .from(s.recipe_ingredients)
      .innerJoin(s.ingredients, eq(s.ingredients.id, s.recipe_ingredients.ingredient_id))
      .where(eq(s.recipe_ingredients.recipe_id, id))
      .orderBy(asc(s.recipe_ingredients.position)),
    db
      .select({
        step_number: s.recipe_instructions.step_number,
        step_description: s.recipe_instructions.step_description,
        estimated_time: s.recipe_instructions.estimated_time,
        step_image_url: s.recipe_instructions.step_image_url,
      })
      .from(s.recipe_instructions)
      .where(eq(s.recipe_instructions.recipe_id, id))
      .orderBy(asc(s.recipe_instructions.step_number)),
    db
      .select({ id: s.categories.id, name: s.categories.name })
      .from(s.recipe_categories)
      .innerJoin(s.categories, eq(s.categories.id, s.recipe_categories.category_id))
      .where(eq(s.recipe_categories.recipe_id, id))
      .orderBy(asc(s.categories.name)),
    db
      .select({ id: s.cocktail_types.id, name: s.cocktail_types.name })
      .from(s.recipe_cocktail_types)
      .innerJoin(s.cocktail_types, eq(s.cocktail_types.id, s.recipe_cocktail_types.cocktail_type_id))
      .where(eq(s.recipe_cocktail_types.recipe_id, id))
      .orderBy(asc(s.cocktail_types.name)),
    db
      .select({ name: s.tags.name })
      .from(s.recipe_tags)
      .innerJoin(s.tags, eq(s.tags.id, s.recipe_tags.tag_id))
      .where(eq(s.recipe_tags.recipe_id, id))
      .orderBy(asc(s.tags.name)),
    db
      .select({
        calories: s.recipe_nutrition.calories,
        fat_content: s.recipe_nutrition.fat_content,
        protein_content: s.recipe_nutrition.protein_content,
        sodium_content: s.recipe_nutrition.sodium_content,
        sugar_content: s.recipe_nutrition.sugar_content,
      })
      .from(s.recipe_nutrition)
      .where(eq(s.recipe_nutrition.recipe_id, id)),
  ]);

  return {
    kind: "found",
    recipe: {
      ...row,
      created_at: row.created_at.toISOString(),
      published_at: row.published_at?.toISOString() ?? null,
      updated_at: row.updated_at.toISOString(),
      author,
      images: images.length ? images : row.image_url ? [{ url: row.image_url, caption: null }] : [],
      ingredients,
      steps,
      categories,
      cocktail_types: types,
      tags: tags.map((t) => t.name),
      nutrition: nutrition[0] ?? null,
    },
  };
}

/**
 * Counts a view once per visitor per day (issue 4). Members are counted by id; anonymous visitors
 * by a keyed hash of their address and browser, so no address is stored. Authors' own views do not count.
 * For a caller that has already shown the visitor may see the recipe; pages count through their beacon
 * and the batch (issue 19, app/features/views), which runs the same statement for many views at once.
 */
export async function recordRecipeView(recipeId: string, visitor: Visitor) {
  const memberId = visitor.memberId;
  await writeViews("recipe", [{ id: recipeId, visitor: visitorKey(visitor), memberId }], { checkAccess: false });
}
