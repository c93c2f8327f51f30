/**
 * Who may do what to a collection (part 2 §6, issue 15): only its owner may change it. Anyone else,
 * including a member it is shared with, is told it does not exist, so nobody learns of another
 * member's private collection by trying to change it. Who may see one is canSeeCollection's
 * (app/features/privacy/visibility.server.ts). Only a member's own recipes go into their collections
 * (the spec's pickers list the member's recipes).
 */
import { and, eq, inArray } from "drizzle-orm";
import { schema, type Transaction } from "~/lib/db.server";
import { Invalid, NotFound } from "~/lib/errors";
import { COLLECTION_NOT_FOUND, UNKNOWN_RECIPES } from "./collection-schema";

const { collections, recipes } = schema;

export type Actor = { id: string };

/** Locks and returns the collection for a write by its owner; refuses everyone else. */
export async function ownCollection(tx: Transaction, actor: Actor, collectionId: string) {
  const [row] = await tx
    .select({
      id: collections.id,
      user_id: collections.user_id,
      name: collections.name,
      slug: collections.slug,
      image_url: collections.image_url,
    })
    .from(collections)
    .where(eq(collections.id, collectionId))
    .for("update");
  if (!row || row.user_id !== actor.id) throw new NotFound(COLLECTION_NOT_FOUND);
  return row;
}

/** Recipe ids among `ids` that `actor` wrote; anything else is refused with one message, never which. */
export async function assertOwnRecipes(tx: Transaction, actor: Actor, ids: string[]) {
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.user_id, actor.id), inArray(recipes.id, ids)));
  if (rows.length !== new Set(ids).size) throw new Invalid(UNKNOWN_RECIPES, { recipeIds: [UNKNOWN_RECIPES] });
}
