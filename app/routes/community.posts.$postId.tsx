/**
 * /community/posts/:postId (issue 17): one community post with its thread open, where a notification
 * about a post leads. The same audience rule as the feed: someone who may not read it gets a 404.
 */
import { useEffect, useState } from "react";
import { data, useNavigate } from "react-router";
import { BackLink } from "~/components/ui/back-link";
import { getViewer } from "~/features/auth/session.server";
import { displayName } from "~/features/feed/components/author-line";
import { PostCard } from "~/features/feed/components/post-card";
import { postMeta } from "~/features/feed/feed-meta";
import { getPost } from "~/features/feed/feed-queries.server";
import { notFoundMeta } from "~/features/seo/seo-meta";
import { isUuid } from "~/lib/uuid";
import type { Route } from "./+types/community.posts.$postId";

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const post = isUuid(params.postId) ? await getPost(viewer?.id ?? null, params.postId) : null;
  if (!post) throw data("Post not found", { status: 404 });
  return { post, signedIn: viewer !== null };
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? postMeta(args, args.data.post) : notFoundMeta(args, "Post not found");

export default function CommunityPost({ loaderData }: Route.ComponentProps) {
  const [post, setPost] = useState(loaderData.post);
  const navigate = useNavigate();
  useEffect(() => setPost(loaderData.post), [loaderData.post]);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <BackLink to="/community">Community</BackLink>
      <h1 className="sr-only">Post by {displayName(post.author)}</h1>
      <PostCard
        post={post}
        signedIn={loaderData.signedIn}
        path={`/community/posts/${post.id}`}
        onChange={setPost}
        onDeleted={() => navigate("/community")}
        commentsOpen
      />
    </div>
  );
}
