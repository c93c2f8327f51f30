/**
 * What a notification entry says and where it leads (issue 17), shared by the list page and its tests.
 * No server code: the page's components import the types.
 */
import { collectionPath } from "~/features/collections/public-collections-params";
import { describeModerationNotice, type ModerationFacts } from "~/features/moderation/moderation-notice-text";
import { formatDate } from "~/lib/format";
import type { NotificationKind } from "./notification-kinds";

export type NotificationFacts = {
  /** The newest row of the entry. */
  id: string;
  /** Every row the entry stands for (marked read together). */
  ids: string[];
  kind: NotificationKind;
  /** How many rows (members, for likes) the entry groups. */
  count: number;
  unread: boolean;
  created_at: string;
  actor: { username: string; picture: string | null } | null;
  recipe: { name: string; slug: string; owner: string } | null;
  recipe_comment_id: string | null;
  collection: { name: string; slug: string } | null;
  post_id: string | null;
  post_comment_id: string | null;
  /** The moderation log entry of a `moderation` or `report_outcome` notice. */
  moderation: ModerationFacts | null;
};

export type NotificationEntry = {
  id: string;
  ids: string[];
  kind: NotificationKind;
  unread: boolean;
  created_at: string;
  actor: { username: string; picture: string | null } | null;
  /** "Ann and 12 others liked Negroni", split so the page can set the names apart. */
  who: string;
  action: string;
  object: string | null;
  /** A line under the sentence (a moderation notice's reason), if any. */
  detail: string | null;
  /** The whole sentence and its detail, for accessible names, e-mails, pushes and tests. */
  text: string;
  href: string;
};

export type NotificationPage = {
  entries: NotificationEntry[];
  /** The cursor of the next page, or null on the last. */
  next: string | null;
  /** The server's UTC date (YYYY-MM-DD) when the page was read: "Today" and "Yesterday" count from it. */
  today: string;
};

/** The columns a query reads about what a notification points at (left joins: null when gone). */
export type NotificationTargetRow = {
  actor_username: string | null;
  actor_picture: string | null;
  recipe_name: string | null;
  recipe_slug: string | null;
  recipe_owner: string | null;
  recipe_comment_id: string | null;
  collection_name: string | null;
  collection_slug: string | null;
  post_id: string | null;
  post_comment_id: string | null;
  moderation_action_id: string | null;
  moderation_action: ModerationFacts["action"] | null;
  moderation_target: ModerationFacts["target_type"] | null;
  moderation_reason: string | null;
  moderation_until: string | Date | null;
  moderation_title: string | null;
  moderation_appeal: boolean | null;
};

/** The part of NotificationFacts that a row's joined columns give, the same for every reader. */
export function targetFacts(
  row: NotificationTargetRow,
): Pick<
  NotificationFacts,
  "actor" | "recipe" | "recipe_comment_id" | "collection" | "post_id" | "post_comment_id" | "moderation"
> {
  return {
    actor: row.actor_username ? { username: row.actor_username, picture: row.actor_picture } : null,
    recipe:
      row.recipe_slug && row.recipe_owner
        ? { name: row.recipe_name ?? "", slug: row.recipe_slug, owner: row.recipe_owner }
        : null,
    recipe_comment_id: row.recipe_comment_id,
    collection: row.collection_slug ? { name: row.collection_name ?? "", slug: row.collection_slug } : null,
    post_id: row.post_id,
    post_comment_id: row.post_comment_id,
    moderation:
      row.moderation_action_id && row.moderation_action && row.moderation_target
        ? {
            action_id: row.moderation_action_id,
            action: row.moderation_action,
            target_type: row.moderation_target,
            reason: row.moderation_reason ?? "",
            title: row.moderation_title,
            until: row.moderation_until ? new Date(row.moderation_until).toISOString() : null,
            appeal: row.moderation_appeal === true,
          }
        : null,
  };
}

export { NOTIFICATIONS_PATH } from "./notifications-path";

/** The page of a single community post (and its thread). */
export function postPath(postId: string): string {
  return `/community/posts/${postId}`;
}

function recipePath(recipe: { slug: string; owner: string }): string {
  return `/recipes/${encodeURIComponent(recipe.owner)}/${encodeURIComponent(recipe.slug)}`;
}

function others(count: number): string {
  if (count <= 1) return "";
  return count === 2 ? " and 1 other" : ` and ${count - 1} others`;
}

export function describeNotification(facts: NotificationFacts): NotificationEntry {
  const who = `${facts.actor?.username ?? "Someone"}${others(facts.count)}`;
  const recipeName = facts.recipe?.name ?? "a recipe";
  const recipeHref = facts.recipe ? recipePath(facts.recipe) : "/recipes";
  const postHref = facts.post_id ? postPath(facts.post_id) : "/community";
  let action: string;
  let object: string | null = null;
  let href: string;
  switch (facts.kind) {
    case "recipe_comment":
      action = "commented on";
      object = recipeName;
      href = `${recipeHref}#comments-title`;
      break;
    case "comment_reply":
      action = "replied to your comment on";
      object = recipeName;
      href = `${recipeHref}#comments-title`;
      break;
    case "recipe_like":
      action = "liked";
      object = recipeName;
      href = recipeHref;
      break;
    case "new_follower":
      action = "started following you";
      href = facts.actor ? `/${encodeURIComponent(facts.actor.username)}` : "/";
      break;
    case "collection_update":
      action = "updated";
      object = facts.collection?.name ?? "a collection";
      href = facts.collection ? collectionPath(facts.collection.slug) : "/collections";
      break;
    case "post_comment":
      action = "commented on your post";
      href = postHref;
      break;
    case "post_reply":
      action = "replied to your comment on a post";
      href = postHref;
      break;
    case "post_like":
      action = "liked your post";
      href = postHref;
      break;
    case "moderation":
    case "report_outcome": {
      const words = describeModerationNotice(facts.kind, facts.moderation);
      return entryOf(facts, words);
    }
  }
  return entryOf(facts, { who, action, object, detail: null, href });
}

function entryOf(
  facts: NotificationFacts,
  words: Pick<NotificationEntry, "who" | "action" | "object" | "detail" | "href">,
): NotificationEntry {
  const sentence = [words.who, words.action, words.object].filter(Boolean).join(" ");
  const text = words.detail ? `${sentence}. ${words.detail}` : sentence;
  return {
    id: facts.id,
    ids: facts.ids,
    kind: facts.kind,
    unread: facts.unread,
    created_at: facts.created_at,
    // Moderation notices never name who acted.
    actor: facts.kind === "moderation" || facts.kind === "report_outcome" ? null : facts.actor,
    ...words,
    text,
  };
}

/** "Today", "Yesterday" or the date, for the UTC day of `iso` seen from the UTC date `today`. */
export function dayLabel(iso: string, today: string): string {
  const day = iso.slice(0, 10);
  if (day === today) return "Today";
  const yesterday = new Date(`${today}T00:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  if (day === yesterday.toISOString().slice(0, 10)) return "Yesterday";
  return formatDate(iso, "long");
}

/** The entries in days, newest first, as the page shows them. */
export function groupByDay(
  entries: NotificationEntry[],
  today: string,
): { label: string; entries: NotificationEntry[] }[] {
  const days: { label: string; entries: NotificationEntry[] }[] = [];
  for (const entry of entries) {
    const label = dayLabel(entry.created_at, today);
    const current = days.at(-1);
    if (current?.label === label) current.entries.push(entry);
    else days.push({ label, entries: [entry] });
  }
  return days;
}
