/**
 * The one check for "go back to this address" values that arrive from outside (issue 11, item 3):
 * `?redirectTo=` after signing in or up, and the recipe form's `returnTo`. Client-safe.
 *
 * Prefix checks are not enough: browsers drop tabs and line breaks from a URL, so "/\t/evil.example"
 * is followed as "//evil.example", another site. So the value is resolved with the URL parser
 * against a placeholder origin and accepted only if it stays on that origin; what is returned is the
 * parser's own serialisation (percent-encoded ASCII), safe for a Location header.
 */
import { hasControlCharacter } from "./text";

const PLACEHOLDER_ORIGIN = "http://muddle.invalid";

/**
 * Refused outright, besides control characters: backslashes (read as "/" by browsers), and Unicode
 * white space or invisible format characters other than the plain space (U+00A0, U+1680,
 * U+2000–U+200F, U+2028–U+202F, U+205F–U+206F, U+3000, U+FEFF): nobody types them into a path on purpose.
 */
const UNSAFE = /[\\\u00A0\u00AD\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF]/;

/** The value as a path on this site (path, query and fragment), or the fallback. */
export function sameSitePath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || hasControlCharacter(value) || UNSAFE.test(value)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/..//evil.example" resolves to the path "//evil.example", which a browser reads as another host.
  if (path.startsWith("//")) return fallback;
  return path;
}
