/**
 * TheCocktailDB drink objects (https://www.thecocktaildb.com/api.php), alone, in a list, or in the
 * API's envelope { "drinks": [...] }. What we do with each field:
 * - strDrink → name; strInstructions → steps, one per line
 * - strIngredient1..15 with strMeasure1..15 → ingredients; the free-text measure goes through the
 *   shared measure parser ("1 1/2 oz", "2 cl", "dash"); "Juice of 1/2" with "Lemon" becomes
 *   0.5 unit of "Lemon juice"; a measure we cannot read is kept in the ingredient's note
 * - strCategory → category; strAlcoholic "Non alcoholic" → cocktail type "Non-Alcoholic"
 * - strGlass → glass; strDrinkThumb → photo (strImageAttribution as caption); strTags → tags
 * - strVideo → video link, when it is a YouTube or Vimeo address
 * - strIBA → tag "iba"; other fields (translations, dates) are not kept
 */
import { parseVideoLink } from "~/features/recipes/video-link";
import type { ImportItemInput } from "./import-schema";
import {
  cleanText,
  clip,
  fitIngredient,
  httpImages,
  type JsonObject,
  nameList,
  splitSteps,
  tagList,
} from "./mapping-helpers";
import { ingredientWithMeasure } from "./measure-parser";

export const COCKTAILDB_FIELDS: Record<string, string> = {
  name: "strDrink",
  steps: "strInstructions",
  images: "strDrinkThumb",
  ingredients: "strIngredient1",
  tags: "strTags",
  categories: "strCategory",
  cocktail_types: "strAlcoholic",
  glass: "strGlass",
};

export const COCKTAILDB_SLOTS = 15;

export function fromCocktailDb(drink: JsonObject): { item: ImportItemInput; ingredientSources: string[] } {
  const ingredients: ImportItemInput["ingredients"] = [];
  const sources: string[] = [];
  for (let n = 1; n <= COCKTAILDB_SLOTS; n++) {
    const name = cleanText(drink[`strIngredient${n}`]);
    if (!name) continue;
    const parsed = ingredientWithMeasure(name, cleanText(drink[`strMeasure${n}`]));
    ingredients.push(fitIngredient(parsed));
    sources.push(`strIngredient${n}`);
  }
  const alcoholic = cleanText(drink.strAlcoholic);
  const tags = tagList([drink.strTags, drink.strIBA ? "iba" : undefined]);
  return {
    item: {
      name: cleanText(drink.strDrink) ?? "",
      images: httpImages([{ url: drink.strDrinkThumb, caption: drink.strImageAttribution }]),
      ingredients,
      steps: splitSteps(cleanText(drink.strInstructions, { keepLines: true })),
      categories: nameList([drink.strCategory]),
      cocktail_types: alcoholic && /^non[\s-]?alcoholic$/i.test(alcoholic) ? ["Non-Alcoholic"] : [],
      tags,
      glass: clip(cleanText(drink.strGlass), 60),
      video_url:
        typeof drink.strVideo === "string" && parseVideoLink(drink.strVideo) ? drink.strVideo.trim() : undefined,
    },
    ingredientSources: sources,
  };
}
