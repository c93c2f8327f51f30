/**
 * Issue 23 "I made this", the server decides: only recipes the member may see, servings 0.5–50, a second
 * make within a minute merged, the member's rating following their latest make, the bar changed only when
 * asked, one feed post per make, and others' makes shown as the maker's profile privacy allows.
 */
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deleteAccountData } from "~/features/account/account-deletion.server";
import { getPost } from "~/features/feed/feed-queries.server";
import { followMember } from "~/features/profiles/follow-mutations.server";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { Invalid, NotFound } from "~/lib/errors";
import { storage } from "~/lib/storage.server";
import { action as makesAction } from "~/routes/api.site.recipes.$recipeId.makes";
import { setupTestDatabase } from "../../../test/database";
import { createMember, ingredientId, stockBar } from "../../../test/fixtures";
import { barUsesPerServing } from "./bar-deduction.server";
import { deleteMake, logMake } from "./make-mutations.server";
import { getMakeHistory, listRecentMakes } from "./make-queries.server";
import { MakeInput } from "./make-schema";
import { MAKE_MESSAGES } from "./make-words";

setupTestDatabase();

const { recipes, recipe_makes, recipe_ratings, bar_inventory, community_posts, request_limits, profiles } = schema;

let ada: { id: string };
let ben: { id: string };
let cy: { id: string };
let lastWord: string;
let secret: string;

async function recipe(author: { id: string }, name: string, visibility: "public" | "private", yieldText = "1 drink") {
  const input = RecipeInput.parse({
    name,
    recipe_yield: yieldText,
    visibility,
    ingredients: [
      { name: "Gin", quantity: 0.75, unit: "oz" },
      { name: "Green Chartreuse", quantity: 22.5, unit: "ml" },
      { name: "Lime Juice", quantity: 0.75, unit: "oz" },
    ],
    steps: ["Shake with ice and strain."],
  });
  const { id } = await createRecipe(author, input);
  await setRecipeStatus(author, id, "published");
  return id;
}

const make = (fields: Record<string, unknown> = {}) => MakeInput.parse({ servings: "1", ...fields });

async function png() {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#9c6" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "last-word.png", { type: "image/png" });
}

/** Moves the member's makes back in time, past the merge window. */
async function age(memberId: string, seconds: number) {
  await db
    .update(recipe_makes)
    .set({ created_at: sql`${recipe_makes.created_at} - make_interval(secs => ${seconds})` })
    .where(eq(recipe_makes.user_id, memberId));
}

const makesCount = async (id: string) =>
  (await db.select({ n: recipes.makes_count }).from(recipes).where(eq(recipes.id, id)))[0]?.n;

beforeAll(async () => {
  ada = await createMember("ada_makes");
  ben = await createMember("ben_makes");
  cy = await createMember("cy_makes");
  lastWord = await recipe(ada, "Makes Test Last Word", "public");
  secret = await recipe(ada, "Makes Test Secret", "private");
});

beforeEach(async () => {
  await db.delete(request_limits);
});

