/**
 * The three feeds (issue 16, docs/feed.md), paged by keyset in SQL:
 * - For You: the viewer's own and followed members' posts, boosted, merged with every public post, by
 *   the stored hot score (rank_score). Guests get the public posts by score.
 * - Discover: public posts by members the viewer does not follow (nor their own), by score.
 * - Following: posts by members the viewer follows, newest first.
 * Followed members are read per member through an index (a lateral join), so a page costs about one
 * index probe per followed member plus one walk of the public ranking index, however many posts exist.
 */
import { type SQL, sql } from "drizzle-orm";
import { shownNames } from "~/features/privacy/profile-privacy.server";
import { canSeePost, canSeeRecipe, listedPost, type ViewerId } from "~/features/privacy/visibility.server";
import { FEED_PAGE_SIZE } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { type Paged, paged } from "~/lib/paging";
import { isUuid } from "~/lib/uuid";
import { decodeCursor, encodeCursor, type FeedCursor } from "./feed-cursor.server";
import type { FeedTab } from "./feed-schema";
import type { FeedPage, FeedPost } from "./feed-types";

const { community_posts, profiles, followers, post_likes, recipe_makes, recipes } = schema;

/**
 * How much following a member lifts their posts in For You, in score units: one unit is 12.5 hours of
 * recency or ten times the engagement (migration 0025's community_post_rank).
 */
export const FOLLOWED_BOOST = 1;

type Row = {
  id: string;
  content: string;
  images: string[];
  followers_only: boolean;
  moderation: string;
  created_at: Date | string;
  like_count: number;
  comment_count: number;
  user_id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
  is_liked: boolean;
  made: FeedPost["made"];
  sort_key: number | string;
  as_of: string;
};

/** The columns of a post as the viewer may see it; `community_posts` and `profiles` are in scope. */
function postColumns(viewerId: ViewerId): SQL {
  const names = shownNames(viewerId);
  const liked = viewerId
    ? sql`exists (select 1 from ${post_likes} where ${post_likes.post_id} = ${community_posts.id} and ${post_likes.user_id} = ${viewerId})`
    : sql`false`;
  return sql`${community_posts.id} as id, ${community_posts.content} as content, ${community_posts.images} as images,
    ${community_posts.followers_only} as followers_only, ${community_posts.moderation} as moderation,
    ${community_posts.created_at} as created_at,
    ${community_posts.like_count} as like_count, ${community_posts.comment_count} as comment_count,
    ${community_posts.user_id} as user_id, ${profiles.username} as username, ${names.first_name} as first_name,
    ${names.last_name} as last_name, ${profiles.profile_picture_url} as profile_picture_url, ${liked} as is_liked,
    ${madeColumn(viewerId)} as made`;
}

/**
 * What an "I made this" post made (issue 23): the make's photo, and the recipe only when the reader may
 * see it. The recipe's author is read by a subquery: `profiles` here is the post's author.
 */
function madeColumn(viewerId: ViewerId): SQL {
  const recipe = sql`(select json_build_object('name', ${recipes.name}, 'url',
      '/recipes/' || (select p.username from profiles p where p.id = ${recipes.user_id}) || '/' || ${recipes.slug})
    from ${recipes} where ${recipes.id} = ${recipe_makes.recipe_id} and ${canSeeRecipe(viewerId)})`;
  return sql`case when ${community_posts.make_id} is null then null else (
    select json_build_object('photo_url', ${recipe_makes.photo_url}, 'recipe', ${recipe})
    from ${recipe_makes} where ${recipe_makes.id} = ${community_posts.make_id}) end`;
}

const micros = (value: string) => sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;
const nowMicros = sql`(extract(epoch from statement_timestamp()) * 1000000)::bigint::text`;
const createdMicros = sql`(extract(epoch from ${community_posts.created_at}) * 1000000)::bigint::text`;

/** Posts no later than the first page's moment (later ones come through "N new posts"). */
function asOf(cursor: FeedCursor | null): SQL {
  return cursor ? sql`${community_posts.created_at} <= ${micros(cursor.at)}` : sql`true`;
}

