/**
 * Writing in-app notifications (issue 17): what happened to a member's recipes, comments, posts and
 * the collections shared with them. Called by the mutations once their own transaction has committed;
 * a notification that cannot be written is logged and never fails the action that caused it.
 *
 * Each write is one INSERT … SELECT that decides everything in SQL: the recipient exists and is not the
 * actor, the kind's switch in `profiles.notification_preferences` is on (a missing key counts as on,
 * the spec's default), and the recipient may see what it is about (the privacy layer's conditions).
 * Likes and follows go in "once" (unique indexes): like, unlike, like again tells the owner once.
 */
import { type SQL, sql } from "drizzle-orm";
import { ITEM_ACTIONS } from "~/features/moderation/moderation-rules";
import { canSeePost, canSeeRecipe } from "~/features/privacy/visibility.server";
import { db, schema } from "~/lib/db.server";
import { publishSafely } from "~/lib/events.server";
import { requestNotificationDelivery } from "./notification-delivery.server";
import { NOTIFICATIONS_CHANGED } from "./notification-events";
import { type NotificationKind, SWITCH_OF_KIND } from "./notification-kinds";
import { forgetUnreadCount } from "./unread-count-memo.server";

const {
  notifications,
  profiles,
  recipes,
  recipe_comments,
  community_posts,
  post_comments,
  shared_collections,
  moderation_actions,
  moderation_cases,
  content_reports,
} = schema;

type Target = {
  recipe_id?: string | null;
  collection_id?: string | null;
  post_id?: string | null;
  recipe_comment_id?: string | null;
  post_comment_id?: string | null;
};

type Draft = {
  kind: NotificationKind;
  actorId: string;
  target: Target;
  /** The recipients: a query of profile ids (`select … as id`), or one id. */
  recipients: SQL | string | null;
  /** Whether the recipient (`p.id`, or the given id) may see the thing; omitted when they always may. */
  visible?: (recipientId: string) => SQL;
};

function switchOn(kind: NotificationKind): SQL {
  const key = SWITCH_OF_KIND[kind];
  return key ? sql`coalesce((p.notification_preferences ->> ${key})::boolean, true)` : sql`true`;
}

/** Writes the notifications and returns who received one. */
async function insertNotifications({ kind, actorId, target, recipients, visible }: Draft): Promise<string[]> {
  if (recipients === null) return [];
  const who = typeof recipients === "string" ? sql`p.id = ${recipients}` : sql`p.id in (${recipients})`;
  // The privacy conditions take the recipient as a value, so one recipient is checked at a time.
  const seen = visible && typeof recipients === "string" ? sql` and ${visible(recipients)}` : sql``;
  const result = await db.execute<{ recipient_id: string }>(sql`
    insert into ${notifications} (recipient_id, actor_id, kind, recipe_id, collection_id, post_id,
      recipe_comment_id, post_comment_id)
    select p.id, ${actorId}, ${kind}, ${target.recipe_id ?? null}::uuid, ${target.collection_id ?? null}::uuid,
      ${target.post_id ?? null}::uuid, ${target.recipe_comment_id ?? null}::uuid, ${target.post_comment_id ?? null}::uuid
    from ${profiles} p where ${who} and p.id <> ${actorId} and ${switchOn(kind)}${seen}
    on conflict do nothing
    returning recipient_id`);
  return result.rows.map((row) => row.recipient_id);
}

/** After the rows are written: ask for e-mail/push delivery and refresh each recipient's bell. */
export async function announceNotifications(recipientIds: readonly string[]): Promise<void> {
  const unique = [...new Set(recipientIds)];
  if (!unique.length) return;
  try {
    await requestNotificationDelivery(unique);
  } catch (error) {
    console.error("Could not request notification delivery:", error);
  }
  await refreshBells(unique);
}

/** Tells each member's open pages that their unread count changed (new, or read in another tab). */
export async function refreshBells(memberIds: readonly string[]): Promise<void> {
  for (const memberId of memberIds) forgetUnreadCount(memberId);
  await Promise.all(memberIds.map((recipient_id) => publishSafely(NOTIFICATIONS_CHANGED, { recipient_id })));
}

/** Runs the writes; logs a failure instead of throwing, then announces what was written. */
async function notify(label: string, write: () => Promise<string[][]>): Promise<string[]> {
  let written: string[] = [];
  try {
    written = (await write()).flat();
  } catch (error) {
    console.error(`Could not write the ${label} notification:`, error);
    return [];
  }
  await announceNotifications(written);
  return written;
}

const recipeVisibleTo = (recipeId: string) => (recipientId: string) =>
  sql`exists (select 1 from ${recipes} where ${recipes.id} = ${recipeId} and ${canSeeRecipe(recipientId)})`;

const postVisibleTo = (postId: string) => (recipientId: string) =>
  sql`exists (select 1 from ${community_posts} where ${community_posts.id} = ${postId} and ${canSeePost(recipientId)})`;

async function recipeOwner(recipeId: string): Promise<string | null> {
  const result = await db.execute<{ id: string }>(
    sql`select ${recipes.user_id} as id from ${recipes} where ${recipes.id} = ${recipeId}`,
  );
  return result.rows[0]?.id ?? null;
}

/**
 * A comment on a recipe, or a reply: the comment's author hears of a reply (comment_reply), the recipe's
 * owner of anything new under their recipe (recipe_comment) unless they wrote the comment replied to
 * (then the reply alone says it).
 */
