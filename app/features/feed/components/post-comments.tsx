/**
 * A post's thread (part 2 §2 Community): loaded when opened, oldest first with one level of replies; one
 * reply box open at a time, which hides the top comment box; the spec's toasts.
 */
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { SignInPrompt } from "~/components/ui/sign-in-prompt";
import { FEED_FAILURES, FEED_MESSAGES } from "../feed-schema";
import type { PostComment } from "../feed-types";
import { formOf, postUrl, sendFeedForm } from "./feed-requests";
import { PostCommentItem } from "./post-comment-item";
import { PostComposer } from "./post-composer";
import { type SendOutcome, useComposerSubmit } from "./use-composer-submit";

type ListResult = { comments?: PostComment[]; error?: string };
type AddResult = { comment: PostComment; comment_count: number };

export function PostComments({
  postId,
  signedIn,
  path,
  onCount,
}: {
  postId: string;
  signedIn: boolean;
  path: string;
  onCount: (count: number) => void;
}) {
  const url = `${postUrl(postId)}/comments`;
  const list = useFetcher<ListResult>();
  const { load } = list;
  const [comments, setComments] = useState<PostComment[] | null>(null);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);

  useEffect(() => {
    load(url);
  }, [load, url]);

  useEffect(() => {
    if (list.data?.comments) setComments(list.data.comments);
    else if (list.data?.error) toast.error(FEED_FAILURES.loadComments, { id: `comments-${postId}` });
  }, [list.data, postId]);

  async function add(form: FormData, parentId: string | null): Promise<SendOutcome> {
    if (parentId) form.set("parent_comment_id", parentId);
    const result = await sendFeedForm<AddResult>(url, form);
    if (!result.ok) {
      const error =
        result.status === 401 ? FEED_MESSAGES.signInToComment : (result.data.error ?? FEED_FAILURES.addComment);
      toast.error(error);
      return { ok: false, error };
    }
    const { comment, comment_count } = result.data;
    setComments((current) => {
      const thread = current ?? [];
      if (!parentId) return [...thread, comment];
      return thread.map((c) => (c.id === comment.parent_comment_id ? { ...c, replies: [...c.replies, comment] } : c));
    });
    onCount(comment_count);
    toast.success(parentId ? FEED_MESSAGES.replyAdded : FEED_MESSAGES.commentAdded);
    setReplyingTo(null);
    return { ok: true };
  }
  const topComposer = useComposerSubmit((form) => add(form, null));

  async function remove(commentId: string): Promise<boolean> {
    const result = await sendFeedForm<{ comment_count: number }>(
      url,
      formOf({ intent: "delete", comment_id: commentId }),
    );
    if (!result.ok) {
      toast.error(result.data.error ?? FEED_FAILURES.deleteComment);
      return false;
    }
    setComments((current) => withoutComment(current ?? [], commentId));
    onCount(result.data.comment_count);
    toast.success(FEED_MESSAGES.commentDeleted);
    return true;
  }

  return (
    <section aria-label="Comments" className="mt-3 flex flex-col gap-4 border-t border-line pt-4">
      {comments === null ? (
        <p className="text-sm text-muted" role="status">
          Loading comments…
        </p>
      ) : comments.length === 0 ? (
        <p className="text-sm text-muted">No comments yet</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {comments.map((comment) => (
            <PostCommentItem
              key={comment.id}
              comment={comment}
              signedIn={signedIn}
              path={path}
              replying={replyingTo === comment.id}
              onReply={(open) => setReplyingTo(open ? comment.id : null)}
              onAddReply={(form) => add(form, comment.id)}
              onDelete={remove}
              replyAction={url}
            />
          ))}
        </ul>
      )}
      {/* The box waits for the thread: a comment sent while it loads would be overwritten by the older list. */}
      {replyingTo || comments === null ? null : signedIn ? (
        <PostComposer variant="comment" action={url} {...topComposer} />
      ) : (
        <SignInPrompt message={FEED_MESSAGES.signInToComment} path={path} />
      )}
    </section>
  );
}

/** The thread without a deleted comment: a top comment with replies stays as "[deleted]". */
function withoutComment(thread: PostComment[], commentId: string): PostComment[] {
  return thread.flatMap((comment) => {
    if (comment.id === commentId) {
      return comment.replies.length
        ? [{ ...comment, deleted: true, content: "", images: [], author: null, is_own: false }]
        : [];
    }
    const replies = comment.replies.filter((reply) => reply.id !== commentId);
    if (comment.deleted && replies.length === 0) return [];
    return [{ ...comment, replies }];
  });
}
