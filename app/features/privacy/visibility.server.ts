/**
 * Who may see a recipe or a collection, written once as SQL conditions that every query composes
 * (ARCHITECTURE "one policy layer"). Part 2 §3 privacy: public (anyone), followers (the owner's
 * followers and the owner), private (the owner). Drafts are the author's alone.
 *
 * Moderation (issue 21) is part of the same conditions: an item that is not "visible" (held for review,
 * hidden by reports or a moderator) is shown to its author alone, and a removed one to no one; the
 * review queue reads items itself (app/features/moderation/).
 *
 * Two kinds of place read recipes:
 * - public places (listings, search, featured lists, the sitemap, structured data, counts shown to
 *   everyone) use `listedRecipe`: published and public, never followers-only;
 * - one viewer's places (a recipe page, its comments and reactions, a profile's tab, saved recipes)
 *   use `canSeeRecipe(viewerId)`, which adds what this viewer is entitled to beyond the public.
 */
import { and, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { schema } from "~/lib/db.server";

const {
  recipes,
  collections,
  followers,
  shared_collections,
  community_posts,
  recipe_comments,
  post_comments,
  profiles,
} = schema;

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

type ModeratedColumn = AnyPgColumn;

/** Nothing held back by moderation. */
function unmoderated(column: ModeratedColumn): SQL {
  return eq(column, "visible");
}

/** The author's own item: theirs whatever moderation says, except what a moderator removed. */
function ownedBy(ownerColumn: AnyPgColumn, moderationColumn: ModeratedColumn, viewerId: ViewerRef): SQL {
  return and(eq(ownerColumn, viewerId), ne(moderationColumn, "removed")) as SQL;
}

/** Shown to everyone, everywhere: published, public and not held back by moderation. */
export const listedRecipe = and(
  eq(recipes.status, "published"),
  eq(recipes.is_public, true),
  unmoderated(recipes.moderation),
) as SQL;

/** Published and shared with this viewer: public, or followers-only and the viewer follows the author. */
function publishedFor(viewerId: ViewerRef): SQL {
  return and(
    eq(recipes.status, "published"),
    unmoderated(recipes.moderation),
    or(eq(recipes.is_public, true), and(eq(recipes.followers_only, true), viewerFollows(viewerId, recipes.user_id))),
  ) as SQL;
}

/** May this viewer open the recipe: what is published for them, or anything of their own (drafts too). */
export function canSeeRecipe(viewerId: ViewerId | SQL): SQL {
  if (!viewerId) return listedRecipe;
  return or(ownedBy(recipes.user_id, recipes.moderation, viewerId), publishedFor(viewerId)) as SQL;
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
    and(
      eq(recipes.status, "published"),
      eq(recipes.user_id, viewerId),
      eq(recipes.followers_only, true),
      unmoderated(recipes.moderation),
    ),
  ) as SQL;
}

/** Collections shown to everyone: public ones not held back by moderation. */
export const listedCollection = and(eq(collections.is_public, true), unmoderated(collections.moderation)) as SQL;

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
    ownedBy(collections.user_id, collections.moderation, viewerId),
    and(
      unmoderated(collections.moderation),
      or(
        eq(collections.is_public, true),
        sharedWithViewer(viewerId),
        and(eq(collections.followers_only, true), viewerFollows(viewerId, collections.user_id)),
      ),
    ),
  ) as SQL;
}

/** A member's collections as their profile shows them to this viewer (private ones stay in the owner's area). */
export function profileCollectionFor(viewerId: ViewerId): SQL {
  if (!viewerId) return listedCollection;
  return and(
    unmoderated(collections.moderation),
    or(
      eq(collections.is_public, true),
      and(
        eq(collections.followers_only, true),
        or(eq(collections.user_id, viewerId), viewerFollows(viewerId, collections.user_id)),
      ),
    ),
  ) as SQL;
}

/** Community posts shown to everyone (feeds for guests, search, popular lists): public ones not held back. */
export const listedPost = and(
  eq(community_posts.followers_only, false),
  unmoderated(community_posts.moderation),
) as SQL;

/**
 * May this viewer read the post, its comments, likes and live events (issue 16): public, their own, or
 * followers-only and they follow the author. Everyone else gets "not found".
 */
export function canSeePost(viewerId: ViewerId): SQL {
  if (!viewerId) return listedPost;
  return or(
    ownedBy(community_posts.user_id, community_posts.moderation, viewerId),
    and(
      unmoderated(community_posts.moderation),
      or(eq(community_posts.followers_only, false), viewerFollows(viewerId, community_posts.user_id)),
    ),
  ) as SQL;
}

/**
 * A comment under a recipe or a post that the viewer may read (the parent's own check comes first):
 * anyone's that moderation does not hold back, and the viewer's own while held or hidden.
 */
export function canSeeRecipeComment(viewerId: ViewerId): SQL {
  if (!viewerId) return unmoderated(recipe_comments.moderation);
  return or(
    unmoderated(recipe_comments.moderation),
    ownedBy(recipe_comments.user_id, recipe_comments.moderation, viewerId),
  ) as SQL;
}

export function canSeePostComment(viewerId: ViewerId): SQL {
  if (!viewerId) return unmoderated(post_comments.moderation);
  return or(
    unmoderated(post_comments.moderation),
    ownedBy(post_comments.user_id, post_comments.moderation, viewerId),
  ) as SQL;
}

/**
 * A member's profile page and its details: hidden by moderators, it is "not found" to everyone but the
 * member (their recipes keep their own rules).
 */
export function canSeeProfile(viewerId: ViewerId): SQL {
  if (!viewerId) return unmoderated(profiles.moderation);
  return or(unmoderated(profiles.moderation), ownedBy(profiles.id, profiles.moderation, viewerId)) as SQL;
}

/** Profiles moderation does not hold back: member search lists them (listedProfile adds the privacy switch). */
export const unmoderatedProfile = unmoderated(profiles.moderation);
