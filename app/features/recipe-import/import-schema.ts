/**
 * Muddle's recipe import format: a JSON array of recipes with the recipe form's fields
 * (RecipeInput), except that categories and cocktail types are given by name (ids differ between
 * sites), images are http(s) addresses only, and glass, method and an ingredient note are kept. The
 * video link, difficulty and dietary flags are the form's own fields.
 * Published as JSON Schema at /api/v1/schemas/recipe-import.json.
 */
import { z } from "zod";
import {
  checkQuantityRange,
  isWebAddress,
  RecipeIngredientFields,
  RecipeInput,
  RecipeSource,
  stepInput,
  stepList,
  WEB_ADDRESS,
} from "~/features/recipes/recipe-schema";
import { INVALID_URL_MESSAGE } from "~/lib/constants";
import { FILE_LIMITS, RECIPE_LIST_LIMITS } from "~/lib/limits";
import { cleanString, optionalCleanString } from "~/lib/text";

/**
 * Issue 4: one upload holds at most 5 MB of JSON. The byte limit holds about 3,500 recipes as our export
 * writes them (1.4 KB each), so the count limit lets any export within 5 MB come back as one file; it
 * only bounds the database work of a file of tiny recipes. Uploads are written in short batches
 * (issue 13, docs/import.md), so their size no longer decides how long other visitors wait.
 */
export const MAX_IMPORT_RECIPES = 5000;
export const MAX_IMPORT_BYTES = FILE_LIMITS.importFile;
export const IMPORT_SCHEMA_PATH = "/api/v1/schemas/recipe-import.json";

const optionalLine = (max: number) => optionalCleanString(max, { singleLine: true });

const names = (what: "category" | "cocktail type", max: number) =>
  z
    .array(
      cleanString({ singleLine: true })
        .min(1, `Enter a ${what} name`)
        .max(60, `A ${what} name has at most 60 characters`),
    )
    .max(max, `At most ${max} ${what === "category" ? "categories" : "cocktail types"}`)
    .default([]);

/** Only web addresses: an /uploads/… path belongs to the site that exported it. */
const HttpUrl = z
  .string({ error: INVALID_URL_MESSAGE })
  .trim()
  .max(2000, "That address is too long")
  .regex(WEB_ADDRESS, INVALID_URL_MESSAGE)
  .refine(isWebAddress, INVALID_URL_MESSAGE);

const { ingredient_id: _picked, ...importedIngredientFields } = RecipeIngredientFields;

export const ImportIngredient = z
  .strictObject({
    ...importedIngredientFields,
    quantity_max: RecipeIngredientFields.quantity_max.describe(
      'The top of a range: "2-3 oz" is quantity 2, quantity_max 3',
    ),
    note: RecipeIngredientFields.note.describe("Free text kept with the ingredient, e.g. a measure we could not read"),
    abv: RecipeIngredientFields.abv.describe(
      "The line's strength in percent; also the ABV of an ingredient new to the catalogue",
    ),
  })
  .superRefine(checkQuantityRange);

const recipe = RecipeInput.shape;

