/** The feed's shapes as pages and the API receive them (client-safe). */
import type { PostAudience } from "./feed-schema";

export type PostAuthor = {
  id: string;
  username: string;
  /** Null when the member hides their full name (privacy settings). */
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
};

export type FeedPost = {
  id: string;
  content: string;
  images: string[];
  audience: PostAudience;
  /** ISO 8601. */
  created_at: string;
  like_count: number;
  comment_count: number;
  is_liked: boolean;
  is_own: boolean;
  /** The viewer's own post held for review or hidden by moderators (issue 21); others never see it. */
  moderation: "held" | "hidden" | null;
  author: PostAuthor;
  /**
   * Posted by "I made this" (issue 23): the make's photo, and the recipe made (its name and page), null
   * when the reader may not see that recipe.
   */
  made: { recipe: { name: string; url: string } | null; photo_url: string | null } | null;
};

export type FeedPage = {
  posts: FeedPost[];
  /** Pass back as `?cursor=` for the next page; null at the end of the feed. */
  nextCursor: string | null;
};

export type PostComment = {
  id: string;
  post_id: string;
  parent_comment_id: string | null;
  /** "" for a deleted comment that is kept only because replies hang under it. */
  content: string;
  images: string[];
  created_at: string;
  deleted: boolean;
  is_own: boolean;
  author: PostAuthor | null;
  /** The viewer's own comment held for review or hidden by moderators (issue 21); others never see it. */
  moderation: "held" | "hidden" | null;
  /** One level deep (part 2 §2): replies never have replies. */
  replies: PostComment[];
};

/**
 * What a feed's live stream sends (issue 16). Each event is already filtered for the reader: a
 * followers-only post's events reach only its author and their followers.
 */
export type FeedLiveEvent =
  | {
      type: "post.created";
      postId: string;
      authorId: string;
      /** The reader follows the author (For You and Following count it; Discover does not). */
      followed: boolean;
      own: boolean;
    }
  | { type: "post.counts"; postId: string; like_count: number; comment_count: number }
  | { type: "post.deleted"; postId: string };
