/**
 * The things members can report, read the same way for the report's snapshot, the queue's "current
 * content" and the moderator's actions: who wrote it, its words and images, where it lives, and where
 * moderation stands on it. Whether a viewer may see it is the policy layer's word (visibility.server.ts).
 */
import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  canSeeCollection,
  canSeePost,
  canSeePostComment,
  canSeeProfile,
  canSeeRecipe,
  canSeeRecipeComment,
  type ViewerId,
} from "~/features/privacy/visibility.server";
import { db, type Executor, schema } from "~/lib/db.server";
import { isUuid } from "~/lib/uuid";
import { type ContentSnapshot, type ModerationState, REPORT_TARGETS, type ReportTarget } from "./moderation-rules";

const { recipes, recipe_comments, collections, profiles, community_posts, post_comments } = schema;

export type TargetContent = {
  type: ReportTarget;
  id: string;
  owner_id: string | null;
  owner_username: string | null;
  moderation: ModerationState;
  snapshot: ContentSnapshot;
};

type TargetTable = {
  table: PgTable;
  id: AnyPgColumn;
  moderation: AnyPgColumn;
  owner: AnyPgColumn;
  /** The policy layer's condition: may this viewer see it. */
  visibleTo: (viewerId: ViewerId) => SQL;
  /** title, text, images and path of the row, as SQL over the table (and its parents by subquery). */
  content: { title: SQL; text: SQL; images: SQL; path: SQL };
};

const ownerSlug = (owner: AnyPgColumn) => sql`(select p.slug from profiles p where p.id = ${owner})`;

const TARGETS: Record<ReportTarget, TargetTable> = {
  recipe: {
    table: recipes,
    id: recipes.id,
    moderation: recipes.moderation,
    owner: recipes.user_id,
    visibleTo: canSeeRecipe,
    content: {
      title: sql`${recipes.name}`,
      text: sql`concat_ws(E'\n\n', ${recipes.description}, (select string_agg(i.step_description, E'\n' order by i.step_number) from recipe_instructions i where i.recipe_id = ${recipes.id}))`,
      images: sql`array_remove(array[${recipes.image_url}] || array(select ri.image_url from recipe_images ri where ri.recipe_id = ${recipes.id} order by ri.position) || array(select i.step_image_url from recipe_instructions i where i.recipe_id = ${recipes.id} and i.step_image_url is not null order by i.step_number), null)`,
      path: sql`'/recipes/' || ${ownerSlug(recipes.user_id)} || '/' || ${recipes.slug}`,
    },
  },
  recipe_comment: {
    table: recipe_comments,
    id: recipe_comments.id,
    moderation: recipe_comments.moderation,
    owner: recipe_comments.user_id,
    visibleTo: (viewerId) =>
      sql`${canSeeRecipeComment(viewerId)} and ${recipe_comments.deleted_at} is null and exists (select 1 from ${recipes} where ${recipes.id} = ${recipe_comments.recipe_id} and ${canSeeRecipe(viewerId)})`,
    content: {
      title: sql`null::text`,
      text: sql`${recipe_comments.text}`,
      images: sql`'{}'::text[]`,
      path: sql`(select '/recipes/' || ${ownerSlug(recipes.user_id)} || '/' || ${recipes.slug} from ${recipes} where ${recipes.id} = ${recipe_comments.recipe_id})`,
    },
  },
  collection: {
    table: collections,
    id: collections.id,
    moderation: collections.moderation,
    owner: collections.user_id,
    visibleTo: canSeeCollection,
    content: {
      title: sql`${collections.name}`,
      text: sql`coalesce(${collections.description}, '')`,
      images: sql`array_remove(array[${collections.image_url}], null)`,
      path: sql`'/collections/' || ${collections.slug}`,
    },
  },
  profile: {
    table: profiles,
    id: profiles.id,
    moderation: profiles.moderation,
    owner: profiles.id,
    visibleTo: canSeeProfile,
    content: {
      title: sql`${profiles.username}`,
      text: sql`concat_ws(E'\n', nullif(concat_ws(' ', ${profiles.first_name}, ${profiles.last_name}), ''), ${profiles.location}, ${profiles.bio}, nullif(${profiles.social_links}::text, '{}'))`,
      images: sql`array_remove(array[${profiles.profile_picture_url}], null)`,
      path: sql`'/' || ${profiles.slug}`,
    },
  },
  post: {
    table: community_posts,
    id: community_posts.id,
    moderation: community_posts.moderation,
    owner: community_posts.user_id,
    visibleTo: canSeePost,
    content: {
      title: sql`null::text`,
      text: sql`${community_posts.content}`,
      images: sql`${community_posts.images}`,
      path: sql`'/community/posts/' || ${community_posts.id}`,
    },
  },
  post_comment: {
    table: post_comments,
    id: post_comments.id,
    moderation: post_comments.moderation,
    owner: post_comments.user_id,
    visibleTo: (viewerId) =>
      sql`${canSeePostComment(viewerId)} and ${post_comments.deleted_at} is null and exists (select 1 from ${community_posts} where ${community_posts.id} = ${post_comments.post_id} and ${canSeePost(viewerId)})`,
    content: {
      title: sql`null::text`,
      text: sql`${post_comments.content}`,
      images: sql`${post_comments.images}`,
      path: sql`'/community/posts/' || ${post_comments.post_id}`,
    },
  },
};

