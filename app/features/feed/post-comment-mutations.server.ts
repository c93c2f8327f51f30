/**
 * Commenting on posts (part 2 §2, §5, issue 16): a comment or a reply (one level: a reply to a reply
 * hangs under the same top-level comment), text and/or images; only its author deletes it.
 */
import { and, eq, isNull } from "drizzle-orm";
import { holdForReview } from "~/features/moderation/moderation-records.server";
import { guardContentWrite } from "~/features/moderation/write-guard.server";
import { notifyPostComment } from "~/features/notifications/notify.server";
import { db, schema } from "~/lib/db.server";
import { Forbidden, Invalid, NotFound } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { isUuid } from "~/lib/uuid";
import { announcePostCounts } from "./feed-live.server";
import { COMMENT_NOT_FOUND, CommentText, FEED_MESSAGES } from "./feed-schema";
import type { PostComment } from "./feed-types";
import { getPostComment, postCounts, visiblePost } from "./post-comment-queries.server";
import { deletePostImages, storePostImages } from "./post-images.server";
import { type Actor, readText } from "./post-mutations.server";

const { post_comments } = schema;

export type CommentDraft = { content: unknown; parentCommentId?: string | null; images?: readonly File[] };

/** The top-level comment a reply hangs under, in the same post; NotFound for anything else. */
async function threadRoot(postId: string, parentId: string): Promise<string> {
  if (!isUuid(parentId)) throw new NotFound(COMMENT_NOT_FOUND);
  const [parent] = await db
    .select({ id: post_comments.id, parent: post_comments.parent_comment_id })
    .from(post_comments)
    .where(and(eq(post_comments.id, parentId), eq(post_comments.post_id, postId), isNull(post_comments.deleted_at)));
  if (!parent) throw new NotFound(COMMENT_NOT_FOUND);
  return parent.parent ?? parent.id;
}

async function announceCounts(post: { id: string; user_id: string; followers_only: boolean }) {
  const counts = await postCounts(post.id);
  await announcePostCounts({ postId: post.id, authorId: post.user_id, followersOnly: post.followers_only, ...counts });
  return counts;
}

export async function addPostComment(
  actor: Actor,
  postId: string,
  draft: CommentDraft,
): Promise<{ comment: PostComment; comment_count: number }> {
  const post = await visiblePost(actor.id, postId);
  const isReply = Boolean(draft.parentCommentId);
  const content = readText(CommentText, draft.content);
  const images = draft.images ?? [];
  if (!content && images.length === 0) {
    const message = isReply ? FEED_MESSAGES.emptyReply : FEED_MESSAGES.emptyComment;
    throw new Invalid(message, { content: [message] });
  }
  const parentId = draft.parentCommentId ? await threadRoot(post.id, draft.parentCommentId) : null;
  const { hold } = await guardContentWrite(actor.id, "comment", content);
  await consumeRateLimit("comment", actor.id);
  const urls = await storePostImages(actor.id, images);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(post_comments)
        .values({
          post_id: post.id,
          user_id: actor.id,
          content,
          images: urls,
          parent_comment_id: parentId,
          moderation: hold ? "held" : "visible",
        })
        .returning({ id: post_comments.id });
      if (!row) throw new Error("The comment was not saved");
      if (hold) await holdForReview(tx, "post_comment", row.id);
      return row.id;
    });
  } catch (error) {
    await deletePostImages(actor.id, urls);
    throw error;
  }
  const { comment_count } = await announceCounts(post);
  // A held comment is news once a moderator approves it.
  if (!hold) {
    await notifyPostComment(actor.id, {
      id,
      post_id: post.id,
      replied_to_id: draft.parentCommentId ? String(draft.parentCommentId) : null,
    });
  }
  const comment = await getPostComment(actor.id, id);
  if (!comment) throw new NotFound(COMMENT_NOT_FOUND);
  return { comment, comment_count };
}

/** The author deletes their comment (kept as "[deleted]" while it has replies); its images go at once. */
export async function deletePostComment(actor: Actor, commentId: string): Promise<{ comment_count: number }> {
  if (!isUuid(commentId)) throw new NotFound(COMMENT_NOT_FOUND);
  const [comment] = await db
    .select({ post_id: post_comments.post_id, user_id: post_comments.user_id, images: post_comments.images })
    .from(post_comments)
    .where(and(eq(post_comments.id, commentId), isNull(post_comments.deleted_at)));
  if (!comment) throw new NotFound(COMMENT_NOT_FOUND);
  // Someone who may not read the post learns nothing about its comments.
  const post = await visiblePost(actor.id, comment.post_id);
  if (comment.user_id !== actor.id) throw new Forbidden("Only the author can delete this comment");
  await consumeRateLimit("commentEdit", actor.id);
  await db
    .update(post_comments)
    .set({ deleted_at: new Date(), content: "", images: [] })
    .where(and(eq(post_comments.id, commentId), isNull(post_comments.deleted_at)));
  await deletePostImages(actor.id, comment.images);
  return { comment_count: (await announceCounts(post)).comment_count };
}
