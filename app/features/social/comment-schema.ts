/**
 * Comment and reply text (part 1 §5): trimmed, non-blank, at most COMMENT_MAX_LENGTH characters.
 * Shared by the comment form and the comments API so both say the same thing.
 */
import { z } from "zod";
import { COMMENT_MAX_LENGTH } from "~/lib/constants";

export const COMMENT_TOO_LONG_MESSAGE = `Comments can be at most ${COMMENT_MAX_LENGTH.toLocaleString("en-US")} characters`;

/**
 * Zero-width characters (U+200B–U+200D, U+FEFF) and bidi embedding, override and isolate controls
 * (U+202A–U+202E, U+2066–U+2069). Removed so invisible-only text counts as blank and a comment can
 * never reverse the text around it on the page.
 */
const INVISIBLE = /[\u200B-\u200D\uFEFF\u202A-\u202E\u2066-\u2069]/g;

/** The text as it will be stored: invisible controls removed, then trimmed. */
export function cleanCommentText(text: string) {
  return text.replace(INVISIBLE, "").trim();
}

export function commentTextSchema(kind: "comment" | "reply" = "comment") {
  const blank = kind === "reply" ? "Please enter a reply" : "Please enter a comment";
  return z
    .string({ error: blank })
    .transform(cleanCommentText)
    .pipe(z.string().min(1, blank).max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG_MESSAGE));
}

export const CommentText = commentTextSchema("comment");
export const ReplyText = commentTextSchema("reply");
