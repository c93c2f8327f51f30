/**
 * Bulk generator for the feed benchmark (issue 16 "Speed"): members, follows, community posts, likes
 * and comments, set-based and deterministic, like bench/generate-recipes.ts.
 *
 * - members (default 10,000, ids `bench-feed-member-000001`…): names from the recipe generator's lists
 *   and a few more; one in ten hides their full name.
 * - follows: each member follows 3 + ⌊u⁶·400⌋ others (median ~9, a tenth follow 200 or more), popular
 *   members (low numbers) far more often.
 * - posts (default 200,000): authors skewed (author = member ⌊u^2.5·N⌋: the busiest writes thousands), over
 *   the last year with more recent ones more frequent; 1–13 sentences (most one to three, some long);
 *   ~12 % with one to four image URLs (2 % images only); ~10 % for followers only.
 * - likes (~1,000,000) and comments (~400,000, about a third replies to a comment on the same post):
 *   each post's counts are drawn first (heavy-tailed), stored on the post with its hot score (the insert
 *   trigger computes rank_score), and exactly that many rows generated, by distinct members for likes.
 *
 * Every choice is `hashint8extended(g, seed·1000 + salt)` over generate_series: one INSERT … SELECT per
 * table and batch. Secondary indexes on the feed tables are dropped for the load and rebuilt from their
 * own definitions afterwards (a bulk build is much faster than 200,000 GIN insertions); the counter
 * triggers on post_likes and post_comments are off while their rows, already counted, go in.
 */
import { DEFAULT_PRIVACY_SETTINGS } from "~/lib/constants";
import { currentConnection } from "~/lib/db.server";
import { stepper } from "./bench-stats";
import {
  BASES,
  below,
  FIRST_NAMES,
  FLAVOURS,
  HANDLES,
  hash,
  LAST_NAMES,
  MODIFIERS,
  pickFrom,
  run,
  scalar,
  textArray,
  uniform,
} from "./generate-recipes";

export type GenerateFeedOptions = {
  members?: number;
  posts: number;
  seed?: number;
  batchSize?: number;
  log?: (message: string) => void;
};

export type FeedSummary = {
  members: number;
  membersHidingNames: number;
  follows: number;
  /** Follows per member: least, median, 90th percentile, most. */
  followsPerMember: { min: number; median: number; p90: number; max: number };
  posts: number;
  followersOnly: number;
  withImages: number;
  /** Characters of post text: median, 90th percentile, longest. */
  contentLength: { median: number; p90: number; max: number };
  /** Posts by the busiest author, and by the ten busiest together. */
  topAuthor: number;
  topTenAuthors: number;
  likes: number;
  comments: number;
  replies: number;
  timings: Record<string, number>;
  totalMs: number;
};

const MORE_FIRST_NAMES = [
  "Amara",
  "Bruno",
  "Chloe",
  "Dmitri",
  "Elif",
  "Farah",
  "Gabriel",
  "Ingrid",
  "Javier",
  "Keiko",
  "Liam",
  "Maya",
  "Nikolai",
  "Olivia",
  "Pablo",
  "Rosa",
  "Samir",
  "Tara",
  "Ugo",
  "Vera",
  "Wei",
  "Ximena",
  "Yusuf",
  "Zara",
  "Anneke",
  "Baptiste",
  "Camila",
  "Dev",
  "Esme",
  "Florian",
];
const MORE_LAST_NAMES = [
  "Abbott",
  "Bianchi",
  "Chen",
  "Dubois",
  "Eriksen",
  "Ferreira",
  "Garcia",
  "Horvath",
  "Ivanova",
  "Jansen",
  "Kim",
  "Lopez",
  "Murphy",
  "Nguyen",
  "O'Brien",
  "Park",
  "Ramirez",
  "Schmidt",
  "Takahashi",
  "Usman",
  "Vasquez",
  "Walsh",
  "Yilmaz",
  "Zhang",
];

