/**
 * Which format an upload is in, read from the parsed JSON: ours, schema.org Recipe JSON-LD,
 * Bar Assistant cocktails or TheCocktailDB drinks. Returns the recipe objects to map, in order.
 */
import { looksLikeBarAssistant } from "./from-bar-assistant";
import { findRecipeNodes, isJsonLd } from "./from-schema-org";
import type { ImportIssue } from "./import-result";
import { cleanText, isObject, type JsonObject, list } from "./mapping-helpers";

export const IMPORT_FORMATS = ["muddle", "schema-org", "bar-assistant", "cocktaildb"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const FORMAT_LABELS: Record<ImportFormat, string> = {
  muddle: "Muddle recipes",
  "schema-org": "Schema.org Recipe (JSON-LD)",
  "bar-assistant": "Bar Assistant cocktails",
  cocktaildb: "TheCocktailDB drinks",
};

export type Detection =
  /** skipped: Recipe blocks with no name and no ingredients, left out (a page's second, empty block). */
  | { ok: true; format: ImportFormat; items: JsonObject[]; skipped?: number }
  | { ok: false; format: ImportFormat | null; errors: ImportIssue[] };

export const UNRECOGNISED_MESSAGE =
  "We could not recognise this format. Upload a list of Muddle recipes (see Format), schema.org Recipe JSON-LD, " +
  "Bar Assistant cocktails or TheCocktailDB drinks.";

const MUDDLE_KEYS = ["steps", "categories", "cocktail_types", "prep_minutes", "total_minutes", "recipe_yield"];

/** The format one recipe object is in, or null when nothing marks it. */
export function classifyRecipe(value: unknown): ImportFormat | null {
  if (!isObject(value)) return null;
  if ("strDrink" in value) return "cocktaildb";
  // schema.org's own field names, even when the @context/@type markers were left out.
  if (isJsonLd(value) || "recipeIngredient" in value || "recipeInstructions" in value) return "schema-org";
  const ours =
    MUDDLE_KEYS.some((key) => key in value) ||
    (Array.isArray(value.ingredients) &&
      value.ingredients.some((i) => isObject(i) && ("quantity" in i || "unit" in i)));
  if (ours) return "muddle";
  if (looksLikeBarAssistant(value)) return "bar-assistant";
  // A bare { name, ingredients } is closest to ours; validation will say what is missing.
  if ("name" in value || "ingredients" in value) return "muddle";
  return null;
}

/** A Recipe block with neither a name nor an ingredient line: nothing to import, so not an error either. */
function isEmptyRecipe(node: JsonObject): boolean {
  return !cleanText(node.name) && !list(node.recipeIngredient ?? node.ingredients).some((line) => cleanText(line));
}

const failed = (message: string, format: ImportFormat | null = null): Detection => ({
  ok: false,
  format,
  errors: [{ index: null, field: null, message }],
});

export function detectFormat(json: unknown): Detection {
  if (isObject(json) && "drinks" in json) {
    if (!Array.isArray(json.drinks) || json.drinks.length === 0) {
      return failed('TheCocktailDB found no drinks here ("drinks" is empty).', "cocktaildb");
    }
    return listOf(json.drinks, "cocktaildb");
  }
  if (isJsonLd(json) || (Array.isArray(json) && json.some(isJsonLd))) {
    const nodes = findRecipeNodes(json);
    const recipes = nodes.filter((node) => !isEmptyRecipe(node));
    if (recipes.length === 0) return failed("This JSON-LD has no schema.org Recipe in it.", "schema-org");
    return { ok: true, format: "schema-org", items: recipes, skipped: nodes.length - recipes.length };
  }
  if (Array.isArray(json)) {
    if (json.length === 0) return failed("The list is empty: add at least one recipe.");
    return listOf(json, null);
  }
  if (isObject(json)) {
    const format = classifyRecipe(json);
    return format ? { ok: true, format, items: [json] } : failed(UNRECOGNISED_MESSAGE);
  }
  return failed("Expected a list of recipes (a JSON array) or a single recipe object.");
}

/** A list of recipes in one format: the first recognisable entry decides it; others must match. */
function listOf(entries: unknown[], known: ImportFormat | null): Detection {
  const kinds = entries.map(classifyRecipe);
  const format = known ?? kinds.find((k): k is ImportFormat => k !== null) ?? null;
  if (!format) return failed(UNRECOGNISED_MESSAGE);
  const errors: ImportIssue[] = [];
  entries.forEach((entry, index) => {
    if (!isObject(entry)) errors.push({ index, field: null, message: "Expected a recipe object" });
    else if (kinds[index] && kinds[index] !== format) {
      errors.push({
        index,
        field: null,
        message: `This looks like ${FORMAT_LABELS[kinds[index]]}, but the file is ${FORMAT_LABELS[format]}. Upload one format at a time.`,
      });
    }
  });
  if (errors.length) return { ok: false, format, errors };
  return { ok: true, format, items: entries as JsonObject[] };
}
