/**
 * Bar Assistant cocktails (its published cocktail JSON schema, Draft 04:
 * https://barassistant.app/cocktail-04.schema.json). Drafts 01 and 03 use the same flat fields,
 * so they are read too (images[].source in Draft 01). What we do with each field:
 * - instructions → steps, one per line (list markers such as "1." removed)
 * - garnish → last ingredients marked garnish, one per line ("Garnish with a lime wheel." → "lime wheel"),
 *   so they show in the ingredient list; a garnish written as an instruction ("Sprinkle ground nutmeg
 *   on top.") becomes the last step instead
 * - tags, glass, method → tags, glass, method; images[].uri → photo, with the copyright as caption;
 *   a method that names one of RECIPE_METHODS ("Shake" → shaken) is stored as it, for the ABV estimate
 * - ingredients[] → name, amount → quantity, units → unit (their words in ours: "topup" → top,
 *   "whole" → unit, "dashes" → dash), optional, note; amount_max → quantity_max (the top of the range);
 *   substitutes[].name → substitutes; strength → the ingredient's ABV when it is new to our catalogue
 * - abv: not kept, ours is computed from the ingredients (docs/import.md compares the two)
 * - source → the recipe's source when it is a web address (shown as attribution)
 * - created_at, placeholder_hash: not kept (we have no place for them)
 * - the format has no difficulty, video, dietary or cook-time field, so those stay unset
 */
import { toRecipeMethod } from "~/features/recipes/recipe-schema";
import { RECIPE_LIST_LIMITS } from "~/lib/limits";
import type { ImportItemInput } from "./import-schema";
import { isUnreadable } from "./ingredient-lines";
import {
  cleanText,
  clip,
  fitIngredient,
  httpImages,
  isObject,
  type JsonObject,
  list,
  mapUpTo,
  recipeSource,
  splitSteps,
  tagList,
} from "./mapping-helpers";
import { normaliseUnit, parseIngredientLine } from "./measure-parser";

export const BAR_ASSISTANT_FIELDS: Record<string, string> = {
  name: "name",
  description: "description",
  steps: "instructions",
  images: "images",
  ingredients: "ingredients",
  tags: "tags",
  glass: "glass",
  method: "method",
};

/** True when the object carries something only a Bar Assistant cocktail has. */
export function looksLikeBarAssistant(value: JsonObject): boolean {
  if (typeof value.$schema === "string" && /barassistant/i.test(value.$schema)) return true;
  if (typeof value.instructions === "string" || "garnish" in value || "abv" in value || "_id" in value) return true;
  return list(value.ingredients).some((i) => isObject(i) && ("units" in i || "amount" in i));
}

const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

function ingredient(raw: unknown): ImportItemInput["ingredients"][number] {
  if (!isObject(raw)) return { name: typeof raw === "string" ? raw : "" };
  const amount = number(raw.amount);
  const unit = normaliseUnit(typeof raw.units === "string" ? raw.units : undefined);
  const max = number(raw.amount_max);
  const counted = amount !== undefined && amount > 0;
  // A top without a bottom ("up to 20 ml" with no amount) has no field of ours: it stays in the note.
  const range = max !== undefined && !counted ? `up to ${max}${unit ? ` ${unit}` : ""}` : undefined;
  const note = [cleanText(raw.note), range].filter(Boolean).join("; ");
  return {
    name: cleanText(raw.name) ?? "",
    quantity: counted ? amount : undefined,
    quantity_max: counted && max !== undefined && max > amount ? max : undefined,
    // "topup" needs no amount: Bar Assistant (and our export) write a top as 0 "topup".
    unit: counted || unit === "top" ? unit : undefined,
    optional: raw.optional === true,
    substitutes: list(raw.substitutes)
      .map((s) => cleanText(isObject(s) ? s.name : s)?.slice(0, 100))
      .filter((s): s is string => Boolean(s))
      .slice(0, 10),
    note: note || undefined,
    // The source's strength, for an ingredient new to the catalogue (issue 13: unknown counts as unknown).
    abv: number(raw.strength),
  };
}

/** "Sprinkle ground nutmeg on top.": a garnish told as an instruction, not named. */
function isInstruction(line: string): boolean {
  if (/^(?:optionally\s+)?garnish\b/i.test(line)) return false;
  const words = line.split(" ").length;
  return (/[.!?]$/.test(line) && words >= 4) || words > 12 || isUnreadable(line);
}

export function fromBarAssistant(cocktail: JsonObject): { item: ImportItemInput; ingredientSources: string[] } {
  const ingredients = mapUpTo(list(cocktail.ingredients), RECIPE_LIST_LIMITS.ingredients, (raw) =>
    fitIngredient(ingredient(raw)),
  );
  const sources = ingredients.map((_, i) => `ingredients[${i}]`);
  const steps = splitSteps(cleanText(cocktail.instructions, { keepLines: true }));
  // Some garnishes hold several lines ("pinch smoked sea salt for garnish\n\nlemon twist for garnish").
  for (const line of cleanText(cocktail.garnish, { keepLines: true })?.split("\n") ?? []) {
    if (isInstruction(line)) {
      steps.push(line);
      continue;
    }
    ingredients.push(fitIngredient({ ...parseIngredientLine(line), garnish: true }));
    sources.push("garnish");
  }
  return {
    item: {
      name: cleanText(cocktail.name) ?? "",
      description: clip(cleanText(cocktail.description, { keepLines: true })),
      images: httpImages(
        list(cocktail.images).map((image) =>
          isObject(image)
            ? { url: image.uri ?? image.url ?? image.source, caption: image.caption ?? image.copyright }
            : { url: image },
        ),
      ),
      ingredients,
      steps,
      tags: tagList(list(cocktail.tags)),
      glass: clip(cleanText(cocktail.glass), 60),
      method: toRecipeMethod(cleanText(cocktail.method)) ?? clip(cleanText(cocktail.method), 40),
      source: recipeSource(cocktail.source, undefined, undefined),
    },
    ingredientSources: sources,
  };
}
