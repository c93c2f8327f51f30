/**
 * What the service worker keeps offline for a signed-in member (issue 18): shared by the list route
 * (app/routes/bar.saved.offline.ts) and the page, never by the worker itself, which is a plain script
 * (public/sw.js and its rules, public/sw-rules.js; a unit test keeps the names below in step with them).
 */
import { RECIPE_PAGE_SIZE } from "~/lib/constants";

/** The newest saved recipes kept offline: five pages of /bar/saved. */
export const OFFLINE_SAVED_RECIPES = 5 * RECIPE_PAGE_SIZE;

/** The worker sends this header with its own copies of pages, which then count as no recipe view. */
export const OFFLINE_COPY_HEADER = "x-muddle-offline-copy";

export const SAVED_LIST_PATH = "/bar/saved/offline";

/**
 * `discover`: more addresses whose routes the worker asks React Router's /__manifest about, so a page
 * opened offline knows them too: each recipe's comments, which its page loads with a fetcher.
 */
export type OfflineList = { memberId: string; pages: string[]; recipes: string[]; discover: string[] };

export function commentsPath(recipeId: string): string {
  return `/api/site/recipes/${encodeURIComponent(recipeId)}/comments`;
}

export function recipePath(username: string, slug: string): string {
  return `/recipes/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;
}

/** The /bar/saved pages that show the kept recipes (nine to a page, newest saved first). */
export function savedPages(kept: number): string[] {
  const pages = Math.max(1, Math.ceil(kept / RECIPE_PAGE_SIZE));
  return Array.from({ length: pages }, (_, i) => (i === 0 ? "/bar/saved" : `/bar/saved?page=${i + 1}`));
}

/** True when a request is the worker making its offline copy (so it is not a visit). */
export function isOfflineCopy(request: Request): boolean {
  return request.headers.get(OFFLINE_COPY_HEADER) === "1";
}
