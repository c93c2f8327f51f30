/**
 * Issue 17: what happened to a member's recipes, comments, posts and shared collections, and how it
 * reaches them (in the app, by e-mail digest, by Web Push), plus the newsletter's subscribers.
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { NOTIFICATION_KINDS } from "~/features/notifications/notification-kinds";
import { collections } from "./collections";
import { createdAt, id } from "./columns";
import { community_posts, post_comments } from "./feed";
import { moderation_actions } from "./moderation";
import { profiles } from "./profiles";
import { recipes } from "./recipes";
import { recipe_comments } from "./social";

const kindList = sql.raw(NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(","));

/**
 * One row per thing that happened. What it points at cascades: a deleted recipe, post or comment
 * takes its notifications with it, so the list never links to something gone.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    recipient_id: text("recipient_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    actor_id: text("actor_id").references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    recipe_id: uuid("recipe_id").references(() => recipes.id, { onDelete: "cascade" }),
    collection_id: uuid("collection_id").references(() => collections.id, { onDelete: "cascade" }),
    post_id: uuid("post_id").references(() => community_posts.id, { onDelete: "cascade" }),
    recipe_comment_id: uuid("recipe_comment_id").references(() => recipe_comments.id, { onDelete: "cascade" }),
    post_comment_id: uuid("post_comment_id").references(() => post_comments.id, { onDelete: "cascade" }),
    /** The moderation log entry a `moderation` or `report_outcome` notice tells of. */
    moderation_action_id: uuid("moderation_action_id").references(() => moderation_actions.id, {
      onDelete: "cascade",
    }),
    created_at: createdAt(),
    read_at: timestamp("read_at", { withTimezone: true }),
    /** Set once the notification went out in an e-mail digest, or was found not to be e-mailed. */
    emailed_at: timestamp("emailed_at", { withTimezone: true }),
    /** Set once sent to the member's browsers by Web Push, or found not to be pushed. */
    pushed_at: timestamp("pushed_at", { withTimezone: true }),
  },
  (t) => [
    check("notifications_kind_check", sql`${t.kind} in (${kindList})`),
    index("notifications_recipient_idx").on(t.recipient_id, t.created_at.desc(), t.id.desc()),
    index("notifications_unread_idx").on(t.recipient_id).where(sql`${t.read_at} is null`),
    index("notifications_unemailed_idx").on(t.recipient_id).where(sql`${t.emailed_at} is null`),
    index("notifications_unpushed_idx").on(t.recipient_id).where(sql`${t.pushed_at} is null`),
    index("notifications_actor_idx").on(t.actor_id),
    // Like, unlike, like again tells the owner once; so does follow, unfollow, follow.
    uniqueIndex("notifications_recipe_like_once").on(t.actor_id, t.recipe_id).where(sql`${t.kind} = 'recipe_like'`),
    uniqueIndex("notifications_post_like_once").on(t.actor_id, t.post_id).where(sql`${t.kind} = 'post_like'`),
    // One notice per log entry and recipient, however often the writer is retried.
    uniqueIndex("notifications_moderation_once")
      .on(t.moderation_action_id, t.recipient_id)
      .where(sql`${t.moderation_action_id} is not null`),
    uniqueIndex("notifications_follow_once").on(t.actor_id, t.recipient_id).where(sql`${t.kind} = 'new_follower'`),
  ],
);

/** When each member was last sent a digest: at most one an hour. */
export const email_digests = pgTable("email_digests", {
  profile_id: text("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  last_sent_at: timestamp("last_sent_at", { withTimezone: true }).notNull(),
});

/** A browser's Web Push subscription (VAPID), one row per endpoint. */
export const push_subscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    profile_id: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    user_agent: text("user_agent"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_profile_idx").on(t.profile_id),
  ],
);

/**
 * The home page's newsletter box and the Newsletter switch (double opt-in): "pending" until the
 * link in the confirmation e-mail is followed.
 */
export const newsletter_subscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: id(),
    /** Lower-cased. */
    email: text("email").notNull(),
    profile_id: text("profile_id").references(() => profiles.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    created_at: createdAt(),
    confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribed_at: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_idx").on(t.email),
    index("newsletter_subscriptions_profile_idx").on(t.profile_id),
    check("newsletter_subscriptions_status_check", sql`${t.status} in ('pending','subscribed','unsubscribed')`),
  ],
);
