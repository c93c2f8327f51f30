/** Part 1 §7: a recipe's comments, newest first, with their authors, assembled into a tree by parent. */
import { and, asc, eq, sql } from "drizzle-orm";
import { shownNames } from "~/features/privacy/profile-privacy.server";
import { canSeeRecipe, canSeeRecipeComment } from "~/features/privacy/visibility.server";
import { db, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";

const { recipes, recipe_comments, profiles } = schema;

export const DELETED_COMMENT_TEXT = "[deleted]";

export type CommentAuthor = {
  username: string;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
};

export type CommentNode = {
  id: string;
  text: string;
  deleted: boolean;
  created_at: string;
  edited: boolean;
  canEdit: boolean;
  /** Null for a deleted comment: it no longer says who wrote it. */
  author: CommentAuthor | null;
  /** The viewer's own comment held for review or hidden by moderators (issue 21); others never see it. */
  moderation: "held" | "hidden" | null;
  replies: CommentNode[];
};

/** Whether the viewer may see the recipe (the privacy layer's canSeeRecipe). */
async function recipeVisibleTo(recipeId: string, viewerId: string | null) {
  if (!isUuid(recipeId)) return false;
  const [recipe] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), canSeeRecipe(viewerId)));
  return Boolean(recipe);
}

export async function listRecipeComments(recipeId: string, viewerId: string | null): Promise<CommentNode[]> {
  if (!(await recipeVisibleTo(recipeId, viewerId))) throw new NotFound("Recipe not found");
  const rows = await db
    .select({
      id: recipe_comments.id,
      parent_comment_id: recipe_comments.parent_comment_id,
      user_id: recipe_comments.user_id,
      text: recipe_comments.text,
      created_at: recipe_comments.created_at,
      updated_at: recipe_comments.updated_at,
      deleted_at: recipe_comments.deleted_at,
      moderation: recipe_comments.moderation,
      // Held back by moderation from this viewer: it reads like a deleted comment (kept only for its replies).
      withheld: sql<boolean>`not (${canSeeRecipeComment(viewerId)})`,
      username: profiles.username,
      ...shownNames(viewerId),
      profile_picture_url: profiles.profile_picture_url,
    })
    .from(recipe_comments)
    .leftJoin(profiles, eq(profiles.id, recipe_comments.profile_id))
    .where(eq(recipe_comments.recipe_id, recipeId))
    .orderBy(asc(recipe_comments.created_at), asc(recipe_comments.id));

  const nodes = new Map<string, CommentNode>();
  const parents = new Set(rows.map((row) => row.parent_comment_id));
  for (const row of rows) {
    if (row.withheld && !parents.has(row.id)) continue;
    // An author who deleted their account leaves only comments that have replies, as "[deleted]".
    const author =
      row.deleted_at === null && row.username !== null && !row.withheld
        ? {
            username: row.username,
            first_name: row.first_name,
            last_name: row.last_name,
            profile_picture_url: row.profile_picture_url,
          }
        : null;
    const deleted = author === null;
    nodes.set(row.id, {
      id: row.id,
      text: deleted ? DELETED_COMMENT_TEXT : row.text,
      deleted,
      created_at: row.created_at.toISOString(),
      edited: !deleted && row.updated_at.getTime() > row.created_at.getTime(),
      canEdit: !deleted && viewerId !== null && row.user_id === viewerId,
      author,
      moderation: !deleted && (row.moderation === "held" || row.moderation === "hidden") ? row.moderation : null,
      replies: [],
    });
  }
  const roots: CommentNode[] = [];
  // Rows come oldest first; prepending makes every level newest first.
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parent_comment_id ? nodes.get(row.parent_comment_id) : undefined;
    if (parent) parent.replies.unshift(node);
    else roots.unshift(node);
  }
  return roots;
}
