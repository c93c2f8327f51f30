/** The member's saved recipes to keep offline (issue 18): the newest, only those they may still see. */
import { and, desc, eq } from "drizzle-orm";
import { canSeeRecipe } from "~/features/privacy/visibility.server";
import { db, schema } from "~/lib/db.server";
import { commentsPath, OFFLINE_SAVED_RECIPES, type OfflineList, recipePath, savedPages } from "./offline-copy";

const { recipes, profiles, recipe_saves } = schema;

export async function listOfflineCopy(viewerId: string): Promise<OfflineList> {
  const rows = await db
    .select({ id: recipes.id, username: profiles.username, slug: recipes.slug })
    .from(recipe_saves)
    .innerJoin(recipes, eq(recipes.id, recipe_saves.recipe_id))
    .innerJoin(profiles, eq(profiles.id, recipes.user_id))
    .where(and(eq(recipe_saves.user_id, viewerId), canSeeRecipe(viewerId)))
    .orderBy(desc(recipe_saves.created_at), desc(recipes.id))
    .limit(OFFLINE_SAVED_RECIPES);
  return {
    memberId: viewerId,
    pages: savedPages(rows.length),
    recipes: rows.map((row) => recipePath(row.username, row.slug)),
    discover: rows.map((row) => commentsPath(row.id)),
  };
}
