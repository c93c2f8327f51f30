/**
 * Issue 16 community search: posts, members and public collections, typo-tolerant, and only what the
 * viewer may see (followers-only posts, private collections, hidden full names).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { followMember } from "~/features/profiles/follow-mutations.server";
import { DEFAULT_PRIVACY_SETTINGS } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { communitySearchText, searchCommunity } from "./community-search.server";
import { createPost } from "./post-mutations.server";

setupTestDatabase();

const { profiles, collections } = schema;

let author: { id: string };
let follower: { id: string };
let stranger: { id: string };
let hider: { id: string };

async function setNames(member: { id: string }, first: string, last: string, showFullName = true) {
  await db
    .update(profiles)
    .set({
      first_name: first,
      last_name: last,
      privacy_settings: { ...DEFAULT_PRIVACY_SETTINGS, show_full_name: showFullName },
    })
    .where(eq(profiles.id, member.id));
}

const postTexts = async (query: string, viewerId: string | null) =>
  (await searchCommunity(query, viewerId)).posts.map((p) => p.content);
const usernames = async (query: string, viewerId: string | null) =>
  (await searchCommunity(query, viewerId)).members.map((m) => m.username);

beforeAll(async () => {
  author = await createMember("valentina_pours");
  follower = await createMember("searchfollower");
  stranger = await createMember("searchstranger");
  hider = await createMember("quietmember");
  await setNames(author, "Valentina", "Okonkwo");
  await setNames(hider, "Bartholomew", "Featherstonehaugh", false);
  await followMember(follower, "valentina_pours");
  await createPost(author, { content: "A bitter Negroni with blood orange, stirred long." });
  await createPost(author, { content: "Secret spec for my followers: smoked rosemary Paloma.", audience: "followers" });
  await createPost(stranger, { content: "Margarita night with friends." });
  await db.insert(collections).values([
    { user_id: author.id, name: "Tiki Weekend Favourites", slug: "tiki-weekend-favourites", is_public: true },
    { user_id: author.id, name: "Tiki Secret Stash", slug: "tiki-secret-stash", is_public: false },
    {
      user_id: author.id,
      name: "Tiki Followers Club",
      slug: "tiki-followers-club",
      is_public: false,
      followers_only: true,
    },
  ]);
});

describe("typos", () => {
  it("a misspelt word finds the post, and a misspelt name the member", async () => {
    expect(await postTexts("negorni", null)).toEqual(["A bitter Negroni with blood orange, stirred long."]);
    expect(await postTexts("bitter negorni", stranger.id)).toEqual([
      "A bitter Negroni with blood orange, stirred long.",
    ]);
    expect(await usernames("Valentna", null)).toEqual(["valentina_pours"]);
    expect(await usernames("Okonkow", stranger.id)).toEqual(["valentina_pours"]);
  });

  it("ranks by relevance before the hot score", async () => {
    await createPost(stranger, { content: "Sbagliato, sbagliato, sbagliato: prosecco instead of gin." });
    await createPost(follower, { content: "Had a sbagliato." });
    expect(await postTexts("sbagliato", null)).toEqual([
      "Sbagliato, sbagliato, sbagliato: prosecco instead of gin.",
      "Had a sbagliato.",
    ]);
  });

  it("finds a member by username and a public collection by name", async () => {
    const results = await searchCommunity("tiki", null);
    expect(results.collections.map((c) => c.name)).toEqual(["Tiki Weekend Favourites"]);
    expect(results.collections[0]).toMatchObject({ owner_username: "valentina_pours", visibility: "public" });
    expect(await usernames("valentina", null)).toEqual(["valentina_pours"]);
  });

  it("a word some post uses is searched as typed, not corrected", async () => {
    await createPost(stranger, { content: "Ordered a Negorni, whatever that is." });
    expect(await postTexts("negorni", null)).toEqual(["Ordered a Negorni, whatever that is."]);
  });
});

describe("who sees what", () => {
  it("a followers-only post is found by its author and a follower, not by a stranger or a guest", async () => {
    const spec = "Secret spec for my followers: smoked rosemary Paloma.";
    expect(await postTexts("rosemary paloma", author.id)).toEqual([spec]);
    expect(await postTexts("rosemary paloma", follower.id)).toEqual([spec]);
    expect(await postTexts("rosemary paloma", stranger.id)).toEqual([]);
    expect(await postTexts("rosemary paloma", null)).toEqual([]);
    expect((await searchCommunity("rosemary paloma", follower.id)).posts[0]).toMatchObject({
      audience: "followers",
      author: { username: "valentina_pours", first_name: "Valentina" },
    });
  });

  it("a private or followers-only collection never appears, not even to its owner or a follower", async () => {
    for (const viewer of [null, author.id, follower.id, stranger.id]) {
      const names = (await searchCommunity("tiki", viewer)).collections.map((c) => c.name);
      expect(names).toEqual(["Tiki Weekend Favourites"]);
    }
  });

  it("a member whose full name is hidden is not found by it, except by themself", async () => {
    expect(await usernames("Featherstonehaugh", stranger.id)).toEqual([]);
    expect(await usernames("Bartholomew", null)).toEqual([]);
    expect(await usernames("Featherstonehaugh", hider.id)).toEqual(["quietmember"]);
    const byUsername = await searchCommunity("quietmember", stranger.id);
    expect(byUsername.members).toEqual([
      { username: "quietmember", first_name: null, last_name: null, profile_picture_url: null },
    ]);
  });
});

describe("the query", () => {
  it("a blank or one-character query finds nothing", async () => {
    for (const query of ["", "   ", "n", " \u200B t \u202E ", "🍋"]) {
      expect(await searchCommunity(query, author.id)).toEqual({ posts: [], members: [], collections: [] });
    }
  });

  it("is cleaned and capped before it reaches the database", async () => {
    expect(communitySearchText("  bitter\u0000\n\u202Enegroni  ")).toBe("bitter negroni");
    expect(communitySearchText("x".repeat(5_000))).toHaveLength(100);
    const long = `negroni ${"y".repeat(5_000)} 'quotes' "and" -operators or \\ % _ {null}`;
    await expect(searchCommunity(long, stranger.id)).resolves.toBeDefined();
    expect(await postTexts('"blood orange" -margarita', null)).toEqual([
      "A bitter Negroni with blood orange, stirred long.",
    ]);
  });
});
