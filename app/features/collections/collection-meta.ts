/**
 * Search-engine metadata for the public collection pages (part 2 §2, issue 15): the list names Muddle
 * as a cocktail community; a collection carries schema.org ItemList structured data only when everyone
 * may see it, and any other collection or menu is kept out of search engines. Client-safe (meta runs
 * in the browser too).
 */
import type { MetaDescriptor } from "react-router";
import { APP_NAME, HOME_TITLE, THEME_COLOR, type Visibility } from "~/lib/constants";
import { truncateGraphemes } from "~/lib/text";
import type { CollectionPageData } from "./collection-types";
import {
  COLLECTIONS_PATH,
  collectionPath,
  collectionsHref,
  menuPath,
  type PublicCollectionsQuery,
} from "./public-collections-params";

export const LIST_TITLE = "Cocktail Collections";
export const LIST_DESCRIPTION =
  "Curated cocktail collections from the Muddle community: themed lists of recipes to browse, share and print as a drink menu.";
export const MENU_FALLBACK_DESCRIPTION = "Enjoy the curated drinks in this collection.";

const DESCRIPTION_MAX = 160;
const INDEXED = "index, follow";
/** A collection not everyone may see stays out of search engines, and so do the links on it. */
const HIDDEN = "noindex, nofollow";

/** A meta description: search results show about 160 characters. */
export function summary(text: string): string {
  return text.length > DESCRIPTION_MAX ? `${truncateGraphemes(text, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, `${origin}/`).toString();
  } catch {
    return url;
  }
}

/** Title, description, Open Graph and Twitter tags, canonical link and robots, shared by every page here. */
function pageTags(p: {
  title: string;
  description: string;
  url: string;
  robots: string;
  image?: string | null;
}): MetaDescriptor[] {
  const image = p.image ? [p.image] : [];
  return [
    { title: p.title },
    { name: "description", content: p.description },
    { name: "robots", content: p.robots },
    { name: "theme-color", content: THEME_COLOR },
    { tagName: "link", rel: "canonical", href: p.url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: APP_NAME },
    { property: "og:title", content: p.title },
    { property: "og:description", content: p.description },
    { property: "og:url", content: p.url },
    ...image.map((content) => ({ property: "og:image", content })),
    { name: "twitter:card", content: image.length ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: p.title },
    { name: "twitter:description", content: p.description },
  ];
}

function breadcrumbJsonLd(origin: string, trail: { name: string; path: string }[]) {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: trail.map((crumb, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: crumb.name,
        item: `${origin}${crumb.path}`,
      })),
    },
  };
}

/** /collections: search results and pages past the last are followed but not indexed. */
export function collectionListMeta({
  origin,
  query,
  pageCount,
}: {
  origin: string;
  query: PublicCollectionsQuery;
  pageCount: number;
}): MetaDescriptor[] {
  const { search, page } = query;
  let heading = search ? `${LIST_TITLE} matching “${search}”` : LIST_TITLE;
  if (page > 1) heading += ` — page ${page}`;
  const tags = pageTags({
    title: `${heading} | ${HOME_TITLE}`,
    description: LIST_DESCRIPTION,
    url: origin + collectionsHref(query, page),
    // Every possible search would otherwise become a page in the index; its results are still followed.
    robots: search || page > pageCount ? "noindex, follow" : "index, follow",
  });
  if (page > 1 && page <= pageCount)
    tags.push({ tagName: "link", rel: "prev", href: origin + collectionsHref(query, page - 1) });
  if (page < pageCount) tags.push({ tagName: "link", rel: "next", href: origin + collectionsHref(query, page + 1) });
  tags.push(
    breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: "Collections", path: COLLECTIONS_PATH },
    ]),
  );
  return tags;
}

/** A recipe the ItemList names: only ones everyone may open. */
export type ListedRecipe = { name: string; slug: string; author: { username: string } };

/** schema.org ItemList of the recipes in a public collection, in the page's order. */
export function collectionJsonLd({
  collection,
  recipes,
  total,
  firstPosition,
  origin,
}: {
  collection: Pick<CollectionPageData, "name" | "slug" | "description">;
  recipes: ListedRecipe[];
  total: number;
  firstPosition: number;
  origin: string;
}) {
  const entry = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: collection.name,
    description: collection.description?.trim() || undefined,
    url: `${origin}${collectionPath(collection.slug)}`,
    numberOfItems: total,
    itemListOrder: "https://schema.org/ItemListUnordered",
    itemListElement: recipes.map((recipe, i) => ({
      "@type": "ListItem",
      position: firstPosition + i,
      name: recipe.name,
      url: `${origin}/recipes/${encodeURIComponent(recipe.author.username)}/${encodeURIComponent(recipe.slug)}`,
    })),
  };
  // JSON drops undefined fields, so the page carries only what the collection has.
  return JSON.parse(JSON.stringify(entry)) as Record<string, unknown>;
}

function collectionDescription(c: Pick<CollectionPageData, "name" | "description" | "owner_username">): string {
  const by = c.owner_username ? ` by @${c.owner_username}` : "";
  return summary(c.description?.trim() || `${c.name}: a cocktail collection${by} on ${APP_NAME}.`);
}

/**
 * /collections/{slug}. `listed` holds the page's recipes as everyone sees them, and is given only for
 * a public collection: no other collection carries structured data, and none other is indexed.
 */
export function collectionPageMeta({
  collection,
  origin,
  page,
  listed,
}: {
  collection: Pick<CollectionPageData, "name" | "slug" | "description" | "owner_username" | "image_url" | "visibility">;
  origin: string;
  page: number;
  listed: { recipes: ListedRecipe[]; total: number; firstPosition: number } | null;
}): MetaDescriptor[] {
  const path = collectionPath(collection.slug);
  const isPublic = collection.visibility === "public";
  const tags = pageTags({
    title: `${collection.name}${page > 1 ? ` — page ${page}` : ""} | ${APP_NAME}`,
    description: collectionDescription(collection),
    url: `${origin}${path}${page > 1 ? `?page=${page}` : ""}`,
    robots: isPublic ? INDEXED : HIDDEN,
    image: isPublic && collection.image_url ? absoluteUrl(collection.image_url, origin) : null,
  });
  if (!isPublic || !listed) return tags;
  return [
    ...tags,
    { "script:ld+json": collectionJsonLd({ collection, origin, ...listed }) },
    breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: "Collections", path: COLLECTIONS_PATH },
      { name: collection.name, path },
    ]),
  ];
}

/** /collections/{slug}/menu: indexed only when everyone may see the collection. */
export function menuMeta({
  collection,
  visibility,
  origin,
}: {
  collection: { name: string; slug: string; description: string | null };
  visibility: Visibility;
  origin: string;
}): MetaDescriptor[] {
  return pageTags({
    title: `${collection.name}: Drink Menu | ${APP_NAME}`,
    description: summary(collection.description?.trim() || MENU_FALLBACK_DESCRIPTION),
    url: `${origin}${menuPath(collection.slug)}`,
    robots: visibility === "public" ? INDEXED : HIDDEN,
  });
}

export function notFoundMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${APP_NAME}` }, { name: "robots", content: "noindex" }];
}
