/**
 * Issue 16: the feed's live events reach exactly the readers who may read the post. A followers-only
 * post's events go to its author and their followers, never to a stranger or a guest; `followed` and
 * `own` are each reader's own; a stream that resumes gets what it missed, filtered the same way.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db, schema } from "~/lib/db.server";
import { latestEventId, startEvents, stopEvents } from "~/lib/events.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import {
  announcePostCounts,
  announcePostCreated,
  announcePostDeleted,
  connectFeedReader,
  feedReaderCount,
} from "./feed-live.server";
import type { FeedLiveEvent } from "./feed-types";

setupTestDatabase();

const WAIT = { timeout: 20_000, interval: 20 };

type Inbox = { events: [number, FeedLiveEvent][]; disconnect: () => void };

async function connect(viewerId: string | null, lastEventId: number | null = null): Promise<Inbox> {
  const events: [number, FeedLiveEvent][] = [];
  const disconnect = await connectFeedReader({ viewerId, send: (id, event) => events.push([id, event]) }, lastEventId);
  return { events, disconnect };
}

const postIds = (inbox: Inbox) => inbox.events.map(([, event]) => event.postId);

let author: { id: string };
let follower: { id: string };
let stranger: { id: string };
const readers: Record<"author" | "follower" | "stranger" | "guest", Inbox> = {} as never;

beforeAll(async () => {
  await startEvents();
  author = await createMember("live_author");
  follower = await createMember("live_follower");
  stranger = await createMember("live_stranger");
  await db.insert(schema.followers).values({ follower_id: follower.id, following_id: author.id });
  readers.author = await connect(author.id);
  readers.follower = await connect(follower.id);
  readers.stranger = await connect(stranger.id);
  readers.guest = await connect(null);
});

afterAll(async () => {
  for (const reader of Object.values(readers)) reader.disconnect();
  await stopEvents();
});

/** Events go out in order: once this public marker has reached everyone, anything before it has too. */
async function everyoneCaughtUp() {
  const marker = randomUUID();
  await announcePostCreated({ postId: marker, authorId: stranger.id, followersOnly: false });
  for (const reader of Object.values(readers)) await vi.waitFor(() => expect(postIds(reader)).toContain(marker), WAIT);
  return marker;
}

const eventsAbout = (inbox: Inbox, postId: string) =>
  inbox.events.filter(([, event]) => event.postId === postId).map(([, event]) => event);

describe("a followers-only post", () => {
  const postId = randomUUID();

  it("is announced to its author and their followers only", async () => {
    await announcePostCreated({ postId, authorId: author.id, followersOnly: true });
    await everyoneCaughtUp();
    expect(eventsAbout(readers.author, postId)).toEqual([
      { type: "post.created", postId, authorId: author.id, followed: false, own: true },
    ]);
    expect(eventsAbout(readers.follower, postId)).toEqual([
      { type: "post.created", postId, authorId: author.id, followed: true, own: false },
    ]);
    expect(eventsAbout(readers.stranger, postId)).toEqual([]);
    expect(eventsAbout(readers.guest, postId)).toEqual([]);
  });

  it("has its counts and its deletion sent to the same readers only", async () => {
    await announcePostCounts({ postId, authorId: author.id, followersOnly: true, like_count: 3, comment_count: 1 });
    await announcePostDeleted({ postId, authorId: author.id, followersOnly: true });
    await everyoneCaughtUp();
    const expected = [
      { type: "post.created", postId, authorId: author.id, followed: false, own: true },
      { type: "post.counts", postId, like_count: 3, comment_count: 1 },
      { type: "post.deleted", postId },
    ];
    expect(eventsAbout(readers.author, postId)).toEqual(expected);
    expect(eventsAbout(readers.follower, postId).slice(1)).toEqual(expected.slice(1));
    expect(eventsAbout(readers.stranger, postId)).toEqual([]);
    expect(eventsAbout(readers.guest, postId)).toEqual([]);
  });
});

describe("a public post", () => {
  it("reaches everyone, each told whether they follow the author or wrote it", async () => {
    const postId = randomUUID();
    await announcePostCreated({ postId, authorId: author.id, followersOnly: false });
    await announcePostCounts({ postId, authorId: author.id, followersOnly: false, like_count: 1, comment_count: 0 });
    await everyoneCaughtUp();
    const created = (followed: boolean, own: boolean) => ({
      type: "post.created",
      postId,
      authorId: author.id,
      followed,
      own,
    });
    const counts = { type: "post.counts", postId, like_count: 1, comment_count: 0 };
    expect(eventsAbout(readers.author, postId)).toEqual([created(false, true), counts]);
    expect(eventsAbout(readers.follower, postId)).toEqual([created(true, false), counts]);
    expect(eventsAbout(readers.stranger, postId)).toEqual([created(false, false), counts]);
    expect(eventsAbout(readers.guest, postId)).toEqual([created(false, false), counts]);
  });
});

describe("resuming", () => {
  it("replays what a reader missed, only what they may read, then carries on live", async () => {
    const from = await latestEventId();
    const hidden = randomUUID();
    const open = randomUUID();
    await announcePostCreated({ postId: hidden, authorId: author.id, followersOnly: true });
    await announcePostCounts({
      postId: hidden,
      authorId: author.id,
      followersOnly: true,
      like_count: 2,
      comment_count: 0,
    });
    await announcePostCreated({ postId: open, authorId: author.id, followersOnly: false });

    const strangerBack = await connect(stranger.id, from);
    const followerBack = await connect(follower.id, from);
    const guestBack = await connect(null, from);
    // The replay is sent before connectFeedReader resolves.
    expect(postIds(strangerBack)).toEqual([open]);
    expect(postIds(guestBack)).toEqual([open]);
    expect(followerBack.events.map(([, event]) => event)).toEqual([
      { type: "post.created", postId: hidden, authorId: author.id, followed: true, own: false },
      { type: "post.counts", postId: hidden, like_count: 2, comment_count: 0 },
      { type: "post.created", postId: open, authorId: author.id, followed: true, own: false },
    ]);
    // Ids go up, so the client's last id seen is where the next resume starts.
    const ids = followerBack.events.map(([id]) => id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(from);

    const later = randomUUID();
    await announcePostCreated({ postId: later, authorId: author.id, followersOnly: false });
    for (const inbox of [strangerBack, followerBack, guestBack]) {
      await vi.waitFor(() => expect(postIds(inbox)).toContain(later), WAIT);
      expect(postIds(inbox).filter((id) => id === later)).toHaveLength(1);
    }
    for (const inbox of [strangerBack, followerBack, guestBack]) inbox.disconnect();
  });

  it("starts a new stream at the newest event, without replaying older ones", async () => {
    await announcePostCreated({ postId: randomUUID(), authorId: author.id, followersOnly: false });
    let start = -1;
    const events: FeedLiveEvent[] = [];
    const disconnect = await connectFeedReader(
      { viewerId: null, send: (_id, event) => events.push(event) },
      null,
      (id) => {
        start = id;
      },
    );
    expect(start).toBe(await latestEventId());
    expect(events).toEqual([]);
    disconnect();
  });

  it("forgets a reader once disconnected", async () => {
    const before = feedReaderCount();
    const inbox = await connect(null);
    expect(feedReaderCount()).toBe(before + 1);
    inbox.disconnect();
    expect(feedReaderCount()).toBe(before);
  });
});
