/** Reads of collections. Who may see which is the privacy layer's (app/features/privacy). */
import { desc, eq, sql } from "drizzle-orm";
import { listedCollection } from "~/features/privacy/visibility.server";
import { db, schema } from "~/lib/db.server";
import type { CollectionCardData } from "./collection-types";

const { collections, profiles, collection_recipes } = schema;

/** Part 2 §2: featured collections on the home page, most liked public ones first. */
export async function listFeaturedCollections(limit: number): Promise<CollectionCardData[]> {
  return db
    .select({
      id: collections.id,
      name: collections.name,
      slug: collections.slug,
      description: collections.description,
      image_url: collections.image_url,
      recipe_count: sql<number>`(select count(*)::int from ${collection_recipes} where ${collection_recipes.collection_id} = ${collections.id})`,
      owner_username: profiles.username,
    })
    .from(collections)
    .leftJoin(profiles, eq(profiles.id, collections.user_id))
    .where(listedCollection)
    .orderBy(desc(collections.likes_count), desc(collections.created_at))
    .limit(limit);
}
