/**
 * /api/site/recipes/:recipeId/comments (part 1 §4, §5, §8).
 * GET → { comments } as a newest-first tree for the viewer.
 * POST form data intent=add|reply|edit|delete, text, parentCommentId, commentId →
 * { message, comment? } on success; otherwise { error } with 400, 401, 403, 404, 429 (with Retry-After) or 500.
 */
import { getViewer } from "~/features/auth/session.server";
import { HELD_MESSAGE } from "~/features/moderation/moderation-rules";
import { addComment, deleteComment, editComment } from "~/features/social/comment-mutations.server";
import { listRecipeComments } from "~/features/social/comment-queries.server";
import { jsonFailure } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import type { Route } from "./+types/api.site.recipes.$recipeId.comments";

const NO_STORE = { "Cache-Control": "private, no-store" };
const INTENTS = ["add", "reply", "edit", "delete"] as const;
type Intent = (typeof INTENTS)[number];

const SIGN_IN: Record<Intent, string> = {
  add: "Please sign in to comment",
  reply: "Please sign in to reply",
  edit: "Please sign in to comment",
  delete: "Please sign in to comment",
};
const FAILED: Record<Intent, string> = {
  add: "Failed to add comment",
  reply: "Failed to add reply",
  edit: "Failed to update comment",
  delete: "Failed to delete comment",
};

function json(body: unknown, status = 200) {
  return Response.json(body, { status, headers: NO_STORE });
}

export async function loader({ params, request }: Route.LoaderArgs) {
  try {
    const viewer = await getViewer(request);
    const comments = await listRecipeComments(params.recipeId, viewer?.id ?? null);
    return json({ comments });
  } catch (error) {
    if (error instanceof AppError) return json({ error: error.message }, error.status);
    console.error(`Failed to load comments for recipe ${params.recipeId}`, error);
    return json({ error: "Failed to load comments" }, 500);
  }
}

export async function action({ params, request }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "GET, POST" } });
  }
  const form = await request.formData().catch(() => null);
  const intentValue = String(form?.get("intent") ?? "add");
  if (!(INTENTS as readonly string[]).includes(intentValue)) return json({ error: "Unknown action" }, 400);
  const intent = intentValue as Intent;

  const viewer = await getViewer(request);
  if (!viewer) return json({ error: SIGN_IN[intent] }, 401);

  const text = form?.get("text");
  const field = (name: string) => String(form?.get(name) ?? "");
  try {
    switch (intent) {
      case "add": {
        const comment = await addComment(viewer, params.recipeId, text);
        return json({ message: addedMessage("Comment added", comment), comment }, 201);
      }
      case "reply": {
        const parentCommentId = field("parentCommentId");
        if (!parentCommentId) return json({ error: "Choose a comment to reply to" }, 400);
        const comment = await addComment(viewer, params.recipeId, text, parentCommentId);
        return json({ message: addedMessage("Reply added", comment), comment }, 201);
      }
      case "edit":
        return json({ message: "Comment updated", comment: await editComment(viewer, field("commentId"), text) });
      case "delete":
        return json({ message: "Comment deleted", deleted: await deleteComment(viewer, field("commentId")) });
    }
  } catch (error) {
    if (error instanceof AppError) return jsonFailure(error, NO_STORE);
    console.error(`Comment ${intent} failed on recipe ${params.recipeId}`, error);
    return json({ error: FAILED[intent] }, 500);
  }
}

/** A new member's comment with a link waits for review (issue 21): say so instead of "added". */
function addedMessage(added: string, comment: { moderation: string }): string {
  return comment.moderation === "held" ? HELD_MESSAGE : added;
}
