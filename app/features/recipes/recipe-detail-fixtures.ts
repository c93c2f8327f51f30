/**
 * For tests only: recipes as the recipe page loads them (RecipeDetail). `recipeDetail` is a plain
 * published, public recipe to override; `DEMO_RECIPES` is every demo recipe (db/seed/data) built the way
 * the seed stores it (db/seed/seed-recipes.server.ts insertRecipe): quantities through PostgreSQL's
 * `real` (float4, so 0.3 comes back as 0.30000001192…), the catalogue's unit type, steps in order, no notes.
 */

import { slugify } from "~/lib/slug";
import { SEED_INGREDIENTS } from "../../../db/seed/data/ingredients";
import { SEED_MEMBERS } from "../../../db/seed/data/members";
import { SEED_RECIPES } from "../../../db/seed/data/recipes";
import type { SeedRecipe } from "../../../db/seed/seed-types";
import type { RecipeDetail } from "./recipe-types";

const UNIT_TYPES = new Map(SEED_INGREDIENTS.map((ingredient) => [ingredient.name, ingredient.unitType]));

/** What a `real` column gives back for a number. */
const float4 = (value: number | null) => (value === null ? null : Math.fround(value));

/** A published, public recipe with nothing in it yet: tests override what they look at. */
export function recipeDetail(overrides: Partial<RecipeDetail> = {}): RecipeDetail {
  return {
    id: "r1",
    name: "Recipe",
    slug: "recipe",
    description: null,
    image_url: null,
    created_at: "2025-01-01T00:00:00.000Z",
    published_at: "2025-01-02T00:00:00.000Z",
    updated_at: "2025-01-03T00:00:00.000Z",
    prep_minutes: null,
    cook_minutes: null,
    total_minutes: null,
    recipe_yield: null,
    method: null,
    difficulty: null,
    video_url: null,
    video_embed_url: null,
    source_url: null,
    source_name: null,
    source_author: null,
    variant_of: null,
    is_vegetarian: false,
    is_vegan: false,
    is_gluten_free: false,
    abv: null,
    glass: null,
    status: "published",
    is_public: true,
    followers_only: false,
    moderation: "visible",
    likes_count: 0,
    saves_count: 0,
    shares_count: 0,
    comments_count: 0,
    view_count: 0,
    makes_count: 0,
    aggregate_rating_value: null,
    aggregate_rating_count: 0,
    author: { id: "a1", username: "eve", first_name: null, last_name: null, profile_picture_url: null },
    images: [],
    ingredients: [],
    steps: [],
    categories: [],
    cocktail_types: [],
    tags: [],
    nutrition: null,
    ...overrides,
  };
}

export function demoRecipeDetail(seed: SeedRecipe, index: number): RecipeDetail {
  const member = SEED_MEMBERS.find((m) => m.username.toLowerCase() === seed.author.toLowerCase());
  const date = new Date(Date.UTC(2026, 0, 1) - index * 86_400_000).toISOString();
  const photo = `/uploads/recipe-images/seed/${slugify(seed.name)}.webp`;
  return recipeDetail({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    name: seed.name,
    slug: slugify(seed.name),
    description: seed.description,
    image_url: photo,
    created_at: date,
    published_at: date,
    updated_at: date,
    prep_minutes: seed.prepMinutes,
    total_minutes: seed.totalMinutes,
    recipe_yield: seed.recipeYield,
    method: seed.method,
    difficulty: seed.difficulty ?? null,
    is_vegetarian: seed.diets?.includes("vegetarian") ?? false,
    is_vegan: seed.diets?.includes("vegan") ?? false,
    is_gluten_free: seed.diets?.includes("gluten-free") ?? false,
    glass: seed.glass,
    aggregate_rating_value: index % 3 ? 4.2 : null,
    aggregate_rating_count: index % 3 ? 7 : 0,
    author: {
      id: `author-${seed.author}`,
      username: member?.username ?? seed.author,
      first_name: member?.firstName ?? null,
      last_name: member?.lastName ?? null,
      profile_picture_url: null,
    },
    images: [{ url: photo, caption: null }],
    ingredients: seed.ingredients.map((line, n) => ({
      id: `ri-${index}-${n}`,
      ingredient_id: `i-${line.ingredient}`,
      name: line.ingredient,
      quantity: float4(line.quantity),
      quantity_max: null,
      unit: line.unit,
      optional: line.optional ?? false,
      garnish: line.garnish ?? false,
      substitutes: line.substitutes ?? [],
      group: "Main Ingredients",
      note: null,
      unit_type: UNIT_TYPES.get(line.ingredient) ?? "volume",
    })),
    steps: seed.steps.map((step_description, n) => ({
      step_number: n + 1,
      step_description,
      estimated_time: null,
      step_image_url: null,
    })),
    categories: seed.categories.map((name, n) => ({ id: n + 1, name })),
    cocktail_types: seed.cocktailTypes.map((name, n) => ({ id: n + 1, name })),
    tags: [...new Set(seed.tags.map((tag) => tag.toLowerCase()))],
    nutrition: seed.nutrition
      ? {
          calories: seed.nutrition.calories ?? null,
          fat_content: seed.nutrition.fat_content ?? null,
          protein_content: seed.nutrition.protein_content ?? null,
          sodium_content: seed.nutrition.sodium_content ?? null,
          sugar_content: seed.nutrition.sugar_content ?? null,
        }
      : null,
  });
}

/** Every demo recipe, in the seed's order. */
export const DEMO_RECIPES: { seed: SeedRecipe; detail: RecipeDetail }[] = SEED_RECIPES.map((seed, index) => ({
  seed,
  detail: demoRecipeDetail(seed, index),
}));
