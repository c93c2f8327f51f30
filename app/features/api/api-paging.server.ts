/**
 * Cursor paging for every API list (issue 22): `limit` 1–100 (default 20) and an opaque `cursor`;
 * the answer carries `next_cursor` and a Link header. A cursor is the last row's sort key values
 * and the order they belong to, so it cannot be replayed against another sort.
 */
import { z } from "zod";
import { keyValuesFit, type SortKey } from "~/lib/keyset.server";
import { ApiError } from "./api-errors.server";

export const PAGE_LIMIT = { default: 20, max: 100 } as const;

export const PageQuery = {
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_LIMIT.max)
    .default(PAGE_LIMIT.default)
    .describe(`How many items to return, 1–${PAGE_LIMIT.max}`),
  cursor: z.string().max(2000).optional().describe("The `next_cursor` of the previous page"),
};

type CursorBody = { o: string; k: (string | null)[] };

export function encodeCursor(order: string, keys: (string | null)[]): string {
  return Buffer.from(JSON.stringify({ o: order, k: keys } satisfies CursorBody)).toString("base64url");
}

export const badCursor = () =>
  new ApiError(
    400,
    "invalid_request",
    "invalid_cursor",
    "This cursor is not valid for this list. Start again without one.",
    {
      param: "cursor",
    },
  );

/** The key values a cursor holds, or undefined without one; refuses a cursor of another order. */
export function decodeCursor(
  cursor: string | undefined,
  order: string,
  keys: readonly SortKey[],
): (string | null)[] | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  const body = parsed as Partial<CursorBody> | null;
  // Each value must fit its key's type: a tampered cursor is a 400, never a failed SQL cast.
  if (!body || body.o !== order || !Array.isArray(body.k) || !keyValuesFit(keys, body.k)) throw badCursor();
  return body.k;
}

/** A page's body: the items and the cursor of the next page (null on the last). */
export function pageBody<T>(items: T[], nextCursor: string | null) {
  return { items, next_cursor: nextCursor };
}

/** `<…?cursor=…>; rel="next"` for the request's own address with the next cursor. */
export function nextLink(requestUrl: string, nextCursor: string): string {
  const url = new URL(requestUrl);
  url.searchParams.set("cursor", nextCursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    next_cursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last page"),
  });
