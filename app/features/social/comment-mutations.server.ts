/**
 * Comments and replies on recipes (part 1 §4, §5, §7). recipes.comments_count is kept by a trigger
 * (migration 0034): the comments that are not deleted and that moderation leaves visible.
 */
import { and, eq, isNull } from "drizzle-orm";
import { holdForReview } from "~/features/moderation/moderation-records.server";
import { guardContentWrite } from "~/features/moderation/write-guard.server";
import { notifyRecipeComment } from "~/features/notifications/notify.server";
import { db, schema, type Transaction } from "~/lib/db.server";
import { Forbidden, Invalid, NotFound } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { isUuid } from "~/lib/uuid";
import { commentTextSchema } from "./comment-schema";
import { lockVisibleRecipe } from "./recipe-access.server";

const { recipes, recipe_comments, profiles } = schema;

export type Actor = { id: string };

function parseText(text: unknown, kind: "comment" | "reply") {
  const parsed = commentTextSchema(kind).safeParse(text);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Please enter a comment";
    throw new Invalid(message, { text: [message] });
  }
  return parsed.data;
}

/** The comment, not yet deleted, or NotFound. */
async function findComment(tx: Transaction, commentId: string, lock = false) {
  if (!isUuid(commentId)) throw new NotFound("Comment not found");
  const query = tx
    .select()
    .from(recipe_comments)
    .where(and(eq(recipe_comments.id, commentId), isNull(recipe_comments.deleted_at)));
  const [comment] = lock ? await query.for("update") : await query;
  if (!comment) throw new NotFound("Comment not found");
  return comment;
}

async function withAuthor(tx: Transaction, comment: typeof recipe_comments.$inferSelect) {
  if (!comment.profile_id) return { ...comment, author: null };
  const [author] = await tx
    .select({
      username: profiles.username,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      profile_picture_url: profiles.profile_picture_url,
    })
    .from(profiles)
    .where(eq(profiles.id, comment.profile_id));
  return { ...comment, author: author ?? null };
}

/** Adds a comment, or a reply when parentCommentId is given, to a recipe the member can see. */
export async function addComment(actor: Actor, recipeId: string, text: unknown, parentCommentId?: string | null) {
  const body = parseText(text, parentCommentId ? "reply" : "comment");
  const { hold } = await guardContentWrite(actor.id, "comment", body);
  await consumeRateLimit("comment", actor.id);
  const added = await db.transaction(async (tx) => {
    await lockVisibleRecipe(tx, actor.id, recipeId);
    if (parentCommentId) {
      const parent = await findComment(tx, parentCommentId).catch(() => null);
      // A reply belongs under a live comment of the same recipe.
      if (!parent || parent.recipe_id !== recipeId) throw new NotFound("The comment you replied to no longer exists");
    }
    const [comment] = await tx
      .insert(recipe_comments)
      .values({
        recipe_id: recipeId,
        user_id: actor.id,
        profile_id: actor.id,
        parent_comment_id: parentCommentId || null,
        text: body,
        moderation: hold ? "held" : "visible",
      })
      .returning();
    if (!comment) throw new Error("Comment insert returned no row");
    if (hold) await holdForReview(tx, "recipe_comment", comment.id);
    return withAuthor(tx, comment);
  });
  // After the commit; it logs its own failures (issue 17). A held comment is news once approved.
  if (!hold) await notifyRecipeComment(actor.id, added);
  return added;
}

/** Changes the text of one's own comment. */
export async function editComment(actor: Actor, commentId: string, text: unknown) {
  await consumeRateLimit("commentEdit", actor.id);
  // Before the transaction: the guard reads outside it (one connection in embedded mode).
  const { hold } = await guardContentWrite(actor.id, "comment", typeof text === "string" ? text : "", "edit");
  return db.transaction(async (tx) => {
    const found = await findComment(tx, commentId);
    const body = parseText(text, found.parent_comment_id ? "reply" : "comment");
    await lockVisibleRecipe(tx, actor.id, found.recipe_id);
    const comment = await findComment(tx, commentId, true);
    if (comment.user_id !== actor.id) throw new Forbidden("You can only edit your own comments");
    const [updated] = await tx
      .update(recipe_comments)
      .set({
        text: body,
        updated_at: new Date(),
        ...(hold && comment.moderation === "visible" ? { moderation: "held" } : {}),
      })
      .where(eq(recipe_comments.id, commentId))
      .returning();
    if (!updated) throw new NotFound("Comment not found");
    if (updated.moderation === "held") await holdForReview(tx, "recipe_comment", updated.id);
    return withAuthor(tx, updated);
  });
}

async function hasReplies(tx: Transaction, commentId: string) {
  const [reply] = await tx
    .select({ id: recipe_comments.id })
    .from(recipe_comments)
    .where(eq(recipe_comments.parent_comment_id, commentId))
    .limit(1);
  return Boolean(reply);
}

/**
 * Deletes one's own comment. One with replies keeps its place as "[deleted]" so the conversation
 * still reads; one without is removed, and so is any "[deleted]" parent it leaves without replies.
 * Authors may delete their comments even when the recipe has since become private.
 */
export async function deleteComment(actor: Actor, commentId: string) {
  await consumeRateLimit("commentEdit", actor.id);
  return db.transaction(async (tx) => {
    const found = await findComment(tx, commentId);
    await tx.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, found.recipe_id)).for("update");
    const comment = await findComment(tx, commentId, true);
    if (comment.user_id !== actor.id) throw new Forbidden("You can only delete your own comments");

    let mode: "soft" | "hard";
    if (await hasReplies(tx, comment.id)) {
      await tx
        .update(recipe_comments)
        .set({ text: "", deleted_at: new Date(), updated_at: new Date() })
        .where(eq(recipe_comments.id, comment.id));
      mode = "soft";
    } else {
      await tx.delete(recipe_comments).where(eq(recipe_comments.id, comment.id));
      mode = "hard";
      let parentId = comment.parent_comment_id;
      while (parentId) {
        const [parent] = await tx.select().from(recipe_comments).where(eq(recipe_comments.id, parentId));
        if (!parent?.deleted_at || (await hasReplies(tx, parent.id))) break;
        await tx.delete(recipe_comments).where(eq(recipe_comments.id, parent.id));
        parentId = parent.parent_comment_id;
      }
    }
    return { id: comment.id, mode };
  });
}
