/**
 * Social links on a profile (part 2 §3 social_links, issue 14): what a member types (a handle or an
 * address) becomes the platform's canonical profile address, or a field message. Client-safe: the
 * settings form checks with it before sending, the server again, and the public profile header
 * only ever links what it accepts.
 */
import { INVALID_URL_MESSAGE } from "~/lib/constants";
import { hasControlCharacter } from "~/lib/text";

export const SOCIAL_LINK_KEYS = ["website", "twitter", "instagram", "facebook", "youtube"] as const;
export type SocialLinkKey = (typeof SOCIAL_LINK_KEYS)[number];
export type SocialLinkResult = { ok: true; url: string } | { ok: false; message: string };

/** Longest value accepted in any social link field. */
export const SOCIAL_LINK_MAX = 300;

export const SOCIAL_LINK_LABELS: Record<SocialLinkKey, string> = {
  website: "Website",
  twitter: "Twitter",
  instagram: "Instagram",
  facebook: "Facebook",
  youtube: "YouTube",
};

export const SOCIAL_LINK_MESSAGES: Record<SocialLinkKey, string> = {
  website: `${INVALID_URL_MESSAGE} starting with http:// or https://`,
  twitter: "Enter a Twitter handle (like @name) or an x.com or twitter.com link",
  instagram: "Enter an Instagram handle (like @name) or an instagram.com link",
  facebook: "Enter a Facebook username or a facebook.com link",
  youtube: "Enter a YouTube handle (like @name) or a youtube.com channel link",
};

type Platform = Exclude<SocialLinkKey, "website">;

type PlatformRule = {
  hosts: readonly string[];
  /** The canonical address for a path on the platform (segments without empty ones), or null. */
  fromPath: (segments: string[], search: URLSearchParams) => string | null;
  /** The canonical address for a bare handle, or null. */
  fromHandle: (handle: string) => string | null;
};

const TWITTER_HANDLE = /^[A-Za-z0-9_]{1,15}$/;
const INSTAGRAM_HANDLE = /^[A-Za-z0-9._]{1,30}$/;
const FACEBOOK_NAME = /^[A-Za-z0-9][A-Za-z0-9.-]{0,49}$/;
const YOUTUBE_HANDLE = /^[A-Za-z0-9._-]{3,30}$/;
const YOUTUBE_CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
const YOUTUBE_NAME = /^[A-Za-z0-9._-]{1,100}$/;

/** Site pages that are not anyone's profile. */
const TWITTER_PAGES = new Set(["home", "explore", "search", "i", "intent", "share", "settings", "messages", "login"]);
const INSTAGRAM_PAGES = new Set(["p", "reel", "reels", "explore", "stories", "accounts", "direct", "tv"]);
const FACEBOOK_PAGES = new Set(["groups", "events", "watch", "marketplace", "login", "sharer", "share", "help"]);

const twitter = (handle: string) =>
  TWITTER_HANDLE.test(handle) && !TWITTER_PAGES.has(handle.toLowerCase()) ? `https://x.com/${handle}` : null;
const instagram = (handle: string) =>
  INSTAGRAM_HANDLE.test(handle) && !INSTAGRAM_PAGES.has(handle.toLowerCase())
    ? `https://www.instagram.com/${handle}`
    : null;
const facebook = (name: string) =>
  FACEBOOK_NAME.test(name) && !FACEBOOK_PAGES.has(name.toLowerCase()) ? `https://www.facebook.com/${name}` : null;
const youtubeHandle = (handle: string) => (YOUTUBE_HANDLE.test(handle) ? `https://www.youtube.com/@${handle}` : null);

/** One path segment (a trailing slash is fine), or null when there are more. */
const only = (segments: string[]) => (segments.length === 1 ? (segments[0] ?? null) : null);

/** An address whose path is just the handle (x.com/name, instagram.com/name). */
const handlePath = (fromHandle: (handle: string) => string | null) => (segments: string[]) => {
  const handle = only(segments);
  return handle ? fromHandle(handle.replace(/^@/, "")) : null;
};

