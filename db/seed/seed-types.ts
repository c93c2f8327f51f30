/**
 * Shapes of the hand-written demo content in db/seed/data/.
 * The seed turns these into catalogue rows, recipes, members, collections and activity.
 */
import type { IngredientCategory, UnitType } from "~/lib/constants";

export type SeedIngredient = {
  name: string;
  category: IngredientCategory;
  unitType: UnitType;
  /** Alcohol by volume in percent (0 for non-alcoholic). */
  abv: number;
  description: string;
  /** Generic ingredient this one is a variant of, e.g. "Bacardi Carta Blanca" → "White Rum". */
  parent?: string;
};

export type SeedRecipeIngredient = {
  /** Must match a SeedIngredient name exactly. */
  ingredient: string;
  quantity: number | null;
  unit: string;
  optional?: boolean;
  garnish?: boolean;
  substitutes?: string[];
};

export type SeedRecipe = {
  name: string;
  description: string;
  /** Username of the demo member who wrote it. */
  author: string;
  prepMinutes: number;
  totalMinutes: number;
  recipeYield: string;
  method: "shaken" | "stirred" | "built" | "blended" | "thrown";
  glass: string;
  /** The author's own difficulty (ADR 0004); without it the card shows the rating's label. */
  difficulty?: "beginner" | "intermediate" | "advanced" | "expert";
  /** Dietary flags (schema.org suitableForDiet). */
  diets?: ("vegetarian" | "vegan" | "gluten-free")[];
  categories: string[];
  cocktailTypes: string[];
  tags: string[];
  ingredients: SeedRecipeIngredient[];
  steps: string[];
  /** The seed recipe it varies, by name: its lineage ("Variant of Manhattan"), kin in "More like this". */
  variantOf?: string;
  nutrition?: {
    calories?: string;
    fat_content?: string;
    protein_content?: string;
    sodium_content?: string;
    sugar_content?: string;
  };
};

export type SeedMember = {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  bio: string;
  location: string;
  expertiseLevel: "beginner" | "intermediate" | "advanced" | "expert" | "professional";
  /** The demo's admin (issue 21), so moderation can be tried out of the box. */
  role?: "admin" | "moderator";
};

export type SeedCollection = {
  /** Unique across the data: the collection's address is its slugified name. */
  name: string;
  description: string;
  /** Username of the demo member who curates it. */
  owner: string;
  isPublic: boolean;
  /** Names of seed recipes, in the order they were added; the first sets the cover's colours and glass. */
  recipes: string[];
};
