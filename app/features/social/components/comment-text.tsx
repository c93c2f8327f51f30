/**
 * A comment's text, rendered as text: React escapes it, line breaks become <br />, and only
 * http(s) addresses become links (nofollow, opened in a new tab without an opener). Anything else,
 * "javascript:" included, stays plain text. Never dangerouslySetInnerHTML.
 */
import { Fragment } from "react";
import { normaliseText } from "~/lib/text";

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;
// Punctuation that usually ends a sentence rather than the address.
const TRAILING = /[.,;:!?)\]}]+$/;

type Part = { kind: "text"; value: string } | { kind: "link"; value: string; href: string };

/** Splits one line into text and safe http(s) links. */
export function linkify(line: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const candidate = raw.replace(TRAILING, "");
    let href: string | null = null;
    try {
      const url = new URL(candidate);
      if (url.protocol === "http:" || url.protocol === "https:") href = url.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > last) parts.push({ kind: "text", value: line.slice(last, start) });
    parts.push({ kind: "link", value: candidate, href });
    last = start + candidate.length;
  }
  if (last < line.length) parts.push({ kind: "text", value: line.slice(last) });
  return parts;
}

export function CommentText({ text, className = "" }: { text: string; className?: string }) {
  // Older rows may predate the clean-up on save; strip invisible controls here too.
  const lines = normaliseText(text).split("\n");
  return (
    <p dir="auto" className={`[overflow-wrap:anywhere] ${className}`}>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their position.
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {linkify(line).map((part, j) =>
            part.kind === "link" ? (
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: parts of a line have no identity beyond their position.
                key={j}
                href={part.href}
                rel="nofollow ugc noopener noreferrer"
                target="_blank"
                className="font-medium text-accent underline underline-offset-2 hover:text-accent-strong"
              >
                {part.value}
              </a>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts of a line have no identity beyond their position.
              <Fragment key={j}>{part.value}</Fragment>
            ),
          )}
        </Fragment>
      ))}
    </p>
  );
}
