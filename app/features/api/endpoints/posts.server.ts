/**
 * The community feed through the API (issue 22): the same tabs, ranking and visibility as /community
 * (feed-queries.server.ts, whose canSeePost is the policy layer's rule for posts), read-only.
 */
import { z } from "zod";
import { decodeCursor as decodeFeedCursor } from "~/features/feed/feed-cursor.server";
import { getPost, listFeed } from "~/features/feed/feed-queries.server";
import { DEFAULT_FEED_TAB, FEED_TABS } from "~/features/feed/feed-schema";
import type { FeedPost } from "~/features/feed/feed-types";
import { NotFound } from "~/lib/errors";
import { viewerIdOf } from "../api-caller.server";
import { endpoint, ok } from "../api-endpoint.server";
import { badCursor, PageQuery, pageBody } from "../api-paging.server";
import { absoluteUrl, siteUrl } from "../api-recipes.server";
import { Post, PostPage } from "../api-schemas";

function toApiPost(post: FeedPost): z.input<typeof Post> {
  const { author } = post;
  return {
    id: post.id,
    url: siteUrl(`/community/posts/${post.id}`),
    content: post.content,
    images: post.images.map((image) => absoluteUrl(image) ?? image),
    audience: post.audience,
    created_at: post.created_at,
    like_count: post.like_count,
    comment_count: post.comment_count,
    author: {
      username: author.username,
      url: siteUrl(`/${author.username}`),
      profile_picture_url: absoluteUrl(author.profile_picture_url),
      first_name: author.first_name,
      last_name: author.last_name,
    },
    made: post.made
      ? {
          recipe: post.made.recipe ? { name: post.made.recipe.name, url: siteUrl(post.made.recipe.url) } : null,
          photo_url: absoluteUrl(post.made.photo_url),
        }
      : null,
  };
}

export const postEndpoints = [
  endpoint({
    method: "get",
    path: "/posts",
    operationId: "listPosts",
    summary: "Read the community feed",
    description:
      "A tab of /community: `for-you` (ranked, your follows first), `discover` (ranked, people you do not " +
      "follow yet) or `following` (newest from the people you follow; empty without a token). A cursor " +
      "keeps its place: posts made after the first page never shift the later ones.",
    tag: "Community",
    scope: "posts:read",
    anonymous: true,
    paged: true,
    query: z.strictObject({ tab: z.enum(FEED_TABS).default(DEFAULT_FEED_TAB), ...PageQuery }),
    response: { status: 200, description: "A page of posts", schema: PostPage },
    errors: [400],
    handler: async ({ caller, query }) => {
      if (query.cursor && !decodeFeedCursor(query.cursor)) throw badCursor();
      const page = await listFeed(viewerIdOf(caller), query.tab, query.cursor ?? null, query.limit);
      // The member's own held or hidden posts stay on the site, where they see why.
      return ok(pageBody(page.posts.filter((post) => !post.moderation).map(toApiPost), page.nextCursor));
    },
  }),
  endpoint({
    method: "get",
    path: "/posts/{postId}",
    operationId: "getPost",
    summary: "Get a post",
    description:
      "Any post the caller may read: public ones, and with a token followers-only posts of people they follow.",
    tag: "Community",
    scope: "posts:read",
    anonymous: true,
    params: z.strictObject({ postId: z.guid() }),
    response: { status: 200, description: "The post", schema: Post },
    errors: [404],
    handler: async ({ caller, params }) => {
      const post = await getPost(viewerIdOf(caller), params.postId);
      // The author's own held or hidden post stays on the site, where they see why.
      if (!post || post.moderation) throw new NotFound("Post not found");
      return ok(toApiPost(post));
    },
  }),
];
