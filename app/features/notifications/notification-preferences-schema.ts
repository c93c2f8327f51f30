/**
 * Part 2 §2 Settings → Notifications (/settings/notifications) and §3 notification_preferences, shared by
 * the page and the server. The switches are checkboxes: sent as "on" when set, absent when not.
 */
import { z } from "zod";
import type { NotificationPreferences } from "~/lib/constants";

const flag = z
  .enum(["on", "true", "false"], { message: "Must be on or off" })
  .optional()
  .transform((value) => value === "on" || value === "true");

export const NotificationPreferencesInput = z.object({
  email_notifications: flag,
  newsletter: flag,
  push_notifications: flag,
  recipe_comments: flag,
  recipe_likes: flag,
  new_followers: flag,
  collection_updates: flag,
}) satisfies z.ZodType<NotificationPreferences, unknown>;

type PreferenceName = keyof NotificationPreferences;

/** The spec's seven switches, in its order and words, with a line saying what each does. */
export const NOTIFICATION_SWITCHES: readonly { name: PreferenceName; label: string; hint: string }[] = [
  {
    name: "email_notifications",
    label: "Email Notifications",
    hint: "A digest of what happened, at most one e-mail an hour.",
  },
  { name: "newsletter", label: "Newsletter", hint: "News and the best new recipes from Muddle." },
  { name: "push_notifications", label: "Push Notifications", hint: "Alerts from Muddle on this device." },
  { name: "recipe_comments", label: "Recipe Comments", hint: "Comments on your recipes and replies to your comments." },
  { name: "recipe_likes", label: "Recipe Likes", hint: "Likes on your recipes and posts." },
  { name: "new_followers", label: "New Followers", hint: "When someone starts following you." },
  { name: "collection_updates", label: "Collection Updates", hint: "Changes to collections shared with you." },
];

export const NOTIFICATION_PREFERENCES_SAVED = "Notification preferences saved successfully";
export const NOTIFICATION_PREFERENCES_SAVE_FAILED = "Failed to save notification preferences";
export const NOTIFICATION_PREFERENCES_LOAD_FAILED = "Failed to load notification preferences";

export const UNSUBSCRIBED = "You will no longer receive notification e-mails from Muddle.";
export const UNSUBSCRIBE_LINK_INVALID =
  "This unsubscribe link has expired or is not valid. Nothing was changed. Sign in and turn off Email Notifications in your settings instead.";
