/**
 * POST /api/site/recipes/{recipeId}/reactions: like, unlike, save, unsave, rate and share (part 1 §2,
 * §4). Fetchers get JSON; a plain form post (no JavaScript) is sent back to the page it came from.
 */
import { redirect } from "react-router";
import { z } from "zod";
import { getViewer } from "~/features/auth/session.server";
import { rateRecipe, setRecipeLiked, setRecipeSaved } from "~/features/social/recipe-reactions.server";
import { countRecipeShare } from "~/features/social/share-count.server";
import { errorHeaders } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import { backTo, wantsJson } from "~/lib/reaction-request.server";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/api.site.recipes.$recipeId.reactions";

const Intent = z.enum(["like", "unlike", "save", "unsave", "rate", "share"]);
type Intent = z.infer<typeof Intent>;

/** Part 1 §5 sign-in messages and §8 failure toasts, by intent. */
const SIGN_IN: Record<Exclude<Intent, "share">, string> = {
  like: "Please sign in to like recipes",
  unlike: "Please sign in to like recipes",
  save: "Please sign in to save recipes",
  unsave: "Please sign in to save recipes",
  rate: "Please sign in to rate recipes",
};
const FAILED: Record<Intent, string> = {
  like: "Failed to update like",
  unlike: "Failed to update like",
  save: "Failed to save recipe",
  unsave: "Failed to save recipe",
  rate: "Failed to update rating",
  share: "Failed to share",
};
const SUCCESS: Record<Intent, string | null> = {
  like: "Recipe liked",
  unlike: "Recipe unliked",
  save: "Recipe saved",
  unsave: "Recipe removed from saved recipes",
  rate: "Rating updated",
  share: null,
};

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

async function apply(intent: Intent, form: FormData, recipeId: string, viewerId: string | null, clientIp: string) {
  if (intent === "share") return countRecipeShare(recipeId, { memberId: viewerId, clientIp });
  const actor = { id: viewerId as string };
  if (intent === "like" || intent === "unlike") return setRecipeLiked(actor, recipeId, intent === "like");
  if (intent === "save" || intent === "unsave") return setRecipeSaved(actor, recipeId, intent === "save");
  return rateRecipe(actor, recipeId, Number(form.get("rating")));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const json = wantsJson(request);
  const form = await request.formData();
  const parsed = Intent.safeParse(form.get("intent"));
  if (!parsed.success) {
    return Response.json({ error: "Choose like, unlike, save, unsave, rate or share" }, { status: 400 });
  }
  const intent = parsed.data;

  const viewer = await getViewer(request);
  if (!viewer && intent !== "share") {
    if (json) return Response.json({ error: SIGN_IN[intent] }, { status: 401 });
    throw redirect(`/login?${new URLSearchParams({ redirectTo: backTo(request) })}`);
  }

  let result: object;
  try {
    result = await apply(intent, form, params.recipeId, viewer?.id ?? null, context.clientIp);
  } catch (error) {
    const known = error instanceof AppError;
    if (!known) console.error(`Reaction ${intent} on recipe ${params.recipeId} failed`, error);
    const message = known ? error.message : FAILED[intent];
    const status = known ? error.status : 500;
    if (json) return Response.json({ error: message }, { status, headers: known ? errorHeaders(error) : {} });
    throw redirect(backTo(request), { headers: { "Set-Cookie": await toastHeader({ type: "error", message }) } });
  }

  if (json) return Response.json({ intent, ...result });
  const message = SUCCESS[intent];
  const headers = message ? { "Set-Cookie": await toastHeader({ type: "success", message }) } : undefined;
  throw redirect(backTo(request), { headers });
}
