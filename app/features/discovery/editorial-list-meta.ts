/** The editorial lists' titles, descriptions and structured data (issue 23): an ItemList of each list's recipes. */
import type { MetaDescriptor } from "react-router";
import { pageTitle, recipePath, seoMeta } from "~/features/seo/seo-meta";
import { breadcrumbJsonLd, itemListJsonLd } from "~/features/seo/structured-data";
import { EDITORIAL_LISTS, type EditorialList, editorialListPath, LISTS_PATH } from "./editorial-lists";

export const LISTS_TITLE = "Lists";
export const LISTS_DESCRIPTION = `Cocktail lists made from what members like, rate and make: ${EDITORIAL_LISTS.map((list) => list.title).join(", ")}.`;

export function listsIndexMeta(origin: string): MetaDescriptor[] {
  return seoMeta({
    origin,
    path: LISTS_PATH,
    title: pageTitle(LISTS_TITLE),
    description: LISTS_DESCRIPTION,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: LISTS_TITLE, path: LISTS_PATH },
      ]),
      itemListJsonLd({
        origin,
        name: LISTS_TITLE,
        path: LISTS_PATH,
        items: EDITORIAL_LISTS.map((list) => ({ name: list.title, path: editorialListPath(list.slug) })),
        ordered: false,
      }),
    ],
  });
}

export function editorialListMeta(
  origin: string,
  list: EditorialList,
  recipes: { name: string; slug: string; author: { username: string } }[],
): MetaDescriptor[] {
  const path = editorialListPath(list.slug);
  return seoMeta({
    origin,
    path,
    title: pageTitle(list.title),
    description: list.description,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: LISTS_TITLE, path: LISTS_PATH },
        { name: list.title, path },
      ]),
      ...(recipes.length
        ? [
            itemListJsonLd({
              origin,
              name: list.title,
              description: list.description,
              path,
              items: recipes.map((recipe) => ({
                name: recipe.name,
                path: recipePath(recipe.author.username, recipe.slug),
              })),
            }),
          ]
        : []),
    ],
  });
}
