import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createRecipe, setRecipeStatus, setRecipeVisibility } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { followMember } from "./follow-mutations.server";
import {
  getPublicProfile,
  listFollowers,
  listFollowing,
  listProfileCollections,
  listProfilePosts,
  listProfileRecipes,
} from "./profile-queries.server";

setupTestDatabase();

async function member(username: string, privacy: Partial<PrivacySettings> = {}) {
  const id = randomUUID();
  await db.insert(schema.user).values({ id, name: username, email: `${username}@example.com` });
  await db.insert(schema.profiles).values({
    id,
    username,
    slug: username.toLowerCase(),
    first_name: "First",
    last_name: "Last",
    bio: `About ${username}`,
    social_links: { website: "https://example.com" },
    privacy_settings: { ...DEFAULT_PRIVACY_SETTINGS, ...privacy },
  });
  return { id, username };
}

const input = RecipeInput.parse({ name: "Daiquiri", ingredients: [{ name: "White Rum", quantity: 2, unit: "oz" }] });
let host: { id: string; username: string };
const recipeIds: Record<string, string> = {};

beforeAll(async () => {
  host = await member("Profile_Host");
  // Two listed recipes, one draft, one private.
  for (const name of ["Listed One", "Listed Two", "Private One"]) {
    const { id } = await createRecipe(host, { ...input, name });
    await setRecipeStatus(host, id, "published");
    if (name === "Private One") await setRecipeVisibility(host, id, "private");
    recipeIds[name] = id;
  }
  await createRecipe(host, { ...input, name: "Draft One" });
  const [publicPicks] = await db
    .insert(schema.collections)
    .values([
      { user_id: host.id, name: "Public Picks", slug: `public-picks-${randomUUID()}`, is_public: true },
      { user_id: host.id, name: "Secret Picks", slug: `secret-picks-${randomUUID()}`, is_public: false },
    ])
    .returning({ id: schema.collections.id });
  // The public collection holds one public and one private recipe (issue 15).
  await db.insert(schema.collection_recipes).values(
    ["Listed One", "Private One"].map((name) => ({
      collection_id: publicPicks?.id as string,
      recipe_id: recipeIds[name] as string,
    })),
  );
  await db.insert(schema.community_posts).values([
    { user_id: host.id, content: "older post", created_at: new Date("2024-01-01T00:00:00Z") },
    { user_id: host.id, content: "newer post", created_at: new Date("2025-01-01T00:00:00Z") },
  ]);
});

describe("getPublicProfile", () => {
  it("counts only published public recipes and public collections", async () => {
    const fan = await member("profile_fan");
    await followMember(fan, host.username);
    const profile = await getPublicProfile("profile_host", fan.id);
    expect(profile).toMatchObject({
      username: "Profile_Host",
      first_name: "First",
      canView: true,
      isOwner: false,
      viewerFollows: true,
      counts: { recipes: 2, collections: 1, followers: 1, following: 0 },
    });
    expect((await getPublicProfile("profile_fan", null))?.counts?.following).toBe(1);
  });

  it("does not find an unknown username or 401", async () => {
    expect(await getPublicProfile("nobody_like_this", null)).toBeNull();
    expect(await getPublicProfile("401", null)).toBeNull();
  });

  it("shows a private profile only to its owner", async () => {
    const hermit = await member("profile_hermit", { profile_visibility: "private" });
    const guest = await getPublicProfile("profile_hermit", null);
    expect(guest).toMatchObject({ canView: false, counts: null, bio: null, social_links: {} });
    expect(await getPublicProfile("profile_hermit", hermit.id)).toMatchObject({ canView: true, isOwner: true });
  });

  it("shows a followers-only profile to followers and the owner", async () => {
    const circle = await member("profile_circle", { profile_visibility: "followers" });
    const fan = await member("profile_circle_fan");
    expect((await getPublicProfile("profile_circle", fan.id))?.canView).toBe(false);
    await followMember(fan, "profile_circle");
    expect((await getPublicProfile("profile_circle", fan.id))?.canView).toBe(true);
    expect((await getPublicProfile("profile_circle", circle.id))?.canView).toBe(true);
    expect((await getPublicProfile("profile_circle", null))?.canView).toBe(false);
  });

  it("hides names and social links from others when the member asks", async () => {
    const quiet = await member("profile_quiet", { show_full_name: false, show_social_links: false });
    expect(await getPublicProfile("profile_quiet", null)).toMatchObject({
      first_name: null,
      last_name: null,
      social_links: {},
    });
    expect(await getPublicProfile("profile_quiet", quiet.id)).toMatchObject({
      first_name: "First",
      social_links: { website: "https://example.com" },
    });
    const fan = await member("profile_quiet_fan");
    await followMember(fan, "profile_quiet");
    const [listed] = (await listFollowing(fan.id, 1, null)).items;
    expect(listed).toMatchObject({ username: "profile_quiet", first_name: null, last_name: null });
  });
});

describe("profile lists", () => {
  it("list only published public recipes and public collections, with exact totals", async () => {
    const recipes = await listProfileRecipes(host.id, 1, null);
    expect(recipes.total).toBe(2);
    expect(recipes.items.map((r) => r.name).sort()).toEqual(["Listed One", "Listed Two"]);
    const collections = await listProfileCollections(host.id, 1, null);
    expect(collections).toMatchObject({ total: 1, pageCount: 1 });
    expect(collections.items[0]).toMatchObject({
      name: "Public Picks",
      recipe_count: 1,
      owner_username: "Profile_Host",
    });
  });

  it("a collection card counts only the recipes the viewer may see", async () => {
    const stranger = await member("profile_stranger");
    const seenBy = async (viewerId: string | null) =>
      (await listProfileCollections(host.id, 1, viewerId)).items.map((c) => [c.name, c.recipe_count]);
    expect(await seenBy(stranger.id)).toEqual([["Public Picks", 1]]);
    expect(await seenBy(null)).toEqual([["Public Picks", 1]]);
    // The owner sees their private recipe counted; their private collection stays off the profile.
    expect(await seenBy(host.id)).toEqual([["Public Picks", 2]]);
    expect((await getPublicProfile("profile_host", stranger.id))?.counts?.collections).toBe(1);
  });

  it("list posts newest first; a followers-only post only for the owner and followers", async () => {
    const posts = await listProfilePosts(host.id, 1, null);
    expect(posts.items.map((p) => p.content)).toEqual(["newer post", "older post"]);
    await db
      .insert(schema.community_posts)
      .values({ user_id: host.id, content: "for followers", followers_only: true, created_at: new Date("2025-06-01") });
    const fan = await member("profile_post_fan");
    await followMember(fan, "profile_host");
    const contents = async (viewerId: string | null) =>
      (await listProfilePosts(host.id, 1, viewerId)).items.map((p) => p.content);
    expect(await contents(null)).toEqual(["newer post", "older post"]);
    expect(await contents(fan.id)).toEqual(["for followers", "newer post", "older post"]);
    expect(await contents(host.id)).toEqual(["for followers", "newer post", "older post"]);
  });

  it("page followers 20 at a time", async () => {
    const popular = await member("profile_popular");
    const fans = await Promise.all(Array.from({ length: 23 }, (_, i) => member(`popular_fan_${i}`)));
    for (const fan of fans) await followMember(fan, "profile_popular");
    const first = await listFollowers(popular.id, 1, null);
    const second = await listFollowers(popular.id, 2, null);
    expect(first).toMatchObject({ total: 23, pageCount: 2 });
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(3);
    const names = new Set([...first.items, ...second.items].map((m) => m.username));
    expect(names.size).toBe(23);
  });
});
