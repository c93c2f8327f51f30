/**
 * Search-engine metadata for the public collection pages (part 2 §2, issues 15 and 18): the list and
 * each public collection carry an ItemList and breadcrumbs, and a card (the collection's image cropped
 * to 1200 × 630, or its name drawn on the site's backdrop). Any collection or menu not everyone may see
 * is kept out of search engines and link previews. Client-safe (meta runs in the browser too).
 */
import type { MetaDescriptor } from "react-router";
import {
  type MetaArgsLike,
  metaDescription,
  notFoundMeta as missingPageMeta,
  pageTitle,
  recipePath,
  seoMeta,
} from "~/features/seo/seo-meta";
import { collectionCard } from "~/features/seo/social-card-paths";
import { breadcrumbJsonLd, itemListJsonLd } from "~/features/seo/structured-data";
import { APP_NAME, COLLECTIONS_PAGE_SIZE, type Visibility } from "~/lib/constants";
import type { CollectionCardData, CollectionPageData } from "./collection-types";
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

/** A meta description: search results show about 160 characters. */
export const summary = (text: string) => metaDescription(text);

const LIST_CRUMBS = [
  { name: "Home", path: "/" },
  { name: "Collections", path: COLLECTIONS_PATH },
];

/** /collections: search results and pages past the last are followed but not indexed. */
export function collectionListMeta({
  origin,
  query,
  pageCount,
  total,
  items,
}: {
  origin: string;
  query: PublicCollectionsQuery;
  pageCount: number;
  total: number;
  items: Pick<CollectionCardData, "name" | "slug" | "visibility">[];
}): MetaDescriptor[] {
  const { search, page } = query;
  let heading = search ? `${LIST_TITLE} matching “${search}”` : LIST_TITLE;
  if (page > 1) heading += ` — page ${page}`;
  const links: MetaDescriptor[] = [];
  if (page > 1 && page <= pageCount)
    links.push({ tagName: "link", rel: "prev", href: origin + collectionsHref(query, page - 1) });
  if (page < pageCount) links.push({ tagName: "link", rel: "next", href: origin + collectionsHref(query, page + 1) });
  const path = collectionsHref(query, page);
  // The list holds only public collections; the filter keeps it so whatever the query returns.
  const listed = items.filter((item) => item.visibility === "public");
  return seoMeta({
    origin,
    path,
    title: pageTitle(heading),
    description: LIST_DESCRIPTION,
    // Every possible search would otherwise become a page in the index; its results are still followed.
    robots: search || page > pageCount ? "noindex, follow" : "index, follow",
    extra: links,
    jsonLd: [
      breadcrumbJsonLd(origin, LIST_CRUMBS),
      ...(listed.length === 0
        ? []
        : [
            itemListJsonLd({
              origin,
              name: LIST_TITLE,
              path,
              items: listed.map((item) => ({ name: item.name, path: collectionPath(item.slug) })),
              firstPosition: (page - 1) * COLLECTIONS_PAGE_SIZE + 1,
              total,
            }),
          ]),
    ],
  });
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
  return itemListJsonLd({
    origin,
    name: collection.name,
    description: collection.description,
    path: collectionPath(collection.slug),
    items: recipes.map((recipe) => ({ name: recipe.name, path: recipePath(recipe.author.username, recipe.slug) })),
    firstPosition,
    total,
    ordered: false,
  });
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
  return seoMeta({
    origin,
    path: `${path}${page > 1 ? `?page=${page}` : ""}`,
    title: pageTitle(`${collection.name}${page > 1 ? ` — page ${page}` : ""}`),
    description: collectionDescription(collection),
    indexable: isPublic,
    image: collectionCard(origin, collection),
    // A public collection with no public recipes has no list to describe, only its breadcrumb.
    jsonLd: listed
      ? [
          ...(listed.recipes.length ? [collectionJsonLd({ collection, origin, ...listed })] : []),
          breadcrumbJsonLd(origin, [...LIST_CRUMBS, { name: collection.name, path }]),
        ]
      : [],
  });
}

/**
 * /collections/{slug}/menu: indexed only when everyone may see the collection. No ItemList here: the
 * menu lists what this viewer may see, which the collection page's list (everyone's view) covers.
 */
export function menuMeta({
  collection,
  visibility,
  origin,
}: {
  collection: { name: string; slug: string; description: string | null; image_url: string | null };
  visibility: Visibility;
  origin: string;
}): MetaDescriptor[] {
  const name = `${collection.name}: Drink Menu`;
  return seoMeta({
    origin,
    path: menuPath(collection.slug),
    title: pageTitle(name),
    description: summary(collection.description?.trim() || MENU_FALLBACK_DESCRIPTION),
    indexable: visibility === "public",
    image: collectionCard(origin, collection),
    jsonLd: [
      breadcrumbJsonLd(origin, [
        ...LIST_CRUMBS,
        { name: collection.name, path: collectionPath(collection.slug) },
        { name: "Drink Menu", path: menuPath(collection.slug) },
      ]),
    ],
  });
}

/** A missing collection or menu: noindex, no card. */
export function notFoundMeta(args: MetaArgsLike, title: string): MetaDescriptor[] {
  return missingPageMeta(args, title);
}
