/**
 * Posting and deleting posts (part 2 §2 Community, §4, §5, issue 16). Every function takes the acting
 * member and checks permission itself; live events go out only after the write has committed.
 */
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { holdForReview } from "~/features/moderation/moderation-records.server";
import { guardContentWrite } from "~/features/moderation/write-guard.server";
import { canSeePost } from "~/features/privacy/visibility.server";
import { db, schema } from "~/lib/db.server";
import { Forbidden, Invalid, NotFound } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache/purge.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { isUuid } from "~/lib/uuid";
import { announcePostCreated, announcePostDeleted } from "./feed-live.server";
import { getPost } from "./feed-queries.server";
import { FEED_MESSAGES, POST_NOT_FOUND, type PostAudience, PostAudienceInput, PostText } from "./feed-schema";
import type { FeedPost } from "./feed-types";
import { deletePostImages, storePostImages } from "./post-images.server";

const { community_posts, post_comments } = schema;

export type Actor = { id: string };
export type PostDraft = { content: unknown; audience?: unknown; images?: readonly File[] };

/** The text as stored, or Invalid with the field's message. */
export function readText(schema: z.ZodType<string>, value: unknown, field = "content"): string {
  const parsed = schema.safeParse(value ?? "");
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? FEED_MESSAGES.emptyPost;
    throw new Invalid(message, { [field]: [message] });
  }
  return parsed.data;
}

/** Creates a post with its images; nothing is stored when anything is refused. */
export async function createPost(actor: Actor, draft: PostDraft): Promise<FeedPost> {
  const content = readText(PostText, draft.content);
  const images = draft.images ?? [];
  if (!content && images.length === 0) {
    throw new Invalid(FEED_MESSAGES.emptyPost, { content: [FEED_MESSAGES.emptyPost] });
  }
  const audience: PostAudience = PostAudienceInput.parse(draft.audience);
  const { hold } = await guardContentWrite(actor.id, "post", content);
  await consumeRateLimit("post", actor.id);
  const urls = await storePostImages(actor.id, images);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(community_posts)
        .values({
          user_id: actor.id,
          content,
          images: urls,
          followers_only: audience === "followers",
          moderation: hold ? "held" : "visible",
        })
        .returning({ id: community_posts.id });
      if (!row) throw new Error("The post was not saved");
      if (hold) await holdForReview(tx, "post", row.id);
      return row.id;
    });
  } catch (error) {
    await deletePostImages(actor.id, urls);
    throw error;
  }
  // A held post reaches the feeds once a moderator approves it.
  if (!hold) {
    await announcePostCreated({ postId: id, authorId: actor.id, followersOnly: audience === "followers" });
    await purgePages({ everything: true });
  }
  const post = await getPost(actor.id, id);
  if (!post) throw new NotFound(POST_NOT_FOUND);
  return post;
}

/**
 * Deletes the author's post with its likes and comments (cascade) and then every image stored with it.
 * Someone who may read the post but is not its author is refused; anyone else is told it does not exist.
 */
export async function deletePost(actor: Actor, postId: string): Promise<void> {
  if (!isUuid(postId)) throw new NotFound(POST_NOT_FOUND);
  await consumeRateLimit("commentEdit", actor.id);
  const deleted = await db.transaction(async (tx) => {
    const [post] = await tx
      .select({
        user_id: community_posts.user_id,
        images: community_posts.images,
        followers_only: community_posts.followers_only,
      })
      .from(community_posts)
      .where(and(eq(community_posts.id, postId), canSeePost(actor.id)))
      .for("update");
    if (!post) throw new NotFound(POST_NOT_FOUND);
    if (post.user_id !== actor.id) throw new Forbidden("Only the author can delete this post");
    const commentImages = await tx
      .select({ user_id: post_comments.user_id, images: post_comments.images })
      .from(post_comments)
      .where(and(eq(post_comments.post_id, postId), sql`cardinality(${post_comments.images}) > 0`));
    await tx.delete(community_posts).where(eq(community_posts.id, postId));
    return { post, commentImages };
  });
  await deletePostImages(actor.id, deleted.post.images);
  for (const comment of deleted.commentImages) {
    // A deleted account's images went with the account.
    if (comment.user_id) await deletePostImages(comment.user_id, comment.images);
  }
  await announcePostDeleted({ postId, authorId: actor.id, followersOnly: deleted.post.followers_only });
  await purgePages({ everything: true });
}
