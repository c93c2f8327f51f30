/**
 * Site search (issue 18) through the policy layer: what anonymous visitors, strangers, followers and
 * owners find. Search is a public place: listed recipes and collections only, for everyone; posts as
 * canSeePost allows; full names only where the member shows them.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createPost } from "~/features/feed/post-mutations.server";
import { followMember } from "~/features/profiles/follow-mutations.server";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { DEFAULT_PRIVACY_SETTINGS, type Visibility } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { SearchQuery } from "./search-schema";
import { popularContent, searchSite, searchSuggestions } from "./site-search.server";

setupTestDatabase();

type Viewer = "anonymous" | "stranger" | "follower" | "owner";
const VIEWERS: Viewer[] = ["anonymous", "stranger", "follower", "owner"];
let ids: Record<Exclude<Viewer, "anonymous">, string>;
const idOf = (viewer: Viewer) => (viewer === "anonymous" ? null : ids[viewer]);

async function recipe(owner: { id: string }, name: string, visibility: Visibility, published = true) {
  const input = RecipeInput.parse({ name, visibility, ingredients: [{ name: "Campari", quantity: 1, unit: "oz" }] });
  const created = await createRecipe(owner, input);
  if (published) await setRecipeStatus(owner, created.id, "published");
}

beforeAll(async () => {
  const owner = await createMember("negroni_owner");
  const follower = await createMember("site_follower");
  const stranger = await createMember("site_stranger");
  ids = { owner: owner.id, follower: follower.id, stranger: stranger.id };
  await followMember(follower, "negroni_owner");
  await db
    .update(schema.profiles)
    .set({
      first_name: "Ottoline",
      last_name: "Quenby",
      privacy_settings: { ...DEFAULT_PRIVACY_SETTINGS, show_full_name: false },
    })
    .where(eq(schema.profiles.id, owner.id));
  await recipe(owner, "Negroni", "public");
  await recipe(owner, "Negroni Velvet", "followers");
  await recipe(owner, "Negroni Closet", "private");
  await recipe(owner, "Negroni Draft", "public", false);
  await recipe(stranger, "Boulevardier", "public");
  await db.insert(schema.collections).values([
    { user_id: owner.id, name: "Negroni Classics", slug: "negroni-classics", is_public: true, likes_count: 3 },
    { user_id: owner.id, name: "Negroni Followers", slug: "negroni-followers", is_public: false, followers_only: true },
    { user_id: owner.id, name: "Negroni Secrets", slug: "negroni-secrets", is_public: false },
  ]);
  await createPost(owner, { content: "Stirred a Negroni with blood orange tonight." });
  await createPost(owner, { content: "For my followers: a smoked Negroni spec.", audience: "followers" });
});

const names = (items: { name: string }[]) => items.map((item) => item.name).sort();

describe("who finds what", () => {
  const postsFor: Record<Viewer, string[]> = {
    anonymous: ["Stirred a Negroni with blood orange tonight."],
    stranger: ["Stirred a Negroni with blood orange tonight."],
    follower: ["For my followers: a smoked Negroni spec.", "Stirred a Negroni with blood orange tonight."],
    owner: ["For my followers: a smoked Negroni spec.", "Stirred a Negroni with blood orange tonight."],
  };
  for (const viewer of VIEWERS) {
    it(`${viewer}: listed recipes and collections only; posts as the author allows`, async () => {
      const found = await searchSite("negroni", idOf(viewer));
      expect(names(found.recipes)).toEqual(["Negroni"]);
      expect(found.recipeTotal).toBe(1);
      expect(names(found.collections)).toEqual(["Negroni Classics"]);
      expect(found.posts.map((p) => p.content).sort()).toEqual(postsFor[viewer]);
      expect(found.members.map((m) => m.username)).toEqual(["negroni_owner"]);

      const suggestions = await searchSuggestions("negroni", idOf(viewer));
      expect(suggestions.map((s) => `${s.kind}:${s.label}`)).toEqual([
        "recipe:Negroni",
        "collection:Negroni Classics",
        "member:@negroni_owner",
      ]);
      expect(suggestions[0]?.href).toBe("/recipes/negroni_owner/negroni");
    });
  }

  it("a hidden full name is neither shown nor searchable", async () => {
    for (const viewer of ["anonymous", "stranger", "follower"] as const) {
      expect((await searchSite("Quenby", idOf(viewer))).members).toEqual([]);
      const [member] = (await searchSite("negroni_owner", idOf(viewer))).members;
      expect(member).toMatchObject({ username: "negroni_owner", first_name: null, last_name: null });
    }
  });

  it("the empty query's popular content is listed content only", async () => {
    const popular = await popularContent();
    expect(names(popular.recipes)).toEqual(["Boulevardier", "Negroni"]);
    expect(names(popular.collections)).toEqual(["Negroni Classics"]);
  });
});

describe("ranking and typos, as /recipes", () => {
  it("a misspelt or partly typed name still finds the recipe", async () => {
    expect(names((await searchSite("negorni", null)).recipes)).toEqual(["Negroni"]);
    expect((await searchSuggestions("negr", null)).map((s) => s.label)).toContain("Negroni");
  });

  it("an ingredient's name finds the recipes using it", async () => {
    expect(names((await searchSite("campari", null)).recipes)).toEqual(["Boulevardier", "Negroni"]);
  });

  it("a 5,000-character query is cut, searched and answered", async () => {
    const q = SearchQuery.parse(`negroni ${"x".repeat(5000)}`);
    expect(q).toHaveLength(200);
    const found = await searchSite(q, null);
    expect(found.recipeTotal).toBe(found.recipes.length);
    expect(Array.isArray(await searchSuggestions(q, null))).toBe(true);
  });
});
