/**
 * schema.org structured data shared by the pages (issue 18 "Structured data"): breadcrumbs, item
 * lists, and the site itself (WebSite with its search, Organization). Each entry becomes one JSON-LD
 * script through `seoMeta({ jsonLd })`; `structured-data-rules.ts` lists what each type must carry.
 */
import { APP_NAME, APP_TAGLINE } from "~/lib/constants";
import { absoluteUrl } from "./seo-meta";

/**
 * The entry as JSON would carry it, without the round trip through a string (a recipe page built its
 * structured data that way on every render): structured data names only what the page has.
 */
export function compactJsonLd<T>(entry: T): Record<string, unknown> {
  return asJson(entry) as Record<string, unknown>;
}

/** What `JSON.parse(JSON.stringify(value))` gives: undefined fields dropped, undefined in arrays null. */
function asJson(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Date) return value.toJSON();
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : asJson(item)));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) result[key] = asJson(item);
  }
  return result;
}

/** schema.org BreadcrumbList of site paths, first crumb first. */
export function breadcrumbJsonLd(origin: string, trail: { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  };
}

/** schema.org ItemList (a summary list of links, as Google's carousel reads it) of the items on a page. */
export function itemListJsonLd(p: {
  origin: string;
  name?: string;
  description?: string | null;
  path?: string;
  items: { name: string; path: string }[];
  /** Position of the page's first item in the whole list (page 2 of 9 a page starts at 10). */
  firstPosition?: number;
  total?: number;
  ordered?: boolean;
}): Record<string, unknown> {
  const first = p.firstPosition ?? 1;
  return compactJsonLd({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: p.name,
    description: p.description?.trim() || undefined,
    url: p.path === undefined ? undefined : absoluteUrl(p.path, p.origin),
    numberOfItems: p.total ?? p.items.length,
    itemListOrder:
      p.ordered === false ? "https://schema.org/ItemListUnordered" : "https://schema.org/ItemListOrderAscending",
    itemListElement: p.items.map((item, i) => ({
      "@type": "ListItem",
      position: first + i,
      name: item.name,
      url: absoluteUrl(item.path, p.origin),
    })),
  });
}

/** Home: the site and its search (the search box Google may show under the result). */
export function websiteJsonLd(origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: APP_NAME,
    alternateName: `${APP_NAME} — ${APP_TAGLINE}`,
    url: `${origin}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** Home: who runs the site, with its logo (the app icon: Google wants a raster image of 112 px or more). */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: APP_NAME,
    url: `${origin}/`,
    logo: { "@type": "ImageObject", url: `${origin}/icons/icon-512.png`, width: 512, height: 512 },
    description: `${APP_NAME} is a community for cocktail lovers: discover, create, rate and share cocktail recipes.`,
  };
}

/** The page a recipe was imported from, as schema.org isBasedOn (the recipe page and the schema.org export). */
export function basedOn(source: { url: string; name?: string | null; author?: string | null }) {
  return {
    "@type": "CreativeWork",
    url: source.url,
    publisher: source.name ? { "@type": "Organization", name: source.name } : undefined,
    author: source.author ? { "@type": "Person", name: source.author } : undefined,
  };
}
