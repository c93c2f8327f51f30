/**
 * The recipe as authors write it (part 1 §3–§5, part 2 §2 recipe form): one schema for the form,
 * the server action and the import API.
 */
import { z } from "zod";
import {
  DEFAULT_PREP_MINUTES,
  DEFAULT_TOTAL_MINUTES,
  DIFFICULTY_OPTIONS,
  INVALID_URL_MESSAGE,
  RECIPE_NAME_MAX,
  RECIPE_TEXT_MAX,
  REQUIRED_FIELDS_MESSAGE,
  type RecipeMethod,
  type UnitType,
  VISIBILITY_OPTIONS,
  VOLUME_UNITS,
  WEIGHT_UNITS,
} from "~/lib/constants";
import { formatCount } from "~/lib/format";
import { RECIPE_LIST_LIMITS, TAG_MAX_GRAPHEMES } from "~/lib/limits";
import { cleanString, hasControlCharacter, normaliseText, optionalCleanString, truncateGraphemes } from "~/lib/text";
import { normaliseStepTime, parseStepTime, STEP_TIME_MESSAGE } from "./step-time";
import { parseVideoLink, VIDEO_LINK_MESSAGE } from "./video-link";

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

/**
 * Where a recipe comes from (issue 22): the page it was imported from, that site's name and the
 * author the page names. Written when a recipe is created (import, or a draft started from a link),
 * never changed by an edit; shown as attribution and as schema.org isBasedOn.
 */
export const RecipeSource = z
  .object({
    url: z
      .string({ error: INVALID_URL_MESSAGE })
      .trim()
      .max(2000, "That address is too long")
      .refine(isWebAddress, INVALID_URL_MESSAGE)
      .describe("The address of the page the recipe comes from"),
    name: optionalLine(120).describe("The site's name, e.g. a magazine or a blog"),
    author: optionalLine(120).describe("The author the page names"),
  })
  .describe("Where the recipe comes from, shown as attribution on the recipe page");
export type RecipeSourceData = z.output<typeof RecipeSource>;

/** Longest group heading ("For the cinnamon syrup"). */
export const INGREDIENT_GROUP_MAX = 60;
/** The longest note on one ingredient line. */
export const INGREDIENT_NOTE_MAX = 200;
const SUBSTITUTE_MAX = 100;

