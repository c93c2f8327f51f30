/**
 * What a member can be told about (issue 17), and which switch on /settings/notifications
 * (part 2 §3 notification_preferences) governs each. One list: the database's check constraint,
 * the writers, the list page and the e-mail digest all read it.
 */
import type { NotificationPreferences } from "~/lib/constants";

export const NOTIFICATION_KINDS = [
  "recipe_comment",
  "comment_reply",
  "recipe_like",
  "new_follower",
  "collection_update",
  "post_comment",
  "post_reply",
  "post_like",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

type EventSwitch = Exclude<keyof NotificationPreferences, "email_notifications" | "push_notifications" | "newsletter">;

/** Comments and likes on posts follow the recipe switches: the settings page has no post switches. */
export const SWITCH_OF_KIND: Record<NotificationKind, EventSwitch> = {
  recipe_comment: "recipe_comments",
  comment_reply: "recipe_comments",
  post_comment: "recipe_comments",
  post_reply: "recipe_comments",
  recipe_like: "recipe_likes",
  post_like: "recipe_likes",
  new_follower: "new_followers",
  collection_update: "collection_updates",
};
