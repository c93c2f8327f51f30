/**
 * The feed's live side (issue 16). Mutations announce what changed once their write has committed;
 * each instance's hub hands every announcement to the feed streams open on it, filtered per reader by
 * the rule of `canSeePost` (app/features/privacy/visibility.server.ts): a followers-only post's events
 * reach only its author and the author's followers. One query per event covers every connected reader,
 * never one per stream.
 */
import { and, eq, inArray } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { eventsSince, type LiveEvent, latestEventId, publishSafely, subscribe } from "~/lib/events.server";
import type { FeedLiveEvent } from "./feed-types";

const { followers } = schema;

const FEED_EVENT_TYPES = ["post.created", "post.counts", "post.deleted"] as const;
type FeedEventType = (typeof FEED_EVENT_TYPES)[number];

/** What travels in live_events for a feed event; the reader's view is made from it per stream. */
type FeedAnnouncement = {
  type: FeedEventType;
  postId: string;
  authorId: string;
  followersOnly: boolean;
  like_count?: number;
  comment_count?: number;
};

type PostRef = { postId: string; authorId: string; followersOnly: boolean };

// Announcers: called after the write has committed; a failure is logged, never thrown (the post stands).

export async function announcePostCreated(post: PostRef): Promise<void> {
  await publishSafely("post.created", { ...post });
}

export async function announcePostCounts(post: PostRef & { like_count: number; comment_count: number }): Promise<void> {
  await publishSafely("post.counts", { ...post });
}

export async function announcePostDeleted(post: PostRef): Promise<void> {
  await publishSafely("post.deleted", { ...post });
}

/** The reader's view of an announcement, or null when the reader may not read the post. */
export function feedEventFor(
  announcement: FeedAnnouncement,
  viewerId: string | null,
  followsAuthor: boolean,
): FeedLiveEvent | null {
  const own = viewerId !== null && viewerId === announcement.authorId;
  const followed = viewerId !== null && !own && followsAuthor;
  if (announcement.followersOnly && !own && !followed) return null;
  const { postId, authorId } = announcement;
  switch (announcement.type) {
    case "post.created":
      return { type: "post.created", postId, authorId, followed, own };
    case "post.counts":
      return {
        type: "post.counts",
        postId,
        like_count: announcement.like_count ?? 0,
        comment_count: announcement.comment_count ?? 0,
      };
    case "post.deleted":
      return { type: "post.deleted", postId };
  }
}

function announcementOf(event: LiveEvent): FeedAnnouncement | null {
  if (!FEED_EVENT_TYPES.includes(event.type as FeedEventType)) return null;
  const p = event.payload;
  if (typeof p.postId !== "string" || typeof p.authorId !== "string") return null;
  return {
    type: event.type as FeedEventType,
    postId: p.postId,
    authorId: p.authorId,
    followersOnly: p.followersOnly === true,
    like_count: typeof p.like_count === "number" ? p.like_count : undefined,
    comment_count: typeof p.comment_count === "number" ? p.comment_count : undefined,
  };
}

/** Only a new post (for `followed`) or a followers-only post's events depend on who follows whom. */
const needsFollowers = (a: FeedAnnouncement) => a.type === "post.created" || a.followersOnly;

/**
 * One query, whatever the number of ids: which of `among` follow `member` (the readers of an author's
 * event), or which of `among` `member` follows (the authors in one reader's replay).
 */
async function followsAmong(member: string, direction: "followers" | "followed", among: string[]) {
  if (among.length === 0) return new Set<string>();
  const [known, wanted] =
    direction === "followers"
      ? [followers.following_id, followers.follower_id]
      : [followers.follower_id, followers.following_id];
  const rows = await db
    .select({ id: wanted })
    .from(followers)
    .where(and(eq(known, member), inArray(wanted, among)));
  return new Set(rows.map((row) => row.id));
}

// The hub: the feed streams open on this instance.

export type FeedReader = {
  viewerId: string | null;
  /** Writes one event to the reader's stream (already filtered for them). */
  send: (id: number, event: FeedLiveEvent) => void;
};

type Connected = FeedReader & {
  /** Live events that arrived while the stream was still catching up, sent after the replay. */
  pending: LiveEvent[] | null;
  /**
   * Where the stream started and what its replay sent: an event at or before the start, or replayed,
   * whose notification comes in late (another instance's, on PostgreSQL) is not sent again.
   */
  start: number;
  replayed: Set<number>;
};