/** Ranked posts after the cursor: `score` is rank_score plus a constant boost, compared exactly. */
function afterScore(cursor: FeedCursor | null, boost: number): SQL {
  if (!cursor) return sql`true`;
  const k = Number(cursor.k);
  // The loose bound lets PostgreSQL walk the index; the row comparison is the exact keyset test.
  return sql`${community_posts.rank_score} <= ${k - boost + 1e-6}::float8
    and (${community_posts.rank_score} + ${boost}::float8, ${community_posts.id}) < (${k}::float8, ${cursor.id}::uuid)`;
}

function afterTime(cursor: FeedCursor | null): SQL {
  if (!cursor) return sql`true`;
  return sql`(${community_posts.created_at}, ${community_posts.id}) < (${micros(String(cursor.k))}, ${cursor.id}::uuid)`;
}

/** Members whose posts the viewer follows (and, for For You, their own). */
function followedIds(viewerId: string, withSelf: boolean): SQL {
  const followed = sql`select ${followers.following_id} as uid from ${followers} where ${followers.follower_id} = ${viewerId}`;
  return withSelf ? sql`${followed} union select ${viewerId}::text` : followed;
}

/**
 * Followed members' posts ranked by score plus the boost, one index probe per member. Ids and keys
 * only: the page's columns are read for the page's rows alone (tabQuery), not for every candidate.
 */
function followedRanked(viewerId: string, cursor: FeedCursor | null, withSelf: boolean, limit: number): SQL {
  return sql`select f.id, f.sort_key from (${followedIds(viewerId, withSelf)}) m cross join lateral (
    select ${community_posts.id} as id, ${community_posts.rank_score} + ${FOLLOWED_BOOST}::float8 as sort_key
    from ${community_posts}
    where ${community_posts.user_id} = m.uid and ${canSeePost(viewerId)} and ${asOf(cursor)} and ${afterScore(cursor, FOLLOWED_BOOST)}
    order by ${community_posts.rank_score} desc, ${community_posts.id} desc limit ${limit}
  ) f`;
}

/** Public posts ranked by score, optionally leaving out the viewer's followed members and themself. */
function publicRanked(viewerId: ViewerId, cursor: FeedCursor | null, excludeFollowed: boolean, limit: number): SQL {
  const exclude =
    excludeFollowed && viewerId ? sql`and ${community_posts.user_id} not in (${followedIds(viewerId, true)})` : sql``;
  return sql`select ${community_posts.id} as id, ${community_posts.rank_score} as sort_key
    from ${community_posts}
    where ${listedPost} ${exclude} and ${asOf(cursor)} and ${afterScore(cursor, 0)}
    order by ${community_posts.rank_score} desc, ${community_posts.id} desc limit ${limit}`;
}

function followedLatest(viewerId: string, cursor: FeedCursor | null, limit: number): SQL {
  return sql`select f.id, f.created_at from (${followedIds(viewerId, false)}) m cross join lateral (
    select ${community_posts.id} as id, ${community_posts.created_at} as created_at
    from ${community_posts}
    where ${community_posts.user_id} = m.uid and ${canSeePost(viewerId)} and ${asOf(cursor)} and ${afterTime(cursor)}
    order by ${community_posts.created_at} desc, ${community_posts.id} desc limit ${limit}
  ) f`;
}

/** The page's ids and sort keys first, then the columns of those rows only; `limit` is one past the page. */
function tabQuery(viewerId: ViewerId, tab: FeedTab, cursor: FeedCursor | null, limit: number): SQL {
  const columns = sql`${postColumns(viewerId)}, ${nowMicros} as as_of`;
  const from = sql`join ${community_posts} on ${community_posts.id} = page.id join ${profiles} on ${profiles.id} = ${community_posts.user_id}`;
  if (tab === "following" && viewerId) {
    return sql`select ${columns}, ${createdMicros} as sort_key from (
        select * from (${followedLatest(viewerId, cursor, limit)}) t order by t.created_at desc, t.id desc limit ${limit}
      ) page ${from}
      order by page.created_at desc, page.id desc`;
  }
  const ranked =
    viewerId && tab === "for-you"
      ? sql`(${followedRanked(viewerId, cursor, true, limit)}) union all (${publicRanked(viewerId, cursor, true, limit)})`
      : publicRanked(viewerId, cursor, tab === "discover", limit);
  return sql`select ${columns}, page.sort_key from (
      select * from (${ranked}) t order by t.sort_key desc, t.id desc limit ${limit}
    ) page ${from}
    order by page.sort_key desc, page.id desc`;
}

