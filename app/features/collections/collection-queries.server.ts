/**
 * Reads of collections (part 2 §2, issue 15). Who may see which collection, and which recipes inside
 * it, is the privacy layer's (app/features/privacy/visibility.server.ts): every read here composes
 * canSeeCollection / listedCollection with canSeeRecipe, so a recipe the viewer may not open is
 * neither shown nor counted.
 */
import { and, asc, count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import { shownNames } from "~/features/privacy/profile-privacy.server";
import { visibilityOf } from "~/features/privacy/visibility";
import { canSeeCollection, canSeeRecipe, listedCollection, type ViewerId } from "~/features/privacy/visibility.server";
import { cardColumns, toCard } from "~/features/recipes/recipe-queries.server";
import type { RecipeCardData } from "~/features/recipes/recipe-types";
import { COLLECTIONS_PAGE_SIZE } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { type Paged, paged } from "~/lib/paging";
import type {
  CollectionCardData,
  CollectionPageData,
  CollectionSharee,
  ManagedCollectionData,
  SlugLookup,
} from "./collection-types";

const { collections, collection_recipes, collection_likes, collection_slug_redirects, shared_collections } = schema;
const { recipes, profiles } = schema;

/** Recipe cards on a collection's page. */
export const COLLECTION_RECIPES_PAGE_SIZE = 24;

/** The recipes in the collection (of the outer row) that this viewer may see, counted. */
function visibleRecipeCount(viewerId: ViewerId): SQL<number> {
  return sql<number>`(select count(*)::int from ${collection_recipes}
    join ${recipes} on ${recipes.id} = ${collection_recipes.recipe_id}
    where ${collection_recipes.collection_id} = ${collections.id} and ${canSeeRecipe(viewerId)})`;
}

/** Card columns for a collection seen by `viewerId`; the caller joins profiles on the owner. */
export function cardSelection(viewerId: ViewerId) {
  return {
    id: collections.id,
    name: collections.name,
    slug: collections.slug,
    description: collections.description,
    image_url: collections.image_url,
    recipe_count: visibleRecipeCount(viewerId),
    owner_username: profiles.username,
    is_public: collections.is_public,
    followers_only: collections.followers_only,
  };
}

type CardRow = { is_public: boolean; followers_only: boolean } & Omit<CollectionCardData, "visibility">;

export function toCollectionCard({ is_public, followers_only, ...rest }: CardRow): CollectionCardData {
  return { ...rest, visibility: visibilityOf({ is_public, followers_only }) };
}

/** Part 2 §2 home: featured collections, most liked public ones first. */
export async function listFeaturedCollections(limit: number): Promise<CollectionCardData[]> {
  const rows = await db
    .select(cardSelection(null))
    .from(collections)
    .leftJoin(profiles, eq(profiles.id, collections.user_id))
    .where(listedCollection)
    .orderBy(desc(collections.likes_count), desc(collections.created_at))
    .limit(limit);
  return rows.map(toCollectionCard);
}

/**
 * A page of one member's collections that `where` admits (all for the owner; profileCollectionFor on
 * their profile), newest first, as `viewerId` sees the cards.
 */
export async function listMemberCollections(
  ownerId: string,
  viewerId: ViewerId,
  where: SQL | undefined,
  page: number,
  pageSize: number,
): Promise<Paged<CollectionCardData>> {
  const condition = and(eq(collections.user_id, ownerId), where);
  const [rows, [total]] = await Promise.all([
    db
      .select(cardSelection(viewerId))
      .from(collections)
      .innerJoin(profiles, eq(profiles.id, collections.user_id))
      .where(condition)
      .orderBy(desc(collections.created_at), desc(collections.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(collections).where(condition),
  ]);
  return paged(rows.map(toCollectionCard), total?.n ?? 0, page, pageSize);
}

/** My Collections (/bar/collections): a page of the member's own, newest first. */
export const MY_COLLECTIONS_PAGE_SIZE = 24;

export function listMyCollections(memberId: string, page = 1, pageSize = MY_COLLECTIONS_PAGE_SIZE) {
  return listMemberCollections(memberId, memberId, undefined, page, pageSize);
}

/** Escapes LIKE's wildcards so a search for "100%" means the text, not a pattern. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The public list (/collections): newest first, optionally those whose name contains `search`
 * (a trigram index answers it). The page is read by id first so a deep OFFSET walks only the index.
 */
export async function listPublicCollections({
  search,
  page,
  pageSize = COLLECTIONS_PAGE_SIZE,
}: {
  search?: string;
  page: number;
  pageSize?: number;
}): Promise<Paged<CollectionCardData>> {
  const where = and(listedCollection, search ? ilike(collections.name, containing(search)) : undefined);
  const order = [desc(collections.created_at), desc(collections.id)];
  const ids = db
    .select({ id: collections.id })
    .from(collections)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as("page");
  const [rows, [total]] = await Promise.all([
    db
      .select(cardSelection(null))
      .from(ids)
      .innerJoin(collections, eq(collections.id, ids.id))
      .leftJoin(profiles, eq(profiles.id, collections.user_id))
      .orderBy(...order),
    db.select({ n: count() }).from(collections).where(where),
  ]);
  return paged(rows.map(toCollectionCard), total?.n ?? 0, page, pageSize);
}

function pageColumns(viewerId: ViewerId) {
  return {
    id: collections.id,
    name: collections.name,
    slug: collections.slug,
    description: collections.description,
    image_url: collections.image_url,
    is_public: collections.is_public,
    followers_only: collections.followers_only,
    user_id: collections.user_id,
    owner_username: profiles.username,
    likes_count: collections.likes_count,
    liked: viewerId
      ? sql<boolean>`exists (select 1 from ${collection_likes} where ${collection_likes.collection_id} = ${collections.id} and ${collection_likes.user_id} = ${viewerId})`
      : sql<boolean>`false`,
    view_count: collections.view_count,
    shares_count: collections.shares_count,
    recipe_count: visibleRecipeCount(viewerId),
    menu_bar_only: collections.menu_bar_only,
    created_at: collections.created_at,
    updated_at: collections.updated_at,
  };
}

type PageRow = Omit<CollectionPageData, "visibility" | "is_owner"> & {
  is_public: boolean;
  followers_only: boolean;
  user_id: string;
};

function toPage({ is_public, followers_only, user_id, ...rest }: PageRow, viewerId: ViewerId): CollectionPageData {
  return { ...rest, visibility: visibilityOf({ is_public, followers_only }), is_owner: user_id === viewerId };
}

async function pageBySlug(slug: string, viewerId: ViewerId, where: SQL): Promise<CollectionPageData | null> {
  const [row] = await db
    .select(pageColumns(viewerId))
    .from(collections)
    .leftJoin(profiles, eq(profiles.id, collections.user_id))
    .where(and(eq(collections.slug, slug), where));
  return row ? toPage(row, viewerId) : null;
}

/**
 * A renamed collection's current slug, when `slug` is one of its earlier ones and the viewer may see
 * it (a redirect must not tell anyone else that it exists, or its new name).
 */
async function movedTo(slug: string, where: SQL): Promise<string | null> {
  const [row] = await db
    .select({ slug: collections.slug })
    .from(collection_slug_redirects)
    .innerJoin(collections, eq(collections.id, collection_slug_redirects.collection_id))
    .where(and(eq(collection_slug_redirects.old_slug, slug), where));
  return row?.slug ?? null;
}

/** A slug's collection for this viewer (`where`), else where it moved to, else missing. */
export async function lookUpSlug<T>(slug: string, where: SQL, read: () => Promise<T | null>): Promise<SlugLookup<T>> {
  const data = await read();
  if (data) return { kind: "found", data };
  const moved = await movedTo(slug, where);
  return moved ? { kind: "moved", slug: moved } : { kind: "missing" };
}

/** The collection page (/collections/{slug}) for this viewer: found, moved (renamed) or missing. */
export function getCollectionPage(slug: string, viewerId: ViewerId): Promise<SlugLookup<CollectionPageData>> {
  const where = canSeeCollection(viewerId);
  return lookUpSlug(slug, where, () => pageBySlug(slug, viewerId, where));
}

/** The members the collection is shared with, by name (their privacy decides whether names show). */
async function sharees(collectionId: string, viewerId: string): Promise<CollectionSharee[]> {
  return db
    .select({
      id: profiles.id,
      username: profiles.username,
      ...shownNames(viewerId),
      profile_picture_url: profiles.profile_picture_url,
    })
    .from(shared_collections)
    .innerJoin(profiles, eq(profiles.id, shared_collections.user_id))
    .where(eq(shared_collections.collection_id, collectionId))
    .orderBy(asc(shared_collections.created_at), asc(profiles.username));
}

/** The owner's management page (/bar/collections/{slug}); anyone else's collection is missing. */
export async function getManagedCollection(
  owner: { id: string },
  slug: string,
): Promise<SlugLookup<ManagedCollectionData>> {
  const where = eq(collections.user_id, owner.id);
  return lookUpSlug(slug, where, async () => {
    const page = await pageBySlug(slug, owner.id, where);
    if (!page) return null;
    return { ...page, shared_with: await sharees(page.id, owner.id) };
  });
}

/** The recipes of a collection the viewer may see, as cards, in the order they were added. */
export async function listCollectionRecipes(
  collectionId: string,
  viewerId: ViewerId,
  page = 1,
  pageSize = COLLECTION_RECIPES_PAGE_SIZE,
): Promise<Paged<RecipeCardData>> {
  const where = and(eq(collection_recipes.collection_id, collectionId), canSeeRecipe(viewerId));
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(collection_recipes)
      .innerJoin(recipes, eq(recipes.id, collection_recipes.recipe_id))
      .innerJoin(profiles, eq(profiles.id, recipes.user_id))
      .where(where)
      .orderBy(asc(collection_recipes.created_at), asc(recipes.name), asc(recipes.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(collection_recipes)
      .innerJoin(recipes, eq(recipes.id, collection_recipes.recipe_id))
      .where(where),
  ]);
  return paged(rows.map(toCard), total?.n ?? 0, page, pageSize);
}
