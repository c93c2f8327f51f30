/**
 * One post in the feed (part 2 §2 Community): author, time, text, images, like toggle and count, the
 * comment count opening the thread, and for its author a menu with "Delete Post".
 */

import { DropdownMenu } from "radix-ui";
import { useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Heart, MessageCircle, MoreHorizontal, Trash2 } from "~/components/ui/icons/icons";
import { ModerationBadge } from "~/features/moderation/components/moderation-badge";
import { ReportButton } from "~/features/moderation/components/report-dialog";
import { showSignInToast } from "~/features/recipes/components/recipe-page/sign-in-toast";
import { useHydrated } from "~/lib/use-hydrated";
import { FEED_FAILURES, FEED_MESSAGES } from "../feed-schema";
import type { FeedPost } from "../feed-types";
import { AuthorLine, displayName } from "./author-line";
import { formOf, postUrl, sendFeedForm } from "./feed-requests";
import { MadeLine } from "./made-line";
import { PostComments } from "./post-comments";
import { PostContent } from "./post-content";
import { PostImages } from "./post-images";

const actionClasses =
  "inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-medium text-muted transition hover:bg-surface-2 hover:text-ink aria-pressed:text-accent";

export type PostCardProps = {
  post: FeedPost;
  signedIn: boolean;
  /** Where a guest comes back to after signing in. */
  path: string;
  onChange: (post: FeedPost) => void;
  onDeleted: (postId: string) => void;
  /** The thread starts open (the single post's page, issue 17). */
  commentsOpen?: boolean;
};

export function PostCard({
  post,
  signedIn,
  path,
  onChange,
  onDeleted,
  commentsOpen: openAtFirst = false,
}: PostCardProps) {
  const titleId = useId();
  const hydrated = useHydrated();
  const [commentsOpen, setCommentsOpen] = useState(openAtFirst);
  const [confirming, setConfirming] = useState(false);
  const menuTrigger = useRef<HTMLButtonElement>(null);
  const name = displayName(post.author);
  const likeAction = `${postUrl(post.id)}/reactions`;

  async function toggleLike(event: React.FormEvent) {
    event.preventDefault();
    if (!signedIn) return showSignInToast(FEED_MESSAGES.signInToLike, path);
    const liked = !post.is_liked;
    // Shown at once; put back if the server says no.
    onChange({ ...post, is_liked: liked, like_count: Math.max(0, post.like_count + (liked ? 1 : -1)) });
    const result = await sendFeedForm<{ liked: boolean; like_count: number }>(
      likeAction,
      formOf({ intent: liked ? "like" : "unlike" }),
    );
    if (result.ok) return onChange({ ...post, is_liked: result.data.liked, like_count: result.data.like_count });
    onChange(post);
    toast.error(result.status === 401 ? FEED_MESSAGES.signInToLike : (result.data.error ?? FEED_FAILURES.updateLike));
  }

  async function remove(): Promise<boolean> {
    const result = await sendFeedForm(postUrl(post.id), formOf({ intent: "delete" }));
    if (!result.ok) {
      toast.error(result.data.error ?? FEED_FAILURES.deletePost);
      return false;
    }
    toast.success(FEED_MESSAGES.postDeleted);
    onDeleted(post.id);
    return true;
  }

  return (
    <article
      aria-labelledby={titleId}
      data-post-id={post.id}
      className="rounded-(--radius-card) border border-line bg-surface p-4 shadow-(--shadow-card) sm:p-5"
    >
      <h2 id={titleId} className="sr-only">
        Post by {name}
      </h2>
      <header className="flex items-start justify-between gap-3">
        <AuthorLine author={post.author} createdAt={post.created_at} audience={post.audience} />
        {post.is_own && hydrated ? (
          <DropdownMenu.Root>
            <DropdownMenu.Trigger
              ref={menuTrigger}
              className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-ink"
              aria-label="Post options"
            >
              <MoreHorizontal className="size-5" aria-hidden />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={4}
                className="z-40 min-w-44 rounded-xl border border-line bg-surface p-1 text-ink shadow-(--shadow-card)"
              >
                <DropdownMenu.Item
                  onSelect={() => setConfirming(true)}
                  className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-danger outline-none data-highlighted:bg-surface-2"
                >
                  <Trash2 className="size-4" aria-hidden />
                  Delete Post
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        ) : null}
      </header>
      {post.moderation ? (
        <p className="mt-2">
          <ModerationBadge state={post.moderation} />
        </p>
      ) : null}
      {post.made ? <MadeLine made={post.made} name={name} /> : null}
      {post.content ? <PostContent text={post.content} className="mt-3" /> : null}
      {post.images.length ? <PostImages images={post.images} authorName={name} className="mt-3" /> : null}
      {post.made?.photo_url ? <PostImages images={[post.made.photo_url]} authorName={name} className="mt-3" /> : null}
      <footer className="mt-3 flex items-center gap-1 border-t border-line pt-2">
        <form method="post" action={likeAction} onSubmit={toggleLike}>
          <input type="hidden" name="intent" value={post.is_liked ? "unlike" : "like"} />
          <button type="submit" className={actionClasses} aria-pressed={post.is_liked}>
            <Heart className={`size-5 ${post.is_liked ? "fill-current" : ""}`} aria-hidden />
            <span>{post.like_count}</span>
            <span className="sr-only">{post.like_count === 1 ? "like" : "likes"}</span>
          </button>
        </form>
        <button
          type="button"
          className={actionClasses}
          aria-expanded={commentsOpen}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          <MessageCircle className="size-5" aria-hidden />
          <span>{post.comment_count}</span>
          <span className="sr-only">{post.comment_count === 1 ? "comment" : "comments"}</span>
        </button>
        {post.is_own ? null : (
          <ReportButton
            target="post"
            targetId={post.id}
            signedIn={signedIn}
            returnTo={path}
            label={`Report post by ${name}`}
            text={null}
            className={`${actionClasses} ml-auto`}
          />
        )}
      </footer>
      {commentsOpen ? (
        <PostComments
          postId={post.id}
          signedIn={signedIn}
          path={path}
          onCount={(comment_count) => onChange({ ...post, comment_count })}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Post"
        description={FEED_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onConfirm={remove}
        returnFocus={menuTrigger}
      />
    </article>
  );
}