export function toFeedPost(row: Omit<Row, "sort_key" | "as_of">, viewerId: ViewerId): FeedPost {
  return {
    id: row.id,
    content: row.content,
    images: row.images ?? [],
    audience: row.followers_only ? "followers" : "public",
    created_at: new Date(row.created_at).toISOString(),
    like_count: Number(row.like_count),
    comment_count: Number(row.comment_count),
    is_liked: row.is_liked === true,
    is_own: row.user_id === viewerId,
    made: row.made ?? null,
    moderation: row.moderation === "held" || row.moderation === "hidden" ? row.moderation : null,
    author: {
      id: row.user_id,
      username: row.username,
      first_name: row.first_name,
      last_name: row.last_name,
      profile_picture_url: row.profile_picture_url,
    },
  };
}

/**
 * One page of a feed tab for this viewer. Following needs a member (guests get an empty page; the page
 * says "Please sign in to view followed users"). `cursor` is the previous page's `nextCursor`.
 */
export async function listFeed(
  viewerId: ViewerId,
  tab: FeedTab,
  cursorText: string | null = null,
  /** The page's size: the site's FEED_PAGE_SIZE, or what an API caller asks for. */
  pageSize: number = FEED_PAGE_SIZE,
): Promise<FeedPage> {
  if (tab === "following" && !viewerId) return { posts: [], nextCursor: null };
  const cursor = decodeCursor(cursorText);
  const { rows } = await db.execute<Row>(tabQuery(viewerId, tab, cursor, pageSize + 1));
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const more = rows.length > pageSize && last;
  return {
    posts: page.map((row) => toFeedPost(row, viewerId)),
    nextCursor: more
      ? encodeCursor({
          k: tab === "following" ? String(last.sort_key) : Number(last.sort_key),
          id: last.id,
          at: cursor?.at ?? String(last.as_of),
        })
      : null,
  };
}

/** Posts by id that the viewer may read, newest first (revealing "N new posts", the post page). */
export async function getPosts(viewerId: ViewerId, ids: readonly string[]): Promise<FeedPost[]> {
  const wanted = [...new Set(ids.filter(isUuid))].slice(0, 50);
  if (wanted.length === 0) return [];
  const { rows } = await db.execute<Row>(sql`select ${postColumns(viewerId)}
    from ${community_posts} join ${profiles} on ${profiles.id} = ${community_posts.user_id}
    where ${community_posts.id} in (${sql.join(
      wanted.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and ${canSeePost(viewerId)}
    order by ${community_posts.created_at} desc, ${community_posts.id} desc`);
  return rows.map((row) => toFeedPost(row, viewerId));
}

export async function getPost(viewerId: ViewerId, postId: string): Promise<FeedPost | null> {
  return (await getPosts(viewerId, [postId]))[0] ?? null;
}

/** A member's posts that the viewer may read, newest first, paged by number (the profile's Posts tab). */
export async function listMemberPosts(
  viewerId: ViewerId,
  authorId: string,
  page: number,
  pageSize: number,
): Promise<Paged<FeedPost>> {
  const where = sql`${community_posts.user_id} = ${authorId} and ${canSeePost(viewerId)}`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<Row>(sql`select ${postColumns(viewerId)}
      from ${community_posts} join ${profiles} on ${profiles.id} = ${community_posts.user_id}
      where ${where}
      order by ${community_posts.created_at} desc, ${community_posts.id} desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${community_posts} where ${where}`),
  ]);
  return paged(
    rows.map((row) => toFeedPost(row, viewerId)),
    Number(counted[0]?.n ?? 0),
    page,
    pageSize,
  );
}
