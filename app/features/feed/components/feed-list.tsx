/**
 * The posts of one feed tab (part 2 §4 feed paging, issue 16): ten at a time, the next page loaded as the
 * end comes into view (or with "Load more posts" — a plain link without JavaScript), "You've reached the
 * end of the feed" once a short page returns. Live: new posts gather behind "N new posts" and appear on
 * one click without moving what the reader is looking at; counts change and deleted posts disappear.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Link, useFetcher } from "react-router";
import { FEED_FAILURES, FEED_MESSAGES, type FeedTab } from "../feed-schema";
import type { FeedLiveEvent, FeedPage, FeedPost } from "../feed-types";
import { feedHref } from "./feed-tabs";
import { NewPostsBanner } from "./new-posts-banner";
import { PostCard } from "./post-card";
import { useFeedLive } from "./use-feed-live";

type Props = {
  tab: FeedTab;
  path: string;
  first: FeedPage;
  signedIn: boolean;
  /** A post the reader just made, shown at the top at once. */
  ownPost: FeedPost | null;
  liveFrom: number | null;
};

/** Does a new post belong in this tab (For You: all; Discover: not followed, not one's own; Following). */
function belongs(tab: FeedTab, event: Extract<FeedLiveEvent, { type: "post.created" }>): boolean {
  if (tab === "following") return event.followed;
  if (tab === "discover") return !event.followed && !event.own;
  return true;
}

export function FeedList({ tab, path, first, signedIn, ownPost, liveFrom }: Props) {
  const [posts, setPosts] = useState(first.posts);
  const [nextCursor, setNextCursor] = useState(first.nextCursor);
  const [pending, setPending] = useState<string[]>([]);
  const more = useFetcher<{ page: FeedPage; cursor: string | null; loadError: string | null }>();
  const sentinel = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ element: Element; top: number } | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const shown = useRef(posts);
  shown.current = posts;

  // A post the reader made goes on top (once), whatever the tab's order.
  useEffect(() => {
    if (ownPost) setPosts((current) => (current.some((p) => p.id === ownPost.id) ? current : [ownPost, ...current]));
  }, [ownPost]);

  const loadMore = useCallback(() => {
    if (!nextCursor || more.state !== "idle") return;
    more.load(feedHref(path, tab, { cursor: nextCursor }));
  }, [nextCursor, more, path, tab]);

  useEffect(() => {
    const data = more.data;
    if (!data || data.cursor !== nextCursor) return;
    if (data.loadError) {
      toast.error(FEED_FAILURES.loadPosts, { id: "feed-load" });
      return;
    }
    setPosts((current) => [...current, ...data.page.posts.filter((p) => !current.some((c) => c.id === p.id))]);
    setNextCursor(data.page.nextCursor);
  }, [more.data, nextCursor]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !nextCursor) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore, nextCursor]);

  const liveStatus = useFeedLive(
    useCallback(
      (event: FeedLiveEvent) => {
        if (event.type === "post.created") {
          if (!belongs(tab, event) || shown.current.some((p) => p.id === event.postId)) return;
          setPending((ids) => (ids.includes(event.postId) ? ids : [...ids, event.postId]));
        } else if (event.type === "post.counts") {
          setPosts((current) =>
            current.map((p) =>
              p.id === event.postId ? { ...p, like_count: event.like_count, comment_count: event.comment_count } : p,
            ),
          );
        } else {
          setPosts((current) => current.filter((p) => p.id !== event.postId));
          setPending((ids) => ids.filter((id) => id !== event.postId));
        }
      },
      [tab],
    ),
    { from: liveFrom },
  );

  async function reveal() {
    const ids = pending;
    let revealed: FeedPost[] = [];
    try {
      const response = await fetch(`/api/site/posts?${new URLSearchParams({ ids: ids.join(",") })}`, {
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(String(response.status));
      revealed = ((await response.json()) as { posts: FeedPost[] }).posts;
    } catch {
      toast.error(FEED_FAILURES.loadPosts, { id: "feed-load" });
      return;
    }
    // At the top of the feed the new posts appear in view. Further down, what the reader is looking at
    // stays where it is (scroll anchoring by hand, the same in every browser).
    const atTop = (top.current?.getBoundingClientRect().top ?? 0) >= 0;
    const firstVisible = atTop
      ? undefined
      : [...document.querySelectorAll("[data-post-id]")].find((element) => element.getBoundingClientRect().bottom > 0);
    anchor.current = firstVisible ? { element: firstVisible, top: firstVisible.getBoundingClientRect().top } : null;
    setPending((current) => current.filter((id) => !ids.includes(id)));
    setPosts((current) => [...revealed.filter((p) => !current.some((c) => c.id === p.id)), ...current]);
  }

  useLayoutEffect(() => {
    const held = anchor.current;
    if (!held) return;
    anchor.current = null;
    const shift = held.element.getBoundingClientRect().top - held.top;
    if (shift) window.scrollBy({ top: shift, behavior: "instant" });
  });

  return (
    <div className="flex flex-col gap-4" data-live={liveStatus}>
      <div ref={top} />
      {pending.length ? <NewPostsBanner count={pending.length} onReveal={reveal} /> : null}
      {posts.length === 0 ? (
        <p className="rounded-(--radius-card) border border-dashed border-line p-10 text-center text-muted">
          {FEED_MESSAGES.noPosts}
        </p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Posts">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                signedIn={signedIn}
                path={path}
                onChange={(changed) => setPosts((current) => current.map((p) => (p.id === changed.id ? changed : p)))}
                onDeleted={(id) => setPosts((current) => current.filter((p) => p.id !== id))}
              />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} />
      {nextCursor ? (
        <div className="flex justify-center">
          <Link
            to={feedHref(path, tab, { cursor: nextCursor })}
            onClick={(event) => {
              event.preventDefault();
              loadMore();
            }}
            className="rounded-full px-4 py-2 text-sm font-medium text-accent hover:bg-surface-2"
            aria-busy={more.state !== "idle"}
          >
            {more.state !== "idle" ? "Loading more posts…" : "Load more posts"}
          </Link>
        </div>
      ) : posts.length ? (
        <p className="py-4 text-center text-sm text-muted">{FEED_MESSAGES.endOfFeed}</p>
      ) : null}
    </div>
  );
}
