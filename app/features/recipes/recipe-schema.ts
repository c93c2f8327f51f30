/**
 * The recipe as authors write it (part 1 §3–§5, part 2 §2 recipe form): one schema for the form,
 * the server action and the import API.
 */
import { z } from "zod";
import {
  DEFAULT_PREP_MINUTES,
  DEFAULT_TOTAL_MINUTES,
  INVALID_URL_MESSAGE,
  RECIPE_METHODS,
  RECIPE_NAME_MAX,
  RECIPE_TEXT_MAX,
  REQUIRED_FIELDS_MESSAGE,
  type RecipeMethod,
  type UnitType,
  VOLUME_UNITS,
  WEIGHT_UNITS,
} from "~/lib/constants";
import { RECIPE_LIST_LIMITS, TAG_MAX_GRAPHEMES } from "~/lib/limits";
import { cleanString, hasControlCharacter, normaliseText, optionalCleanString, truncateGraphemes } from "~/lib/text";

const line = { singleLine: true } as const;
const optionalLine = (max: number) => optionalCleanString(max, line);

/**
 * A web address. Refused (not cleaned) when it holds white space or a control character, since
 * removing characters from an address would point it somewhere else.
 */
export const WEB_ADDRESS = /^https?:\/\/\S+$/i;
export const isWebAddress = (url: string) => WEB_ADDRESS.test(url) && !hasControlCharacter(url);

/** Our own uploads are stored under /uploads/recipe-images/…; anything else must be an http(s) address. */
export const ImageUrlSchema = z
  .string({ error: INVALID_URL_MESSAGE })
  .trim()
  .max(2000, "That address is too long")
  .refine((url) => isWebAddress(url) || /^\/uploads\/recipe-images\/[\w./-]+$/.test(url), INVALID_URL_MESSAGE);

export const RecipeImageInput = z.object({
  url: ImageUrlSchema,
  thumbnail_url: ImageUrlSchema.optional(),
  caption: optionalLine(200),
});

export const RecipeIngredientInput = z.object({
  /** Set when the author picked a catalogue suggestion; otherwise the name is matched or created. */
  ingredient_id: z
    .uuid()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  name: cleanString({ error: "Enter an ingredient", ...line })
    .min(1, "Enter an ingredient")
    .max(100),
  quantity: z.number().min(0, "Quantity cannot be negative").max(100_000).optional(),
  unit: optionalLine(20),
  optional: z.boolean().default(false),
  garnish: z.boolean().default(false),
  substitutes: z
    .array(cleanString(line).min(1, "Enter a substitute").max(100))
    .max(RECIPE_LIST_LIMITS.substitutes, `At most ${RECIPE_LIST_LIMITS.substitutes} substitutes`)
    .default([]),
  /** Free text kept with the ingredient, e.g. "chilled" or a measure an import could not read. */
  note: optionalLine(200),
});

export const NutritionInput = z.object({
  calories: optionalLine(50),
  fat_content: optionalLine(50),
  protein_content: optionalLine(50),
  sodium_content: optionalLine(50),
  sugar_content: optionalLine(50),
});

/**
 * The longest tags field in code units: 30 tags of 40 characters fit many times over, even when
 * each character is an emoji sequence several code units long. Longer tags are cut, not refused.
 */
const TAGS_TEXT_MAX = 4000;

