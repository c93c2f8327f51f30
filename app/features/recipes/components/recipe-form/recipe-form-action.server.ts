/** What the create and update actions answer when they do not redirect (part 1 §5, §8). */
import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import { failure } from "~/lib/action-result.server";
import {
  parseRecipeForm,
  RECIPE_FORM_UNREADABLE,
  type RecipeActionResult,
  type RecipeFormRefusal,
  recipeFormRefusal,
} from "./parse-recipe-form";

type AnySubmission = Submission<unknown, string[], unknown>;
type ParsedSubmission = ReturnType<typeof parseRecipeForm>["submission"];
type ReadRecipeSubmission =
  | { ok: true; submission: Extract<ParsedSubmission, { status: "success" }> }
  | { ok: false; reply: ReturnType<typeof refuse> };

/** A refusal that echoes nothing back: the browser keeps what was typed, a page render keeps its own values. */
function refuse({ message, status }: RecipeFormRefusal) {
  return data<RecipeActionResult>({ status: "error", error: { "": [message] }, formError: message }, { status });
}

/**
 * The posted recipe form, parsed, or the answer to send instead (issue 11): an oversized or
 * unreadable form is refused before Conform builds anything from it, and an invalid one that is
 * over a limit gets its messages without its values, so a huge body is never echoed into the page.
 */
export function readRecipeSubmission(formData: FormData): ReadRecipeSubmission {
  const refusal = recipeFormRefusal(formData);
  if (refusal) return { ok: false, reply: refuse(refusal) };
  let parsed: ReturnType<typeof parseRecipeForm>;
  try {
    parsed = parseRecipeForm(formData);
  } catch {
    // Conform throws on control fields it cannot apply (a list intent aimed at a text field).
    return { ok: false, reply: refuse({ message: RECIPE_FORM_UNREADABLE, status: 400 }) };
  }
  const { submission, formError, oversized } = parsed;
  if (submission.status === "success") return { ok: true, submission };
  return { ok: false, reply: replyToForm(submission, formError, oversized) };
}

/** Invalid input or a list intent (add, remove, move without JavaScript): the form's new state. */
function replyToForm(submission: AnySubmission, formError: string | null, oversized: boolean) {
  const { initialValue, ...withoutValues } = submission.reply();
  // List intents need the values back (they changed the rows); a failed save over a limit does not.
  const echo = !(oversized && submission.status === "error");
  return data<RecipeActionResult>(
    { ...(echo ? { ...withoutValues, initialValue } : withoutValues), formError },
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
