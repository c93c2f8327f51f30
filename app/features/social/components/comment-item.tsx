/** One comment in the thread, with its actions and its replies (part 1 §4 Comments). */

import { useState } from "react";
import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Pencil, Reply, Trash2 } from "~/components/ui/icons/icons";
import { ModerationBadge } from "~/features/moderation/components/moderation-badge";
import { ReportButton } from "~/features/moderation/components/report-dialog";
import { formatDate } from "~/lib/format";
import type { CommentNode } from "../comment-queries.server";
import { CommentForm } from "./comment-form";
import { CommentText } from "./comment-text";

export type CommentActions = {
  signedIn: boolean;
  replyingTo: string | null;
  setReplyingTo: (id: string | null) => void;
  reply: (parentId: string, text: string) => Promise<boolean>;
  edit: (commentId: string, text: string) => Promise<boolean>;
  remove: (commentId: string) => Promise<boolean>;
  askToSignIn: (message: string) => void;
  /** The page a guest comes back to after signing in to report. */
  returnTo: string;
};

const actionClasses =
  "inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted transition hover:bg-surface-2 hover:text-ink";

function displayName(author: NonNullable<CommentNode["author"]>) {
  const full = [author.first_name, author.last_name].filter(Boolean).join(" ").trim();
  return full || author.username;
}

export function CommentItem({
  comment,
  actions,
  depth = 0,
}: {
  comment: CommentNode;
  actions: CommentActions;
  depth?: number;
}) {
  const [editing, setEditing] = useState(false);
  const replying = actions.replyingTo === comment.id;
  const { author } = comment;
  const name = author ? displayName(author) : "Deleted comment";

  return (
    <li className="flex flex-col gap-3" aria-label={author ? `Comment by ${name}` : "Deleted comment"}>
      <article className="flex gap-3">
        <div className="shrink-0 pt-0.5">
          {author ? (
            <Avatar src={author.profile_picture_url} name={name} size={36} />
          ) : (
            <span className="block size-9" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          {author ? (
            <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <Link to={`/${author.username}`} className="font-semibold hover:underline">
                {name}
              </Link>
              <span className="text-muted">@{author.username}</span>
              <time dateTime={comment.created_at} className="text-muted">
                {formatDate(comment.created_at, "medium")}
              </time>
              {comment.edited ? <span className="text-muted">(edited)</span> : null}
              {comment.moderation ? <ModerationBadge state={comment.moderation} /> : null}
            </header>
          ) : null}
          {editing ? (
            <div className="mt-2">
              <CommentForm
                kind={depth > 0 ? "reply" : "comment"}
                label="Edit your comment"
                submitLabel="Save"
                busyLabel="Saving..."
                initialText={comment.text}
                autoFocus
                onSubmit={async (text) => {
                  const saved = await actions.edit(comment.id, text);
                  if (saved) setEditing(false);
                  return saved;
                }}
                onCancel={() => setEditing(false)}
              />
            </div>
          ) : (
            <CommentText text={comment.text} className={`mt-1 ${comment.deleted ? "italic text-muted" : ""}`} />
          )}
          {!comment.deleted && !editing ? (
            <div className="mt-1 -ml-3 flex flex-wrap gap-1">
              <button
                type="button"
                className={actionClasses}
                aria-expanded={replying}
                aria-label={`Reply to ${name}`}
                onClick={() =>
                  actions.signedIn
                    ? actions.setReplyingTo(replying ? null : comment.id)
                    : actions.askToSignIn("Please sign in to reply")
                }
              >
                <Reply className="size-4" aria-hidden />
                Reply
              </button>
              {comment.canEdit ? (
                <>
                  <button type="button" className={actionClasses} onClick={() => setEditing(true)}>
                    <Pencil className="size-4" aria-hidden />
                    Edit
                  </button>
                  <DeleteComment onConfirm={() => actions.remove(comment.id)} />
                </>
              ) : (
                <ReportButton
                  target="recipe_comment"
                  targetId={comment.id}
                  signedIn={actions.signedIn}
                  returnTo={actions.returnTo}
                  label={`Report comment by ${name}`}
                  className={actionClasses}
                />
              )}
            </div>
          ) : null}
          {replying ? (
            <div className="mt-2">
              <CommentForm
                kind="reply"
                label={`Reply to ${name}`}
                submitLabel="Post Reply"
                busyLabel="Posting..."
                placeholder="Write a reply..."
                autoFocus
                onSubmit={async (text) => {
                  const saved = await actions.reply(comment.id, text);
                  if (saved) actions.setReplyingTo(null);
                  return saved;
                }}
                onCancel={() => actions.setReplyingTo(null)}
              />
            </div>
          ) : null}
        </div>
      </article>
      {comment.replies.length ? (
        <ul
          aria-label={`Replies to ${name}`}
          // Indent the first few levels only, so a deep thread still fits a phone's width.
          className={`flex flex-col gap-4 border-l-2 border-line ${depth < 3 ? "ml-4 pl-4 sm:ml-5 sm:pl-5" : "pl-3"}`}
        >
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} actions={actions} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function DeleteComment({ onConfirm }: { onConfirm: () => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={actionClasses} onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden />
        Delete
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this comment?"
        description="If it has replies, it stays in the thread as “[deleted]” so they still make sense."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onConfirm={onConfirm}
      />
    </>
  );
}