/** "Rye whiskey, or Brandy" → ["Rye whiskey", "Brandy"]: comma-separated, a leading "or" dropped, no repeats. */
export function parseSubstitutes(value: string | string[] | undefined): string[] {
  const parts = (Array.isArray(value) ? value : (value ?? "").split(",")).map((part) =>
    normaliseText(part, line).replace(/^or\s+/i, ""),
  );
  const seen = new Set<string>();
  return parts.filter((part) => {
    const key = part.toLowerCase();
    if (!part || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Comma-separated in the form (one text field); a list in imports and the API. */
export const SubstitutesInput = z
  .union([z.string().max(4000, "Too long for a list of substitutes"), z.array(z.string().max(4000))])
  .optional()
  .transform(parseSubstitutes)
  .pipe(
    z
      .array(z.string())
      .max(RECIPE_LIST_LIMITS.substitutes, `At most ${RECIPE_LIST_LIMITS.substitutes} substitutes`)
      .refine(
        (names) => names.every((name) => name.length <= SUBSTITUTE_MAX),
        `A substitute can have at most ${SUBSTITUTE_MAX} characters`,
      ),
  );

/** A step's estimated time, read and stored in one form ("2 minutes"); blank is none. */
export const StepTimeInput = optionalLine(40)
  .refine((text) => text === undefined || parseStepTime(text) !== null, STEP_TIME_MESSAGE)
  .transform(normaliseStepTime);

export const RecipeIngredientFields = {
  /** Set when the author picked a catalogue suggestion; otherwise the name is matched or created. */
  ingredient_id: z
    .uuid()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  name: cleanString({ error: "Enter an ingredient", ...line })
    .min(1, "Enter an ingredient")
    .max(100),
  quantity: z.number().min(0, "Quantity cannot be negative").max(100_000).optional(),
  /** The top of a range ("2–3 oz"); blank for a single amount. */
  quantity_max: z.number().min(0, "Quantity cannot be negative").max(100_000).optional(),
  unit: optionalLine(20),
  optional: z.boolean().default(false),
  garnish: z.boolean().default(false),
  /** Group heading (recipe_ingredients.type); blank means the default, "Main Ingredients". */
  group: optionalLine(INGREDIENT_GROUP_MAX).describe('Group heading, e.g. "Garnish"; default "Main Ingredients"'),
  substitutes: SubstitutesInput,
  /** Free text kept with the ingredient, e.g. "chilled" or a measure an import could not read. */
  note: optionalLine(INGREDIENT_NOTE_MAX),
  /** This line's strength in % ABV when it is not the catalogue's (a navy-strength gin); blank uses the catalogue's. */
  abv: z.number().min(0, "Strength cannot be negative").max(100, "Strength is a percentage, at most 100").optional(),
};

/** A range needs its lower end, and its top at least as large ("2–3 oz", never "–3" or "3–2"). */
export function checkQuantityRange(
  ingredient: { quantity?: number; quantity_max?: number },
  ctx: z.RefinementCtx<{ quantity?: number; quantity_max?: number }>,
) {
  const { quantity, quantity_max } = ingredient;
  if (quantity_max === undefined) return;
  if (quantity === undefined)
    ctx.addIssue({ code: "custom", path: ["quantity"], message: "Enter the smaller amount of the range too" });
  else if (quantity_max < quantity)
    ctx.addIssue({ code: "custom", path: ["quantity_max"], message: "The most must be at least the least amount" });
}

export const RecipeIngredientInput = z.object(RecipeIngredientFields).superRefine(checkQuantityRange);

/**
 * One method step (recipe_instructions): its text, and optionally an estimated time (step-time.ts)
 * and a photo from the same pipeline as recipe photos. A plain string is a step with text only, as
 * imports and older drafts send it.
 */
export function stepInput(image: z.ZodType<string, string>) {
  return z.union([
    cleanString()
      .max(RECIPE_TEXT_MAX)
      .transform((text): Partial<RecipeStepData> => ({ text })),
    // Strict, so an import's misspelt field ("time") is reported rather than dropped.
    z
      .strictObject({
        text: cleanString().max(RECIPE_TEXT_MAX).optional(),
        estimated_time: StepTimeInput.describe('e.g. "30 seconds", "2 minutes"'),
        image_url: image.optional().or(z.literal("").transform(() => undefined)),
      })
      .superRefine((step, ctx) => {
        // A time or photo with nothing to say would be dropped with the blank row: ask for the words.
        if (!step.text && (step.estimated_time || step.image_url))
          ctx.addIssue({ code: "custom", path: ["text"], message: "Describe this step" });
      }),
  ]);
}
export type RecipeStepData = { text: string; estimated_time?: string; image_url?: string };

/** The steps in order; blank ones (an untouched "Add Step" row arrives empty or missing) are dropped. */
export function stepList(step: ReturnType<typeof stepInput>) {
  return z
    .array(step.optional())
    .max(RECIPE_LIST_LIMITS.steps, `At most ${RECIPE_LIST_LIMITS.steps} steps`)
    .default([])
    .transform((steps) =>
      steps.flatMap((item): RecipeStepData[] =>
        item?.text ? [{ text: item.text, estimated_time: item.estimated_time, image_url: item.image_url }] : [],
      ),
    );
}

export const NutritionInput = z.object({
  calories: optionalLine(50),
  fat_content: optionalLine(50),
  protein_content: optionalLine(50),
  sodium_content: optionalLine(50),
  sugar_content: optionalLine(50),
});

/** A blank link is no link; anything else must be a YouTube or Vimeo video address (refused, never cleaned). */
export const VideoUrl = z
  .string({ error: VIDEO_LINK_MESSAGE })
  .trim()
  .max(2000, "That address is too long")
  .optional()
  .transform((url) => url || undefined)
  .refine((url) => url === undefined || (isWebAddress(url) && parseVideoLink(url) !== null), VIDEO_LINK_MESSAGE);

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
  /** Part 1 §3 cook_time; unlike prep and total it has no default, and is left out when blank. */
  cook_minutes: z.number().int().min(0, "Cook time cannot be negative").max(10_000).optional(),
  recipe_yield: optionalLine(60),
  /**
   * How it is mixed; sets the dilution in the ABV estimate (docs/bar-matching.md#abv). A method named in
   * other words ("Shake") is stored as ours ("shaken"); one we have no word for ("Layer", from an import)
   * is kept as written, so saving an imported recipe never loses it.
   */
  method: optionalLine(40)
    .transform((text) => (text === undefined ? undefined : (toRecipeMethod(text) ?? text)))
    .optional(),
  images: z
    .array(RecipeImageInput)
    .max(RECIPE_LIST_LIMITS.photos, `Up to ${RECIPE_LIST_LIMITS.photos} photos`)
    .default([]),
  ingredients: z
    .array(RecipeIngredientInput, { error: "Add at least one ingredient" })
    .min(1, "Add at least one ingredient")
    .max(RECIPE_LIST_LIMITS.ingredients, `At most ${RECIPE_LIST_LIMITS.ingredients} ingredients`),
  steps: stepList(stepInput(ImageUrlSchema)),
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
      z.string().max(TAGS_TEXT_MAX, `Tags can be at most ${formatCount(TAGS_TEXT_MAX)} characters in all`),
      // Counted after duplicates are dropped, below: a union would hide the count behind "Invalid input".
      z.array(z.string().max(TAGS_TEXT_MAX)),
    ])
    .optional()
    .transform((v) => parseTags(Array.isArray(v) ? v.join(",") : v))
    .pipe(z.array(z.string()).max(RECIPE_LIST_LIMITS.tags, `At most ${RECIPE_LIST_LIMITS.tags} tags`)),
  nutrition: NutritionInput.prefault({}),
  /** The author's own difficulty (ADR 0004); when unset, cards show the rating's label. */
  difficulty: z.enum(DIFFICULTY_OPTIONS, { error: "Choose a difficulty from the list" }).optional(),
  /** A YouTube or Vimeo video address, stored as given; the embed address is derived (video-link.ts). */
  video_url: VideoUrl,
  is_vegetarian: z.boolean().default(false),
  is_vegan: z.boolean().default(false),
  is_gluten_free: z.boolean().default(false),
  /**
   * Who may see it (part 2 §3): public, followers or private. Left out, a new recipe takes the author's
   * default for new recipes and a saved one keeps its audience.
   */
  visibility: z.enum(VISIBILITY_OPTIONS, { error: "Choose Public, Followers Only or Private" }).optional(),
  /** Kept by a new recipe started from a link (hidden fields); an edit leaves the stored source alone. */
  source: RecipeSource.optional(),
  /** The recipe this one varies (issue 23): chosen in the form or set by a remix; blank for none. */
  variant_of: z.guid({ error: "Choose the original from the list" }).optional(),
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
