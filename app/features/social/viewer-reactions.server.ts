/** What the signed-in member has done to one recipe (part 1 §2 like/save state, §7 rating lookup). */
import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";

export type ViewerReactions = { liked: boolean; saved: boolean; rating: number | null };

export const NO_REACTIONS: ViewerReactions = { liked: false, saved: false, rating: null };

/** One round trip: three indexed lookups on the (recipe_id, user_id) keys. */
export async function getViewerReactions(viewerId: string, recipeId: string): Promise<ViewerReactions> {
  const result = await db.execute<{ liked: boolean; saved: boolean; rating: number | null }>(sql`
    select
      exists (select 1 from recipe_likes where recipe_id = ${recipeId} and user_id = ${viewerId}) as liked,
      exists (select 1 from recipe_saves where recipe_id = ${recipeId} and user_id = ${viewerId}) as saved,
      (select rating from recipe_ratings where recipe_id = ${recipeId} and user_id = ${viewerId}) as rating
  `);
  const row = result.rows[0];
  if (!row) return NO_REACTIONS;
  return {
    liked: Boolean(row.liked),
    saved: Boolean(row.saved),
    rating: row.rating === null ? null : Number(row.rating),
  };
}
