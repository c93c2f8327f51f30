/**
 * The community feed's rules and words (part 2 §2 Community, §5, §8, issue 16), shared by the forms,
 * the server and the API: post and comment text, images, the three tabs and their paging cursor.
 */
import { z } from "zod";
import { POST_IMAGE_MAX_BYTES, POST_IMAGE_TYPES, POST_MAX_IMAGES } from "~/lib/constants";
import { formatCount } from "~/lib/format";
import { POST_TEXT_LIMITS } from "~/lib/limits";
import { cleanString } from "~/lib/text";

export const FEED_TABS = ["for-you", "discover", "following"] as const;
export type FeedTab = (typeof FEED_TABS)[number];
export const FEED_TAB_LABELS: Record<FeedTab, string> = {
  "for-you": "For You",
  discover: "Discover",
  following: "Following",
};
export const DEFAULT_FEED_TAB: FeedTab = "for-you";

/** The tab in the address (`?tab=`); anything else is the default tab. */
export function feedTabOf(value: string | null | undefined): FeedTab {
  return FEED_TABS.includes(value as FeedTab) ? (value as FeedTab) : DEFAULT_FEED_TAB;
}

/** The spec's words (part 2 §8 and its toasts), one place each. */
export const FEED_MESSAGES = {
  postCreated: "Post created successfully!",
  postDeleted: "Post deleted",
  commentAdded: "Comment added",
  replyAdded: "Reply added",
  commentDeleted: "Comment deleted",
  emptyPost: "Please add some content or images to your post",
  emptyComment: "Please enter a comment",
  emptyReply: "Please enter a reply",
  signInToLike: "Please sign in to like posts",
  signInToComment: "Please sign in to comment",
  signInToPost: "Please sign in to post",
  signInToFollowing: "Please sign in to view followed users",
  confirmDelete: "Are you sure you want to delete this post?",
  confirmDeleteComment: "Are you sure you want to delete this comment?",
  endOfFeed: "You've reached the end of the feed",
  noPosts: "No posts yet",
  searchPlaceholder: "Search posts, users, and collections...",
} as const;

export const FEED_FAILURES = {
  uploadImages: "Failed to upload images",
  addComment: "Failed to add comment",
  updateLike: "Failed to update like",
  deletePost: "Failed to delete post",
  deleteComment: "Failed to delete comment",
  loadComments: "Failed to load comments",
  loadPosts: "Failed to load posts",
  loadFollowed: "Failed to load followed users",
  createPost: "Failed to create post",
} as const;

export const POST_NOT_FOUND = "Post not found";
export const COMMENT_NOT_FOUND = "Comment not found";

const tooLong = (what: string, max: number) => `${what} can be at most ${formatCount(max)} characters`;
export const POST_TOO_LONG = tooLong("Posts", POST_TEXT_LIMITS.post);
export const COMMENT_TOO_LONG = tooLong("Comments", POST_TEXT_LIMITS.comment);

/**
 * Post text: cleaned by the shared normaliser (invisible and bidi controls removed, so they never
 * count as content), trimmed, at most 5,000 characters. It may be empty when the post has images.
 */
export const PostText = cleanString().max(POST_TEXT_LIMITS.post, POST_TOO_LONG);
export const CommentText = cleanString().max(POST_TEXT_LIMITS.comment, COMMENT_TOO_LONG);

/** Who reads a post: everyone, or the author's followers (part 2 §3 audiences without "private"). */
export const POST_AUDIENCES = ["public", "followers"] as const;
export type PostAudience = (typeof POST_AUDIENCES)[number];
export const PostAudienceInput = z.enum(POST_AUDIENCES).catch("public");

/** react-dropzone's own wording (part 2 §8), for the server's refusals too. */
export const IMAGE_TYPES_ACCEPTED = POST_IMAGE_TYPES.join(", ");
export const IMAGE_RULES = {
  maxFiles: POST_MAX_IMAGES,
  maxBytes: POST_IMAGE_MAX_BYTES,
  types: POST_IMAGE_TYPES,
  wrongType: `File type must be ${IMAGE_TYPES_ACCEPTED}`,
  tooLarge: `File is larger than ${POST_IMAGE_MAX_BYTES} bytes`,
  tooMany: "Too many files",
} as const;
