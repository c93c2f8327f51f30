/**
 * POST /api/site/taste (issue 23): the taste quiz from "For you tonight" and from settings. Intent "save"
 * (spirits, flavour, strength) or "skip" (no answers: the member gets drinks without telling us their taste).
 */
import { fieldErrorsOf } from "~/lib/action-result.server";
import { Invalid } from "~/lib/errors";
import { answer } from "~/lib/form-endpoint.server";
import { saveTasteAnswers } from "./taste-profile.server";
import { NO_TASTE_ANSWERS, TASTE_MESSAGES } from "./taste-quiz";
import { tasteAnswersFromForm } from "./taste-schema";

export function tasteResponse(request: Request): Promise<Response> {
  return answer(request, TASTE_MESSAGES.signIn, TASTE_MESSAGES.failed, async (viewer, form) => {
    if (form.get("intent") === "skip") {
      await saveTasteAnswers(viewer, NO_TASTE_ANSWERS);
      return { body: { message: TASTE_MESSAGES.skipped }, message: TASTE_MESSAGES.skipped };
    }
    const parsed = tasteAnswersFromForm(form);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      throw new Invalid(Object.values(fieldErrors)[0]?.[0] ?? TASTE_MESSAGES.failed, fieldErrors);
    }
    await saveTasteAnswers(viewer, parsed.data);
    return { body: { message: TASTE_MESSAGES.saved }, message: TASTE_MESSAGES.saved };
  });
}