export const ImportItem = z
  .strictObject({
    name: recipe.name,
    description: recipe.description,
    prep_minutes: recipe.prep_minutes.describe("Minutes; default 5"),
    total_minutes: recipe.total_minutes.describe("Minutes; default 7"),
    recipe_yield: recipe.recipe_yield.describe('e.g. "1 serving"'),
    images: z
      .array(z.strictObject({ url: HttpUrl, caption: optionalLine(200) }))
      .max(RECIPE_LIST_LIMITS.photos, `Up to ${RECIPE_LIST_LIMITS.photos} photos`)
      .default([])
      .describe(`Up to ${RECIPE_LIST_LIMITS.photos} photos by http(s) address; the first is the main image`),
    ingredients: z
      .array(ImportIngredient, { error: "Add at least one ingredient" })
      .min(1, "Add at least one ingredient")
      .max(RECIPE_LIST_LIMITS.ingredients, `At most ${RECIPE_LIST_LIMITS.ingredients} ingredients`),
    steps: stepList(stepInput(HttpUrl)).describe(
      'The method in order: each step its text, or { "text", "estimated_time", "image_url" }',
    ),
    categories: names("category", RECIPE_LIST_LIMITS.categories).describe("Category names; unknown ones are created"),
    cocktail_types: names("cocktail type", RECIPE_LIST_LIMITS.cocktailTypes).describe(
      "Cocktail type names; unknown ones are created",
    ),
    glass: optionalLine(60),
    method: recipe.method.describe('How it is mixed, e.g. "Shake", "Stir", "Build"'),
    tags: recipe.tags.describe('A list, or one comma-separated string; stored lower-case, e.g. ["shaken", "citrus"]'),
    nutrition: recipe.nutrition.describe('Free text per field, e.g. { "calories": "190 kcal" }'),
    cook_minutes: recipe.cook_minutes.describe("Minutes of cooking (part of the total); optional"),
    difficulty: recipe.difficulty.describe(
      "beginner, intermediate, advanced or expert; without it, the recipe's rating decides the label",
    ),
    video_url: recipe.video_url.describe("A YouTube or Vimeo video address, e.g. https://youtu.be/…"),
    is_vegetarian: recipe.is_vegetarian.describe("Suitable for vegetarians; default false"),
    is_vegan: recipe.is_vegan.describe("Suitable for vegans; default false"),
    is_gluten_free: recipe.is_gluten_free.describe("Gluten-free; default false"),
    source: z
      .strictObject({ ...RecipeSource.shape, url: HttpUrl.describe("The address of the page the recipe comes from") })
      .optional()
      .describe("Where the recipe comes from: the page, its site and author, shown as attribution"),
  })
  .meta({ title: "Recipe" });

export type ImportItemInput = z.input<typeof ImportItem>;
export type ImportItemData = z.output<typeof ImportItem>;

export const IMPORT_EXAMPLE: ImportItemInput[] = [
  {
    name: "Daiquiri",
    description: "Rum, lime and sugar, shaken hard and served up.",
    prep_minutes: 3,
    total_minutes: 5,
    recipe_yield: "1 serving",
    images: [{ url: "https://images.example.com/daiquiri.jpg", caption: "Served in a chilled coupe" }],
    ingredients: [
      { name: "White rum", quantity: 2, unit: "oz" },
      { name: "Lime juice", quantity: 0.75, unit: "oz" },
      { name: "Simple syrup", quantity: 0.75, unit: "oz", substitutes: ["Demerara syrup"] },
      { name: "Lime wheel", quantity: 1, unit: "wheel", garnish: true, optional: true, group: "Garnish" },
    ],
    steps: [
      { text: "Shake everything hard with ice.", estimated_time: "15 seconds" },
      "Double strain into a chilled coupe and garnish.",
    ],
    categories: ["Classic", "Sour"],
    cocktail_types: ["Rum"],
    tags: ["shaken", "citrus"],
    glass: "Coupe",
    method: "Shake",
    nutrition: { calories: "190 kcal" },
    difficulty: "beginner",
    video_url: "https://vimeo.com/76979871",
    is_vegetarian: true,
    is_vegan: true,
    is_gluten_free: true,
  },
];

export const ImportFile = z
  .array(ImportItem)
  .min(1, "Add at least one recipe")
  .max(MAX_IMPORT_RECIPES, `At most ${MAX_IMPORT_RECIPES} recipes per upload`)
  .meta({
    title: "Muddle recipe import",
    description:
      "An array of recipes for Muddle's Bulk Recipe Upload (/recipes/bulk-upload). Each recipe has the fields " +
      "of the recipe form. Categories and cocktail types are names, matched case-insensitively and created " +
      "when unknown; tags are a list or a comma-separated string. Uploaded recipes are saved as private drafts. " +
      `At most ${MAX_IMPORT_RECIPES} recipes or 5 MB per upload. The export at /api/site/recipes/export uses this format.`,
  });

/** The JSON Schema of the import format (draft 2020-12), describing what may be written. */
export function importJsonSchema(id?: string) {
  const schema = z.toJSONSchema(ImportFile, { io: "input", target: "draft-2020-12" });
  // zod leaves examples out of input schemas with transforms; ours is valid input, so add it back.
  const { $schema, title, description, ...rest } = schema;
  return { $schema, ...(id ? { $id: id } : {}), title, description, ...rest, examples: [IMPORT_EXAMPLE] };
}
