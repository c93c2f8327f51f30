/**
 * The text of /sitemap.xml, its child sitemaps and /robots.txt (issue 18), as pure functions: the
 * sitemaps protocol (sitemaps.org 0.9) and robots.txt as RFC 9309 reads it (`$` ends a path).
 */
import { escapeUTF8 } from "entities";
import { EDITORIAL_LISTS, editorialListPath, LISTS_PATH } from "~/features/discovery/editorial-lists";

export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;
/** Rows read per query while a child sitemap streams. */
export const SITEMAP_BATCH_SIZE = 5_000;
/** Rows of the first query, read before the answer starts. */
export const SITEMAP_FIRST_BATCH_SIZE = 500;

export const SITEMAP_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
} as const;

/** The public pages every visitor may open, without a member's content: home, listings, static pages. */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/recipes",
  "/collections",
  "/community",
  "/faq",
  "/how-to",
  "/privacy-policy",
  "/terms-of-service",
  "/support",
  "/bot",
  LISTS_PATH,
  ...EDITORIAL_LISTS.map((list) => editorialListPath(list.slug)),
] as const;

export type SitemapKind = "recipes" | "collections" | "profiles";
export type SitemapName = { kind: SitemapKind; page: number } | { kind: "pages" };

/** "recipes-3.xml" → recipes page 3; "pages.xml"; anything else (page 0, "recipes-01.xml") is null. */
export function parseSitemapName(name: string): SitemapName | null {
  if (name === "pages.xml") return { kind: "pages" };
  const match = /^(recipes|collections|profiles)-([1-9][0-9]{0,5})\.xml$/.exec(name);
  if (!match) return null;
  return { kind: match[1] as SitemapKind, page: Number(match[2]) };
}

export function sitemapPath(name: SitemapName): string {
  return name.kind === "pages" ? "/sitemaps/pages.xml" : `/sitemaps/${name.kind}-${name.page}.xml`;
}

const xml = (text: string) => escapeUTF8(text);

export const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n`;
export const URLSET_CLOSE = "</urlset>\n";

/** One <url> entry; `lastmod` in W3C date-time (ISO 8601). */
export function urlEntry(loc: string, lastmod?: Date | null): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `<url><loc>${xml(loc)}</loc>${modified}</url>\n`;
}

export function sitemapIndexXml(locs: string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${xml(loc)}</loc></sitemap>\n`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`;
}

/**
 * Areas for members (signed-in pages, their forms and the JSON API) and search with parameters.
 * Each members' area is closed as the address itself (`$`), below it (`/`) and with a query (`?`), never
 * as a bare prefix: `Disallow: /bar` would also hide a member called "barney" (/barney is a profile).
 */
const MEMBER_AREAS = ["/bar", "/settings", "/notifications"];
/** Single members-only pages among public ones (/settings/verify is inside /settings/). */
const MEMBER_PAGES = ["/collections/new", "/recipes/bulk-upload", "/login/two-factor"];

export function robotsTxt(origin: string): string {
  const lines = ["User-agent: *", "Allow: /"];
  for (const area of MEMBER_AREAS) lines.push(`Disallow: ${area}$`, `Disallow: ${area}/`, `Disallow: ${area}?`);
  for (const page of MEMBER_PAGES) lines.push(`Disallow: ${page}$`, `Disallow: ${page}?`);
  lines.push("Disallow: /api/", "Disallow: /search?", "", `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join("\n")}\n`;
}
