/**
 * One builder for every page's search-engine and social metadata (part 2 "Each page sets
 * search-engine metadata", issue 18): title, description, robots, canonical, theme colour, Open Graph
 * and Twitter card tags, and the page's structured data. Client-safe: meta runs in the browser too.
 *
 * Pages a search engine must not list (members only, drafts, private and followers-only content)
 * pass `indexable: false`: they get `noindex, nofollow` and no social card at all (no Open Graph or
 * Twitter tags, no image, no structured data), so a shared link never shows what the page hides.
 */
import type { MetaDescriptor } from "react-router";
import { APP_NAME, THEME_COLOR } from "~/lib/constants";

/** An image for link previews: Open Graph wants its size and a text alternative. */
export type SocialImage = { url: string; width: number; height: number; alt: string };

/** The generated site card (1200 × 630) for pages without an image of their own. */
export const SITE_CARD_PATH = "/og/site-card.png";
export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

export function siteCard(origin: string): SocialImage {
  return {
    url: `${origin}${SITE_CARD_PATH}`,
    width: SOCIAL_CARD_WIDTH,
    height: SOCIAL_CARD_HEIGHT,
    alt: `${APP_NAME}: discover and share cocktail recipes`,
  };
}

export type SeoInput = {
  /** The site's origin (PUBLIC_URL), without a trailing slash. */
  origin: string;
  /** The page's canonical path, with any query string that belongs to it ("/recipes?page=2"). */
  path: string;
  /** The full title as the tab shows it ("Negroni | Muddle"); see `pageTitle`. */
  title: string;
  description: string;
  /** false for pages kept out of search engines; their social card is dropped too. */
  indexable?: boolean;
  /** Overrides robots for indexable pages that should be followed but not listed (search results). */
  robots?: string;
  /** Defaults to the site card; null for none. */
  image?: SocialImage | null;
  ogType?: "website" | "article" | "profile";
  /** Page-specific tags (article:author, rel prev/next, keywords...). */
  extra?: MetaDescriptor[];
  /** schema.org entries, each rendered as its own JSON-LD script (escaped by React Router's Meta). */
  jsonLd?: Record<string, unknown>[];
};

/** "{page} | Muddle": the title every page but home carries. */
export function pageTitle(page: string): string {
  return `${page} | ${APP_NAME}`;
}

/** An address made absolute against the site's origin (uploads are stored as site paths). */
export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, `${origin}/`).toString();
  } catch {
    return url;
  }
}

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const indexable = input.indexable ?? true;
  const url = `${input.origin}${input.path}`;
  const image = indexable ? (input.image === undefined ? siteCard(input.origin) : input.image) : null;
  const robots = indexable ? (input.robots ?? "index, follow") : "noindex, nofollow";
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { name: "robots", content: robots },
    { name: "theme-color", content: THEME_COLOR },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (!indexable) return [...tags, ...(input.extra ?? [])];
  tags.push(
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:site_name", content: APP_NAME },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
  );
  if (image) {
    tags.push(
      { property: "og:image", content: image.url },
      { property: "og:image:width", content: String(image.width) },
      { property: "og:image:height", content: String(image.height) },
      { property: "og:image:alt", content: image.alt },
      { name: "twitter:image", content: image.url },
      { name: "twitter:image:alt", content: image.alt },
    );
  }
  tags.push(...(input.extra ?? []));
  for (const entry of input.jsonLd ?? []) tags.push({ "script:ld+json": entry });
  return tags;
}

/** The origin the root loader exposes, for meta functions of routes whose loader does not return it. */
export function originFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/** What a meta function receives that the helpers below read (React Router's meta arguments). */
export type MetaArgsLike = {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
  location: { pathname: string };
};

const DESCRIPTION_MAX = 160;

/** A meta description: search results show about 160 characters, so longer text ends in "…". */
export function metaDescription(text: string, max = DESCRIPTION_MAX): string {
  const chars = [...text.trim().replace(/\s+/g, " ")];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : chars.join("");
}

/** A page of the site at its own address (sign-in, sign-up...): the site card, canonical from the path. */
export function sitePageMeta(args: MetaArgsLike, page: { title: string; description: string }): MetaDescriptor[] {
  return seoMeta({
    origin: originFromMatches(args.matches),
    path: args.location.pathname,
    title: page.title,
    description: page.description,
  });
}

/** A page kept out of search engines and link previews: title, description, noindex and a canonical
 * of the path alone (a token in the query, as reset and confirmation links carry, is never repeated). */
export function unlistedMeta(args: MetaArgsLike, page: { title: string; description: string }): MetaDescriptor[] {
  return seoMeta({
    origin: originFromMatches(args.matches),
    path: args.location.pathname,
    title: page.title,
    description: page.description,
    indexable: false,
  });
}

export const MEMBERS_ONLY_DESCRIPTION = `The members' area of ${APP_NAME}: your bar, recipes, collections and settings.`;

/** Every page for signed-in members (/bar, /settings, /notifications...): "{page} | Muddle", noindex, no card. */
export function membersOnlyMeta(args: MetaArgsLike, page: string): MetaDescriptor[] {
  return unlistedMeta(args, { title: pageTitle(page), description: MEMBERS_ONLY_DESCRIPTION });
}

export const NOT_FOUND_TITLE = "Page not found";

/** A missing page (the /404 page, a missing recipe, collection or profile): noindex, no card. */
export function notFoundMeta(args: MetaArgsLike, page: string = NOT_FOUND_TITLE): MetaDescriptor[] {
  return unlistedMeta(args, {
    title: pageTitle(page),
    description: `This page does not exist on ${APP_NAME}, or is not shared with you.`,
  });
}

/** The root error page: a 404 reads as one, anything else as an error; neither is indexed. */
export function errorMeta(args: MetaArgsLike, error: unknown): MetaDescriptor[] {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 404) return notFoundMeta(args);
  return unlistedMeta(args, {
    title: pageTitle("Something went wrong"),
    description: `${APP_NAME} could not show this page. Please try again later.`,
  });
}

/** A recipe's public address. */
export function recipePath(username: string, slug: string): string {
  return `/recipes/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;
}
