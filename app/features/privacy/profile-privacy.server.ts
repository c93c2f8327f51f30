/**
 * What of a member's profile a viewer may see (part 2 §3 privacy_settings), decided once here and
 * used by every place a member's data leaves the server: the profile page, member lists, recipe
 * authors, comments, structured data and meta tags.
 * - profile_visibility private: others see only the display name and picture; followers: followers
 *   see everything, others as private. The owner always sees all.
 * - show_full_name, show_social_links, show_email hide those fields from everyone but the owner.
 */
import { type SQL, sql } from "drizzle-orm";
import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from "~/lib/constants";
import { schema } from "~/lib/db.server";
import { unmoderatedProfile, type ViewerId, viewerFollows } from "./visibility.server";

const { profiles } = schema;

/** A stored privacy_settings value with every key the spec defines (older rows may lack some). */
export function privacySettingsOf(stored: Partial<PrivacySettings> | null | undefined): PrivacySettings {
  return { ...DEFAULT_PRIVACY_SETTINGS, ...(stored ?? {}) };
}

export type ProfileAccess = {
  isOwner: boolean;
  /** Bio, location, counts, tabs and member lists. */
  canView: boolean;
  showName: boolean;
  showSocialLinks: boolean;
  showEmail: boolean;
  allowFollows: boolean;
};

export function profileAccess(
  stored: Partial<PrivacySettings> | null | undefined,
  viewer: { isOwner: boolean; follows: boolean },
): ProfileAccess {
  const privacy = privacySettingsOf(stored);
  const { isOwner, follows } = viewer;
  const visibility = privacy.profile_visibility;
  const canView = isOwner || visibility === "public" || (visibility === "followers" && follows);
  return {
    isOwner,
    canView,
    showName: isOwner || privacy.show_full_name,
    showSocialLinks: canView && (isOwner || privacy.show_social_links),
    showEmail: canView && (isOwner || privacy.show_email),
    allowFollows: privacy.allow_follows,
  };
}

/** The profile's fields with what the viewer may not see blanked. */
export function maskProfile<
  T extends {
    first_name: string | null;
    last_name: string | null;
    bio: string | null;
    location: string | null;
    email: string | null;
    social_links: Record<string, string | undefined>;
  },
>(profile: T, access: ProfileAccess): T {
  return {
    ...profile,
    first_name: access.showName ? profile.first_name : null,
    last_name: access.showName ? profile.last_name : null,
    bio: access.canView ? profile.bio : null,
    location: access.canView ? profile.location : null,
    email: access.showEmail ? profile.email : null,
    social_links: access.showSocialLinks ? profile.social_links : {},
  };
}

/**
 * First and last name of the member in the `profiles` row of a query, as this viewer may see them:
 * null when the member hides their full name from others.
 */
export function shownNames(viewerId: ViewerId): { first_name: SQL<string | null>; last_name: SQL<string | null> } {
  const hidden = sql`coalesce((${profiles.privacy_settings}->>'show_full_name')::boolean, true) = false and ${profiles.id} is distinct from ${viewerId}`;
  return {
    first_name: sql<string | null>`case when ${hidden} then null else ${profiles.first_name} end`,
    last_name: sql<string | null>`case when ${hidden} then null else ${profiles.last_name} end`,
  };
}

/**
 * Profiles everyone may see in full, as `profileAccess` decides for a stranger (profile_visibility
 * public, the default when unset) and not hidden by moderators: the ones public places list, such as the sitemap.
 */
export const listedProfile: SQL = sql`coalesce(${profiles.privacy_settings}->>'profile_visibility', ${DEFAULT_PRIVACY_SETTINGS.profile_visibility}) = 'public' and ${unmoderatedProfile}`;

/**
 * What a member did (their makes, issue 23) as the `profiles` row's privacy lets this viewer see it, the
 * same rule as the profile's own details (`profileAccess` canView): public to everyone, followers to their
 * followers, private to the member alone; hidden by moderators, to no one else.
 */
export function canSeeMemberActivity(viewerId: ViewerId): SQL {
  const visibility = sql`coalesce(${profiles.privacy_settings}->>'profile_visibility', ${DEFAULT_PRIVACY_SETTINGS.profile_visibility})`;
  if (!viewerId) return sql`(${visibility} = 'public' and ${unmoderatedProfile})`;
  return sql`(${profiles.id} = ${viewerId} or (${unmoderatedProfile} and (${visibility} = 'public'
    or (${visibility} = 'followers' and ${viewerFollows(viewerId, profiles.id)}))))`;
}
