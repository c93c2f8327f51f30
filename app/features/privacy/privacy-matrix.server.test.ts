/**
 * Every privacy setting as anonymous, stranger, follower and owner see it (issue: settings and privacy),
 * through the same feature functions the pages, comments, reactions and listings use.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { followMember, unfollowMember } from "~/features/profiles/follow-mutations.server";
import { getPublicProfile, listFollowers, listProfileRecipes } from "~/features/profiles/profile-queries.server";
import { getRecipeByAddress } from "~/features/recipes/recipe-detail-queries.server";
import { listPublicRecipes } from "~/features/recipes/recipe-listing-queries.server";
import { parseListingParams } from "~/features/recipes/recipe-listing-schema";
import { createRecipe, setRecipeStatus, setRecipeVisibility } from "~/features/recipes/recipe-mutations.server";
import { listFeaturedRecipes } from "~/features/recipes/recipe-queries.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { addComment } from "~/features/social/comment-mutations.server";
import { listRecipeComments } from "~/features/social/comment-queries.server";
import { setRecipeLiked, setRecipeSaved } from "~/features/social/recipe-reactions.server";
import { listSavedRecipes } from "~/features/social/saved-recipes-queries.server";
import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings, type Visibility } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { getPrivacySettings, savePrivacySettings } from "./privacy-settings.server";
import { PrivacySettingsInput } from "./privacy-settings-schema";

setupTestDatabase();

type Member = { id: string; username: string };

async function member(username: string): Promise<Member> {
  const id = randomUUID();
  await db.insert(schema.user).values({ id, name: username, email: `${username}@example.com` });
  await db.insert(schema.profiles).values({
    id,
    username,
    slug: username.toLowerCase(),
    email: `${username}@example.com`,
    first_name: "Rosa",
    last_name: "Lind",
    bio: "Shakes a mean sour",
    location: "Lisbon",
    social_links: { website: "https://rosa.example" },
  });
  return { id, username };
}

async function setPrivacy(who: Member, changes: Partial<PrivacySettings>) {
  await savePrivacySettings(who, { ...(await getPrivacySettings(who)), ...changes });
}

const drink = (name: string, visibility?: Visibility) =>
  RecipeInput.parse({ name, visibility, ingredients: [{ name: "Gin", quantity: 2, unit: "oz" }] });

async function publish(owner: Member, name: string, visibility?: Visibility) {
  const created = await createRecipe(owner, drink(name, visibility));
  await setRecipeStatus(owner, created.id, "published");
  return created;
}

let owner: Member;
let follower: Member;
let stranger: Member;
let followersOnly: { id: string; slug: string };
type Viewer = "anonymous" | "stranger" | "follower" | "owner";
const VIEWERS: Viewer[] = ["anonymous", "stranger", "follower", "owner"];
const idOf = (viewer: Viewer) => (viewer === "anonymous" ? null : { stranger, follower, owner }[viewer].id);

beforeAll(async () => {
  owner = await member(`matrix_owner_${randomUUID().slice(0, 6)}`);
  follower = await member(`matrix_fan_${randomUUID().slice(0, 6)}`);
  stranger = await member(`matrix_other_${randomUUID().slice(0, 6)}`);
  await followMember(follower, owner.username);
  followersOnly = await publish(owner, "Velvet Hour", "followers");
  await publish(owner, "Open Sour", "public");
  await publish(owner, "Closet Fizz", "private");
});

describe("profile visibility", () => {
  const expected: Record<Visibility, Record<Viewer, boolean>> = {
    public: { anonymous: true, stranger: true, follower: true, owner: true },
    followers: { anonymous: false, stranger: false, follower: true, owner: true },
    private: { anonymous: false, stranger: false, follower: false, owner: true },
  };
  for (const visibility of ["public", "followers", "private"] as const) {
    it(`${visibility}: the full profile only for those it allows, the name and picture for everyone`, async () => {
      await setPrivacy(owner, { profile_visibility: visibility });
      for (const viewer of VIEWERS) {
        const profile = await getPublicProfile(owner.username, idOf(viewer));
        const full = expected[visibility][viewer];
        expect({ viewer, canView: profile?.canView }).toEqual({ viewer, canView: full });
        expect(profile?.first_name).toBe("Rosa");
        expect(profile?.bio).toBe(full ? "Shakes a mean sour" : null);
        expect(profile?.location).toBe(full ? "Lisbon" : null);
        expect(profile?.social_links).toEqual(full ? { website: "https://rosa.example" } : {});
        expect(profile?.counts === null).toBe(!full);
      }
    });
  }
});

describe("field switches", () => {
  it("show_full_name off hides the name from everyone but the owner, in lists and comments too", async () => {
    await setPrivacy(owner, { profile_visibility: "public", show_full_name: false });
    const { id: recipeId } = await publish(owner, "Name Check Sour", "public");
    await addComment(owner, recipeId, "Stir, do not shake");
    for (const viewer of VIEWERS) {
      const seen = viewer === "owner" ? "Rosa" : null;
      expect((await getPublicProfile(owner.username, idOf(viewer)))?.first_name).toBe(seen);
      const [comment] = await listRecipeComments(recipeId, idOf(viewer));
      expect(comment?.author).toMatchObject({ username: owner.username, first_name: seen, last_name: seen && "Lind" });
      const found = await getRecipeByAddress(owner.username, "name-check-sour", idOf(viewer));
      expect(found?.kind === "found" && found.recipe.author.first_name).toBe(seen);
    }
    const fans = await listFollowers(owner.id, 1, stranger.id);
    expect(fans.items[0]).toMatchObject({ username: follower.username, first_name: "Rosa" });
    await setPrivacy(owner, { show_full_name: true });
  });

  it("show_email on shows the address to those who may see the profile; off, only to the owner", async () => {
    await setPrivacy(owner, { profile_visibility: "public", show_email: false });
    expect((await getPublicProfile(owner.username, stranger.id))?.email).toBeNull();
    expect((await getPublicProfile(owner.username, owner.id))?.email).toBe(`${owner.username}@example.com`);
    await setPrivacy(owner, { show_email: true });
    expect((await getPublicProfile(owner.username, null))?.email).toBe(`${owner.username}@example.com`);
    await setPrivacy(owner, { profile_visibility: "private" });
    expect((await getPublicProfile(owner.username, stranger.id))?.email).toBeNull();
    await setPrivacy(owner, { profile_visibility: "public", show_email: false });
  });

  it("show_social_links off hides the links from others", async () => {
    await setPrivacy(owner, { show_social_links: false });
    expect((await getPublicProfile(owner.username, follower.id))?.social_links).toEqual({});
    expect((await getPublicProfile(owner.username, owner.id))?.social_links).toEqual({
      website: "https://rosa.example",
    });
    await setPrivacy(owner, { show_social_links: true });
  });
});

describe("a followers-only recipe", () => {
  const opens: Record<Viewer, boolean> = { anonymous: false, stranger: false, follower: true, owner: true };

  it("opens for the author and their followers only", async () => {
    for (const viewer of VIEWERS) {
      const found = await getRecipeByAddress(owner.username, followersOnly.slug, idOf(viewer));
      expect({ viewer, found: found?.kind === "found" }).toEqual({ viewer, found: opens[viewer] });
    }
  });

  it("is never in public listings, search or featured lists, but on the profile for followers", async () => {
    const listed = await listPublicRecipes(parseListingParams(new URLSearchParams("search=Velvet Hour")), 50);
    expect(listed.map((r) => r.name)).not.toContain("Velvet Hour");
    expect((await listFeaturedRecipes(1000)).map((r) => r.name)).not.toContain("Velvet Hour");
    for (const viewer of VIEWERS) {
      const names = (await listProfileRecipes(owner.id, 1, idOf(viewer))).items.map((r) => r.name);
      expect({ viewer, shown: names.includes("Velvet Hour") }).toEqual({ viewer, shown: opens[viewer] });
      expect(names).not.toContain("Closet Fizz");
    }
    const counts = await getPublicProfile(owner.username, follower.id);
    const strangerCounts = await getPublicProfile(owner.username, stranger.id);
    expect((counts?.counts?.recipes ?? 0) - (strangerCounts?.counts?.recipes ?? 0)).toBe(1);
  });

  it("takes likes and comments from followers, and refuses strangers as if it did not exist", async () => {
    await setRecipeLiked(follower, followersOnly.id, true);
    await addComment(follower, followersOnly.id, "Lovely");
    await expect(setRecipeLiked(stranger, followersOnly.id, true)).rejects.toMatchObject({ status: 404 });
    await expect(addComment(stranger, followersOnly.id, "Let me in")).rejects.toMatchObject({ status: 404 });
    await expect(listRecipeComments(followersOnly.id, stranger.id)).rejects.toMatchObject({ status: 404 });
    expect(await listRecipeComments(followersOnly.id, follower.id)).toHaveLength(1);
  });

  it("leaves a follower's saved list when they unfollow, and comes back when they follow again", async () => {
    await setRecipeSaved(follower, followersOnly.id, true);
    expect((await listSavedRecipes(follower.id, 1)).items.map((r) => r.name)).toContain("Velvet Hour");
    await unfollowMember(follower, owner.username);
    expect((await listSavedRecipes(follower.id, 1)).items.map((r) => r.name)).not.toContain("Velvet Hour");
    expect(await getRecipeByAddress(owner.username, followersOnly.slug, follower.id)).toBeNull();
    await followMember(follower, owner.username);
    expect((await listSavedRecipes(follower.id, 1)).items.map((r) => r.name)).toContain("Velvet Hour");
  });

  it("can be moved between the three audiences by its author only", async () => {
    await setRecipeVisibility(owner, followersOnly.id, "private");
    expect(await getRecipeByAddress(owner.username, followersOnly.slug, follower.id)).toBeNull();
    await expect(setRecipeVisibility(stranger, followersOnly.id, "public")).rejects.toMatchObject({ status: 403 });
    await setRecipeVisibility(owner, followersOnly.id, "followers");
    const [row] = await db
      .select({ is_public: schema.recipes.is_public, followers_only: schema.recipes.followers_only })
      .from(schema.recipes)
      .where(eq(schema.recipes.id, followersOnly.id));
    expect(row).toEqual({ is_public: false, followers_only: true });
  });
});

describe("defaults and follows", () => {
  it("gives a new recipe the member's default audience unless the form chose one", async () => {
    const author = await member(`matrix_default_${randomUUID().slice(0, 6)}`);
    await setPrivacy(author, { recipe_visibility: "followers" });
    const chosenByDefault = await createRecipe(author, drink("Default Audience"));
    const chosen = await createRecipe(author, drink("Chosen Audience", "public"));
    const rows = await db
      .select({ id: schema.recipes.id, is_public: schema.recipes.is_public, followers: schema.recipes.followers_only })
      .from(schema.recipes)
      .where(eq(schema.recipes.user_id, author.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(chosenByDefault.id)).toMatchObject({ is_public: false, followers: true });
    expect(byId.get(chosen.id)).toMatchObject({ is_public: true, followers: false });
  });

  it("allow_follows off refuses new followers and keeps the existing ones", async () => {
    await setPrivacy(owner, { allow_follows: false });
    const third = await member(`matrix_third_${randomUUID().slice(0, 6)}`);
    await expect(followMember(third, owner.username)).rejects.toThrow("This member does not accept followers");
    expect((await getPublicProfile(owner.username, follower.id))?.viewerFollows).toBe(true);
    expect((await getPublicProfile(owner.username, third.id))?.allow_follows).toBe(false);
    await setPrivacy(owner, { allow_follows: true });
    await followMember(third, owner.username);
  });
});

describe("saving privacy settings", () => {
  it("starts from the spec's defaults", async () => {
    const fresh = await member(`matrix_fresh_${randomUUID().slice(0, 6)}`);
    expect(await getPrivacySettings(fresh)).toEqual(DEFAULT_PRIVACY_SETTINGS);
  });

  it("reads the form: unset switches are off, set ones on", () => {
    const parsed = PrivacySettingsInput.parse({
      profile_visibility: "followers",
      recipe_visibility: "private",
      collection_visibility: "public",
      show_email: "on",
      allow_follows: "on",
    });
    expect(parsed).toEqual({
      profile_visibility: "followers",
      recipe_visibility: "private",
      collection_visibility: "public",
      show_email: true,
      show_full_name: false,
      show_social_links: false,
      allow_follows: true,
      allow_messages: false,
    });
  });

  it("refuses an unknown audience or switch value with a field message", () => {
    const result = PrivacySettingsInput.safeParse({
      profile_visibility: "friends",
      recipe_visibility: "public",
      collection_visibility: "public",
      show_email: "maybe",
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(fields).toEqual({
      profile_visibility: "Choose Public, Followers Only or Private",
      show_email: "Must be on or off",
    });
  });
});