function validId(type: ReportTarget, id: string): boolean {
  return type === "profile" ? id.length > 0 && id.length <= 64 : isUuid(id);
}

/**
 * The item as it is now; with `viewerId` given, only when that viewer may see it (a report of
 * something the reporter cannot see is "not found", like something that does not exist).
 */
export async function readTarget(
  type: ReportTarget,
  id: string,
  options: { viewerId?: ViewerId; executor?: Executor } = {},
): Promise<TargetContent | null> {
  if (!validId(type, id)) return null;
  const target = TARGETS[type];
  const visible = "viewerId" in options ? target.visibleTo(options.viewerId ?? null) : sql`true`;
  const [row] = await (options.executor ?? db)
    .select({
      owner_id: sql<string | null>`${target.owner}`,
      owner_username: sql<string | null>`(select p.username from profiles p where p.id = ${target.owner})`,
      moderation: sql<ModerationState>`${target.moderation}`,
      title: sql<string | null>`${target.content.title}`,
      text: sql<string>`coalesce(${target.content.text}, '')`,
      images: sql<string[]>`${target.content.images}`,
      path: sql<string | null>`${target.content.path}`,
    })
    .from(target.table)
    .where(and(eq(target.id, id), visible));
  if (!row) return null;
  return {
    type,
    id,
    owner_id: row.owner_id,
    owner_username: row.owner_username,
    moderation: row.moderation,
    snapshot: { title: row.title, text: row.text, images: row.images ?? [], path: row.path },
  };
}

/**
 * Sets where moderation stands on an item (inside the caller's transaction); with `from`, only when it
 * stands there now. Says whether a row changed, so two requests racing to the same change log it once.
 */
export async function setTargetModeration(
  tx: Executor,
  type: ReportTarget,
  id: string,
  state: ModerationState,
  from?: readonly ModerationState[],
): Promise<boolean> {
  const target = TARGETS[type];
  const changed = await tx
    .update(target.table)
    .set({ moderation: state } as never)
    .where(and(eq(target.id, id), from ? inArray(target.moderation, [...from]) : undefined))
    .returning({ id: target.id });
  return changed.length > 0;
}

/**
 * Removes everything one member published (a spam wave): every kind but their profile, in the caller's
 * transaction. Returns what changed with a snapshot of each, for the log (and a restore on appeal).
 */
export async function removeAllOf(
  tx: Executor,
  memberId: string,
): Promise<{ type: ReportTarget; id: string; snapshot: ContentSnapshot }[]> {
  const removed: { type: ReportTarget; id: string; snapshot: ContentSnapshot }[] = [];
  for (const type of REPORT_TARGETS) {
    if (type === "profile") continue;
    const target = TARGETS[type];
    const rows = await tx
      .update(target.table)
      .set({ moderation: "removed" } as never)
      .where(and(eq(target.owner, memberId), ne(target.moderation, "removed")))
      .returning({
        id: sql<string>`${target.id}::text`,
        title: sql<string | null>`${target.content.title}`,
        text: sql<string>`coalesce(${target.content.text}, '')`,
        images: sql<string[]>`${target.content.images}`,
        path: sql<string | null>`${target.content.path}`,
      });
    for (const row of rows) {
      const snapshot = { title: row.title, text: row.text, images: row.images ?? [], path: row.path };
      removed.push({ type, id: row.id, snapshot });
    }
  }
  return removed;
}
