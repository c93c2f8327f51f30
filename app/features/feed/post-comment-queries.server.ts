/**
 * A post's comments, oldest first, with one level of replies (part 2 §2, §7). Only for a viewer who may
 * read the post. A deleted comment stays as "[deleted]" while replies hang under it.
 */
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { shownNames } from "~/features/privacy/profile-privacy.server";
import { canSeePost, canSeePostComment, type ViewerId } from "~/features/privacy/visibility.server";
import { db, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { POST_NOT_FOUND } from "./feed-schema";
import type { PostComment } from "./feed-types";

const { community_posts, post_comments, profiles } = schema;

/** The post's audience, when this viewer may read it; NotFound otherwise. */
export async function visiblePost(viewerId: ViewerId, postId: string) {
  if (!isUuid(postId)) throw new NotFound(POST_NOT_FOUND);
  const [post] = await db
    .select({
      id: community_posts.id,
      user_id: community_posts.user_id,
      followers_only: community_posts.followers_only,
    })
    .from(community_posts)
    .where(and(eq(community_posts.id, postId), canSeePost(viewerId)));
  if (!post) throw new NotFound(POST_NOT_FOUND);
  return post;
}

function commentColumns(viewerId: ViewerId) {
  return {
    id: post_comments.id,
    post_id: post_comments.post_id,
    parent_comment_id: post_comments.parent_comment_id,
    content: post_comments.content,
    images: post_comments.images,
    created_at: post_comments.created_at,
    deleted_at: post_comments.deleted_at,
    moderation: post_comments.moderation,
    // Held back by moderation from this viewer: it reads like a deleted comment (kept only for its replies).
    withheld: sql<boolean>`not (${canSeePostComment(viewerId)})`,
    user_id: post_comments.user_id,
    username: profiles.username,
    ...shownNames(viewerId),
    profile_picture_url: profiles.profile_picture_url,
  };
}

type CommentRow = {
  id: string;
  post_id: string;
  parent_comment_id: string | null;
  content: string;
  images: string[];
  created_at: Date;
  deleted_at: Date | null;
  moderation: string;
  withheld: boolean;
  /** Null once the author deleted their account. */
  user_id: string | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
};

export function toPostComment(row: CommentRow, viewerId: ViewerId): PostComment {
  const author =
    row.deleted_at === null && row.user_id !== null && row.username !== null && !row.withheld
      ? {
          id: row.user_id,
          username: row.username,
          first_name: row.first_name,
          last_name: row.last_name,
          profile_picture_url: row.profile_picture_url,
        }
      : null;
  const deleted = author === null;
  return {
    id: row.id,
    post_id: row.post_id,
    parent_comment_id: row.parent_comment_id,
    content: deleted ? "" : row.content,
    images: deleted ? [] : row.images,
    created_at: row.created_at.toISOString(),
    deleted,
    is_own: !deleted && row.user_id === viewerId,
    author,
    moderation: !deleted && (row.moderation === "held" || row.moderation === "hidden") ? row.moderation : null,
    replies: [],
  };
}

async function selectComments(viewerId: ViewerId, where: SQL) {
  return db
    .select(commentColumns(viewerId))
    .from(post_comments)
    .leftJoin(profiles, eq(profiles.id, post_comments.user_id))
    .where(where)
    .orderBy(asc(post_comments.created_at), asc(post_comments.id));
}

/** One comment as its reader sees it (after adding it). */
export async function getPostComment(viewerId: ViewerId, commentId: string): Promise<PostComment | null> {
  const [row] = await selectComments(viewerId, eq(post_comments.id, commentId));
  return row ? toPostComment(row, viewerId) : null;
}

/** The thread under a post the viewer may read: top-level comments oldest first, each with its replies. */
export async function listPostComments(viewerId: ViewerId, postId: string): Promise<PostComment[]> {
  await visiblePost(viewerId, postId);
  const rows = await selectComments(viewerId, eq(post_comments.post_id, postId));
  const top: PostComment[] = [];
  const byId = new Map<string, PostComment>();
  for (const row of rows) {
    const comment = toPostComment(row, viewerId);
    if (!row.parent_comment_id) {
      top.push(comment);
      byId.set(comment.id, comment);
    } else if (!comment.deleted) {
      byId.get(row.parent_comment_id)?.replies.push(comment);
    }
  }
  return top.filter((comment) => !comment.deleted || comment.replies.length > 0);
}

/** How many comments the post shows (the stored counter), for answers after a change. */
export async function postCounts(postId: string) {
  const [row] = await db
    .select({ like_count: community_posts.like_count, comment_count: community_posts.comment_count })
    .from(community_posts)
    .where(eq(community_posts.id, postId));
  return row ?? { like_count: 0, comment_count: 0 };
}
