/**
 * Reads for public profiles (part 2 §2 "Public profile"). What the viewer may see is decided by the
 * privacy layer (app/features/privacy): the profile's fields, and which recipes and collections show
 * and count.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { listMemberCollections } from "~/features/collections/collection-queries.server";
import type { CollectionCardData } from "~/features/collections/collection-types";
import { listMemberPosts } from "~/features/feed/feed-queries.server";
import type { FeedPost } from "~/features/feed/feed-types";
import { maskProfile, privacySettingsOf, profileAccess, shownNames } from "~/features/privacy/profile-privacy.server";
import { canSeeProfile, profileCollectionFor, profileRecipeFor } from "~/features/privacy/visibility.server";
import { cardColumns, toCard } from "~/features/recipes/recipe-queries.server";
import type { RecipeCardData } from "~/features/recipes/recipe-types";
import { RECIPE_PAGE_SIZE } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { type Paged, paged } from "~/lib/paging";

const { profiles, followers, recipes, collections } = schema;

export type SocialLinks = (typeof profiles.$inferSelect)["social_links"];

/** Grids (recipes, collections, posts) use the spec's page size; member lists are denser. */
export const PROFILE_GRID_PAGE_SIZE = RECIPE_PAGE_SIZE;
export const MEMBER_LIST_PAGE_SIZE = 20;

export type ProfileCounts = { recipes: number; collections: number; followers: number; following: number };

export type PublicProfile = {
  id: string;
  username: string;
  /** Null when the member hides their full name from others. */
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
  bio: string | null;
  location: string | null;
  /** Only when the member shows it (show_email) and the viewer may see the profile. */
  email: string | null;
  social_links: SocialLinks;
  allow_follows: boolean;
  visibility: "public" | "followers" | "private";
  /** Null when the viewer may not see the profile. */
  counts: ProfileCounts | null;
  isOwner: boolean;
  viewerFollows: boolean;
  canView: boolean;
};

export type MemberSummary = {
  username: string;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
};

/** Part 2 §2: "401" is never a member, whatever the database holds. */
function isReservedUsername(username: string) {
  return username === "401" || username.trim() === "";
}

// A select from one table leaves columns unqualified; the subqueries need the outer row's id.
const profileId = sql.raw(`"profiles"."id"`);

export async function getPublicProfile(username: string, viewerId: string | null): Promise<PublicProfile | null> {
  if (isReservedUsername(username)) return null;
  const viewer = viewerId ?? "";
  const [row] = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      profile_picture_url: profiles.profile_picture_url,
      bio: profiles.bio,
      location: profiles.location,
      email: profiles.email,
      social_links: profiles.social_links,
      privacy: profiles.privacy_settings,
      viewerFollows: sql<boolean>`exists (select 1 from ${followers} where ${followers.follower_id} = ${viewer} and ${followers.following_id} = ${profileId})`,
      recipes: sql<number>`(select count(*)::int from ${recipes} where ${recipes.user_id} = ${profileId} and ${profileRecipeFor(viewerId)})`,
      collections: sql<number>`(select count(*)::int from ${collections} where ${collections.user_id} = ${profileId} and ${profileCollectionFor(viewerId)})`,
      followers: sql<number>`(select count(*)::int from ${followers} where ${followers.following_id} = ${profileId})`,
      following: sql<number>`(select count(*)::int from ${followers} where ${followers.follower_id} = ${profileId})`,
    })
    .from(profiles)
    .where(and(eq(profiles.slug, username.toLowerCase()), canSeeProfile(viewerId)))
    .limit(1);
  if (!row) return null;

  const access = profileAccess(row.privacy, { isOwner: viewerId === row.id, follows: row.viewerFollows });
  const shown = maskProfile(row, access);
  return {
    id: row.id,
    username: row.username,
    first_name: shown.first_name,
    last_name: shown.last_name,
    profile_picture_url: row.profile_picture_url,
    bio: shown.bio,
    location: shown.location,
    email: shown.email,
    social_links: shown.social_links,
    allow_follows: access.allowFollows,
    visibility: privacySettingsOf(row.privacy).profile_visibility,
    counts: access.canView
      ? { recipes: row.recipes, collections: row.collections, followers: row.followers, following: row.following }
      : null,
    isOwner: access.isOwner,
    viewerFollows: row.viewerFollows,
    canView: access.canView,
  };
}

function pageOf(page: number) {
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The member's published recipes this viewer may see, newest first. */
export async function listProfileRecipes(
  profileId: string,
  page: number,
  viewerId: string | null,
): Promise<Paged<RecipeCardData>> {
  const p = pageOf(page);
  const where = and(eq(recipes.user_id, profileId), profileRecipeFor(viewerId));
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(recipes)
      .innerJoin(profiles, eq(profiles.id, recipes.user_id))
      .where(where)
      .orderBy(sql`${recipes.published_at} desc nulls last`, desc(recipes.created_at), desc(recipes.id))
      .limit(PROFILE_GRID_PAGE_SIZE)
      .offset((p - 1) * PROFILE_GRID_PAGE_SIZE),
    db.select({ n: count() }).from(recipes).where(where),
  ]);
  return paged(rows.map(toCard), total?.n ?? 0, p, PROFILE_GRID_PAGE_SIZE);
}

/** The member's collections this viewer may see on the profile, newest first, in the collection card's shape. */
export function listProfileCollections(
  profileId: string,
  page: number,
  viewerId: string | null,
): Promise<Paged<CollectionCardData>> {
  return listMemberCollections(
    profileId,
    viewerId,
    profileCollectionFor(viewerId),
    pageOf(page),
    PROFILE_GRID_PAGE_SIZE,
  );
}

/** The member's community posts this viewer may read, newest first (followers-only ones to followers). */
export function listProfilePosts(profileId: string, page: number, viewerId: string | null): Promise<Paged<FeedPost>> {
  return listMemberPosts(viewerId, profileId, pageOf(page), PROFILE_GRID_PAGE_SIZE);
}

function memberColumns(viewerId: string | null) {
  return { username: profiles.username, ...shownNames(viewerId), profile_picture_url: profiles.profile_picture_url };
}

/** The members on one side of a follow: who follows `profileId`, or whom it follows. Most recent first. */
async function listFollowSide(
  profileId: string,
  page: number,
  side: "followers" | "following",
  viewerId: string | null,
): Promise<Paged<MemberSummary>> {
  const p = pageOf(page);
  const [self, other] =
    side === "followers"
      ? [followers.following_id, followers.follower_id]
      : [followers.follower_id, followers.following_id];
  const where = eq(self, profileId);
  const [rows, [total]] = await Promise.all([
    db
      .select(memberColumns(viewerId))
      .from(followers)
      .innerJoin(profiles, eq(profiles.id, other))
      .where(where)
      .orderBy(desc(followers.created_at), profiles.slug)
      .limit(MEMBER_LIST_PAGE_SIZE)
      .offset((p - 1) * MEMBER_LIST_PAGE_SIZE),
    db.select({ n: count() }).from(followers).where(where),
  ]);
  return paged(rows, total?.n ?? 0, p, MEMBER_LIST_PAGE_SIZE);
}

/** Who follows the member, most recent first. */
export function listFollowers(profileId: string, page: number, viewerId: string | null) {
  return listFollowSide(profileId, page, "followers", viewerId);
}

/** Whom the member follows, most recent first. */
export function listFollowing(profileId: string, page: number, viewerId: string | null) {
  return listFollowSide(profileId, page, "following", viewerId);
}
