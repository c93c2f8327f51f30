/**
 * A member's export in other apps' formats (issue 13, Formats item 5), so they can leave with their
 * recipes: schema.org Recipe JSON-LD (an @graph of Recipe nodes) and Bar Assistant cocktails (Draft 04,
 * https://barassistant.app/cocktail-04.schema.json). Both are written from our export format, and each
 * file imports back through our own importer. What a format has no field for is left out: groups,
 * substitutes' amounts and strengths everywhere; glass and cocktail types in JSON-LD (types go to its
 * keywords); categories, difficulty, times, nutrition, video and dietary flags in Bar Assistant.
 */
import { ingredientLine, isoDuration } from "~/features/recipes/recipe-math";
import { stepTimeIso } from "~/features/recipes/step-time";
import { basedOn } from "~/features/seo/structured-data";
import type { RecipeMethod } from "~/lib/constants";
import type { ImportItemInput } from "./import-schema";

export const EXPORT_FORMATS = ["muddle", "schema-org", "bar-assistant"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FILE_NAMES: Record<ExportFormat, string> = {
  muddle: "muddle-recipes.json",
  "schema-org": "muddle-recipes.jsonld",
  "bar-assistant": "muddle-bar-assistant.json",
};

export function exportFormat(value: string | null): ExportFormat | null {
  if (value === null || value === "") return "muddle";
  return (EXPORT_FORMATS as readonly string[]).includes(value) ? (value as ExportFormat) : null;
}

type Ingredient = ImportItemInput["ingredients"][number];
type Step = NonNullable<ImportItemInput["steps"]>[number];

const stepText = (step: Step) => (typeof step === "string" ? step : (step?.text ?? ""));
const nameList = (value: string | string[] | undefined) =>
  (typeof value === "string" ? value.split(",") : (value ?? [])).map((name) => name.trim()).filter(Boolean);

const line = (ingredient: Ingredient, garnish = ingredient.garnish) =>
  ingredientLine({
    ...ingredient,
    quantity: ingredient.quantity ?? null,
    quantity_max: ingredient.quantity_max ?? null,
    unit: ingredient.unit ?? null,
    garnish,
  });

const minutes = (value: number | null | undefined) =>
  value === null || value === undefined ? undefined : (isoDuration(value) ?? undefined);

const DIETS = [
  ["is_vegetarian", "https://schema.org/VegetarianDiet"],
  ["is_vegan", "https://schema.org/VeganDiet"],
  ["is_gluten_free", "https://schema.org/GlutenFreeDiet"],
] as const;

function schemaOrgRecipe(item: ImportItemInput) {
  const keywords = [...new Set([...nameList(item.tags), ...(item.cocktail_types ?? []).map((t) => t.toLowerCase())])];
  const diets = DIETS.filter(([flag]) => item[flag]).map(([, iri]) => iri);
  const nutrition = Object.entries({
    calories: item.nutrition?.calories,
    fatContent: item.nutrition?.fat_content,
    proteinContent: item.nutrition?.protein_content,
    sodiumContent: item.nutrition?.sodium_content,
    sugarContent: item.nutrition?.sugar_content,
  }).filter(([, value]) => value);
  return {
    "@type": "Recipe",
    name: item.name,
    description: item.description || undefined,
    image: item.images?.length
      ? item.images.map((image) => ({ "@type": "ImageObject", url: image.url, caption: image.caption }))
      : undefined,
    prepTime: minutes(item.prep_minutes),
    cookTime: item.cook_minutes ? minutes(item.cook_minutes) : undefined,
    totalTime: minutes(item.total_minutes),
    recipeYield: item.recipe_yield || undefined,
    recipeCategory: item.categories?.length ? item.categories.join(", ") : undefined,
    keywords: keywords.length ? keywords.join(", ") : undefined,
    cookingMethod: item.method || undefined,
    recipeIngredient: item.ingredients.map((ingredient) => line(ingredient)),
    recipeInstructions: (item.steps ?? []).map((step) => {
      if (typeof step === "string" || !step) return { "@type": "HowToStep", text: stepText(step) };
      return {
        "@type": "HowToStep",
        text: step.text,
        timeRequired: stepTimeIso(step.estimated_time) ?? undefined,
        image: step.image_url || undefined,
      };
    }),
    nutrition: nutrition.length ? { "@type": "NutritionInformation", ...Object.fromEntries(nutrition) } : undefined,
    video: item.video_url ? { "@type": "VideoObject", contentUrl: item.video_url } : undefined,
    suitableForDiet: diets.length ? diets : undefined,
    // Not schema.org, but our importer (and some recipe pages) read it.
    difficulty: item.difficulty ?? undefined,
    isBasedOn: item.source ? basedOn(item.source) : undefined,
  };
}

/** One JSON-LD document: recipe pages and our importer both read an @graph of Recipe nodes. */
export function toSchemaOrg(items: ImportItemInput[]) {
  return { "@context": "https://schema.org", "@graph": items.map(schemaOrgRecipe) };
}

/** Bar Assistant's own method names (its base_methods.json), for ours. */
const BAR_ASSISTANT_METHODS: Record<RecipeMethod, string> = {
  shaken: "Shake",
  stirred: "Stir",
  built: "Build",
  thrown: "Throw",
  blended: "Blend",
};

/** Our units in Bar Assistant's words, where they differ (from-bar-assistant.ts reads them back). */
const BAR_ASSISTANT_UNITS: Record<string, string> = { top: "topup", unit: "whole" };

function barAssistantIngredient(ingredient: Ingredient) {
  const counted = ingredient.quantity !== undefined && ingredient.quantity !== null;
  const unit = ingredient.unit ? (BAR_ASSISTANT_UNITS[ingredient.unit] ?? ingredient.unit) : "";
  return {
    name: ingredient.name,
    // Draft 04 requires an amount and units; like Bar Assistant's own export, none is 0 and "".
    amount: counted ? ingredient.quantity : 0,
    units: unit,
    optional: ingredient.optional ?? false,
    amount_max: ingredient.quantity_max ?? null,
    note: ingredient.note ?? null,
    substitutes: nameList(ingredient.substitutes).map((name) => ({ name })),
  };
}

function barAssistantCocktail(item: ImportItemInput) {
  const garnishes = item.ingredients.filter((ingredient) => ingredient.garnish);
  const steps = (item.steps ?? []).map(stepText);
  const method = item.method ? (BAR_ASSISTANT_METHODS[item.method as RecipeMethod] ?? item.method) : null;
  return {
    name: item.name,
    // Numbered lines, as Bar Assistant writes them; its importer and ours split them back into steps.
    instructions: steps.map((text, i) => `${i + 1}. ${text}`).join("\n"),
    description: item.description || null,
    // One garnish a line, read back as garnish ingredients ("1 Lime Wheel", "Mint Sprig (optional)").
    garnish: garnishes.length ? garnishes.map((ingredient) => line(ingredient, false)).join("\n") : null,
    tags: nameList(item.tags),
    glass: item.glass ?? null,
    method,
    images: (item.images ?? []).map((image) => ({ uri: image.url, copyright: image.caption ?? "" })),
    source: item.source?.url ?? null,
    ingredients: item.ingredients.filter((ingredient) => !ingredient.garnish).map(barAssistantIngredient),
  };
}

/** A JSON array of Draft 04 cocktails. */
export function toBarAssistant(items: ImportItemInput[]) {
  return items.map(barAssistantCocktail);
}

export function exportDocument(format: ExportFormat, items: ImportItemInput[]): unknown {
  if (format === "schema-org") return toSchemaOrg(items);
  if (format === "bar-assistant") return toBarAssistant(items);
  return items;
}
