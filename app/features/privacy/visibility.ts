/**
 * Part 2 §3 privacy_settings: who may see a recipe or collection, as one of three audiences.
 * Stored on the row as is_public and followers_only (migration 0022), so every existing
 * "is_public" condition stays correct: a followers-only row is never public.
 * Client-safe: forms, tiles and cards use the labels; the server conditions are in visibility.server.ts.
 */
import { VISIBILITY_OPTIONS, type Visibility } from "~/lib/constants";

export { VISIBILITY_OPTIONS, type Visibility };

/** The words the privacy settings, the recipe form and the management tiles show. */
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: "Public",
  private: "Private",
  followers: "Followers Only",
};

export type AudienceColumns = { is_public: boolean; followers_only: boolean };

export function visibilityOf(row: AudienceColumns): Visibility {
  if (row.is_public) return "public";
  return row.followers_only ? "followers" : "private";
}

export function audienceColumns(visibility: Visibility): AudienceColumns {
  return { is_public: visibility === "public", followers_only: visibility === "followers" };
}
