/**
 * A post's or comment's text (part 2 §2): plain text, line breaks kept, and only http(s) addresses made
 * into links (linkify-react), which open in a new tab with rel="nofollow ugc noopener noreferrer". Bare
 * domains, e-mail addresses and every other scheme (javascript:, data:, …) stay text. React escapes
 * the rest; nothing is ever parsed as HTML.
 */
import Linkify from "linkify-react";
import type { Opts } from "linkifyjs";
import { normaliseText } from "~/lib/text";

export const POST_LINK_REL = "nofollow ugc noopener noreferrer";

/** Whether linkify's find may become a link: an address written with http:// or https://, nothing else. */
export function isLinkableAddress(value: string, type: string): boolean {
  if (type !== "url" || !/^https?:\/\/\S/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

// Only an address written with http(s):// can become a link, and linkify tokenises the whole text to find
// one: a text without that prefix skips it (on /community it was about 6 % of a page's render).
const MAY_HOLD_ADDRESS = /https?:\/\//i;

const LINK_OPTIONS: Opts = {
  validate: isLinkableAddress,
  target: "_blank",
  rel: POST_LINK_REL,
  className: "font-medium text-accent underline underline-offset-2 hover:text-accent-strong",
};

export function PostContent({ text, className = "" }: { text: string; className?: string }) {
  // Stored text is normalised on save; older or imported rows get the same treatment here.
  const shown = normaliseText(text);
  if (!shown) return null;
  const paragraphClass = `whitespace-pre-wrap [overflow-wrap:anywhere] ${className}`.trim();
  if (!MAY_HOLD_ADDRESS.test(shown)) {
    return (
      <p dir="auto" className={paragraphClass}>
        {shown}
      </p>
    );
  }
  return (
    <Linkify as="p" options={LINK_OPTIONS} dir="auto" className={paragraphClass}>
      {shown}
    </Linkify>
  );
}
