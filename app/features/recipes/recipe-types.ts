/** Shapes of recipe data that pages and components share (no server code here). */
import type { RecipeCoverage } from "~/features/bar/bar-match-types";
export type RecipeCardData = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image_url: string | null;
  total_minutes: number | null;
  recipe_yield: string | null;
  aggregate_rating_value: number | null;
  aggregate_rating_count: number;
  /** Estimated strength in percent after dilution (migration 0009); null when nothing has a volume. */
  abv: number | null;
  author: { username: string; profile_picture_url: string | null };
};

/** How much of a recipe a member's bar covers, as a card shows it (missing: required ingredients' names). */
export type CardBarCoverage = { have: number; required: number; missing: string[] };

/**
 * A signed-in member's bar against one recipe page: each ingredient's match (null when the recipe has
 * no ingredients), and the ingredient ids already on their shopping list.
 */
export type RecipeBarView = { coverage: RecipeCoverage | null; onShoppingList: string[] };

export type RecipeDetail = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image_url: string | null;
  created_at: string;
  published_at: string | null;
  updated_at: string;
  prep_minutes: number | null;
  total_minutes: number | null;
  recipe_yield: string | null;
  method: string | null;
  /** Estimated strength in percent after dilution by method (migration 0009); null when unknown. */
  abv: number | null;
  glass: string | null;
  status: string;
  is_public: boolean;
  likes_count: number;
  saves_count: number;
  shares_count: number;
  comments_count: number;
  view_count: number;
  aggregate_rating_value: number | null;
  aggregate_rating_count: number;
  author: {
    id: string;
    username: string;
    first_name: string | null;
    last_name: string | null;
    profile_picture_url: string | null;
  };
  images: { url: string; caption: string | null }[];
  ingredients: {
    /** The recipe_ingredients row, which bar coverage refers to. */
    id: string;
    ingredient_id: string;
    name: string;
    quantity: number | null;
    unit: string | null;
    optional: boolean;
    garnish: boolean;
    substitutes: string[];
    unit_type: string;
  }[];
  steps: { step_number: number; step_description: string }[];
  categories: { id: number; name: string }[];
  cocktail_types: { id: number; name: string }[];
  tags: string[];
  nutrition: {
    calories: string | null;
    fat_content: string | null;
    protein_content: string | null;
    sodium_content: string | null;
    sugar_content: string | null;
  } | null;
};
