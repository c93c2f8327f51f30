/** Liking and unliking a post (part 2 §4: unlike removes the like and lowers the count by one). */
import { and, eq } from "drizzle-orm";
import { notifyPostLike } from "~/features/notifications/notify.server";
import { canSeePost } from "~/features/privacy/visibility.server";
import { db, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { isUuid } from "~/lib/uuid";
import { announcePostCounts } from "./feed-live.server";
import { POST_NOT_FOUND } from "./feed-schema";
import type { Actor } from "./post-mutations.server";

const { community_posts, post_likes } = schema;

export type PostLikeState = { liked: boolean; like_count: number };

/** Sets the member's like on a post they may read; liking twice or unliking twice changes nothing. */
export async function setPostLiked(actor: Actor, postId: string, liked: boolean): Promise<PostLikeState> {
  if (!isUuid(postId)) throw new NotFound(POST_NOT_FOUND);
  await consumeRateLimit("reaction", actor.id);
  const post = await db.transaction(async (tx) => {
    const [visible] = await tx
      .select({ user_id: community_posts.user_id, followers_only: community_posts.followers_only })
      .from(community_posts)
      .where(and(eq(community_posts.id, postId), canSeePost(actor.id)));
    if (!visible) throw new NotFound(POST_NOT_FOUND);
    // The counter is kept by a trigger (migration 0025) on every path.
    const added = liked
      ? await tx
          .insert(post_likes)
          .values({ post_id: postId, user_id: actor.id })
          .onConflictDoNothing()
          .returning({ id: post_likes.post_id })
      : [];
    if (!liked)
      await tx.delete(post_likes).where(and(eq(post_likes.post_id, postId), eq(post_likes.user_id, actor.id)));
    const [counts] = await tx
      .select({ like_count: community_posts.like_count, comment_count: community_posts.comment_count })
      .from(community_posts)
      .where(eq(community_posts.id, postId));
    return {
      ...visible,
      like_count: counts?.like_count ?? 0,
      comment_count: counts?.comment_count ?? 0,
      added: added.length > 0,
    };
  });
  if (post.added) await notifyPostLike(actor.id, { id: postId, user_id: post.user_id });
  await announcePostCounts({
    postId,
    authorId: post.user_id,
    followersOnly: post.followers_only,
    like_count: post.like_count,
    comment_count: post.comment_count,
  });
  return { liked, like_count: post.like_count };
}
