/**
 * /api/site/posts/:postId (issue 16).
 * GET → { post } when the viewer may read it, else 404.
 * POST intent=delete → { message, deleted } for its author; 401, 403, 404 otherwise.
 */
import { getViewer } from "~/features/auth/session.server";
import { getPost } from "~/features/feed/feed-queries.server";
import { POST_NOT_FOUND } from "~/features/feed/feed-schema";
import { deletePostResponse } from "~/features/feed/post-endpoints.server";
import type { Route } from "./+types/api.site.posts.$postId";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const post = await getPost(viewer?.id ?? null, params.postId);
  if (!post) return Response.json({ error: POST_NOT_FOUND }, { status: 404, headers: NO_STORE });
  return Response.json({ post }, { headers: NO_STORE });
}

export function action({ request, params }: Route.ActionArgs) {
  return deletePostResponse(request, params.postId);
}
