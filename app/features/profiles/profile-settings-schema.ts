/**
 * The profile settings form (part 2 §2 /settings/profile, issue 14): one schema for the form's own
 * checks in the browser and the server action. Usernames follow the sign-up rules; every text field
 * is cleaned like all user text; social links become canonical addresses (social-links.ts).
 */
import { z } from "zod";
import { UsernameSchema } from "~/features/auth/auth-schema";
import { EXPERTISE_LEVELS } from "~/lib/constants";
import { PROFILE_TEXT_LIMITS } from "~/lib/limits";
import { optionalCleanString } from "~/lib/text";
import { normaliseSocialLink, SOCIAL_LINK_MAX, type SocialLinkKey } from "./social-links";

export const THEMES = ["light", "dark"] as const;
export type ThemeName = (typeof THEMES)[number];

export const EXPERTISE_LABELS: Record<(typeof EXPERTISE_LEVELS)[number], string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  expert: "Expert",
  professional: "Professional",
};

export const PROFILE_UPDATED = "Profile updated successfully";
export const PROFILE_UPDATE_FAILED = "Error updating profile";
// Part 2 §5 profile picture: the spec's words.
export const PICTURE_UPDATED = "Profile picture updated";
export const PICTURE_REMOVED = "Profile picture removed";
export const PICTURE_UPDATE_FAILED = "Failed to update profile picture";
export const PICTURE_REMOVE_FAILED = "Failed to remove profile picture";
export const PICTURE_HINT = "JPG, PNG, GIF up to 5MB";
/** What the picture dropzone takes (the hint lists only three; WebP is accepted too). */
export const PICTURE_ACCEPT = {
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/gif": [".gif"],
  "image/webp": [".webp"],
};
export const THEME_SAVE_FAILED = "Could not save your theme. Please try again.";
export const EXPERTISE_MESSAGE = "Please choose an expertise level from the list";
export const BIO_TOO_LONG = `Bio must be at most ${PROFILE_TEXT_LIMITS.bio} characters`;

const line = { singleLine: true } as const;

/** A social link field: blank is "none"; anything else must normalise (social-links.ts) or gets its message. */
function socialLink(key: SocialLinkKey) {
  return z
    .string()
    .trim()
    .max(SOCIAL_LINK_MAX, `Links are at most ${SOCIAL_LINK_MAX} characters`)
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const result = normaliseSocialLink(key, value);
      if (result.ok) return result.url;
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    });
}

export const ProfileSettingsSchema = z.object({
  username: UsernameSchema,
  expertise_level: z.enum(EXPERTISE_LEVELS, { error: EXPERTISE_MESSAGE }).optional(),
  first_name: optionalCleanString(PROFILE_TEXT_LIMITS.name, {
    ...line,
    tooLong: `Names are at most ${PROFILE_TEXT_LIMITS.name} characters`,
  }),
  last_name: optionalCleanString(PROFILE_TEXT_LIMITS.name, {
    ...line,
    tooLong: `Names are at most ${PROFILE_TEXT_LIMITS.name} characters`,
  }),
  bio: optionalCleanString(PROFILE_TEXT_LIMITS.bio, { tooLong: BIO_TOO_LONG }),
  location: optionalCleanString(PROFILE_TEXT_LIMITS.location, {
    ...line,
    tooLong: `Location must be at most ${PROFILE_TEXT_LIMITS.location} characters`,
  }),
  website: socialLink("website"),
  twitter: socialLink("twitter"),
  instagram: socialLink("instagram"),
  facebook: socialLink("facebook"),
  youtube: socialLink("youtube"),
});

/** What the form sends (all strings) and what the server stores after parsing. */
export type ProfileSettingsFields = z.input<typeof ProfileSettingsSchema>;
export type ProfileSettingsInput = z.output<typeof ProfileSettingsSchema>;

export const THEME_MESSAGE = "Please choose Light or Dark";
export const ThemeSchema = z.enum(THEMES, { error: THEME_MESSAGE });