// A post is a few sentences: "{opener} {modifier?} {base} {middle}", or a line of its own.
const OPENERS = [
  "Just made a",
  "Tonight's drink: a",
  "Finally nailed the",
  "Anyone else obsessed with the",
  "Trying a new take on the",
  "Shook up a",
  "Can't stop making this",
  "Weekend project: a",
  "Our house",
  "Hot take: the",
  "First attempt at a",
  "Batched a big jug of",
  "My partner's favourite is the",
  "Served a round of",
  "Still thinking about the",
];
const MIDDLES = [
  "with fresh lime and a little more sugar than usual.",
  "using the rye I picked up last week.",
  "stirred over one big cube, and it was perfect.",
  "and it might be my favourite yet.",
  "with a grapefruit twist instead of orange.",
  "but swapped the simple syrup for honey.",
  "with a splash of soda to lengthen it for the heat.",
  "and the bitters really make it sing.",
  "for friends who swore they hated gin.",
  "that came out far too sweet; next time less syrup.",
  "with homemade grenadine, worth the effort.",
  "at the bar downtown and now I need the spec.",
  "with a smoked salt rim, surprisingly good.",
  "and clarified it with milk; silky texture.",
];
const LINES = [
  "Cheers everyone!",
  "Recipe in the comments.",
  "Any tips for clarifying milk punch?",
  "What's your go-to garnish for a sour?",
  "Shaken, strained, gone in five minutes.",
  "Photos don't do it justice.",
  "New bottle day at the home bar.",
  "Which vermouth do you keep in the fridge?",
  "Ice matters more than people think.",
  "#homebar #cocktails #tikitime",
  "Happy Friday 🍹",
  "Low-ABV evenings are underrated.",
  "Does anyone have a good orgeat recipe?",
  "Finally organised the bar cart.",
];
// The long tail of a real vocabulary (bars, brands, places, people): three-syllable words, a few very
// common and most rare, so that the search's word list and index see tens of thousands of words.
const SYLLABLES =
  "ka lo mi ra ve to su ne bi da po fe zu gi ha jo ko le ma ni or pa qui ri sa ti um va wo xi ya ze".split(" ");
const MENTIONS = [
  "Shoutout to",
  "Picked up a bottle of",
  "Trying the new menu at",
  "Thanks for the tip,",
  "Made the house special from",
  "Can recommend",
];
const COMMENTS = [
  "Looks amazing!",
  "Saving this for the weekend.",
  "What rum did you use?",
  "Great idea with the honey.",
  "I'd add a dash of orange bitters.",
  "Made it last night, thanks for sharing!",
  "That glass is gorgeous.",
  "Too sweet for me, but I'll try it drier.",
  "Recipe please!",
  "Cheers 🥂",
  "Agreed, fresh juice makes all the difference.",
  "Where did you find that bottle?",
];

/** A generated member's id from its number (an SQL expression). */
export const feedMemberId = (n: string) => `('bench-feed-member-' || lpad((${n})::text, 6, '0'))`;
/**
 * A hash shaped as a version 4 UUID, as the app's ids are (gen_random_uuid): the feed's cursor accepts
 * only RFC 9562 ids, and a bare md5 is not one.
 */
const uuidV4 = (text: string) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
export const postId = (seed: number, row = "g") => uuidV4(`'muddle-bench-post-${seed}-' || ${row}`);
const commentId = (seed: number, post: string, k: string) =>
  uuidV4(`'muddle-bench-comment-${seed}-' || ${post} || '-' || ${k}`);

/** Per-post draws shared by the post, like and comment statements (the same g gives the same numbers). */
const likeCount = (s: number) => `floor(power(${uniform(s, 306)}, 5) * 32)::int`;
const commentCount = (s: number) => `floor(power(${uniform(s, 307)}, 3) * 9.5)::int`;
/** A stride prime to any member count below it: k ↦ (h + k·stride) mod N never repeats within N. */
const STRIDE = 1_000_003;