export const RecipeInput = z.object({
  name: cleanString({ error: "Recipe name is required", ...line })
    .min(1, "Recipe name is required")
    .max(RECIPE_NAME_MAX),
  description: optionalCleanString(RECIPE_TEXT_MAX),
  prep_minutes: z.number().int().min(0, "Prep time cannot be negative").max(10_000).default(DEFAULT_PREP_MINUTES),
  total_minutes: z.number().int().min(0, "Total time cannot be negative").max(10_000).default(DEFAULT_TOTAL_MINUTES),
  recipe_yield: optionalLine(60),
  /** How it is mixed; sets the dilution in the ABV estimate (docs/bar-matching.md#abv). */
  method: z.enum(RECIPE_METHODS, { error: "Choose a method from the list" }).optional(),
  images: z
    .array(RecipeImageInput)
    .max(RECIPE_LIST_LIMITS.photos, `Up to ${RECIPE_LIST_LIMITS.photos} photos`)
    .default([]),
  ingredients: z
    .array(RecipeIngredientInput, { error: "Add at least one ingredient" })
    .min(1, "Add at least one ingredient")
    .max(RECIPE_LIST_LIMITS.ingredients, `At most ${RECIPE_LIST_LIMITS.ingredients} ingredients`),
  /** Blank steps (an untouched "Add Step" row arrives empty or missing) are dropped. */
  steps: z
    .array(cleanString().max(RECIPE_TEXT_MAX).optional())
    .max(RECIPE_LIST_LIMITS.steps, `At most ${RECIPE_LIST_LIMITS.steps} steps`)
    .default([])
    .transform((steps) => steps.filter((step): step is string => Boolean(step))),
  category_ids: z
    .array(z.number().int().positive())
    .max(RECIPE_LIST_LIMITS.categories, `At most ${RECIPE_LIST_LIMITS.categories} categories`)
    .default([]),
  cocktail_type_ids: z
    .array(z.number().int().positive())
    .max(RECIPE_LIST_LIMITS.cocktailTypes, `At most ${RECIPE_LIST_LIMITS.cocktailTypes} cocktail types`)
    .default([]),
  /** Comma-separated in the form; a list is accepted too (imports). Each tag is cut at 40 characters. */
  tags: z
    .union([
      z.string().max(TAGS_TEXT_MAX, `Tags can be at most ${TAGS_TEXT_MAX.toLocaleString("en-US")} characters in all`),
      // Counted after duplicates are dropped, below: a union would hide the count behind "Invalid input".
      z.array(z.string().max(TAGS_TEXT_MAX)),
    ])
    .optional()
    .transform((v) => parseTags(Array.isArray(v) ? v.join(",") : v))
    .pipe(z.array(z.string()).max(RECIPE_LIST_LIMITS.tags, `At most ${RECIPE_LIST_LIMITS.tags} tags`)),
  nutrition: NutritionInput.prefault({}),
});

export type RecipeInputData = z.output<typeof RecipeInput>;
export type RecipeFormValues = z.input<typeof RecipeInput>;

const METHOD_WORDS: Record<string, RecipeMethod> = {
  shake: "shaken",
  shaken: "shaken",
  stir: "stirred",
  stirred: "stirred",
  build: "built",
  built: "built",
  throw: "thrown",
  thrown: "thrown",
  blend: "blended",
  blended: "blended",
};

/** A method named in free text ("Shake", "stirred") as one of RECIPE_METHODS; undefined for others ("Layer"). */
export function toRecipeMethod(text: string | null | undefined): RecipeMethod | undefined {
  return METHOD_WORDS[(text ?? "").trim().toLowerCase()];
}

/**
 * Part 1 §5: comma-separated, trimmed, lower-cased, blanks dropped, duplicates removed. A tag longer
 * than TAG_MAX_GRAPHEMES is cut between user-perceived characters, so an emoji is never split in half.
 */
export function parseTags(value: string | undefined): string[] {
  const tags = (value ?? "")
    .split(",")
    .map((t) => truncateGraphemes(normaliseText(t, line).toLowerCase(), TAG_MAX_GRAPHEMES).trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

/** The form-level message for a failed save: the spec's wording when a required field is missing. */
export function recipeFormError(error: z.ZodError): string {
  const missingRequired = error.issues.some(
    (i) => i.path[0] === "name" || (i.path[0] === "ingredients" && i.path.length === 1),
  );
  return missingRequired ? REQUIRED_FIELDS_MESSAGE : "Please check the highlighted fields";
}

/** Part 1 §5: a new catalogue ingredient's unit type follows the unit it was first used with. */
export function unitTypeForUnit(unit: string | undefined): UnitType {
  const u = (unit ?? "").toLowerCase();
  if ((VOLUME_UNITS as readonly string[]).includes(u)) return "volume";
  if ((WEIGHT_UNITS as readonly string[]).includes(u)) return "weight";
  return "unit";
}

/** Part 1 §5: default unit is oz for a volume ingredient, otherwise unit. */
export function defaultUnitFor(unitType: UnitType | string | undefined): string {
  return unitType === "volume" ? "oz" : "unit";
}
