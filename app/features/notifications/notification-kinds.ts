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
  // Issue 21: what moderators (or the rules) did to the member's content or account, and the outcome of
  // a report the member filed. They point at the moderation log entry, never at who acted.
  "moderation",
  "report_outcome",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

type EventSwitch = Exclude<keyof NotificationPreferences, "email_notifications" | "push_notifications" | "newsletter">;

/**
 * Comments and likes on posts follow the recipe switches: the settings page has no post switches.
 * Moderation notices have no switch (null): a member always hears what was done to their account and
 * how their reports were answered; e-mail and push still follow their master switches.
 */
export const SWITCH_OF_KIND: Record<NotificationKind, EventSwitch | null> = {
  recipe_comment: "recipe_comments",
  comment_reply: "recipe_comments",
  post_comment: "recipe_comments",
  post_reply: "recipe_comments",
  recipe_like: "recipe_likes",
  post_like: "recipe_likes",
  new_follower: "new_followers",
  collection_update: "collection_updates",
  moderation: null,
  report_outcome: null,
};

/** Whether the member's settings let this kind through (a missing key counts as on, the spec's default). */
export function kindSwitchedOn(kind: NotificationKind, preferences: Partial<Record<EventSwitch, boolean>>): boolean {
  const key = SWITCH_OF_KIND[kind];
  return key === null || preferences[key] !== false;
}