async function generateMembers(count: number, seed: number) {
  const s = seed;
  const first = [...FIRST_NAMES, ...MORE_FIRST_NAMES];
  const last = [...LAST_NAMES, ...MORE_LAST_NAMES];
  const hidden = JSON.stringify({ ...DEFAULT_PRIVACY_SETTINGS, show_full_name: false }).replace(/'/g, "''");
  const shown = JSON.stringify(DEFAULT_PRIVACY_SETTINGS).replace(/'/g, "''");
  const drawn = `select g, ${feedMemberId("g")} as id, ${pickFrom(first, s, 201)} as first,
      ${pickFrom(last, s, 202)} as last, ${pickFrom(HANDLES, s, 203)} as handle,
      ${below(s, 204, 10)} = 0 as hides_name,
      now() - make_interval(days => 30 + ${below(s, 205, 1000)}) as joined
    from generate_series(1, ${count}) g`;
  await run(`
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select id, first || ' ' || last, lower(first) || '.' || g || '@feed.bench.muddle.example', true, joined, joined
    from (${drawn}) m`);
  await run(`
    insert into profiles (id, username, slug, first_name, last_name, email, bio, privacy_settings,
      profile_picture_url, created_at, updated_at)
    select id, lower(first) || '_' || handle || g, lower(first) || '_' || handle || g, first, last,
      lower(first) || '.' || g || '@feed.bench.muddle.example', 'Home bartender. Mostly ' || handle || '.',
      case when hides_name then '${hidden}'::jsonb else '${shown}'::jsonb end,
      case when g % 3 = 0 then '/uploads/profile-images/' || id || '/avatar.webp' end,
      joined, joined
    from (${drawn}) m`);
}

async function generateFollows(from: number, to: number, members: number, seed: number) {
  const s = seed;
  const slot = "(g * 512 + k)";
  const followee = `1 + floor(power(${uniform(s, 210, slot)}, 2) * ${members})::int`;
  await run(`
    insert into followers (follower_id, following_id, created_at)
    select ${feedMemberId("g")}, ${feedMemberId(followee)},
      now() - make_interval(days => ${below(s, 212, 400, slot)})
    from generate_series(${from}, ${to}) g
    cross join lateral generate_series(1, 3 + floor(power(${uniform(s, 211)}, 6) * 400)::int) k
    where ${followee} <> g
    on conflict do nothing`);
}

/** A word of the long tail: syllables chosen by one heavily skewed draw (an SQL expression). */
function rareWord(s: number, salt: number, key: string): string {
  const n = SYLLABLES.length;
  const rank = `floor(power(${uniform(s, salt, key)}, 3) * ${n ** 3})::int`;
  const syllable = (divisor: number) => `(${textArray(SYLLABLES)})[1 + (${rank} / ${divisor}) % ${n}]`;
  return `initcap(${syllable(n * n)} || ${syllable(n)} || ${syllable(1)})`;
}

/** One sentence of post `g` (its k-th), from the row key `(g * 16 + k)`. */
function sentence(s: number): string {
  const key = "(g * 16 + k)";
  const pick = (list: string[], salt: number) => `(${textArray(list)})[1 + ${below(s, salt, list.length, key)}]`;
  return `case when ${below(s, 310, 6, key)} = 0 then ${pick(LINES, 311)}
    when ${below(s, 310, 6, key)} = 1 then
      ${pick(MENTIONS, 318)} || ' ' || ${rareWord(s, 322, key)} || ' ' || ${rareWord(s, 323, key)} || '.'
    else ${pick(OPENERS, 312)} || ' ' ||
      case when ${below(s, 313, 3, key)} = 0 then ${pick(MODIFIERS, 314)} || ' '
        when ${below(s, 313, 3, key)} = 1 then ${pick(FLAVOURS, 315)} || ' ' else '' end ||
      ${pick(BASES, 316)} || ' ' || ${pick(MIDDLES, 317)} end`;
}

async function generatePosts(from: number, to: number, total: number, members: number, seed: number) {
  const s = seed;
  // Posts are inserted in the order they were written, as on a live site (the newest last).
  await run(`
    with d as (
      select g, ${feedMemberId(`1 + floor(power(${uniform(s, 301)}, 2.5) * ${members})::int`)} as author,
        now() - make_interval(secs => power(1 - (g - ${uniform(s, 302)}) / ${total}, 1.5) * 365 * 86400) as created,
        ${below(s, 303, 100)} as audience,
        1 + floor(power(${uniform(s, 304)}, 2.5) * 13)::int as sentences,
        ${below(s, 305, 100)} as pictures
      from generate_series(${from}, ${to}) g
    )
    insert into community_posts (id, user_id, content, images, followers_only, like_count, comment_count,
      created_at, updated_at)
    select ${postId(s)}, author,
      case when pictures < 2 then '' else
        (select string_agg(${sentence(s)}, ' ' order by k) from generate_series(1, sentences) k) end,
      case when pictures < 12 then array(
          select '/uploads/post-images/' || author || '/' || md5(g || '-' || i) || '.webp'
          from generate_series(1, 1 + ${below(s, 308, 4)}) i)
        else '{}'::text[] end,
      audience < 10, ${likeCount(s)}, ${commentCount(s)}, created, created
    from d`);
}

async function generateEngagement(from: number, to: number, members: number, seed: number) {
  const s = seed;
  const range = `generate_series(${from}, ${to}) g join community_posts p on p.id = ${postId(s)}`;
  await run(`
    insert into post_likes (post_id, user_id, created_at)
    select p.id, ${feedMemberId(`1 + (${hash(s, 320)} + k::bigint * ${STRIDE}) % ${members}`)},
      p.created_at + make_interval(mins => k * 3 + ${below(s, 321, 600)})
    from ${range} cross join lateral generate_series(1, ${likeCount(s)}) k`);
  // Comment k ≡ 2 (mod 3) answers comment k − 1, a top-level one: parents go in first.
  for (const replies of [false, true]) {
    const slot = "(g * 64 + k)";
    await run(`
      insert into post_comments (id, post_id, user_id, content, parent_comment_id, created_at)
      select ${commentId(s, "g", "k")}, p.id,
        ${feedMemberId(`1 + ${below(s, 330, members, slot)}`)},
        (${textArray(COMMENTS)})[1 + ${below(s, 331, COMMENTS.length, slot)}],
        ${replies ? commentId(s, "g", "(k - 1)") : "null"},
        p.created_at + make_interval(mins => k * 11 + ${below(s, 332, 300, slot)})
      from ${range} cross join lateral generate_series(1, ${commentCount(s)}) k
      where (k % 3 = 2) = ${replies}`);
  }
}

const FEED_TABLES = ["community_posts", "post_likes", "post_comments", "followers"];

/** The secondary indexes of the feed tables (not those behind a primary key or unique constraint). */
async function secondaryIndexes(): Promise<{ name: string; definition: string }[]> {
  const result = await run(`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = 'public' and tablename = any(${textArray(FEED_TABLES)})
      and indexname not in (select conname from pg_constraint)`);
  return (result as unknown as { rows: { name: string; definition: string }[] }).rows;
}

async function percentiles(query: string) {
  const result = await run(`
    select min(n)::int as min, percentile_disc(0.5) within group (order by n)::int as median,
      percentile_disc(0.9) within group (order by n)::int as p90, max(n)::int as max from (${query}) t`);
  return (result as unknown as { rows: { min: number; median: number; p90: number; max: number }[] }).rows[0] as {
    min: number;
    median: number;
    p90: number;
    max: number;
  };
}

export async function generateFeed(options: GenerateFeedOptions): Promise<FeedSummary> {
  const log = options.log ?? ((m: string) => console.log(m));
  const seed = options.seed ?? 42;
  const members = options.members ?? 10_000;
  const batchSize = options.batchSize ?? 20_000;
  if (members >= STRIDE) throw new Error(`at most ${STRIDE - 1} members`);
  const timings: Record<string, number> = {};
  const started = performance.now();
  const step = stepper(timings, log);

  const indexes = await secondaryIndexes();
  for (const index of indexes) await run(`drop index "${index.name}"`);
  await run("alter table post_likes disable trigger user");
  await run("alter table post_comments disable trigger user");
  try {
    await step(`${members} members`, () => generateMembers(members, seed));
    await step("follows", async () => {
      for (let from = 1; from <= members; from += 2_000) {
        await generateFollows(from, Math.min(members, from + 1_999), members, seed);
      }
    });
    await step(`${options.posts} posts`, async () => {
      for (let from = 1; from <= options.posts; from += batchSize) {
        await generatePosts(from, Math.min(options.posts, from + batchSize - 1), options.posts, members, seed);
      }
    });
    await step("likes and comments", async () => {
      for (let from = 1; from <= options.posts; from += batchSize) {
        await generateEngagement(from, Math.min(options.posts, from + batchSize - 1), members, seed);
      }
    });
  } finally {
    await run("alter table post_likes enable trigger user");
    await run("alter table post_comments enable trigger user");
    await step(`rebuild ${indexes.length} indexes`, async () => {
      for (const index of indexes) await run(index.definition);
    });
  }
  await step("vacuum analyze", async () => {
    for (const table of [...FEED_TABLES, "profiles", "user"]) await run(`vacuum (analyze) "${table}"`);
  });

  const summary: FeedSummary = {
    members: await scalar("select count(*) from profiles where id like 'bench-feed-member-%'"),
    membersHidingNames: await scalar(
      "select count(*) from profiles where id like 'bench-feed-member-%' and privacy_settings->>'show_full_name' = 'false'",
    ),
    follows: await scalar("select count(*) from followers"),
    followsPerMember: await percentiles(
      "select count(*) as n from followers where follower_id like 'bench-feed-member-%' group by follower_id",
    ),
    posts: await scalar("select count(*) from community_posts"),
    followersOnly: await scalar("select count(*) from community_posts where followers_only"),
    withImages: await scalar("select count(*) from community_posts where cardinality(images) > 0"),
    contentLength: await percentiles("select length(content) as n from community_posts"),
    topAuthor: await scalar("select max(n) from (select count(*) n from community_posts group by user_id) t"),
    topTenAuthors: await scalar(
      "select sum(n) from (select count(*) n from community_posts group by user_id order by n desc limit 10) t",
    ),
    likes: await scalar("select count(*) from post_likes"),
    comments: await scalar("select count(*) from post_comments"),
    replies: await scalar("select count(*) from post_comments where parent_comment_id is not null"),
    timings,
    totalMs: Math.round(performance.now() - started),
  };
  log(
    `Generated in ${(summary.totalMs / 1000).toFixed(1)} s (${currentConnection().kind}): ${summary.members} members ` +
      `(${summary.membersHidingNames} hide their names), ${summary.follows} follows (per member ${JSON.stringify(summary.followsPerMember)}), ` +
      `${summary.posts} posts (${summary.followersOnly} followers only, ${summary.withImages} with images, ` +
      `length ${JSON.stringify(summary.contentLength)}, busiest author ${summary.topAuthor}, ten busiest ${summary.topTenAuthors}), ` +
      `${summary.likes} likes, ${summary.comments} comments (${summary.replies} replies)`,
  );
  return summary;
}
