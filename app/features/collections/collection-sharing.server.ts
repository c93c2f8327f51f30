/**
 * Sharing a collection with named members (part 2 §5 "Share by email"): only the owner shares and
 * unshares; a member it is shared with may view it, never change it (canSeeCollection, ownCollection).
 */
import { and, eq, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { Invalid, NotFound } from "~/lib/errors";
import { COLLECTION_LIST_LIMITS } from "~/lib/limits";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { isUuid } from "~/lib/uuid";
import { type Actor, ownCollection } from "./collection-policy.server";
import { ALREADY_SHARED, SHARE_WITH_SELF, USER_NOT_FOUND } from "./collection-schema";

const { shared_collections, profiles, user } = schema;

/**
 * Shares the collection with the member who has this e-mail address (part 2 §5). The answers say only
 * "User not found" or shared: never another member's address. Sharing is counted strictly (it tells
 * whether an address belongs to a member), and refused for the owner themself.
 */
export async function shareCollection(
  actor: Actor,
  collectionId: string,
  email: string,
): Promise<{ username: string }> {
  await consumeRateLimit("collectionShare", actor.id);
  if (!isUuid(collectionId)) throw new NotFound("Collection not found");
  return db.transaction(async (tx) => {
    await ownCollection(tx, actor, collectionId);
    const [member] = await tx
      .select({ id: profiles.id, username: profiles.username })
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.email, email.trim().toLowerCase()));
    if (!member) throw new Invalid(USER_NOT_FOUND, { email: [USER_NOT_FOUND] });
    if (member.id === actor.id) throw new Invalid(SHARE_WITH_SELF, { email: [SHARE_WITH_SELF] });
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(shared_collections)
      .where(eq(shared_collections.collection_id, collectionId));
    if (n >= COLLECTION_LIST_LIMITS.sharedWith) {
      const message = `A collection can be shared with at most ${COLLECTION_LIST_LIMITS.sharedWith} people`;
      throw new Invalid(message, { email: [message] });
    }
    const inserted = await tx
      .insert(shared_collections)
      .values({ collection_id: collectionId, user_id: member.id })
      .onConflictDoNothing()
      .returning({ id: shared_collections.user_id });
    if (!inserted.length) throw new Invalid(ALREADY_SHARED, { email: [ALREADY_SHARED] });
    return { username: member.username };
  });
}

/** Stops sharing with one member ("Sharing removed"); unknown members are simply not shared with. */
export async function unshareCollection(actor: Actor, collectionId: string, memberId: string) {
  await consumeRateLimit("collection", actor.id);
  if (!isUuid(collectionId)) throw new NotFound("Collection not found");
  await db.transaction(async (tx) => {
    await ownCollection(tx, actor, collectionId);
    await tx
      .delete(shared_collections)
      .where(and(eq(shared_collections.collection_id, collectionId), eq(shared_collections.user_id, memberId)));
  });
}
