/**
 * Part 2 §2 Privacy settings (/settings/privacy), shared by the page and the server. The switches are
 * checkboxes: sent as "on" when set, absent when not (how an HTML form reports a checkbox).
 */
import { z } from "zod";
import { type PrivacySettings, VISIBILITY_OPTIONS } from "~/lib/constants";

const visibility = z.enum(VISIBILITY_OPTIONS, { message: "Choose Public, Followers Only or Private" });
const flag = z
  .enum(["on", "true", "false"], { message: "Must be on or off" })
  .optional()
  .transform((value) => value === "on" || value === "true");

export const PrivacySettingsInput = z.object({
  profile_visibility: visibility,
  recipe_visibility: visibility,
  collection_visibility: visibility,
  show_email: flag,
  show_full_name: flag,
  show_social_links: flag,
  allow_follows: flag,
  allow_messages: flag,
}) satisfies z.ZodType<PrivacySettings, unknown>;

/** The page's words for each setting (the spec's labels, with a line saying what each does). */
export const PRIVACY_VISIBILITY_FIELDS = [
  {
    name: "profile_visibility",
    label: "Profile Visibility",
    hint: "Who can see your bio, location, links, lists and counts. Everyone sees your name and picture.",
  },
  { name: "recipe_visibility", label: "Recipe Visibility", hint: "Default visibility for new recipes" },
  { name: "collection_visibility", label: "Collection Visibility", hint: "Default visibility for new collections" },
] as const;

export const PRIVACY_SWITCHES = [
  { name: "show_email", label: "Show Email Address", hint: "Show your e-mail address on your profile." },
  { name: "show_full_name", label: "Show Full Name", hint: "Show your first and last name; otherwise only @username." },
  { name: "show_social_links", label: "Show Social Links", hint: "Show your website and social profiles." },
  { name: "allow_follows", label: "Allow Follows", hint: "Let members follow you. Existing followers stay." },
  { name: "allow_messages", label: "Allow Messages", hint: "Let members send you messages." },
] as const;

export const PRIVACY_SAVED = "Privacy settings saved successfully";
export const PRIVACY_SAVE_FAILED = "Failed to save privacy settings";
export const PRIVACY_LOAD_FAILED = "Failed to load privacy settings";
