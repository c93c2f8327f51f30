/**
 * Bar Assistant cocktails (its published cocktail JSON schema, Draft 04:
 * https://barassistant.app/cocktail-04.schema.json). Drafts 01 and 03 use the same flat fields,
 * so they are read too (images[].source in Draft 01). What we do with each field:
 * - instructions → steps, one per line (list markers such as "1." removed)
 * - garnish → a last ingredient marked garnish ("Lime wheel"), so it shows in the ingredient list
 * - tags, glass, method → tags, glass, method; images[].uri → photo, with the copyright as caption;
 *   a method that names one of RECIPE_METHODS ("Shake" → shaken) is stored as it, for the ABV estimate
 * - ingredients[] → name, amount → quantity, units → unit, optional, note; amount_max → noted as a range;
 *   substitutes[].name → substitutes
 * - abv, created_at, source, placeholder_hash: not kept (we have no place for them)
 * - the format has no difficulty, video, dietary or cook-time field, so those stay unset
 */
import { toRecipeMethod } from "~/features/recipes/recipe-schema";
import { RECIPE_LIST_LIMITS } from "~/lib/limits";
import type { ImportItemInput } from "./import-schema";
import {
  cleanText,
  clip,
  fitIngredient,
  httpImages,
  isObject,
  type JsonObject,
  list,
  mapUpTo,
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
  const range = max !== undefined && max !== amount ? `up to ${max}${unit ? ` ${unit}` : ""}` : undefined;
  const note = [cleanText(raw.note), range].filter(Boolean).join("; ");
  return {
    name: cleanText(raw.name) ?? "",
    quantity: amount !== undefined && amount > 0 ? amount : undefined,
    unit: amount !== undefined && amount > 0 ? unit : undefined,
    optional: raw.optional === true,
    substitutes: list(raw.substitutes)
      .map((s) => cleanText(isObject(s) ? s.name : s)?.slice(0, 100))
      .filter((s): s is string => Boolean(s))
      .slice(0, 10),
    note: note || undefined,
  };
}

export function fromBarAssistant(cocktail: JsonObject): { item: ImportItemInput; ingredientSources: string[] } {
  const ingredients = mapUpTo(list(cocktail.ingredients), RECIPE_LIST_LIMITS.ingredients, (raw) =>
    fitIngredient(ingredient(raw)),
  );
  const sources = ingredients.map((_, i) => `ingredients[${i}]`);
  const garnish = cleanText(cocktail.garnish);
  if (garnish) {
    const parsed = parseIngredientLine(garnish);
    ingredients.push(fitIngredient({ ...parsed, garnish: true }));
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
      steps: splitSteps(cleanText(cocktail.instructions, { keepLines: true })),
      tags: tagList(list(cocktail.tags)),
      glass: clip(cleanText(cocktail.glass), 60),
      method: toRecipeMethod(cleanText(cocktail.method)) ?? clip(cleanText(cocktail.method), 40),
    },
    ingredientSources: sources,
  };
}
