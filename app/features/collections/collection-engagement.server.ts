/**
 * Likes, views and shares of a collection (part 2 §2 Collection detail, issue 15). The spec's product
 * kept the like in the browser only; here it is stored, counted by the database in the same
 * transaction as the row it counts, and only on a collection the member may see. Views and shares count
 * once per visitor per day, like a recipe's.
 */
import { and, eq, sql } from "drizzle-orm";
import { canSeeCollection } from "~/features/privacy/visibility.server";
import { writeViews } from "~/features/views/view-writes.server";
import { db, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { consumeRateLimit, withinRateLimit } from "~/lib/rate-limit.server";
import { isUuid } from "~/lib/uuid";
import { type Visitor, visitorKey } from "~/lib/visitor-key.server";
import { COLLECTION_NOT_FOUND } from "./collection-schema";

const { collections, collection_likes } = schema;

/** Sets whether the member likes the collection; returns the state and the new count. */
export async function setCollectionLiked(actor: { id: string }, collectionId: string, liked: boolean) {
  await consumeRateLimit("reaction", actor.id);
  if (!isUuid(collectionId)) throw new NotFound(COLLECTION_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [visible] = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.id, collectionId), canSeeCollection(actor.id)))
      .for("update");
    if (!visible) throw new NotFound(COLLECTION_NOT_FOUND);
    const changed = liked
      ? await tx
          .insert(collection_likes)
          .values({ collection_id: collectionId, user_id: actor.id })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(collection_likes)
          .where(and(eq(collection_likes.collection_id, collectionId), eq(collection_likes.user_id, actor.id)))
          .returning();
    const step = changed.length ? (liked ? 1 : -1) : 0;
    const [row] = await tx
      .update(collections)
      .set({ likes_count: sql`${collections.likes_count} + ${step}` })
      .where(eq(collections.id, collectionId))
      .returning({ count: collections.likes_count });
    return { liked, likes_count: row?.count ?? 0 };
  });
}

/**
 * Counts a view once per visitor per day; the owner's own views do not count. For a caller that has already
 * shown the visitor may see the collection; the page counts through its beacon and the batch (issue 19,
 * app/features/views), which runs the same statement for many views at once.
 */
export async function recordCollectionView(collectionId: string, visitor: Visitor) {
  const memberId = visitor.memberId;
  await writeViews("collection", [{ id: collectionId, visitor: visitorKey(visitor), memberId }], {
    checkAccess: false,
  });
}

/**
 * Counts a completed share of a collection the visitor may see and returns the count: once per visitor
 * and collection a day; a flood from one address is refused (429), as for recipes.
 */
export async function countCollectionShare(
  collectionId: string,
  visitor: { memberId: string | null; clientIp: string },
): Promise<{ shares_count: number }> {
  if (!isUuid(collectionId)) throw new NotFound(COLLECTION_NOT_FOUND);
  const address = visitor.clientIp || "unknown";
  await consumeRateLimit("shareFlood", address);
  const who = visitor.memberId ? `member:${visitor.memberId}` : `address:${address}`;
  const counts = await withinRateLimit("shareOnce", `collection:${collectionId}:${who}`);
  const where = and(eq(collections.id, collectionId), canSeeCollection(visitor.memberId));
  const [row] = counts
    ? await db
        .update(collections)
        .set({ shares_count: sql`${collections.shares_count} + 1` })
        .where(where)
        .returning({ shares_count: collections.shares_count })
    : await db.select({ shares_count: collections.shares_count }).from(collections).where(where);
  if (!row) throw new NotFound(COLLECTION_NOT_FOUND);
  return row;
}
