/**
 * A recipe's video link (part 1 §3 video_url / video_embed_url): YouTube and Vimeo only, since those are
 * the players whose privacy-friendly embeds the site allows (server/security.ts frame-src). The author's
 * address is stored as given; the embed address is always computed here, never taken from the author.
 */

export type VideoProvider = "youtube" | "vimeo";
export type VideoLink = { provider: VideoProvider; id: string; embedUrl: string };

export const VIDEO_PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: "YouTube", vimeo: "Vimeo" };

export const VIDEO_LINK_MESSAGE =
  "Enter a YouTube or Vimeo link, e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/123456";

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);

function youtube(id: string | undefined): VideoLink | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  // youtube-nocookie.com sets no cookies until the visitor plays the video.
  return { provider: "youtube", id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
}

function vimeo(id: string | undefined, hash?: string | null): VideoLink | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  // dnt=1: Vimeo's player then tracks no session data and sets no cookies. An unlisted video needs its hash.
  const h = hash && VIMEO_HASH.test(hash) ? `h=${hash}&` : "";
  return { provider: "vimeo", id, embedUrl: `https://player.vimeo.com/video/${id}?${h}dnt=1` };
}

/**
 * The video a link points at, or null when it is not a YouTube or Vimeo video address:
 * youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…, youtube.com/embed/… (and youtube-nocookie.com),
 * vimeo.com/{id} (an unlisted video's vimeo.com/{id}/{hash} too) and player.vimeo.com/video/{id}.
 */
export function parseVideoLink(value: string | null | undefined): VideoLink | null {
  const text = (value ?? "").trim();
  // Printable ASCII only, as both sites write their addresses: no control, invisible or bidi characters.
  if (!/^https?:\/\/[\x21-\x7e]+$/i.test(text) || text.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password || (url.port && url.port !== "443" && url.port !== "80")) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === "watch") return youtube(url.searchParams.get("v") ?? undefined);
    if (parts.length === 2 && (parts[0] === "shorts" || parts[0] === "embed" || parts[0] === "live")) {
      return youtube(parts[1]);
    }
    return null;
  }
  if (YOUTUBE_NOCOOKIE_HOSTS.has(host)) return parts.length === 2 && parts[0] === "embed" ? youtube(parts[1]) : null;
  if (host === "youtu.be") return parts.length === 1 ? youtube(parts[0]) : null;
  if (VIMEO_HOSTS.has(host)) {
    if (parts.length === 1) return vimeo(parts[0]);
    if (parts.length === 2 && VIMEO_ID.test(parts[0] ?? "")) return vimeo(parts[0], parts[1]);
    return null;
  }
  if (host === "player.vimeo.com") {
    return parts.length === 2 && parts[0] === "video" ? vimeo(parts[1], url.searchParams.get("h")) : null;
  }
  return null;
}

/** The embed address stored beside an accepted link; null for anything else. */
export function videoEmbedUrl(value: string | null | undefined): string | null {
  return parseVideoLink(value)?.embedUrl ?? null;
}

/**
 * A still of the video that costs the visitor nothing until they ask: only YouTube publishes one at an
 * address derived from the id. Used in structured data (a search engine fetches it), never on the page
 * before the visitor clicks play.
 */
export function videoThumbnailUrl(link: VideoLink): string | null {
  return link.provider === "youtube" ? `https://i.ytimg.com/vi/${link.id}/hqdefault.jpg` : null;
}
