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
  /** recipes.listed_difficulty: the author's difficulty, otherwise the rating's label (ADR 0004). */
  difficulty: string | null;
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
  /** Part 1 §3 cook_time; null when the author gave none. */
  cook_minutes: number | null;
  total_minutes: number | null;
  recipe_yield: string | null;
  method: string | null;
  /** recipes.listed_difficulty: the author's difficulty, otherwise the rating's (ADR 0004). */
  difficulty: string | null;
  /** The author's video address as given, and the embed address derived from it (video-link.ts). */
  video_url: string | null;
  video_embed_url: string | null;
  is_vegetarian: boolean;
  is_vegan: boolean;
  is_gluten_free: boolean;
  /** Estimated strength in percent after dilution by method (migration 0009); null when unknown. */
  abv: number | null;
  glass: string | null;
  /** Where it was imported from (issue 22): the page, its site and the author it names; null when written here. */
  source_url: string | null;
  source_name: string | null;
  source_author: string | null;
  /** The recipe it varies (issue 23), by id: shown only through getVisibleOriginal, which asks who is looking. */
  variant_of: string | null;
  status: string;
  is_public: boolean;
  followers_only: boolean;
  /** Issue 21: visible, or held / hidden by moderation (then only its author gets this far). */
  moderation: string;
  likes_count: number;
  saves_count: number;
  shares_count: number;
  comments_count: number;
  view_count: number;
  /** "I made this" (issue 23): how many times members made it. */
  makes_count: number;
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
    /** The top of a range ("2–3 oz"); null for a single amount. */
    quantity_max: number | null;
    unit: string | null;
    optional: boolean;
    garnish: boolean;
    substitutes: string[];
    /** Group heading (recipe_ingredients.type), "Main Ingredients" unless the author named one. */
    group: string;
    /** What the author or the source said about this line ("preferably Smith & Cross"). */
    note: string | null;
    unit_type: string;
  }[];
  steps: {
    step_number: number;
    step_description: string;
    /** As stored by step-time.ts ("2 minutes"); null when the author gave none. */
    estimated_time: string | null;
    step_image_url: string | null;
  }[];
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
