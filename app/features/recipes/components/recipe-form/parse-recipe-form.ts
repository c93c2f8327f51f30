/**
 * One parse for the recipe form, shared by the browser (Conform's client validation) and the
 * server actions, so both report the same field errors and the same form-level message (part 1 §5).
 */
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { RecipeInput, recipeFormError } from "~/features/recipes/recipe-schema";

/** What the create and update actions send back when they do not redirect. */
export type RecipeActionResult = SubmissionResult<string[]> & { formError?: string | null };

/**
 * The browser-side constraints (required, min) derived from the schema, corrected where Conform
 * cannot see through it: tags are optional (a transformed union), blank steps are allowed (dropped),
 * and times have a minimum of 0 (hidden behind the defaults).
 */
export const recipeConstraint = {
  ...getZodConstraint(RecipeInput),
  tags: { required: false },
  "steps[]": { required: false },
  prep_minutes: { required: false, min: 0 },
  total_minutes: { required: false, min: 0 },
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
  return { submission, formError };
}
