/**
 * Community search (issue 16, "Search posts, users, and collections..."): one query's results grouped as
 * posts, members and public collections, typo-tolerant, in SQL with indexes.
 *
 * - Posts the viewer may read (canSeePost), by full text. A misspelt word ("negorni") is matched against
 *   the posts' word list (community_post_words, trigram similarity on short words) and the words it
 *   resembles join the query, as alternatives to what was typed; a word the posts already use is taken
 *   as meant. Comparing the typed text with whole posts instead (`q <% content`) costs a similarity
 *   over each candidate post: 2.4 s for a word in 10,000 of 200,000 posts (docs/performance.md).
 *   Ranked by relevance (posts matching the words as typed before those found only through a
 *   correction, then ts_rank), then by the feed's hot score. Relevance orders the 30 hottest matches of
 *   each audience (an index walk for common words, a bitmap for rare ones), so a search costs about the
 *   same however many posts match; an old post that matches well but is cold may not be among them.
 * - Members by username or full name (word similarity, trigram indexes), names as the viewer may see
 *   them (shownNames): a hidden full name is neither shown nor searchable by others.
 * - Public collections (listedCollection) by name (word similarity, collections_name_trgm_idx).
 */
import { desc, eq, type SQL, sql } from "drizzle-orm";
import { cardSelection, toCollectionCard } from "~/features/collections/collection-queries.server";
import type { CollectionCardData } from "~/features/collections/collection-types";
import { shownNames } from "~/features/privacy/profile-privacy.server";
import {
  canSeePost,
  listedCollection,
  listedPost,
  unmoderatedProfile,
  type ViewerId,
} from "~/features/privacy/visibility.server";
import type { MemberSummary } from "~/features/profiles/profile-queries.server";
import { db, schema } from "~/lib/db.server";
import { graphemeCount, normaliseText, truncateGraphemes } from "~/lib/text";
import { getPosts } from "./feed-queries.server";
import type { FeedPost } from "./feed-types";

const { community_posts, community_post_words, profiles, collections } = schema;

/** Longer input is cut to this many characters; shorter than the minimum finds nothing. */
export const COMMUNITY_SEARCH_MAX_CHARS = 100;
export const COMMUNITY_SEARCH_MIN_CHARS = 2;
export const COMMUNITY_SEARCH_LIMITS = { posts: 10, members: 6, collections: 6 } as const;
/** The hottest matches of each audience that relevance then orders. */
const POST_CANDIDATES = 30;
/** Words of the query checked for typos, and corrections tried per word. */
const MAX_TYPO_WORDS = 6;
const CORRECTIONS_PER_WORD = 5;

export type CommunitySearchResults = {
  posts: FeedPost[];
  members: MemberSummary[];
  collections: CollectionCardData[];
};

const EMPTY: CommunitySearchResults = { posts: [], members: [], collections: [] };

/** The query as searched: cleaned by the shared normaliser, one line, single spaces, capped. */
export function communitySearchText(query: string): string {
  const text = normaliseText(query, { singleLine: true }).replace(/\s+/g, " ");
  return truncateGraphemes(text, COMMUNITY_SEARCH_MAX_CHARS).trim();
}

export async function searchCommunity(query: string, viewerId: ViewerId): Promise<CommunitySearchResults> {
  const q = communitySearchText(query);
  if (graphemeCount(q) < COMMUNITY_SEARCH_MIN_CHARS) return EMPTY;
  const [posts, members, collectionCards] = await Promise.all([
    searchPosts(q, viewerId),
    searchMembers(q, viewerId),
    searchCollections(q),
  ]);
  return { posts, members, collections: collectionCards };
}

// ---------------------------------------------------------------------------------------------
// Posts

/** An array literal of letters-and-digits words, each quoted (an unquoted `null` would be NULL). */
const wordList = (words: string[]) => `{${words.map((w) => `"${w}"`).join(",")}}`;

type WordRow = { word: string; stopword: boolean; corrections: string[] | null };

/**
 * The words worth correcting: letters and digits, three or more (trigrams need them), each once.
 * Each comes back with the words of the posts it resembles, unless the posts already use it.
 */
async function corrections(q: string): Promise<WordRow[]> {
  const words = [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])].slice(0, MAX_TYPO_WORDS);
  if (words.length === 0) return [];
  const { rows } = await db.execute<WordRow>(sql`
    select w.word, numnode(plainto_tsquery('english', w.word)) = 0 as stopword,
      case when not exists (
        select 1 from ${community_post_words}
        where ${community_post_words.word} = any(tsvector_to_array(to_tsvector('english', w.word)))
      ) then array(
        select ${community_post_words.word} from ${community_post_words}
        where ${community_post_words.word} % w.word
        order by ${community_post_words.word} <-> w.word, ${community_post_words.word}
        limit ${CORRECTIONS_PER_WORD}
      ) end as corrections
    from unnest(${wordList(words)}::text[]) with ordinality as w(word, n)
    order by w.n`);
  return rows;
}

