/**
 * Page addresses and the one rule for a page past the last (issue 12): every paged list's loader
 * calls `redirectPastLastPage` once it knows its page count, so `?page=99` lands on the last page
 * instead of "Showing 0 of 63". An empty list has one page, so `?page=1` of nothing stays.
 */
import { replace } from "react-router";

/** One page of a list, with the total it was cut from. */
export type Paged<T> = { items: T[]; total: number; page: number; pageCount: number };

/** A page of `size` items out of `total`; an empty list still has one page. */
export function paged<T>(items: T[], total: number, page: number, size: number): Paged<T> {
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / size)) };
}

/** The address of a page, keeping every other parameter; page 1 drops the parameter. */
export function pageHref(pathname: string, search: string, page: number, param = "page"): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The last page's address when `page` lies beyond it, otherwise null. */
export function pastLastPageHref(url: URL, page: number, pageCount: number, param = "page"): string | null {
  const last = Math.max(1, pageCount);
  return page > last ? pageHref(url.pathname, url.search, last, param) : null;
}

/**
 * Throws a redirect to the last page when the request asks for one past it. A 302 for a full
 * page load; on client navigation it replaces the history entry, so Back skips the empty page.
 */
export function redirectPastLastPage(request: Request, page: number, pageCount: number, param = "page"): void {
  const href = pastLastPageHref(new URL(request.url), page, pageCount, param);
  if (href) throw replace(href);
}