export function notifyRecipeComment(
  actorId: string,
  comment: { id: string; recipe_id: string; parent_comment_id: string | null },
): Promise<string[]> {
  return notify("recipe comment", async () => {
    const owner = await recipeOwner(comment.recipe_id);
    const target = { recipe_id: comment.recipe_id, recipe_comment_id: comment.id };
    const visible = recipeVisibleTo(comment.recipe_id);
    let parentAuthor: string | null = null;
    if (comment.parent_comment_id) {
      const result = await db.execute<{ id: string | null }>(
        sql`select ${recipe_comments.profile_id} as id from ${recipe_comments} where ${recipe_comments.id} = ${comment.parent_comment_id}`,
      );
      parentAuthor = result.rows[0]?.id ?? null;
    }
    const replies = await insertNotifications({
      kind: "comment_reply",
      actorId,
      target,
      recipients: parentAuthor,
      visible,
    });
    const toOwner =
      owner && owner !== parentAuthor
        ? await insertNotifications({ kind: "recipe_comment", actorId, target, recipients: owner, visible })
        : [];
    return [replies, toOwner];
  });
}

/** A like on a recipe: its owner, once per member and recipe. */
export function notifyRecipeLike(actorId: string, recipeId: string): Promise<string[]> {
  return notify("recipe like", async () => [
    await insertNotifications({
      kind: "recipe_like",
      actorId,
      target: { recipe_id: recipeId },
      recipients: await recipeOwner(recipeId),
      visible: recipeVisibleTo(recipeId),
    }),
  ]);
}

/** A new follower: the member followed, once per follower. */
export function notifyNewFollower(actorId: string, followedId: string): Promise<string[]> {
  return notify("new follower", async () => [
    await insertNotifications({ kind: "new_follower", actorId, target: {}, recipients: followedId }),
  ]);
}

/**
 * The owner changed a collection (recipes added or removed, details edited): every member it is shared
 * with, who may see it by being shared with.
 */
export function notifyCollectionUpdate(actorId: string, collectionIds: readonly string[]): Promise<string[]> {
  return notify("collection update", () =>
    Promise.all(
      [...new Set(collectionIds)].map((collectionId) =>
        insertNotifications({
          kind: "collection_update",
          actorId,
          target: { collection_id: collectionId },
          recipients: sql`select ${shared_collections.user_id} from ${shared_collections} where ${shared_collections.collection_id} = ${collectionId}`,
        }),
      ),
    ),
  );
}

/**
 * A comment on a post, or a reply: the author of the comment replied to hears of the reply (post_reply),
 * the post's author of anything new under it (post_comment) unless they wrote that comment.
 */
export function notifyPostComment(
  actorId: string,
  comment: { id: string; post_id: string; replied_to_id: string | null },
): Promise<string[]> {
  return notify("post comment", async () => {
    const target = { post_id: comment.post_id, post_comment_id: comment.id };
    const visible = postVisibleTo(comment.post_id);
    const ownerRow = await db.execute<{ id: string }>(
      sql`select ${community_posts.user_id} as id from ${community_posts} where ${community_posts.id} = ${comment.post_id}`,
    );
    const owner = ownerRow.rows[0]?.id ?? null;
    let repliedTo: string | null = null;
    if (comment.replied_to_id) {
      const result = await db.execute<{ id: string | null }>(
        sql`select ${post_comments.user_id} as id from ${post_comments} where ${post_comments.id} = ${comment.replied_to_id}`,
      );
      repliedTo = result.rows[0]?.id ?? null;
    }
    const replies = await insertNotifications({ kind: "post_reply", actorId, target, recipients: repliedTo, visible });
    const toOwner =
      owner && owner !== repliedTo
        ? await insertNotifications({ kind: "post_comment", actorId, target, recipients: owner, visible })
        : [];
    return [replies, toOwner];
  });
}

/** A like on a post: its author, once per member and post. */
export function notifyPostLike(actorId: string, post: { id: string; user_id: string }): Promise<string[]> {
  return notify("post like", async () => [
    await insertNotifications({
      kind: "post_like",
      actorId,
      target: { post_id: post.id },
      recipients: post.user_id,
      visible: postVisibleTo(post.id),
    }),
  ]);
}

/**
 * Moderation (issue 21), after the log entries are committed: the member an entry concerns hears what
 * was done to their content or account and why (every entry but a plain "keep" of something that stayed
 * up, which they need not know was reported), and each member whose report the entry decided hears the
 * outcome. No switch turns these off, and no actor is stored: a notice never says who acted.
 */
export function notifyModeration(actionIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(actionIds)];
  if (!ids.length) return Promise.resolve([]);
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return notify("moderation", async () => {
    const members = await db.execute<{ recipient_id: string }>(sql`
      insert into ${notifications} (recipient_id, kind, moderation_action_id)
      select a.member_id, 'moderation', a.id
      from ${moderation_actions} a left join ${moderation_cases} c on c.id = a.case_id
      where a.id in (${list}) and a.member_id is not null and (a.action <> 'keep' or c.kind = 'appeal')
      on conflict do nothing
      returning recipient_id`);
    const reporters = await db.execute<{ recipient_id: string }>(sql`
      insert into ${notifications} (recipient_id, kind, moderation_action_id)
      select distinct r.reporter_id, 'report_outcome', a.id
      from ${moderation_actions} a
      join ${moderation_cases} c on c.id = a.case_id and c.kind = 'reports'
      join ${content_reports} r on r.case_id = c.id
      where a.id in (${list}) and a.action in (${sql.join(
        ITEM_ACTIONS.map((action) => sql`${action}`),
        sql`, `,
      )})
        and r.reporter_id is distinct from a.moderator_id
      on conflict do nothing
      returning recipient_id`);
    return [members.rows.map((row) => row.recipient_id), reporters.rows.map((row) => row.recipient_id)];
  });
}
