/** POST /api/site/posts/:postId/reactions intent=like|unlike → { liked, like_count } (issue 16). */
import { likePostResponse } from "~/features/feed/post-endpoints.server";
import type { Route } from "./+types/api.site.posts.$postId.reactions";

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

export function action({ request, params }: Route.ActionArgs) {
  return likePostResponse(request, params.postId);
}
