/**
 * What the post, comment and reply forms decide without the DOM (part 2 §5): their words, when the
 * text counts as blank or too long, which message a refused image gets, and where an emoji goes.
 */

import { formatCount } from "~/lib/format";
import { POST_TEXT_LIMITS } from "~/lib/limits";
import { normaliseText } from "~/lib/text";
import { COMMENT_TOO_LONG, FEED_MESSAGES, IMAGE_RULES, POST_TOO_LONG } from "../feed-schema";

export type ComposerVariant = "post" | "comment" | "reply";

type Words = {
  label: string;
  placeholder: string;
  submit: string;
  empty: string;
  tooLong: string;
  max: number;
  /** Part 2 §5: text area minimum rows, 2 for posts and 1 for replies (and comments). */
  rows: number;
};

export const COMPOSER_WORDS: Record<ComposerVariant, Words> = {
  post: {
    label: "Write a post",
    placeholder: "What are you mixing today?",
    submit: "Post",
    empty: FEED_MESSAGES.emptyPost,
    tooLong: POST_TOO_LONG,
    max: POST_TEXT_LIMITS.post,
    rows: 2,
  },
  comment: {
    label: "Write a comment",
    placeholder: "Write a comment…",
    submit: "Comment",
    empty: FEED_MESSAGES.emptyComment,
    tooLong: COMMENT_TOO_LONG,
    max: POST_TEXT_LIMITS.comment,
    rows: 1,
  },
  reply: {
    label: "Write a reply",
    placeholder: "Write a reply…",
    submit: "Reply",
    empty: FEED_MESSAGES.emptyReply,
    tooLong: COMMENT_TOO_LONG,
    max: POST_TEXT_LIMITS.comment,
    rows: 1,
  },
};

export type ComposerCheck = {
  /** Characters as the server counts them (after the shared normaliser). */
  length: number;
  max: number;
  /** "12 / 5,000". */
  counter: string;
  /** No text (invisible characters and white space do not count) and no images. */
  blank: boolean;
  tooLong: boolean;
  /** The message a submission would get, or null when it may be sent. */
  problem: string | null;
};

export function checkComposer(variant: ComposerVariant, text: string, imageCount: number): ComposerCheck {
  const words = COMPOSER_WORDS[variant];
  const length = normaliseText(text).length;
  const blank = length === 0 && imageCount === 0;
  const tooLong = length > words.max;
  return {
    length,
    max: words.max,
    counter: `${formatCount(length)} / ${formatCount(words.max)}`,
    blank,
    tooLong,
    problem: blank ? words.empty : tooLong ? words.tooLong : null,
  };
}

type Rejection = { errors: readonly { code: string; message: string }[] };

/**
 * The spec's words for react-dropzone's refusals (part 2 §5: "File type must be ...", "File is larger
 * than N bytes", "Too many files"), the same the server answers with (IMAGE_RULES). react-dropzone 19
 * words two of them differently ("one of …", "5 MB"), so its codes are mapped rather than its text shown.
 */
export function rejectionMessages(rejections: readonly Rejection[]): string[] {
  const byCode: Record<string, string> = {
    "file-invalid-type": IMAGE_RULES.wrongType,
    "file-too-large": IMAGE_RULES.tooLarge,
    "too-many-files": IMAGE_RULES.tooMany,
  };
  const messages = rejections.flatMap((rejection) => rejection.errors.map((e) => byCode[e.code] ?? e.message));
  return [...new Set(messages)];
}

/** The text with `insert` in place of the selection (or at the caret), and where the caret goes after it. */
export function insertAtCaret(
  value: string,
  start: number | null,
  end: number | null,
  insert: string,
): { value: string; caret: number } {
  const from = Math.min(Math.max(start ?? value.length, 0), value.length);
  const to = Math.min(Math.max(end ?? from, from), value.length);
  return { value: value.slice(0, from) + insert + value.slice(to), caret: from + insert.length };
}
