/**
 * /api/site/posts (issue 16).
 * GET ?ids=a,b → { posts } the viewer may read, newest first (revealing "N new posts").
 * POST content, audience (public|followers), images (files) → 201 { message, post }; otherwise { error,
 * fieldErrors } with 400, 401, 413, 429 (Retry-After) or 500. A plain form post returns to its page.
 */
import { getViewer } from "~/features/auth/session.server";
import { getPosts } from "~/features/feed/feed-queries.server";
import { createPostResponse } from "~/features/feed/post-endpoints.server";
import type { Route } from "./+types/api.site.posts";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const ids = (new URL(request.url).searchParams.get("ids") ?? "").split(",");
  const posts = await getPosts(viewer?.id ?? null, ids);
  return Response.json({ posts }, { headers: { "Cache-Control": "private, no-store" } });
}

export function action({ request }: Route.ActionArgs) {
  return createPostResponse(request);
}
