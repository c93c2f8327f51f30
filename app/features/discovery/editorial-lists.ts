/**
 * Editorial lists (issue 23): public pages generated from the data, for people and search engines alike.
 * Each is a ranking of listed recipes (editorial-lists.server.ts); the words here are the pages' own.
 */
export const EDITORIAL_LISTS = [
  {
    slug: "classics",
    title: "Classics",
    description:
      "The drinks every bar should know: the IBA's official cocktails and the community's classics, the most loved first.",
  },
  {
    slug: "most-made-this-month",
    title: "Most made this month",
    description: "What members actually mixed in the last 30 days, by how many times they logged making it.",
  },
  {
    slug: "highest-rated-gin-drinks",
    title: "Highest rated gin drinks",
    description: "The gin cocktails members rated best, from the Last Word to the Negroni.",
  },
  {
    slug: "three-bottle-drinks",
    title: "Drinks you can make with 3 bottles",
    description:
      "Proper drinks that need three bottles or fewer (ice and water are on the house), the most liked first.",
  },
] as const;

export type EditorialList = (typeof EDITORIAL_LISTS)[number];
export type EditorialListSlug = EditorialList["slug"];

export const EDITORIAL_LIST_SIZE = 24;
/** How far back "this month" reaches. */
export const MOST_MADE_DAYS = 30;
export const LISTS_PATH = "/lists";

export function editorialListPath(slug: EditorialListSlug): string {
  return `${LISTS_PATH}/${slug}`;
}

export function editorialListOf(slug: string | undefined): EditorialList | null {
  return EDITORIAL_LISTS.find((list) => list.slug === slug) ?? null;
}
