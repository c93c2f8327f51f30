/**
 * The feed's keyset cursor (issue 16): where the last page ended and the moment the first page was
 * read, so a post made in between never shifts a later page (it arrives through "N new posts").
 * Opaque to the client: base64url JSON, checked on the way back in.
 */
import { z } from "zod";

export const FeedCursor = z.object({
  /** The last post's sort key: a score (ranked tabs) or creation time in microseconds (Following). */
  k: z.union([z.number().finite(), z.string().regex(/^\d{1,20}$/)]),
  id: z.guid(),
  /** The first page's moment, microseconds since the epoch as PostgreSQL counts them. */
  at: z.string().regex(/^\d{1,20}$/),
});
export type FeedCursor = z.infer<typeof FeedCursor>;

export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** A cursor from the address, or null for the first page (a damaged one starts over). */
export function decodeCursor(value: string | null | undefined): FeedCursor | null {
  if (!value || value.length > 400) return null;
  try {
    const parsed = FeedCursor.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
