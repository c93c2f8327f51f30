/**
 * One normaliser for the text members type (issue 11, item 6). Every user-text field in every zod
 * schema goes through it, so what is stored never holds a NUL (PostgreSQL refuses it in text, which
 * used to answer 500), a control character or an invisible character that reorders or hides text.
 *
 * Client-safe on purpose: the architecture names it `text.server.ts`, but the schemas that use it are
 * shared with the browser (Conform validates the recipe form there), so it lives here without the suffix.
 */
import { z } from "zod";

/** C0 controls except tab (U+0009) and line feed (U+000A), DEL, and the C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, tab and line feed included.
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** For values that are refused rather than cleaned (addresses, tokens): any C0 or C1 control or DEL. */
export function hasControlCharacter(value: string): boolean {
  return ANY_CONTROL.test(value);
}

/**
 * Invisible format characters used to spoof or hide text, removed wherever they appear: bidi
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: "Trojan Source"), the soft hyphen,
 * the Mongolian vowel separator, zero-width space, word joiner and invisible operators
 * (U+2060–U+2064), the deprecated format controls (U+206A–U+206F), the Hangul fillers that render as
 * nothing (U+3164, U+FFA0), the byte-order mark and interlinear annotation controls.
 * Kept because real text needs them: zero-width joiner and non-joiner (emoji sequences, Persian and
 * Indic scripts), the left-to-right and right-to-left marks, and variation selectors (emoji).
 */
const INVISIBLE = /[\u00AD\u180E\u200B\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]/g;

/** Unicode tag characters (hidden ASCII): kept only right after 🏴, where they spell a flag. */
const TAG_RUNS = /(\u{1F3F4}?)[\u{E0000}-\u{E007F}]+/gu;
const keepFlagTags = (run: string, flag: string) => (flag ? run : "");

/** Half of a surrogate pair without its other half (cut text, or a `\ud800` escape in JSON). */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Leading and trailing white space, and joiners with nothing left to join. */
const EDGES = /^[\s\u200C\u200D]+|[\s\u200C\u200D]+$/g;

export type NormaliseOptions = {
  /** Names, units, tags, search terms: tabs and line breaks become one space. */
  singleLine?: boolean;
  /** Trim the ends (default true). */
  trim?: boolean;
};

/**
 * The text as it is stored: line endings as `\n`, controls other than `\n` and `\t` removed, spoofing
 * characters removed, in Unicode NFC, trimmed. Linear in the length of the text.
 */
export function normaliseText(value: string, { singleLine = false, trim = true }: NormaliseOptions = {}): string {
  let text = value
    .replace(/\r\n?/g, "\n")
    .replace(CONTROLS, "")
    .replace(INVISIBLE, "")
    .replace(TAG_RUNS, keepFlagTags)
    .replace(LONE_SURROGATES, "")
    .normalize("NFC");
  if (singleLine) text = text.replace(/[\t\n]+/g, " ");
  return trim ? text.replace(EDGES, "") : text;
}

/**
 * A zod string cleaned by `normaliseText` before any other check, so `.min(1)` sees the text without
 * invisible padding and `.max()` counts what is stored. It stays a plain ZodString (`overwrite`), so
 * Conform's constraints and the published JSON Schema still read its length limits.
 */
export function cleanString({ error, ...options }: NormaliseOptions & { error?: string } = {}) {
  return z.string(error ? { error } : undefined).overwrite((value) => normaliseText(value, options));
}

/**
 * An optional free-text field: cleaned, at most `max` characters, and blank counts as not given.
 */
export function optionalCleanString(
  max: number,
  { tooLong, ...options }: NormaliseOptions & { tooLong?: string } = {},
) {
  return cleanString(options)
    .max(max, tooLong ?? `At most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** The first `max` user-perceived characters: never cuts inside an emoji or a letter with its accents. */
export function truncateGraphemes(text: string, max: number): string {
  // Each grapheme is at least one code unit: a short text needs no segmenting.
  if (text.length <= max) return text;
  let out = "";
  let count = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) {
    if (count === max) break;
    out += segment;
    count++;
  }
  return out;
}

/** How many user-perceived characters the text has. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) count++;
  return count;
}
