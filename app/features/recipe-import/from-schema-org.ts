/**
 * schema.org `Recipe` JSON-LD, as recipe sites embed it in <script type="application/ld+json">:
 * a single node, an array of nodes, or an `@graph`. Maps one Recipe node to our import item.
 */
import { readDifficulty } from "~/features/recipes/difficulty";
import { isWebAddress, toRecipeMethod } from "~/features/recipes/recipe-schema";
import { normaliseStepTime } from "~/features/recipes/step-time";
import { parseVideoLink } from "~/features/recipes/video-link";
import { RECIPE_LIST_LIMITS } from "~/lib/limits";
import type { ImportItemInput } from "./import-schema";
import { readIngredientLines, withLeftovers } from "./ingredient-lines";
import {
  cleanText,
  clip,
  fitIngredient,
  httpImages,
  isObject,
  isoMinutes,
  type JsonObject,
  list,
  mapUpTo,
  nameList,
  personName,
  recipeSource,
  splitSteps,
  tagList,
  yieldText,
} from "./mapping-helpers";

/** Our field → theirs, so an error names the field the member can find in their file. */
export const SCHEMA_ORG_FIELDS: Record<string, string> = {
  name: "name",
  description: "description",
  images: "image",
  ingredients: "recipeIngredient",
  steps: "recipeInstructions",
  prep_minutes: "prepTime",
  total_minutes: "totalTime",
  recipe_yield: "recipeYield",
  tags: "keywords",
  categories: "recipeCategory",
  nutrition: "nutrition",
  cook_minutes: "cookTime",
  video_url: "video",
  method: "cookingMethod",
};

/** `@type` may be a string or a list, with or without the vocabulary prefix. */
export function hasType(node: unknown, type: string): boolean {
  if (!isObject(node)) return false;
  return list(node["@type"]).some(
    (t) => typeof t === "string" && t.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, "") === type,
  );
}

export function isJsonLd(value: unknown): boolean {
  return isObject(value) && ("@context" in value || "@graph" in value || "@type" in value);
}

/** Every Recipe node in document order: through arrays, `@graph`, `mainEntity` and item lists. */
export function findRecipeNodes(value: unknown, found: JsonObject[] = [], depth = 0): JsonObject[] {
  if (depth > 8) return found;
  if (Array.isArray(value)) {
    for (const entry of value) findRecipeNodes(entry, found, depth + 1);
  } else if (isObject(value)) {
    if (hasType(value, "Recipe")) {
      found.push(value);
      return found;
    }
    for (const key of ["@graph", "mainEntity", "itemListElement", "item", "hasPart"]) {
      if (key in value) findRecipeNodes(value[key], found, depth + 1);
    }
  }
  return found;
}

/** image: "url" | ImageObject { url | contentUrl, caption } | a list of either. */
function images(value: unknown) {
  return httpImages(
    list(value).map((entry) =>
      isObject(entry) ? { url: entry.url ?? entry.contentUrl, caption: entry.caption ?? entry.name } : { url: entry },
    ),
  );
}

type Step = ImportItemInput["steps"] extends (infer S)[] | undefined ? S : never;

/**
 * recipeInstructions: a string, strings, HowToStep {text|name, image, timeRequired}, HowToSection
 * {itemListElement}, ItemList. A section's name is not kept: sections group steps, and our groups
 * are for ingredients. A step's photo and time are kept when they are readable (an http(s) image,
 * an ISO 8601 duration); otherwise the step comes in without them.
 */
function instructionSteps(value: unknown, depth = 0): Step[] {
  if (depth > 4) return [];
  return list(value).flatMap((entry): Step[] => {
    if (typeof entry === "string") return splitSteps(cleanText(entry, { keepLines: true }));
    if (!isObject(entry)) return [];
    if ("itemListElement" in entry) return instructionSteps(entry.itemListElement, depth + 1);
    const text = clip(cleanText(entry.text ?? entry.name ?? entry.description));
    if (!text) return [];
    const [image] = images(entry.image);
    const time = typeof entry.timeRequired === "string" ? normaliseStepTime(entry.timeRequired) : undefined;
    return image || time ? [{ text, estimated_time: time, image_url: image?.url }] : [text];
  });
}

function nutrition(value: unknown): ImportItemInput["nutrition"] {
  if (!isObject(value)) return {};
  const field = (key: string) => clip(cleanText(value[key]), 50);
  return {
    calories: field("calories"),
    fat_content: field("fatContent"),
    protein_content: field("proteinContent"),
    sodium_content: field("sodiumContent"),
    sugar_content: field("sugarContent"),
  };
}

/**
 * video: a VideoObject (or a list of them, or an address). Its contentUrl, embedUrl or url is kept
 * when it is a YouTube or Vimeo video, the only players we embed; other videos are left out.
 */
function videoLink(value: unknown): string | undefined {
  for (const entry of list(value)) {
    const addresses = isObject(entry) ? [entry.contentUrl, entry.embedUrl, entry.url] : [entry];
    for (const address of addresses) {
      if (typeof address !== "string") continue;
      const url = address.trim();
      if (url.length <= 2000 && isWebAddress(url) && parseVideoLink(url)) return url;
    }
  }
  return undefined;
}

