/**
 * The feed's HTTP answers (issue 16), shared by the API routes and the feed pages' actions: fetchers and
 * API clients get JSON; a plain form post (no JavaScript) goes back to its page with a toast. Every
 * write needs a session ("Please sign in to …") and the feature functions check the rest.
 */
import { HELD_MESSAGE } from "~/features/moderation/moderation-rules";
import { AppError } from "~/lib/errors";
import { answer } from "~/lib/form-endpoint.server";
import { FEED_FAILURES, FEED_MESSAGES } from "./feed-schema";
import { addPostComment, deletePostComment } from "./post-comment-mutations.server";
import { chosenImages } from "./post-images.server";
import { createPost, deletePost } from "./post-mutations.server";
import { setPostLiked } from "./post-reactions.server";

export function createPostResponse(request: Request): Promise<Response> {
  return answer(request, FEED_MESSAGES.signInToPost, FEED_FAILURES.createPost, async (viewer, form) => {
    const post = await createPost(viewer, {
      content: form.get("content"),
      audience: form.get("audience"),
      images: chosenImages(form),
    });
    const message = post.moderation === "held" ? HELD_MESSAGE : FEED_MESSAGES.postCreated;
    return { status: 201, body: { message, post }, message };
  });
}

export function deletePostResponse(request: Request, postId: string): Promise<Response> {
  return answer(request, FEED_MESSAGES.signInToPost, FEED_FAILURES.deletePost, async (viewer) => {
    await deletePost(viewer, postId);
    return { body: { message: FEED_MESSAGES.postDeleted, deleted: postId }, message: FEED_MESSAGES.postDeleted };
  });
}

export function likePostResponse(request: Request, postId: string): Promise<Response> {
  return answer(request, FEED_MESSAGES.signInToLike, FEED_FAILURES.updateLike, async (viewer, form) => {
    const intent = form.get("intent");
    if (intent !== "like" && intent !== "unlike") throw new AppError("Choose like or unlike", 400);
    return { body: await setPostLiked(viewer, postId, intent === "like"), message: null };
  });
}

export function commentResponse(request: Request, postId: string): Promise<Response> {
  return answer(request, FEED_MESSAGES.signInToComment, FEED_FAILURES.addComment, async (viewer, form) => {
    if (form.get("intent") === "delete") {
      const result = await deletePostComment(viewer, String(form.get("comment_id") ?? ""));
      return { body: { message: FEED_MESSAGES.commentDeleted, ...result }, message: FEED_MESSAGES.commentDeleted };
    }
    const parentCommentId = String(form.get("parent_comment_id") ?? "") || null;
    const result = await addPostComment(viewer, postId, {
      content: form.get("content"),
      parentCommentId,
      images: chosenImages(form),
    });
    const added = parentCommentId ? FEED_MESSAGES.replyAdded : FEED_MESSAGES.commentAdded;
    const message = result.comment.moderation === "held" ? HELD_MESSAGE : added;
    return { status: 201, body: { message, ...result }, message };
  });
}
