/**
 * Comment and reply text (part 1 §5): trimmed, non-blank, at most COMMENT_MAX_LENGTH characters.
 * Shared by the comment form and the comments API so both say the same thing.
 */
import { COMMENT_MAX_LENGTH } from "~/lib/constants";
import { formatCount } from "~/lib/format";
import { cleanString } from "~/lib/text";

export const COMMENT_TOO_LONG_MESSAGE = `Comments can be at most ${formatCount(COMMENT_MAX_LENGTH)} characters`;

/**
 * Cleaned by the shared normaliser (app/lib/text.ts): NUL and control characters, zero-width and bidi
 * controls removed, so invisible-only text counts as blank and a comment can never reverse the text
 * around it on the page; then trimmed.
 */
export function commentTextSchema(kind: "comment" | "reply" = "comment") {
  const blank = kind === "reply" ? "Please enter a reply" : "Please enter a comment";
  return cleanString({ error: blank }).min(1, blank).max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG_MESSAGE);
}

export const CommentText = commentTextSchema("comment");
export const ReplyText = commentTextSchema("reply");
