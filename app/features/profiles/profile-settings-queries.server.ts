/** What /settings/profile shows: the member's own profile, unmasked (issue 14). */
import { eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import type { ThemeName } from "./profile-settings-schema";

const { profiles } = schema;

export async function getProfileSettings(memberId: string) {
  const [row] = await db
    .select({
      username: profiles.username,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      bio: profiles.bio,
      location: profiles.location,
      expertise_level: profiles.expertise_level,
      social_links: profiles.social_links,
      profile_picture_url: profiles.profile_picture_url,
      theme: profiles.theme,
      updated_at: profiles.updated_at,
    })
    .from(profiles)
    .where(eq(profiles.id, memberId));
  if (!row) return null;
  return {
    ...row,
    theme: (row.theme as ThemeName | null) ?? null,
    updated_at: row.updated_at.toISOString(),
  };
}

export type ProfileSettings = NonNullable<Awaited<ReturnType<typeof getProfileSettings>>>;
