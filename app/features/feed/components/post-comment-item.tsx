/** One comment under a post, with Reply (top-level comments only), Delete for its author, and its replies. */

import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Reply, Trash2 } from "~/components/ui/icons/icons";
import { ModerationBadge } from "~/features/moderation/components/moderation-badge";
import { ReportButton } from "~/features/moderation/components/report-dialog";
import { showSignInToast } from "~/features/recipes/components/recipe-page/sign-in-toast";
import { FEED_MESSAGES } from "../feed-schema";
import type { PostComment } from "../feed-types";
import { AuthorLine, displayName } from "./author-line";
import { PostComposer } from "./post-composer";
import { PostContent } from "./post-content";
import { PostImages } from "./post-images";
import type { SendOutcome } from "./use-composer-submit";
import { useComposerSubmit } from "./use-composer-submit";

const actionClasses =
  "inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted transition hover:bg-surface-2 hover:text-ink";

type Props = {
  comment: PostComment;
  signedIn: boolean;
  path: string;
  replying: boolean;
  onReply: (open: boolean) => void;
  onAddReply: (form: FormData) => Promise<SendOutcome>;
  onDelete: (commentId: string) => Promise<boolean>;
  replyAction: string;
};

export function PostCommentItem(props: Props) {
  const { comment, signedIn, replying, onReply, onAddReply, replyAction } = props;
  return (
    <li className="flex flex-col gap-3">
      <CommentBody {...props} isReply={false} />
      {comment.replies.length || replying ? (
        <div className="ml-6 flex flex-col gap-3 border-l border-line pl-4 sm:ml-12">
          {comment.replies.length ? (
            <ul
              className="flex flex-col gap-3"
              aria-label={`Replies to ${comment.author ? displayName(comment.author) : "a deleted comment"}`}
            >
              {comment.replies.map((reply) => (
                <li key={reply.id}>
                  <CommentBody {...props} comment={reply} isReply />
                </li>
              ))}
            </ul>
          ) : null}
          {replying && signedIn ? (
            <ReplyBox commentId={comment.id} action={replyAction} send={onAddReply} onCancel={() => onReply(false)} />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function CommentBody({ comment, signedIn, path, replying, onReply, onDelete, isReply }: Props & { isReply: boolean }) {
  const [confirming, setConfirming] = useState(false);
  if (comment.deleted || !comment.author) {
    return <p className="text-sm italic text-muted">[deleted]</p>;
  }
  return (
    <article
      className="flex flex-col gap-2"
      aria-label={`${isReply ? "Reply" : "Comment"} by ${displayName(comment.author)}`}
    >
      <AuthorLine author={comment.author} createdAt={comment.created_at} size={32} />
      {comment.content ? <PostContent text={comment.content} className="text-sm" /> : null}
      {comment.images.length ? <PostImages images={comment.images} authorName={displayName(comment.author)} /> : null}
      <div className="-ml-3 flex gap-1">
        {isReply ? null : (
          <button
            type="button"
            className={actionClasses}
            aria-expanded={replying}
            onClick={() => (signedIn ? onReply(!replying) : showSignInToast(FEED_MESSAGES.signInToComment, path))}
          >
            <Reply className="size-4" aria-hidden />
            Reply
          </button>
        )}
        {comment.is_own ? (
          <button type="button" className={actionClasses} onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden />
            Delete
          </button>
        ) : (
          <ReportButton
            target="post_comment"
            targetId={comment.id}
            signedIn={signedIn}
            returnTo={path}
            label={`Report ${isReply ? "reply" : "comment"} by ${displayName(comment.author)}`}
            className={actionClasses}
          />
        )}
        {comment.moderation ? <ModerationBadge state={comment.moderation} /> : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Comment"
        description={FEED_MESSAGES.confirmDeleteComment}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onConfirm={() => onDelete(comment.id)}
      />
    </article>
  );
}

function ReplyBox({
  commentId,
  action,
  send,
  onCancel,
}: {
  commentId: string;
  action: string;
  send: (form: FormData) => Promise<SendOutcome>;
  onCancel: () => void;
}) {
  const composer = useComposerSubmit(send);
  return (
    <PostComposer
      variant="reply"
      action={action}
      hiddenFields={{ parent_comment_id: commentId }}
      onCancel={onCancel}
      autoFocus
      {...composer}
    />
  );
}