/** suitableForDiet: schema.org's RestrictedDiet values, as IRIs ("https://schema.org/VeganDiet") or bare names. */
function diets(value: unknown) {
  const names = new Set(
    list(value).map((entry) => {
      const iri = isObject(entry) ? (entry["@id"] ?? entry.name) : entry;
      return typeof iri === "string" ? iri.trim().replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, "") : "";
    }),
  );
  return {
    is_vegetarian: names.has("VegetarianDiet") || undefined,
    is_vegan: names.has("VeganDiet") || undefined,
    is_gluten_free: names.has("GlutenFreeDiet") || undefined,
  };
}

/**
 * cookingMethod: free text or a list ("Shake", ["Stirred"], "Stovetop"). The first one is kept, as
 * one of our methods when it names one (so the ABV estimate can use it), otherwise as written.
 */
function cookingMethod(value: unknown): string | undefined {
  const text = list(value)
    .map((entry) => cleanText(entry))
    .find(Boolean);
  return toRecipeMethod(text) ?? clip(text, 40);
}

/**
 * "2 oz Gin or Genever": alternatives after the name, as our recipe pages write an ingredient's
 * substitutes (and as many recipe sites write a choice), come back as substitutes, not as one name.
 */
function withSubstitutes<T extends { name: string }>(ingredient: T): T & { substitutes?: string[] } {
  const [name = "", ...alternatives] = ingredient.name
    .split(/\s+or\s+/i)
    .map((part) => part.trim())
    .filter(Boolean);
  if (!name || !alternatives.length) return ingredient;
  return { ...ingredient, name, substitutes: alternatives.slice(0, RECIPE_LIST_LIMITS.substitutes) };
}

/**
 * "4 Whole Cloves": the measure reader takes "whole" for a count (Bar Assistant's "1 whole Egg"), but a
 * capitalised Whole after the number starts a title-cased name, as our pages write catalogue names.
 */
function withWholeName<T extends { name: string; unit?: string }>(ingredient: T, line: string | undefined): T {
  const whole = /^[\d.,/\s-]+(Whole)\s/.exec(line ?? "");
  if (!whole || ingredient.unit !== "unit" || /^whole\b/i.test(ingredient.name)) return ingredient;
  return { ...ingredient, name: `Whole ${ingredient.name}` };
}

/**
 * The recipe's source: what it says it is based on (our export writes isBasedOn for an imported
 * recipe), otherwise the recipe's own page, site and author.
 */
function source(node: JsonObject) {
  const based = list(node.isBasedOn)[0];
  if (typeof based === "string") return recipeSource(based, undefined, undefined);
  if (isObject(based)) return recipeSource(based.url, personName(based.publisher), personName(based.author));
  const page = isObject(node.mainEntityOfPage) ? node.mainEntityOfPage["@id"] : node.mainEntityOfPage;
  return recipeSource(node.url ?? page, personName(node.publisher), personName(node.author));
}

export function fromSchemaOrg(node: JsonObject): { item: ImportItemInput; ingredientSources: string[] } {
  // Headings and placeholders do not count against the limit: only what may become an ingredient.
  const lines = mapUpTo(list(node.recipeIngredient ?? node.ingredients), RECIPE_LIST_LIMITS.ingredients * 2, (line) =>
    cleanText(line),
  );
  const read = readIngredientLines(lines);
  const ingredients = read.ingredients
    .slice(0, RECIPE_LIST_LIMITS.ingredients + 1)
    .map(({ source, ...ingredient }) => fitIngredient(withSubstitutes(withWholeName(ingredient, lines[source]))));
  const prep = isoMinutes(node.prepTime);
  const cook = isoMinutes(node.cookTime);
  const total = isoMinutes(node.totalTime) ?? (prep !== undefined ? prep + (cook ?? 0) : undefined);
  const keywords = list(node.keywords);
  return {
    item: {
      name: cleanText(node.name) ?? "",
      description: clip(withLeftovers(cleanText(node.description), read.leftovers)),
      prep_minutes: prep,
      total_minutes: total,
      recipe_yield: yieldText(node.recipeYield),
      images: images(node.image),
      ingredients,
      steps: instructionSteps(node.recipeInstructions),
      categories: nameList(list(node.recipeCategory).flatMap((c) => (typeof c === "string" ? c.split(",") : [c]))),
      tags: tagList(keywords),
      nutrition: nutrition(node.nutrition),
      cook_minutes: cook,
      video_url: videoLink(node.video),
      // Not a schema.org field, but some recipe pages carry one ("Easy", "Intermediate").
      difficulty: readDifficulty(node.difficulty),
      method: cookingMethod(node.cookingMethod),
      ...diets(node.suitableForDiet),
      source: source(node),
    },
    ingredientSources: read.ingredients.map((ingredient) => `recipeIngredient[${ingredient.source}]`),
  };
}
