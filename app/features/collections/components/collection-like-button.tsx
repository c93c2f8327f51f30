/**
 * Part 2 §2 Collection detail: the like toggle with its count, stored on the server (the spec's product
 * kept it in the browser only). A press shows at once and is rolled back if the server refuses; guests
 * get the sign-in toast. Without JavaScript it is a plain form post to the same endpoint.
 */

import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { Heart } from "~/components/ui/icons/icons";
import { showSignInToast } from "~/features/recipes/components/recipe-page/sign-in-toast";
import {
  type CollectionReactionResult,
  collectionReactionsPath,
  LIKE_MESSAGES,
  SIGN_IN_TO_LIKE,
} from "./collection-reactions";

export const reactionButtonClasses =
  "inline-flex h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink transition hover:bg-surface-2";
const activeClasses = "border-accent bg-accent-soft text-accent hover:bg-accent-soft";

type Props = {
  collectionId: string;
  liked: boolean;
  count: number;
  signedIn: boolean;
  /** This page, for the guest's way back after signing in. */
  path: string;
};

export function CollectionLikeButton({ collectionId, liked: loadedLiked, count: loadedCount, signedIn, path }: Props) {
  const fetcher = useFetcher<CollectionReactionResult>({ key: `collection-like-${collectionId}` });
  const announced = useRef<CollectionReactionResult | undefined>(undefined);
  const { state, data } = fetcher;

  useEffect(() => {
    if (state !== "idle" || !data || announced.current === data) return;
    announced.current = data;
    if ("error" in data) {
      if (data.error === SIGN_IN_TO_LIKE) showSignInToast(data.error, path);
      else toast.error(data.error, { id: "collection-like-error" });
    } else if (data.intent !== "share") {
      toast.success(LIKE_MESSAGES[data.intent], { id: "collection-like-done" });
    }
  }, [state, data, path]);

  // What the server last said (or the page loaded with); a press in flight shows as done.
  let liked = loadedLiked;
  let count = loadedCount;
  if (data && "liked" in data) [liked, count] = [data.liked, data.likes_count];
  const pending = fetcher.formData?.get("intent");
  if (pending === "like" || pending === "unlike") {
    const next = pending === "like";
    if (next !== liked) count = Math.max(0, count + (next ? 1 : -1));
    liked = next;
  }

  const content = (
    <>
      <Heart className={`size-4 ${liked ? "fill-current" : ""}`} aria-hidden />
      Like
      <span className={`tabular-nums ${liked ? "" : "text-muted"}`}>
        {count}
        <span className="sr-only"> {count === 1 ? "like" : "likes"}</span>
      </span>
    </>
  );

  if (!signedIn) {
    return (
      <button
        type="button"
        aria-pressed={false}
        className={reactionButtonClasses}
        onClick={() => showSignInToast(SIGN_IN_TO_LIKE, path)}
      >
        {content}
      </button>
    );
  }

  const intent = liked ? "unlike" : "like";
  return (
    <form
      method="post"
      action={collectionReactionsPath(collectionId)}
      onSubmit={(event) => {
        event.preventDefault();
        fetcher.submit({ intent }, { method: "post", action: collectionReactionsPath(collectionId) });
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" aria-pressed={liked} className={`${reactionButtonClasses} ${liked ? activeClasses : ""}`}>
        {content}
      </button>
    </form>
  );
}