describe("I made this", () => {
  it("logs a make, counts it and keeps the member's history; a second within a minute is merged", async () => {
    const first = await logMake(ben, lastWord, make({ servings: "2", note: "Sharp and green" }));
    expect(first.merged).toBe(false);
    expect(first.makes_count).toBe(1);
    expect(first.make).toMatchObject({ servings: 2, note: "Sharp and green", rating: null });

    // A double tap a moment later: the same make, the newer answers added, nothing given lost.
    const again = await logMake(ben, lastWord, make({ servings: "1", rating: "4" }));
    expect(again.merged).toBe(true);
    expect(again.make.id).toBe(first.make.id);
    expect(again.make).toMatchObject({ servings: 1, rating: 4, note: "Sharp and green" });
    expect(await makesCount(lastWord)).toBe(1);

    await age(ben.id, 120);
    const later = await logMake(ben, lastWord, make());
    expect(later.merged).toBe(false);
    expect(later.history.count).toBe(2);
    expect(later.history.recent.map((m) => m.id)).toEqual([later.make.id, first.make.id]);
    expect(await makesCount(lastWord)).toBe(2);
  });

  it("is not found for a recipe the member may not see, and stores nothing", async () => {
    await expect(logMake(ben, secret, make())).rejects.toBeInstanceOf(NotFound);
    await expect(logMake(ben, "not-a-uuid", make())).rejects.toBeInstanceOf(NotFound);
    const stored = await db.select().from(recipe_makes).where(eq(recipe_makes.recipe_id, secret));
    expect(stored).toHaveLength(0);
    // The author may log their own private recipe.
    expect((await logMake(ada, secret, make())).makes_count).toBe(1);
  });

  it("refuses servings outside 0.5–50 and ratings outside 1–5 with the field named", () => {
    for (const servings of ["0", "0.25", "51", "many"]) {
      const parsed = MakeInput.safeParse({ servings });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(MAKE_MESSAGES.servings);
    }
    expect(MakeInput.parse({ servings: "0.5" }).servings).toBe(0.5);
    expect(MakeInput.parse({ servings: "50" }).servings).toBe(50);
    expect(MakeInput.safeParse({ servings: "1", rating: "6" }).success).toBe(false);
    expect(MakeInput.parse({ servings: "1", rating: "" }).rating).toBeNull();
  });

  it("refuses a visitor through the endpoint, and stores nothing", async () => {
    const before = (await db.select().from(recipe_makes)).length;
    const body = new FormData();
    body.set("servings", "75");
    const response = await makesAction({
      request: new Request(`http://localhost:3000/api/site/recipes/${lastWord}/makes`, {
        method: "POST",
        body,
        headers: { Accept: "application/json", Cookie: "" },
      }),
      params: { recipeId: lastWord },
    } as never);
    // Without a session: sign in first.
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBe(MAKE_MESSAGES.signIn);
    expect((await db.select().from(recipe_makes)).length).toBe(before);
  });

  it("makes the member's rating follow their latest make; an author cannot rate their own", async () => {
    await age(cy.id, 120);
    await logMake(cy, lastWord, make({ rating: "5" }));
    await age(cy.id, 120);
    await logMake(cy, lastWord, make({ rating: "2" }));
    const [rating] = await db
      .select({ rating: recipe_ratings.rating })
      .from(recipe_ratings)
      .where(and(eq(recipe_ratings.user_id, cy.id), eq(recipe_ratings.recipe_id, lastWord)));
    expect(rating?.rating).toBe(2);
    // A make without stars leaves the rating as it was.
    await age(cy.id, 120);
    await logMake(cy, lastWord, make());
    const [still] = await db
      .select({ rating: recipe_ratings.rating })
      .from(recipe_ratings)
      .where(and(eq(recipe_ratings.user_id, cy.id), eq(recipe_ratings.recipe_id, lastWord)));
    expect(still?.rating).toBe(2);

    const own = await logMake(ada, lastWord, make({ rating: "5" })).catch((e: unknown) => e);
    expect(own).toBeInstanceOf(Invalid);
    expect((own as Invalid).fieldErrors.rating).toEqual([MAKE_MESSAGES.ownRating]);
  });

  it("takes what was used off the bar only when asked, once per make, never below zero", async () => {
    const dee = await createMember("dee_makes");
    await stockBar(dee.id, ["Gin", "Green Chartreuse", "Lime Juice"], 1);
    const quantity = async (name: string) =>
      (
        await db
          .select({ q: bar_inventory.quantity })
          .from(bar_inventory)
          .where(and(eq(bar_inventory.user_id, dee.id), eq(bar_inventory.ingredient_id, await ingredientId(name))))
      )[0]?.q;

    const uses = await barUsesPerServing(dee.id, lastWord);
    const gin = uses.find((use) => use.name === "Gin");
    expect(gin?.unit).toBe("bottle");
    expect(gin?.mlPerServing).toBeCloseTo(22.18, 1);

    await logMake(dee, lastWord, make({ servings: "2" }));
    expect(await quantity("Gin")).toBe(1);

    await age(dee.id, 120);
    const deducted = await logMake(dee, lastWord, make({ servings: "2", deduct: "on" }));
    expect(deducted.deducted.map((d) => d.name).sort()).toEqual(["Gin", "Green Chartreuse", "Lime Juice"]);
    // Two servings of 22.5 ml out of a 750 ml bottle: 0.94 left.
    expect(await quantity("Green Chartreuse")).toBeCloseTo(0.94, 3);
    // The same make sent again within the minute is not taken off twice.
    const merged = await logMake(dee, lastWord, make({ servings: "2", deduct: "on" }));
    expect(merged.merged).toBe(true);
    expect(merged.deducted).toEqual([]);
    expect(await quantity("Green Chartreuse")).toBeCloseTo(0.94, 3);

    await age(dee.id, 120);
    await logMake(dee, lastWord, make({ servings: "50", deduct: "on" }));
    expect(await quantity("Green Chartreuse")).toBe(0);
  });

  it("posts to the feed once with the make's photo, and the post goes with the make", async () => {
    await age(ben.id, 120);
    const logged = await logMake(ben, lastWord, make({ share: "on", note: "For the book club" }), await png());
    expect(logged.make.photo_url).toMatch(/post-images/);
    expect(logged.postId).toBeTruthy();
    const post = await getPost(cy.id, logged.postId as string);
    expect(post?.made).toEqual({
      recipe: { name: "Makes Test Last Word", url: expect.stringMatching(/^\/recipes\/ada_makes\//) },
      photo_url: logged.make.photo_url,
    });
    expect(post?.content).toBe("For the book club");

    const again = await logMake(ben, lastWord, make({ share: "on" }));
    expect(again.postId).toBe(logged.postId);
    const posts = await db.select().from(community_posts).where(eq(community_posts.user_id, ben.id));
    expect(posts).toHaveLength(1);

    const files = async () => (await storage().list("post-images", `${ben.id}/`)).length;
    expect(await files()).toBe(1);
    await expect(deleteMake(cy, logged.make.id)).rejects.toBeInstanceOf(NotFound);
    const removed = await deleteMake(ben, logged.make.id);
    expect(removed.recipeId).toBe(lastWord);
    expect(await db.select().from(community_posts).where(eq(community_posts.user_id, ben.id))).toHaveLength(0);
    expect(await files()).toBe(0);
    expect((await getMakeHistory(ben.id, lastWord)).recent.some((m) => m.id === logged.make.id)).toBe(false);
  });

  it("a post about a recipe the reader may not see does not name it", async () => {
    await age(ada.id, 120);
    const logged = await logMake(ada, secret, make({ share: "on" }));
    const own = await getPost(ada.id, logged.postId as string);
    expect(own?.made?.recipe?.name).toBe("Makes Test Secret");
    const others = await getPost(ben.id, logged.postId as string);
    expect(others?.made).toEqual({ recipe: null, photo_url: null });
  });

  it("shows others' makes as each maker's profile privacy allows", async () => {
    const eve = await createMember("eve_makes");
    await logMake(eve, lastWord, make({ note: "Eve's" }));
    const names = async (viewer: string | null) =>
      (await listRecentMakes(viewer, lastWord)).map((m) => m.maker.username);

    expect(await names(null)).toContain("eve_makes");
    const setVisibility = (visibility: string) =>
      db
        .update(profiles)
        .set({
          privacy_settings: sql`coalesce(${profiles.privacy_settings}, '{}'::jsonb) || jsonb_build_object('profile_visibility', ${visibility}::text)`,
        })
        .where(eq(profiles.id, eve.id));

    await setVisibility("followers");
    expect(await names(null)).not.toContain("eve_makes");
    expect(await names(cy.id)).not.toContain("eve_makes");
    await followMember(cy, "eve_makes");
    expect(await names(cy.id)).toContain("eve_makes");

    await setVisibility("private");
    expect(await names(cy.id)).not.toContain("eve_makes");
    // The member's own makes are their history, not "recent makes".
    expect(await names(eve.id)).not.toContain("eve_makes");
    expect((await getMakeHistory(eve.id, lastWord)).count).toBe(1);
  });

  it("holds a new member's note with a link from others, and refuses an audience that is neither", async () => {
    const newcomer = await createMember("new_makes", { joined: new Date() });
    const logged = await logMake(newcomer, lastWord, make({ note: "Get yours at https://spam.example" }));
    const [row] = await db
      .select({ moderation: recipe_makes.moderation })
      .from(recipe_makes)
      .where(eq(recipe_makes.id, logged.make.id));
    expect(row?.moderation).toBe("held");
    expect((await listRecentMakes(cy.id, lastWord)).some((m) => m.id === logged.make.id)).toBe(false);
    expect((await getMakeHistory(newcomer.id, lastWord)).recent[0]?.note).toBe("Get yours at https://spam.example");

    const parsed = MakeInput.safeParse({ servings: "1", share: "on", audience: "Followers" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(MAKE_MESSAGES.audience);
    expect(MakeInput.parse({ servings: "1" }).audience).toBe("public");
  });

  it("takes a deleted account's makes off the recipe's count", async () => {
    const leaver = await createMember("leaver_makes");
    const before = Number(await makesCount(lastWord));
    await logMake(leaver, lastWord, make());
    expect(await makesCount(lastWord)).toBe(before + 1);
    await deleteAccountData(leaver.id);
    expect(await makesCount(lastWord)).toBe(before);
  });
});
