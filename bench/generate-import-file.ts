/**
 * A bulk-upload file in Muddle's import format (the export's format), of any length: the demo
 * recipes over and over, each copy renamed ("Negroni No. 63") and every fifth one with a house
 * ingredient of its own, so an upload also creates private catalogue entries as real ones do.
 * Deterministic: the same count always gives the same file. Used by `npm run bench:import` and the
 * large-upload tests.
 */
import type { ImportItemInput } from "~/features/recipe-import/import-schema";
import { SEED_RECIPES } from "../db/seed/data/recipes";

export function generateImportFile(count: number): ImportItemInput[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = SEED_RECIPES[i % SEED_RECIPES.length]!;
    const ingredients: ImportItemInput["ingredients"] = seed.ingredients.map((line) => ({
      name: line.ingredient,
      quantity: line.quantity ?? undefined,
      unit: line.unit,
      optional: line.optional,
      garnish: line.garnish,
      substitutes: line.substitutes,
    }));
    if (i % 5 === 0) ingredients.push({ name: `House Syrup ${i + 1}`, quantity: 0.25, unit: "oz" });
    return {
      name: `${seed.name} No. ${i + 1}`,
      description: seed.description,
      prep_minutes: seed.prepMinutes,
      total_minutes: seed.totalMinutes,
      recipe_yield: seed.recipeYield,
      method: seed.method,
      glass: seed.glass,
      categories: seed.categories,
      cocktail_types: seed.cocktailTypes,
      tags: seed.tags,
      ingredients,
      steps: seed.steps,
      nutrition: seed.nutrition,
    };
  });
}
