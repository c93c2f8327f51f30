/**
 * Issue 16: the three feeds, their keyset paging (each post exactly once, also when posts arrive
 * between pages) and who reads a followers-only post.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { followMember } from "~/features/profiles/follow-mutations.server";
import { FEED_PAGE_SIZE } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { getPost, listFeed } from "./feed-queries.server";
import type { FeedTab } from "./feed-schema";
import { createPost } from "./post-mutations.server";

setupTestDatabase();

const { community_posts, post_likes } = schema;

let reader: { id: string };
let friend: { id: string };
let stranger: { id: string };

/** Inserts posts directly, spread over time so ranks differ, and returns their ids oldest first. */
async function seedPosts(authorId: string, count: number, { hoursAgo = 48, followersOnly = false } = {}) {
  const rows = Array.from({ length: count }, (_, i) => ({
    user_id: authorId,
    content: `Seeded post ${i + 1} by ${authorId.slice(0, 6)}`,
    followers_only: followersOnly,
    created_at: new Date(Date.now() - (hoursAgo * 3_600_000 * (count - i)) / count),
  }));
  return (await db.insert(community_posts).values(rows).returning({ id: community_posts.id })).map((r) => r.id);
}

/** Every page of a tab, following nextCursor; `between` runs after the first page. */
async function readAll(viewerId: string | null, tab: FeedTab, between?: () => Promise<unknown>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await listFeed(viewerId, tab, cursor);
    expect(page.posts.length).toBeLessThanOrEqual(FEED_PAGE_SIZE);
    ids.push(...page.posts.map((p) => p.id));
    cursor = page.nextCursor;
    pages += 1;
    if (pages === 1 && between) await between();
  } while (cursor && pages < 100);
  return ids;
}

beforeAll(async () => {
  reader = await createMember("feedreader");
  friend = await createMember("feedfriend");
  stranger = await createMember("feedstranger");
  await followMember(reader, "feedfriend");
});

describe("paging", () => {
  it("35 posts come back exactly once on every tab, also when new posts arrive between pages", async () => {
    const friendPosts = await seedPosts(friend.id, 20);
    const strangerPosts = await seedPosts(stranger.id, 15);
    // Engagement reorders the ranked tabs, so paging is tested on a real mixed order.
    await db.insert(post_likes).values(strangerPosts.slice(0, 5).map((post_id) => ({ post_id, user_id: friend.id })));
    const all = [...friendPosts, ...strangerPosts];
    const arrived: string[] = [];
    const arrive = async () => {
      // Five tabs' arrivals would meet the posting limit; the limit has its own test.
      await db.delete(schema.request_limits);
      arrived.push((await createPost(friend, { content: "Arrived between pages" })).id);
    };

    for (const [viewer, tab, expected] of [
      [null, "for-you", all],
      [null, "discover", all],
      [reader.id, "for-you", all],
      [reader.id, "discover", strangerPosts],
      [reader.id, "following", friendPosts],
    ] as const) {
      const ids = await readAll(viewer, tab, arrive);
      expect(new Set(ids).size, `${tab} for ${viewer ?? "a guest"} repeats a post`).toBe(ids.length);
      expect(ids.filter((id) => all.includes(id)).sort(), `${tab} for ${viewer ?? "a guest"}`).toEqual(
        [...expected].sort(),
      );
      // Posts made after the first page are not slipped into later pages.
      expect(ids.slice(FEED_PAGE_SIZE).filter((id) => arrived.includes(id))).toEqual([]);
    }
    await db.delete(community_posts);
  });

  it("Following is newest first; a guest's Following is empty", async () => {
    const ids = await seedPosts(friend.id, 12);
    const page = await listFeed(reader.id, "following");
    expect(page.posts.map((p) => p.id)).toEqual(ids.slice(-FEED_PAGE_SIZE).reverse());
    expect(await listFeed(null, "following")).toEqual({ posts: [], nextCursor: null });
    await db.delete(community_posts);
  });

  it("For You lifts followed members' posts; Discover ranks engagement and recency", async () => {
    const [old] = await seedPosts(stranger.id, 1, { hoursAgo: 6 });
    const [fresh] = await seedPosts(stranger.id, 1, { hoursAgo: 1 });
    const [followed] = await seedPosts(friend.id, 1, { hoursAgo: 6 });
    expect((await listFeed(reader.id, "for-you")).posts.map((p) => p.id)).toEqual([followed, fresh, old]);
    // Ten likes weigh as much as 12.5 hours, so the older post with likes overtakes the fresh one.
    const likers = await Promise.all(Array.from({ length: 20 }, (_, i) => createMember(`liker${i}`)));
    await db.insert(post_likes).values(likers.map((l) => ({ post_id: old as string, user_id: l.id })));
    expect((await listFeed(reader.id, "discover")).posts.map((p) => p.id)).toEqual([old, fresh]);
    await db.delete(community_posts);
  });

  it("a damaged cursor starts from the first page", async () => {
    await seedPosts(stranger.id, 3);
    const first = await listFeed(null, "for-you");
    expect((await listFeed(null, "for-you", "not-a-cursor")).posts).toEqual(first.posts);
    await db.delete(community_posts);
  });
});

describe("who reads a followers-only post", () => {
  it("its author and followers see it in every place; strangers and guests never", async () => {
    const post = await createPost(friend, { content: "Just for my followers", audience: "followers" });
    expect(post.audience).toBe("followers");
    const seen = async (viewerId: string | null, tab: FeedTab) =>
      (await listFeed(viewerId, tab)).posts.some((p) => p.id === post.id);
    expect(await seen(friend.id, "for-you")).toBe(true);
    expect(await seen(reader.id, "for-you")).toBe(true);
    expect(await seen(reader.id, "following")).toBe(true);
    for (const tab of ["for-you", "discover", "following"] as const) {
      expect(await seen(stranger.id, tab)).toBe(false);
      expect(await seen(null, tab)).toBe(false);
    }
    expect(await getPost(stranger.id, post.id)).toBeNull();
    expect(await getPost(null, post.id)).toBeNull();
    expect((await getPost(reader.id, post.id))?.content).toBe("Just for my followers");
    await db.execute(sql`delete from community_posts`);
  });
});
