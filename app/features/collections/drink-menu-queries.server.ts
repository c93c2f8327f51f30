/**
 * The drink menu (part 2 §2 Drink menu, issue 15): the recipes of a collection the viewer may see, with
 * their ingredient lines; when the owner chose "Only what my bar can make now", only what their bar makes,
 * for every viewer (the same recipe_requirements test as "What can I make").
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { getBarKeys, requirementsWithin } from "~/features/bar/bar-matching.server";
import { canSeeCollection, canSeeRecipe, type ViewerId } from "~/features/privacy/visibility.server";
import { db, schema } from "~/lib/db.server";
import { COLLECTION_LIST_LIMITS } from "~/lib/limits";
import { lookUpSlug } from "./collection-queries.server";
import type { DrinkMenuData, SlugLookup } from "./collection-types";

const { collections, collection_recipes, recipes, recipe_ingredients, profiles } = schema;

/** "Jamaican rum, lime juice" from ["jamaican rum", "lime juice"] (part 2 §2 Drink menu). */
export function menuIngredientLine(names: string[]): string {
  const line = names.join(", ");
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/**
 * The drink menu (/collections/{slug}/menu) for this viewer. When the owner chose "Only what my bar can
 * make now", only recipes their bar makes are listed, for every viewer.
 */
export async function getDrinkMenu(slug: string, viewerId: ViewerId): Promise<SlugLookup<DrinkMenuData>> {
  const where = canSeeCollection(viewerId);
  return lookUpSlug(slug, where, async () => {
    const [collection] = await db
      .select({
        id: collections.id,
        name: collections.name,
        slug: collections.slug,
        description: collections.description,
        user_id: collections.user_id,
        menu_bar_only: collections.menu_bar_only,
      })
      .from(collections)
      .where(and(eq(collections.slug, slug), where));
    if (!collection) return null;
    const conditions = [eq(collection_recipes.collection_id, collection.id), canSeeRecipe(viewerId)];
    if (collection.menu_bar_only) {
      const keys = await getBarKeys(collection.user_id);
      conditions.push(
        sql`exists (select 1 from recipe_requirements rq where rq.recipe_id = ${recipes.id} and ${requirementsWithin(keys, "make")})`,
      );
    }
    const rows = await db
      .select({
        id: recipes.id,
        name: recipes.name,
        slug: recipes.slug,
        image_url: sql<string | null>`coalesce(${recipes.thumbnail_url}, ${recipes.image_url})`,
        author: profiles.username,
        ingredients: sql<
          string[]
        >`coalesce((select array_agg(${recipe_ingredients.name} order by ${recipe_ingredients.position})
          from ${recipe_ingredients} where ${recipe_ingredients.recipe_id} = ${recipes.id}), '{}')`,
      })
      .from(collection_recipes)
      .innerJoin(recipes, eq(recipes.id, collection_recipes.recipe_id))
      .innerJoin(profiles, eq(profiles.id, recipes.user_id))
      .where(and(...conditions))
      .orderBy(asc(collection_recipes.created_at), asc(recipes.name), asc(recipes.id))
      .limit(COLLECTION_LIST_LIMITS.recipes);
    const { user_id, ...shown } = collection;
    return {
      collection: { ...shown, is_owner: user_id === viewerId },
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        href: `/recipes/${row.author}/${row.slug}`,
        image_url: row.image_url,
        ingredients: menuIngredientLine(row.ingredients),
      })),
    };
  });
}
