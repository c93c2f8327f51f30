/**
 * The /collections query string (part 2 §2 Public collections list): `search` (the name contains it)
 * and `page`. Anything invalid falls back to "not set", so a hand-edited address never breaks.
 * Client-safe: the page's links and its metadata write addresses the same way.
 */
import { z } from "zod";
import { cleanString } from "~/lib/text";

export const COLLECTIONS_PATH = "/collections";

/** A positive page number; anything else is page 1. */
export const PageParam = z.coerce.number().int().min(1).max(100_000).catch(1);

const PublicCollectionsParams = z.object({
  search: cleanString({ singleLine: true }).min(1).max(100).optional().catch(undefined),
  page: PageParam,
});

export type PublicCollectionsQuery = z.output<typeof PublicCollectionsParams>;

export function readCollectionsQuery(params: URLSearchParams): PublicCollectionsQuery {
  return PublicCollectionsParams.parse({
    search: params.get("search") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

/** The list's address for a search and page, written one way only (canonical, previous and next agree). */
export function collectionsHref({ search }: Pick<PublicCollectionsQuery, "search">, page = 1): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${COLLECTIONS_PATH}?${query}` : COLLECTIONS_PATH;
}

/** A collection's page and its drink menu. */
export function collectionPath(slug: string): string {
  return `${COLLECTIONS_PATH}/${encodeURIComponent(slug)}`;
}

export function menuPath(slug: string): string {
  return `${collectionPath(slug)}/menu`;
}