type Hub = { readers: Set<Connected>; unsubscribe: (() => void) | null; queue: Promise<void> };
// On globalThis, like the event bus: Vite's module reloads in development keep one hub.
const slot = globalThis as { __muddleFeedHub?: Hub };
slot.__muddleFeedHub ??= { readers: new Set(), unsubscribe: null, queue: Promise.resolve() };
const hub: Hub = slot.__muddleFeedHub;

function ensureSubscribed() {
  hub.unsubscribe ??= subscribe((event) => {
    if (!announcementOf(event)) return;
    // One event after the other, so that every stream sees them in the order they were delivered.
    hub.queue = hub.queue
      .then(() => fanOut(event))
      .catch((error: unknown) => console.error(`Could not send live event #${event.id} to feed streams:`, error));
  });
}

async function fanOut(event: LiveEvent) {
  const announcement = announcementOf(event);
  if (!announcement || hub.readers.size === 0) return;
  const readers = [...hub.readers];
  let follows = new Set<string>();
  if (needsFollowers(announcement)) {
    const viewers = new Set<string>();
    for (const reader of readers) {
      if (reader.viewerId && reader.viewerId !== announcement.authorId) viewers.add(reader.viewerId);
    }
    follows = await followsAmong(announcement.authorId, "followers", [...viewers]);
  }
  for (const reader of readers) {
    if (reader.pending) {
      reader.pending.push(event);
      continue;
    }
    if (event.id <= reader.start || reader.replayed.has(event.id)) continue;
    const view = feedEventFor(announcement, reader.viewerId, reader.viewerId !== null && follows.has(reader.viewerId));
    if (view) reader.send(event.id, view);
  }
}

/**
 * Connects a reader: first what they missed since `lastEventId` (through the same filter), then live
 * events. Without `lastEventId` the stream starts at the newest event. Resolves with the id the stream
 * starts from (for the stream's opening message) and the function that disconnects the reader.
 */
export async function connectFeedReader(
  reader: FeedReader,
  lastEventId: number | null,
  onStart?: (startId: number) => void,
): Promise<() => void> {
  ensureSubscribed();
  const connected: Connected = { ...reader, pending: [], start: Number.POSITIVE_INFINITY, replayed: new Set() };
  hub.readers.add(connected);
  const disconnect = () => {
    hub.readers.delete(connected);
  };
  try {
    const start = lastEventId ?? (await latestEventId());
    connected.start = start;
    onStart?.(start);
    if (lastEventId !== null) {
      const missed = await eventsSince(lastEventId);
      for (const event of missed) connected.replayed.add(event.id);
      for (const [id, view] of await viewsFor(reader.viewerId, missed)) reader.send(id, view);
    }
    // Live events that came during the replay; each one is filtered now, as fanOut would have.
    while (connected.pending && connected.pending.length > 0) {
      const waiting = connected.pending.filter((event) => event.id > start && !connected.replayed.has(event.id));
      connected.pending = [];
      for (const [id, view] of await viewsFor(reader.viewerId, waiting)) reader.send(id, view);
    }
    connected.pending = null;
  } catch (error) {
    disconnect();
    throw error;
  }
  return disconnect;
}

/** These events as one reader may see them: one query for whom among their authors the reader follows. */
async function viewsFor(viewerId: string | null, events: LiveEvent[]): Promise<[number, FeedLiveEvent][]> {
  const announcements = events.flatMap((event) => {
    const announcement = announcementOf(event);
    return announcement ? [[event.id, announcement] as const] : [];
  });
  const authors = new Set<string>();
  for (const [, a] of announcements) if (needsFollowers(a) && a.authorId !== viewerId) authors.add(a.authorId);
  const followed = viewerId ? await followsAmong(viewerId, "followed", [...authors]) : new Set<string>();
  return announcements.flatMap(([id, a]) => {
    const view = feedEventFor(a, viewerId, followed.has(a.authorId));
    return view ? [[id, view] as [number, FeedLiveEvent]] : [];
  });
}

/** How many feed readers this instance holds (tests, benchmarks). */
export function feedReaderCount(): number {
  return hub.readers.size;
}
