/**
 * POST /api/site/recipes/{recipeId}/makes (issue 23): intent "log" (servings, rating, note, photo, share,
 * audience, deduct) → { message, ...LoggedMake }; intent "delete" with makeId → { message, makes_count }.
 */
import { fieldErrorsOf } from "~/lib/action-result.server";
import { AppError, Invalid } from "~/lib/errors";
import { answer } from "~/lib/form-endpoint.server";
import { chosenImages } from "../feed/post-images.server";
import { deleteMake, logMake } from "./make-mutations.server";
import { MakeInput } from "./make-schema";
import { MAKE_MESSAGES } from "./make-words";

export const MAKE_DELETED = "Removed from your history";

export function makeResponse(request: Request, recipeId: string): Promise<Response> {
  return answer(request, MAKE_MESSAGES.signIn, MAKE_MESSAGES.failed, async (viewer, form) => {
    const intent = form.get("intent") ?? "log";
    if (intent === "delete") {
      const removed = await deleteMake(viewer, String(form.get("makeId") ?? ""));
      return { body: { message: MAKE_DELETED, ...removed }, message: MAKE_DELETED };
    }
    if (intent !== "log") throw new AppError("Choose log or delete", 400);
    const parsed = MakeInput.safeParse(Object.fromEntries([...form].filter(([, value]) => typeof value === "string")));
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      throw new Invalid(Object.values(fieldErrors)[0]?.[0] ?? MAKE_MESSAGES.failed, fieldErrors);
    }
    const [photo = null] = chosenImages(form).slice(0, 1);
    const logged = await logMake(viewer, recipeId, parsed.data, photo);
    const message = logged.merged ? MAKE_MESSAGES.merged : MAKE_MESSAGES.logged;
    return { status: logged.merged ? 200 : 201, body: { message, ...logged }, message };
  });
}
