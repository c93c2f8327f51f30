/**
 * Part 1 §2/§4 the recipe page's Comments: loaded from /api/site/recipes/:recipeId/comments after the
 * page (the server render shows a skeleton), newest first with replies as a tree, one reply box open
 * at a time, and the spec's toasts.
 */

import { useCallback, useEffect, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { MessageCircle } from "~/components/ui/icons/icons";
import { SignInPrompt } from "~/components/ui/sign-in-prompt";
import { showSignInToast } from "~/features/recipes/components/recipe-page/sign-in-toast";
import type { CommentNode } from "../comment-queries.server";
import { CommentForm } from "./comment-form";
import { type CommentActions, CommentItem } from "./comment-item";

type ListResult = { comments?: CommentNode[]; error?: string };
type MutationResult = { message?: string; error?: string };

function countLive(nodes: CommentNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.deleted ? 0 : 1) + countLive(node.replies), 0);
}

export function RecipeComments({
  recipeId,
  count,
  signedIn,
  path,
}: {
  recipeId: string;
  count: number;
  signedIn: boolean;
  path: string;
}) {
  const url = `/api/site/recipes/${encodeURIComponent(recipeId)}/comments`;
  const list = useFetcher<ListResult>();
  const { load } = list;
  const [replyingTo, setReplyingTo] = useState<string | null>(null);

  useEffect(() => {
    load(url);
  }, [load, url]);

  const comments = list.data?.comments;
  const total = comments ? countLive(comments) : count;

  const send = useCallback(
    async (fields: Record<string, string>, failed: string): Promise<boolean> => {
      let result: MutationResult = {};
      let status = 0;
      try {
        const response = await fetch(url, {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { Accept: "application/json" },
        });
        status = response.status;
        result = (await response.json().catch(() => ({}))) as MutationResult;
      } catch {
        status = 0;
      }
      if (status >= 200 && status < 300) {
        if (result.message) toast.success(result.message);
        load(url);
        return true;
      }
      if (status === 401 && result.error) showSignInToast(result.error, path);
      else toast.error(result.error ?? failed);
      return false;
    },
    [url, load, path],
  );

  const actions = useMemo<CommentActions>(
    () => ({
      signedIn,
      replyingTo,
      setReplyingTo,
      reply: (parentCommentId, text) => send({ intent: "reply", parentCommentId, text }, "Failed to add reply"),
      edit: (commentId, text) => send({ intent: "edit", commentId, text }, "Failed to update comment"),
      remove: (commentId) => send({ intent: "delete", commentId }, "Failed to delete comment"),
      askToSignIn: (message) => showSignInToast(message, path),
      returnTo: path,
    }),
    [signedIn, replyingTo, send, path],
  );

  return (
    <section aria-labelledby="comments-title" className="mt-12 border-t border-line pt-8">
      <h2 id="comments-title" className="flex items-center gap-2 text-2xl font-semibold">
        <MessageCircle className="size-6 text-accent" aria-hidden />
        Comments
        {total ? <span className="text-base font-normal text-muted">({total})</span> : null}
      </h2>

      <div className="mt-4 max-w-3xl">
        {signedIn ? (
          <CommentForm
            kind="comment"
            label="Add a comment"
            submitLabel="Post Comment"
            busyLabel="Posting..."
            placeholder="Share your thoughts on this recipe..."
            onSubmit={(text) => send({ intent: "add", text }, "Failed to add comment")}
          />
        ) : (
          <SignInPrompt message="Please sign in to comment" path={path} />
        )}
      </div>

      <div className="mt-8 max-w-3xl" aria-busy={!comments && !list.data?.error}>
        {comments ? (
          comments.length ? (
            <ul aria-label="Comments" className="flex flex-col gap-6">
              {comments.map((comment) => (
                <CommentItem key={comment.id} comment={comment} actions={actions} />
              ))}
            </ul>
          ) : (
            <p className="text-muted">No comments yet. Be the first to share your thoughts!</p>
          )
        ) : list.data?.error ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-muted">Failed to load comments.</p>
            <button
              type="button"
              className={buttonClasses({ variant: "secondary", size: "sm" })}
              onClick={() => load(url)}
            >
              Try again
            </button>
          </div>
        ) : (
          <div role="status" className="flex flex-col gap-4">
            <span className="text-muted">Loading comments…</span>
            {[0, 1].map((i) => (
              <div key={i} className="flex animate-pulse gap-3 motion-reduce:animate-none" aria-hidden>
                <div className="size-9 rounded-full bg-surface-2" />
                <div className="flex-1 space-y-2">
                  <div className="h-3 w-1/3 rounded bg-surface-2" />
                  <div className="h-3 w-2/3 rounded bg-surface-2" />
                </div>
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