const PLATFORMS: Record<Platform, PlatformRule> = {
  twitter: {
    hosts: ["x.com", "twitter.com", "mobile.twitter.com", "mobile.x.com"],
    fromPath: handlePath(twitter),
    fromHandle: twitter,
  },
  instagram: {
    hosts: ["instagram.com", "m.instagram.com", "instagr.am"],
    fromPath: handlePath(instagram),
    fromHandle: instagram,
  },
  facebook: {
    hosts: ["facebook.com", "m.facebook.com", "fb.com"],
    fromPath: (segments, search) => {
      // A profile without a username: facebook.com/profile.php?id=100012345678901
      if (segments.length === 1 && segments[0] === "profile.php") {
        const id = search.get("id") ?? "";
        return /^\d{1,20}$/.test(id) ? `https://www.facebook.com/profile.php?id=${id}` : null;
      }
      const name = only(segments);
      return name ? facebook(name) : null;
    },
    fromHandle: facebook,
  },
  youtube: {
    hosts: ["youtube.com", "m.youtube.com"],
    fromPath: ([first = "", second, ...rest]) => {
      if (rest.length > 0) return null;
      if (second === undefined) return first.startsWith("@") ? youtubeHandle(first.slice(1)) : null;
      if (first === "channel" && YOUTUBE_CHANNEL_ID.test(second)) return `https://www.youtube.com/channel/${second}`;
      if ((first === "c" || first === "user") && YOUTUBE_NAME.test(second)) {
        return `https://www.youtube.com/${first}/${second}`;
      }
      return null;
    },
    fromHandle: youtubeHandle,
  },
};

/** Something typed with a scheme ("https:", "javascript:", "data:", "mailto:"). */
const HAS_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** An http(s) address with a real host, or null. Credentials in the address are refused. */
function webAddress(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!url.hostname || url.username || url.password) return null;
  // A host name needs a dot ("example.com"), or is an address in brackets (IPv6).
  if (!url.hostname.includes(".") && !url.hostname.startsWith("[")) return null;
  return url;
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, "");

function platformLink(platform: Platform, value: string): string | null {
  const rule = PLATFORMS[platform];
  const looksLikeAddress = HAS_SCHEME.test(value) || value.includes("/");
  if (!looksLikeAddress) return rule.fromHandle(value.replace(/^@/, ""));
  const url = webAddress(HAS_SCHEME.test(value) ? value : `https://${value}`);
  if (!url || !rule.hosts.includes(bareHost(url.hostname))) return null;
  const segments = url.pathname.split("/").filter(Boolean);
  return rule.fromPath(segments, url.searchParams);
}

/**
 * The canonical address for what was typed in `key`'s field, or the field's message. Blank input is
 * not handled here (the field is simply left out). Values with white space or control characters
 * inside are refused, never cleaned: removing characters from an address would point it elsewhere.
 */
export function normaliseSocialLink(key: SocialLinkKey, raw: string): SocialLinkResult {
  const value = raw.trim();
  const refused = { ok: false, message: SOCIAL_LINK_MESSAGES[key] } as const;
  if (!value || value.length > SOCIAL_LINK_MAX || /\s/.test(value) || hasControlCharacter(value)) return refused;
  if (key === "website") {
    // "example.com" is taken as https://example.com; any other scheme (javascript:, data:) is refused.
    const url = webAddress(HAS_SCHEME.test(value) ? value : `https://${value}`);
    return url ? { ok: true, url: url.href } : refused;
  }
  const url = platformLink(key, value);
  return url ? { ok: true, url } : refused;
}

/** A stored link as it may be shown: canonical, or null when it is not one we would accept today. */
export function socialLinkHref(key: string, value: unknown): string | null {
  if (typeof value !== "string" || !(SOCIAL_LINK_KEYS as readonly string[]).includes(key)) return null;
  const result = normaliseSocialLink(key as SocialLinkKey, value);
  return result.ok ? result.url : null;
}