/**
 * The full-text query: the words as typed (websearch syntax: quotes, "or", "-"), or else every word
 * matched as typed or as one of its corrections. Built from parameters, so the planner sees the
 * lexemes and can tell a common word (walk the hot-score index) from a rare one (bitmap).
 */
function textQueries(q: string, words: WordRow[]): { exact: SQL; any: SQL } {
  const exact = sql`websearch_to_tsquery('english', ${q})`;
  const groups = words.filter((w) => !w.stopword);
  if (!groups.some((w) => w.corrections?.length)) return { exact, any: exact };
  const alternatives = groups.map(
    (w) =>
      sql`(${sql.join(
        [
          sql`plainto_tsquery('english', ${w.word})`,
          ...(w.corrections ?? []).map((c) => sql`plainto_tsquery('simple', ${c})`),
        ],
        sql` || `,
      )})`,
  );
  return { exact, any: sql`(${exact} || (${sql.join(alternatives, sql` && `)}))` };
}

async function searchPosts(q: string, viewerId: ViewerId): Promise<FeedPost[]> {
  const { exact, any } = textQueries(q, await corrections(q));
  const matches = sql`${community_posts.search_vector} @@ ${any}`;
  const hottest = (
    audience: SQL,
  ) => sql`(select ${community_posts.id} as id, ${community_posts.rank_score} as rank_score
    from ${community_posts} where ${audience} and ${matches}
    order by ${community_posts.rank_score} desc, ${community_posts.id} desc limit ${POST_CANDIDATES})`;
  // Public posts walk their hot-score index; followers-only ones the viewer may read have their own.
  const candidates = viewerId
    ? sql`${hottest(listedPost)} union all ${hottest(sql`${community_posts.followers_only} and ${canSeePost(viewerId)}`)}`
    : hottest(listedPost);
  const { rows } = await db.execute<{ id: string }>(sql`select h.id from (${candidates}) h
    join ${community_posts} on ${community_posts.id} = h.id
    order by (${community_posts.search_vector} @@ ${exact}) desc, ts_rank(${community_posts.search_vector}, ${any}) desc,
      h.rank_score desc, h.id desc
    limit ${COMMUNITY_SEARCH_LIMITS.posts}`);
  const ids = rows.map((r) => r.id);
  const byId = new Map((await getPosts(viewerId, ids)).map((post) => [post.id, post]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// ---------------------------------------------------------------------------------------------
// Members and collections

/** First and last name as stored: the expression profiles_full_name_trgm_idx indexes. */
const fullName = sql`(coalesce(${profiles.first_name}, '') || ' ' || coalesce(${profiles.last_name}, ''))`;

/**
 * The closest members by username and, separately, by full name where the viewer may see it, each a
 * nearest-neighbour walk of its GiST index (`<<->` is 1 − word similarity), so a word thousands of
 * usernames share costs no more than a rare one; then the best of both, each member once.
 */
export async function searchMembers(q: string, viewerId: ViewerId): Promise<MemberSummary[]> {
  const names = shownNames(viewerId);
  const shownName = sql`(coalesce(${names.first_name}, '') || ' ' || coalesce(${names.last_name}, ''))`;
  const limit = COMMUNITY_SEARCH_LIMITS.members;
  const { rows } = await db.execute<MemberSummary>(sql`
    select ${profiles.username} as username, ${names.first_name} as first_name, ${names.last_name} as last_name,
      ${profiles.profile_picture_url} as profile_picture_url
    from (
      select id, min(distance) as distance from (
        (select ${profiles.id} as id, ${q} <<-> ${profiles.username} as distance from ${profiles}
          where ${q} <% ${profiles.username} order by ${q} <<-> ${profiles.username} limit ${limit})
        union all
        (select ${profiles.id} as id, ${q} <<-> ${fullName} as distance from ${profiles}
          where ${q} <% ${fullName} and ${q} <% ${shownName} order by ${q} <<-> ${fullName} limit ${limit})
      ) nearest group by id
    ) found join ${profiles} on ${profiles.id} = found.id
    where ${unmoderatedProfile}
    order by found.distance, ${profiles.slug}
    limit ${limit}`);
  return rows;
}

/** Cards as the public list (/collections) shows them: the recipes everyone may see, counted. */
export async function searchCollections(q: string): Promise<CollectionCardData[]> {
  const rows = await db
    .select(cardSelection(null))
    .from(collections)
    .leftJoin(profiles, eq(profiles.id, collections.user_id))
    .where(sql`${listedCollection} and ${q} <% ${collections.name}`)
    .orderBy(
      sql`word_similarity(${q}, ${collections.name}) desc`,
      desc(collections.likes_count),
      desc(collections.created_at),
      desc(collections.id),
    )
    .limit(COMMUNITY_SEARCH_LIMITS.collections);
  return rows.map(toCollectionCard);
}
