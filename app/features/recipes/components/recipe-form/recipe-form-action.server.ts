/** What the create and update actions answer when they do not redirect (part 1 §5, §8). */
import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import { failure } from "~/lib/action-result.server";
import type { RecipeActionResult } from "./parse-recipe-form";

type AnySubmission = Submission<unknown, string[], unknown>;

/** Invalid input or a list intent (add, remove, move without JavaScript): the form's new state. */
export function replyToForm(submission: AnySubmission, formError: string | null) {
  return data<RecipeActionResult>(
    { ...submission.reply(), formError },
    { status: submission.status === "error" ? 400 : 200 },
  );
}

/**
 * A save that failed after validation: typed errors keep their message and status (through
 * `failure`); anything else is logged and reads "Failed to save recipe" (part 1 §8).
 */
export function saveFailed(submission: AnySubmission, error: unknown) {
  let status = 500;
  let formError = "Failed to save recipe";
  let fieldErrors: Record<string, string[]> = {};
  try {
    const known = failure(error);
    status = known.init?.status ?? 400;
    formError = known.data.formError ?? formError;
    fieldErrors = Object.fromEntries(
      Object.entries(known.data.fieldErrors).filter((entry): entry is [string, string[]] => Boolean(entry[1]?.length)),
    );
  } catch (unexpected) {
    console.error("Recipe save failed", unexpected);
  }
  return data<RecipeActionResult>(
    { ...submission.reply({ formErrors: [formError], fieldErrors }), formError },
    { status },
  );
}
