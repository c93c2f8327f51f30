/**
 * Who may see a recipe or a collection, written once as SQL conditions that every query composes
 * (ARCHITECTURE "one policy layer"). Part 2 §3 privacy: public (anyone), followers (the owner's
 * followers and the owner), private (the owner). Drafts are the author's alone.
 *
 * Two kinds of place read recipes:
 * - public places (listings, search, featured lists, the sitemap, structured data, counts shown to
 *   everyone) use `listedRecipe`: published and public, never followers-only;
 * - one viewer's places (a recipe page, its comments and reactions, a profile's tab, saved recipes)
 *   use `canSeeRecipe(viewerId)`, which adds what this viewer is entitled to beyond the public.
 */
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { schema } from "~/lib/db.server";

const { recipes, collections, followers, shared_collections, community_posts } = schema;

export type ViewerId = string | null;
/**
 * A viewer's id, or an SQL expression that yields it per row (a column of a batch of counted views,
 * app/features/views): the same conditions then apply to each row's own viewer in one statement.
 */
type ViewerRef = string | SQL;

/** The viewer follows the member whose id is in `ownerId` (a column of the outer row). */
export function viewerFollows(viewerId: ViewerRef, ownerId: AnyPgColumn | SQL): SQL {
  return sql`exists (select 1 from ${followers} where ${followers.follower_id} = ${viewerId} and ${followers.following_id} = ${ownerId})`;
}

/** Shown to everyone, everywhere: published and public. */
export const listedRecipe = and(eq(recipes.status, "published"), eq(recipes.is_public, true)) as SQL;

/** Published and shared with this viewer: public, or followers-only and the viewer follows the author. */
function publishedFor(viewerId: ViewerRef): SQL {
  return and(
    eq(recipes.status, "published"),
    or(eq(recipes.is_public, true), and(eq(recipes.followers_only, true), viewerFollows(viewerId, recipes.user_id))),
  ) as SQL;
}

/** May this viewer open the recipe: what is published for them, or anything of their own (drafts too). */
export function canSeeRecipe(viewerId: ViewerId | SQL): SQL {
  if (!viewerId) return listedRecipe;
  return or(eq(recipes.user_id, viewerId), publishedFor(viewerId)) as SQL;
}

/**
 * A member's recipes as their profile shows them to this viewer: published ones the viewer may see.
 * The owner sees their public and followers-only recipes there (how others see them); private ones stay
 * on My Recipes.
 */
export function profileRecipeFor(viewerId: ViewerId): SQL {
  if (!viewerId) return listedRecipe;
  return or(
    publishedFor(viewerId),
    and(eq(recipes.status, "published"), eq(recipes.user_id, viewerId), eq(recipes.followers_only, true)),
  ) as SQL;
}

/** Collections shown to everyone: public ones. */
export const listedCollection = eq(collections.is_public, true);

/** The owner shared the collection with this viewer by name (part 2 §3 shared_collections). */
function sharedWithViewer(viewerId: ViewerRef): SQL {
  return sql`exists (select 1 from ${shared_collections} where ${shared_collections.collection_id} = ${collections.id} and ${shared_collections.user_id} = ${viewerId})`;
}

/**
 * May this viewer open the collection (its page, menu, QR code and structured data): public, their own,
 * shared with them, or followers-only and they follow the owner. Everyone else gets "not found".
 */
export function canSeeCollection(viewerId: ViewerId | SQL): SQL {
  if (!viewerId) return listedCollection;
  return or(
    eq(collections.is_public, true),
    eq(collections.user_id, viewerId),
    sharedWithViewer(viewerId),
    and(eq(collections.followers_only, true), viewerFollows(viewerId, collections.user_id)),
  ) as SQL;
}

/** A member's collections as their profile shows them to this viewer (private ones stay in the owner's area). */
export function profileCollectionFor(viewerId: ViewerId): SQL {
  if (!viewerId) return listedCollection;
  return or(
    eq(collections.is_public, true),
    and(
      eq(collections.followers_only, true),
      or(eq(collections.user_id, viewerId), viewerFollows(viewerId, collections.user_id)),
    ),
  ) as SQL;
}

/** Community posts shown to everyone (feeds for guests, search, popular lists): public ones. */
export const listedPost = eq(community_posts.followers_only, false);

/**
 * May this viewer read the post, its comments, likes and live events (issue 16): public, their own, or
 * followers-only and they follow the author. Everyone else gets "not found".
 */
export function canSeePost(viewerId: ViewerId): SQL {
  if (!viewerId) return listedPost;
  return or(
    eq(community_posts.followers_only, false),
    eq(community_posts.user_id, viewerId),
    viewerFollows(viewerId, community_posts.user_id),
  ) as SQL;
}
