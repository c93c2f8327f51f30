/**
 * /api/site/posts/:postId/comments (issue 16).
 * GET → { comments } oldest first with their replies, for a viewer who may read the post.
 * POST content, parent_comment_id?, images → 201 { message, comment, comment_count };
 * POST intent=delete, comment_id → { message, comment_count } for the comment's author.
 */
import { getViewer } from "~/features/auth/session.server";
import { FEED_FAILURES } from "~/features/feed/feed-schema";
import { listPostComments } from "~/features/feed/post-comment-queries.server";
import { commentResponse } from "~/features/feed/post-endpoints.server";
import { AppError } from "~/lib/errors";
import type { Route } from "./+types/api.site.posts.$postId.comments";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const viewer = await getViewer(request);
    const comments = await listPostComments(viewer?.id ?? null, params.postId);
    return Response.json({ comments }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof AppError)
      return Response.json({ error: error.message }, { status: error.status, headers: NO_STORE });
    console.error(`Failed to load comments for post ${params.postId}`, error);
    return Response.json({ error: FEED_FAILURES.loadComments }, { status: 500, headers: NO_STORE });
  }
}

export function action({ request, params }: Route.ActionArgs) {
  return commentResponse(request, params.postId);
}
