/** What the two collection pickers list: the owner's recipes for a collection, their collections for a recipe. */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { visibilityOf } from "~/features/privacy/visibility";
import { canSeeRecipe } from "~/features/privacy/visibility.server";
import { db, schema } from "~/lib/db.server";
import { isUuid } from "~/lib/uuid";
import { containing } from "./collection-queries.server";
import type { PickableCollection, PickableRecipe } from "./collection-types";

const { collections, collection_recipes, recipes } = schema;

/**
 * The recipes "Manage Collection Recipes" offers for a collection (a condition on `recipes`): the owner's
 * published recipes, and any recipe already in it that the owner may see (a collection made before the
 * own-recipes rule, like the demo's, can still be trimmed). The owner's drafts in it are not offered, so
 * a save keeps them.
 */
export function offeredInPicker(ownerId: string, collectionId: string): SQL {
  return and(
    eq(recipes.status, "published"),
    or(eq(recipes.user_id, ownerId), and(inCollection(collectionId), canSeeRecipe(ownerId))),
  ) as SQL;
}

function inCollection(collectionId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${collection_recipes} where ${collection_recipes.collection_id} = ${collectionId} and ${collection_recipes.recipe_id} = ${recipes.id})`;
}

/**
 * "Manage Collection Recipes": the recipes offered (offeredInPicker) whose name contains `search`, those
 * already in the collection first, each marked as chosen or not. At most `limit` are listed.
 */
export async function listPickableRecipes(
  owner: { id: string },
  collectionId: string,
  search: string,
  limit = 100,
): Promise<PickableRecipe[]> {
  if (!isUuid(collectionId)) return [];
  const selected = inCollection(collectionId);
  return db
    .select({
      id: recipes.id,
      name: recipes.name,
      image_url: sql<string | null>`coalesce(${recipes.thumbnail_url}, ${recipes.image_url})`,
      selected,
    })
    .from(recipes)
    .where(
      and(
        offeredInPicker(owner.id, collectionId),
        search ? ilike(recipes.name, containing(search)) : undefined,
        // Only the owner's own collection says which are chosen.
        sql`exists (select 1 from ${collections} where ${collections.id} = ${collectionId} and ${collections.user_id} = ${owner.id})`,
      ),
    )
    .orderBy(desc(selected), asc(recipes.name), asc(recipes.id))
    .limit(limit);
}

/** "Add to Collection": the member's collections, those holding the recipe marked as chosen. */
export async function listPickableCollections(owner: { id: string }, recipeId: string): Promise<PickableCollection[]> {
  if (!isUuid(recipeId)) return [];
  const rows = await db
    .select({
      id: collections.id,
      name: collections.name,
      is_public: collections.is_public,
      followers_only: collections.followers_only,
      selected: sql<boolean>`exists (select 1 from ${collection_recipes} where ${collection_recipes.collection_id} = ${collections.id} and ${collection_recipes.recipe_id} = ${recipeId})`,
    })
    .from(collections)
    .where(eq(collections.user_id, owner.id))
    .orderBy(desc(collections.created_at), desc(collections.id));
  return rows.map(({ is_public, followers_only, ...rest }) => ({
    ...rest,
    visibility: visibilityOf({ is_public, followers_only }),
  }));
}
