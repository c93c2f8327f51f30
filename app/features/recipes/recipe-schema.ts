/**
 * The recipe as authors write it (part 1 §3–§5, part 2 §2 recipe form): one schema for the form,
 * the server action and the import API.
 */
import { z } from "zod";
import {
  DEFAULT_PREP_MINUTES,
  DEFAULT_TOTAL_MINUTES,
  INVALID_URL_MESSAGE,
  MAX_RECIPE_PHOTOS,
  RECIPE_METHODS,
  RECIPE_NAME_MAX,
  RECIPE_TEXT_MAX,
  REQUIRED_FIELDS_MESSAGE,
  type RecipeMethod,
  type UnitType,
  VOLUME_UNITS,
  WEIGHT_UNITS,
} from "~/lib/constants";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Our own uploads are stored under /uploads/recipe-images/…; anything else must be an http(s) address. */
export const ImageUrlSchema = z
  .string({ error: INVALID_URL_MESSAGE })
  .trim()
  .refine((url) => /^https?:\/\/[^\s]+$/i.test(url) || url.startsWith("/uploads/recipe-images/"), INVALID_URL_MESSAGE)
  .refine((url) => url.length <= 2000, "That address is too long");

export const RecipeImageInput = z.object({
  url: ImageUrlSchema,
  thumbnail_url: ImageUrlSchema.optional(),
  caption: optionalText(200),
});

export const RecipeIngredientInput = z.object({
  /** Set when the author picked a catalogue suggestion; otherwise the name is matched or created. */
  ingredient_id: z
    .uuid()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  name: z.string({ error: "Enter an ingredient" }).trim().min(1, "Enter an ingredient").max(100),
  quantity: z.number().min(0, "Quantity cannot be negative").max(100_000).optional(),
  unit: optionalText(20),
  optional: z.boolean().default(false),
  garnish: z.boolean().default(false),
  substitutes: z.array(z.string().trim().min(1).max(100)).max(10).default([]),
  /** Free text kept with the ingredient, e.g. "chilled" or a measure an import could not read. */
  note: optionalText(200),
});

export const NutritionInput = z.object({
  calories: optionalText(50),
  fat_content: optionalText(50),
  protein_content: optionalText(50),
  sodium_content: optionalText(50),
  sugar_content: optionalText(50),
});

export const RecipeInput = z.object({
  name: z.string({ error: "Recipe name is required" }).trim().min(1, "Recipe name is required").max(RECIPE_NAME_MAX),
  description: optionalText(RECIPE_TEXT_MAX),
  prep_minutes: z.number().int().min(0, "Prep time cannot be negative").max(10_000).default(DEFAULT_PREP_MINUTES),
  total_minutes: z.number().int().min(0, "Total time cannot be negative").max(10_000).default(DEFAULT_TOTAL_MINUTES),
  recipe_yield: optionalText(60),
  /** How it is mixed; sets the dilution in the ABV estimate (docs/bar-matching.md#abv). */
  method: z.enum(RECIPE_METHODS, { error: "Choose a method from the list" }).optional(),
  images: z.array(RecipeImageInput).max(MAX_RECIPE_PHOTOS, `Up to ${MAX_RECIPE_PHOTOS} photos`).default([]),
  ingredients: z
    .array(RecipeIngredientInput, { error: "Add at least one ingredient" })
    .min(1, "Add at least one ingredient")
    .max(50),
  /** Blank steps (an untouched "Add Step" row arrives empty or missing) are dropped. */
  steps: z
    .array(z.string().trim().max(RECIPE_TEXT_MAX).optional())
    .default([])
    .transform((steps) => steps.filter((step): step is string => Boolean(step))),
  category_ids: z.array(z.number().int().positive()).max(20).default([]),
  cocktail_type_ids: z.array(z.number().int().positive()).max(20).default([]),
  /** Comma-separated in the form; a list is accepted too (imports). */
  tags: z
    .union([z.string().max(1000), z.array(z.string().max(40)).max(30)])
    .optional()
    .transform((v) => parseTags(Array.isArray(v) ? v.join(",") : v)),
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

/** Part 1 §5: comma-separated, trimmed, lower-cased, blanks dropped, duplicates removed. */
export function parseTags(value: string | undefined): string[] {
  const tags = (value ?? "")
    .split(",")
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean)
    .map((t) => t.slice(0, 40));
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
