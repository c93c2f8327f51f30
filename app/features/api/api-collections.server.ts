/**
 * Collections as the API shows them (issue 22). Every read composes the policy layer's conditions:
 * canSeeCollection for the collection, canSeeRecipe for each recipe in it (a private recipe in a
 * public collection is neither listed nor counted).
 */
import { and, asc, eq, ilike, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { cardSelection, containing, toCollectionCard } from "~/features/collections/collection-queries.server";
import { canSeeCollection, canSeeRecipe, listedCollection } from "~/features/privacy/visibility.server";
import { db, schema } from "~/lib/db.server";
import { afterKeys, keysetPage, keyTextColumns, orderBySql, type SortKey } from "~/lib/keyset.server";
import { COLLECTION_LIST_LIMITS } from "~/lib/limits";
import { absoluteUrl, siteUrl, summaryColumns, summaryOfRow } from "./api-recipes.server";
import type { Collection, CollectionSummary } from "./api-schemas";

const { collections, collection_recipes, recipes, profiles } = schema;

export const COLLECTION_ORDER: SortKey[] = [
  { expr: collections.created_at, direction: "desc", type: "timestamptz" },
  { expr: collections.id, direction: "desc", type: "uuid" },
];

type SummaryRow = Parameters<typeof toCollectionCard>[0] & { created_at: Date; updated_at: Date };

function toCollectionSummary(row: SummaryRow): z.input<typeof CollectionSummary> {
  const card = toCollectionCard(row);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url: siteUrl(`/collections/${encodeURIComponent(row.slug)}`),
    owner: row.owner_username
      ? { username: row.owner_username, url: siteUrl(`/${row.owner_username.toLowerCase()}`) }
      : null,
    description: row.description,
    image_url: absoluteUrl(row.image_url),
    visibility: card.visibility,
    recipe_count: Number(row.recipe_count),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function columns(viewerId: string | null) {
  return { ...cardSelection(viewerId), created_at: collections.created_at, updated_at: collections.updated_at };
}

/** Public collections (optionally whose name contains `search`), or the member's own with `ownerId`. */
export async function listApiCollections(options: {
  limit: number;
  after?: (string | null)[];
  search?: string;
  ownerId?: string;
  recipeViewerId: string | null;
}) {
  const where: (SQL | undefined)[] = [
    options.ownerId ? eq(collections.user_id, options.ownerId) : listedCollection,
    options.search ? ilike(collections.name, containing(options.search)) : undefined,
    options.after ? afterKeys(COLLECTION_ORDER, options.after) : undefined,
  ];
  const rows = await db
    .select({ ...columns(options.recipeViewerId), ...keyTextColumns(COLLECTION_ORDER) })
    .from(collections)
    .leftJoin(profiles, eq(profiles.id, collections.user_id))
    .where(and(...where))
    .orderBy(...orderBySql(COLLECTION_ORDER))
    .limit(options.limit + 1);
  const { shown, nextKeys } = keysetPage(rows, options.limit, COLLECTION_ORDER);
  return { items: shown.map((row) => toCollectionSummary(row as SummaryRow)), nextKeys };
}

/** One collection the viewer may see, with the recipes in it they may see, in the order they were added. */
export async function getApiCollection(
  viewerId: string | null,
  collectionId: string,
  /** Whose recipes inside it are shown: see recipeViewerIdOf. */
  recipeViewerId: string | null,
): Promise<z.input<typeof Collection> | null> {
  const [row] = await db
    .select({ ...columns(recipeViewerId), likes_count: collections.likes_count })
    .from(collections)
    .leftJoin(profiles, eq(profiles.id, collections.user_id))
    .where(and(eq(collections.id, collectionId), canSeeCollection(viewerId)));
  if (!row) return null;
  const inside = await db
    .select(summaryColumns)
    .from(collection_recipes)
    .innerJoin(recipes, eq(recipes.id, collection_recipes.recipe_id))
    .innerJoin(profiles, eq(profiles.id, recipes.user_id))
    .where(and(eq(collection_recipes.collection_id, collectionId), canSeeRecipe(recipeViewerId)))
    .orderBy(asc(collection_recipes.created_at), asc(recipes.name), asc(recipes.id))
    .limit(COLLECTION_LIST_LIMITS.recipes);
  return {
    ...toCollectionSummary(row as SummaryRow),
    likes_count: row.likes_count,
    recipes: inside.map(summaryOfRow),
  };
}
