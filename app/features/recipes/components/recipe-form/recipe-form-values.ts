/** Starting values for the recipe form: blank, from a template, or a saved recipe (part 1 §2, §9). */

import type { RecipeFormValues } from "~/features/recipes/recipe-schema";
import { RECIPE_TEMPLATES } from "~/features/recipes/recipe-templates";
import { DEFAULT_PREP_MINUTES, DEFAULT_TOTAL_MINUTES } from "~/lib/constants";

/** The unit a new ingredient row starts with (brief: "Add Ingredient" defaults to oz). */
export const NEW_INGREDIENT_UNIT = "oz";

export const NEW_INGREDIENT = { name: "", unit: NEW_INGREDIENT_UNIT } as const;

/** A blank recipe: default times, one empty ingredient row and one empty step. */
export function emptyRecipe(): RecipeFormValues {
  return {
    name: "",
    prep_minutes: DEFAULT_PREP_MINUTES,
    total_minutes: DEFAULT_TOTAL_MINUTES,
    ingredients: [{ ...NEW_INGREDIENT }],
    steps: [{ text: "" }],
  };
}

/** The template a key names (`?template=margarita`), or null for an unknown or missing key. */
export function findTemplate(key: string | null | undefined) {
  return RECIPE_TEMPLATES.find((template) => template.key === key) ?? null;
}

/** Every list shows at least one row to type into. */
export function withEditableRows(values: RecipeFormValues): RecipeFormValues {
  return {
    ...values,
    ingredients: values.ingredients?.length ? values.ingredients : [{ ...NEW_INGREDIENT }],
    steps: values.steps?.length ? values.steps : [{ text: "" }],
  };
}

type FormStep = NonNullable<RecipeFormValues["steps"]>[number];

/**
 * The values as the form's fields hold them: each step an object (templates and drafts saved before
 * steps had times and photos hold plain text) and substitutes as the one comma-separated field.
 */
export function asFormFields(values: RecipeFormValues): RecipeFormValues {
  return {
    ...values,
    ingredients: values.ingredients?.map((ingredient) => ({
      ...ingredient,
      substitutes: Array.isArray(ingredient.substitutes) ? ingredient.substitutes.join(", ") : ingredient.substitutes,
    })),
    steps: values.steps?.map((step): FormStep => (typeof step === "string" ? { text: step } : step)),
  };
}
