/**
 * One parse for the recipe form, shared by the browser (Conform's client validation) and the
 * server actions, so both report the same field errors and the same form-level message (part 1 §5).
 */
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { RecipeInput, recipeFormError } from "~/features/recipes/recipe-schema";
import { MAX_FORM_FIELDS, RECIPE_LIST_LIMITS } from "~/lib/limits";

/** What the create and update actions send back when they do not redirect. */
export type RecipeActionResult = SubmissionResult<string[]> & { formError?: string | null };

/**
 * The browser-side constraints (required, min) derived from the schema, corrected where Conform
 * cannot see through it: tags and substitutes are optional single text fields (transformed unions),
 * blank steps are allowed (dropped), and times have a minimum of 0 (hidden behind the defaults).
 */
export const recipeConstraint = {
  ...getZodConstraint(RecipeInput),
  tags: { required: false },
  "ingredients[].substitutes": { required: false },
  "steps[]": { required: false },
  prep_minutes: { required: false, min: 0 },
  total_minutes: { required: false, min: 0 },
  cook_minutes: { required: false, min: 0 },
};

export function parseRecipeForm(formData: FormData) {
  const issues: z.core.$ZodIssue[] = [];
  const submission = parseWithZod(formData, {
    schema: RecipeInput,
    formatError: (fieldIssues: z.core.$ZodIssue[]) => {
      issues.push(...fieldIssues);
      return fieldIssues.map((issue) => issue.message);
    },
  });
  const formError = submission.status === "error" && issues.length ? recipeFormError(new z.ZodError(issues)) : null;
  /** A list over its limit: only a hand-made request gets here, since the form stops adding rows at the limits. */
  const oversized = issues.some((issue) => issue.code === "too_big" && issue.origin === "array");
  return { submission, formError, oversized };
}

/** The form's lists, by the field name before `[n]`, with the most rows each may have. */
const LIST_ROWS: Record<string, { max: number; what: string }> = {
  ingredients: { max: RECIPE_LIST_LIMITS.ingredients, what: "ingredients" },
  steps: { max: RECIPE_LIST_LIMITS.steps, what: "steps" },
  images: { max: RECIPE_LIST_LIMITS.photos, what: "photos" },
  category_ids: { max: RECIPE_LIST_LIMITS.categories, what: "categories" },
  cocktail_type_ids: { max: RECIPE_LIST_LIMITS.cocktailTypes, what: "cocktail types" },
  substitutes: { max: RECIPE_LIST_LIMITS.substitutes, what: "substitutes for one ingredient" },
};

/** The longest field name the form writes is "ingredients[49].substitutes[9]"; far longer is not ours. */
const MAX_FIELD_NAME = 200;

export const RECIPE_FORM_TOO_LARGE = `This recipe has too many fields to save. A recipe can have at most ${RECIPE_LIST_LIMITS.ingredients} ingredients and ${RECIPE_LIST_LIMITS.steps} steps.`;
export const RECIPE_FORM_UNREADABLE = "This form could not be read. Please reload the page and try again.";

export type RecipeFormRefusal = { message: string; status: 400 | 413 };

/** Why a field name is refused: a list row past its limit, or a name the form never writes. */
function nameProblem(name: string): RecipeFormRefusal | null {
  if (name.length > MAX_FIELD_NAME) return { message: RECIPE_FORM_UNREADABLE, status: 400 };
  for (const [, key = "", index = ""] of name.matchAll(/([^.[\]]*)\[(\d+)\]/g)) {
    const list = LIST_ROWS[key];
    if (list && Number(index) >= list.max) {
      return { message: `A recipe can have at most ${list.max} ${list.what}.`, status: 413 };
    }
    // A far-off row of any other list would make a sparse array as long as its index.
    if (Number(index) >= MAX_FORM_FIELDS) return { message: RECIPE_FORM_TOO_LARGE, status: 413 };
  }
  return null;
}

/** Conform's own fields: JSON it parses without catching, and a list intent names a row too. */
function controlProblem(name: string, value: FormDataEntryValue): RecipeFormRefusal | null {
  const unreadable = { message: RECIPE_FORM_UNREADABLE, status: 400 } as const;
  if (typeof value !== "string") return unreadable;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return unreadable;
  }
  if (name === "__state__") return null;
  const intent = parsed as { type?: unknown; payload?: { name?: unknown; index?: unknown } } | null;
  if (typeof intent?.type !== "string" || typeof intent.payload !== "object" || intent.payload === null) {
    return unreadable;
  }
  const { name: target, index } = intent.payload;
  if (target !== undefined && typeof target !== "string") return unreadable;
  if (index !== undefined && !(Number.isInteger(index) && (index as number) >= 0)) return unreadable;
  return nameProblem(`${target ?? ""}${index === undefined ? "" : `[${index}]`}`);
}

/**
 * Checked before Conform builds the submission (issue 11): too many fields, a list row past its
 * limit, or a name or control value the form never sends. Linear in the number of fields, and stops
 * at the first problem, so a 4,000-row post costs no more than reading its names.
 */
export function recipeFormRefusal(formData: FormData): RecipeFormRefusal | null {
  let fields = 0;
  for (const [name, value] of formData) {
    fields += 1;
    if (fields > MAX_FORM_FIELDS) return { message: RECIPE_FORM_TOO_LARGE, status: 413 };
    const problem = name === "__intent__" || name === "__state__" ? controlProblem(name, value) : nameProblem(name);
    if (problem) return problem;
  }
  return null;
}
