import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { Forbidden, NotFound } from "~/lib/errors";
import { publicUrlFor, storage } from "~/lib/storage.server";
import { setupTestDatabase } from "../../../test/database";
import {
  createRecipe,
  deleteRecipe,
  setRecipeStatus,
  setRecipeVisibility,
  updateRecipe,
} from "./recipe-mutations.server";
import { RecipeInput } from "./recipe-schema";

setupTestDatabase();

const s = schema;
const LONG_AGO = new Date("2001-01-01T00:00:00Z");

async function member(prefix: string) {
  const id = randomUUID();
  const username = `${prefix}_${id.slice(0, 8)}`;
  await db.insert(s.user).values({ id, name: username, email: `${username}@example.com` });
  await db.insert(s.profiles).values({ id, username, slug: username.toLowerCase(), email: `${username}@example.com` });
  return { id, username };
}

const negroni = (extra: Record<string, unknown> = {}) =>
  RecipeInput.parse({
    name: "Negroni",
    description: "Equal parts, stirred.",
    ingredients: [{ name: "Gin" }, { name: "Campari" }, { name: "Sweet Vermouth" }],
    steps: ["Stir with ice", "Strain over a large cube"],
    ...extra,
  });

async function row(recipeId: string) {
  const [recipe] = await db.select().from(s.recipes).where(eq(s.recipes.id, recipeId));
  return recipe;
}

/** Pushes updated_at into the past so a change made a millisecond later is still visible. */
async function age(recipeId: string) {
  await db.update(s.recipes).set({ updated_at: LONG_AGO }).where(eq(s.recipes.id, recipeId));
}

async function rows(table: PgTable & { recipe_id: AnyPgColumn }, recipeId: string) {
  const [result] = await db.select({ n: count() }).from(table).where(eq(table.recipe_id, recipeId));
  return result?.n ?? 0;
}

let author: Awaited<ReturnType<typeof member>>;
let stranger: Awaited<ReturnType<typeof member>>;
let recipeId: string;

beforeEach(async () => {
  author = await member("author");
  stranger = await member("stranger");
  ({ id: recipeId } = await createRecipe(author, { ...negroni(), visibility: "public" }));
  await age(recipeId);
});

describe("a stranger is refused and the recipe is unchanged", () => {
  it("a stranger cannot make someone else's recipe private", async () => {
    const before = await row(recipeId);
    await expect(setRecipeVisibility(stranger, recipeId, "private")).rejects.toBeInstanceOf(Forbidden);
    expect(await row(recipeId)).toEqual(before);
  });

  it("a stranger cannot publish someone else's recipe", async () => {
    const before = await row(recipeId);
    await expect(setRecipeStatus(stranger, recipeId, "published")).rejects.toBeInstanceOf(Forbidden);
    expect(await row(recipeId)).toEqual(before);
  });

  it("a stranger cannot edit someone else's recipe", async () => {
    const before = await row(recipeId);
    await expect(updateRecipe(stranger, recipeId, negroni({ name: "Stolen Negroni" }))).rejects.toBeInstanceOf(
      Forbidden,
    );
    expect(await row(recipeId)).toEqual(before);
    expect(await rows(s.recipe_ingredients, recipeId)).toBe(3);
  });

  it("a stranger cannot delete someone else's recipe", async () => {
    await expect(deleteRecipe(stranger, recipeId)).rejects.toBeInstanceOf(Forbidden);
    expect(await row(recipeId)).toBeDefined();
    expect(await rows(s.recipe_ingredients, recipeId)).toBe(3);
  });

  it("a missing or malformed recipe is not found", async () => {
    await expect(setRecipeVisibility(author, randomUUID(), "private")).rejects.toBeInstanceOf(NotFound);
    await expect(setRecipeStatus(author, "nope", "draft")).rejects.toBeInstanceOf(NotFound);
    await expect(deleteRecipe(author, randomUUID())).rejects.toBeInstanceOf(NotFound);
  });
});

describe("the author's changes", () => {
  it("publishing sets published_at and updated_at; back to draft moves updated_at again", async () => {
    expect((await row(recipeId))?.published_at).toBeNull();
    const started = Date.now();
    await setRecipeStatus(author, recipeId, "published");
    const published = await row(recipeId);
    expect(published?.status).toBe("published");
    expect(published?.published_at?.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(published?.updated_at.getTime()).toBeGreaterThan(LONG_AGO.getTime());

    await age(recipeId);
    await setRecipeStatus(author, recipeId, "draft");
    const draft = await row(recipeId);
    expect(draft?.status).toBe("draft");
    expect(draft?.updated_at.getTime()).toBeGreaterThan(LONG_AGO.getTime());
  });

  it("changing visibility moves updated_at both ways", async () => {
    await setRecipeVisibility(author, recipeId, "private");
    const hidden = await row(recipeId);
    expect(hidden?.is_public).toBe(false);
    expect(hidden?.updated_at.getTime()).toBeGreaterThan(LONG_AGO.getTime());

    await age(recipeId);
    await setRecipeVisibility(author, recipeId, "public");
    const shown = await row(recipeId);
    expect(shown?.is_public).toBe(true);
    expect(shown?.updated_at.getTime()).toBeGreaterThan(LONG_AGO.getTime());
  });

  it("editing moves updated_at", async () => {
    await updateRecipe(author, recipeId, negroni({ description: "Stirred, not shaken." }));
    const edited = await row(recipeId);
    expect(edited?.description).toBe("Stirred, not shaken.");
    expect(edited?.updated_at.getTime()).toBeGreaterThan(LONG_AGO.getTime());
  });
});

describe("deleting a recipe", () => {
  it("removes its likes, saves, ratings, comments, ingredients, steps and images, and its stored files", async () => {
    const key = `${author.id}/negroni-${Date.now()}.webp`;
    const thumbKey = `${author.id}/negroni-${Date.now()}-thumb.webp`;
    await storage().put("recipe-images", key, Buffer.from("photo"), "image/webp");
    await storage().put("recipe-images", thumbKey, Buffer.from("thumb"), "image/webp");
    const { id } = await createRecipe(
      author,
      negroni({
        name: "Photographed Negroni",
        images: [{ url: publicUrlFor("recipe-images", key), thumbnail_url: publicUrlFor("recipe-images", thumbKey) }],
      }),
    );
    await db.insert(s.recipe_likes).values({ recipe_id: id, user_id: stranger.id });
    await db.insert(s.recipe_saves).values({ recipe_id: id, user_id: stranger.id });
    await db.insert(s.recipe_ratings).values({ recipe_id: id, user_id: stranger.id, rating: 5 });
    await db
      .insert(s.recipe_comments)
      .values({ recipe_id: id, user_id: stranger.id, profile_id: stranger.id, text: "Lovely" });
    for (const table of [
      s.recipe_likes,
      s.recipe_saves,
      s.recipe_ratings,
      s.recipe_comments,
      s.recipe_ingredients,
      s.recipe_instructions,
      s.recipe_images,
    ]) {
      expect(await rows(table, id)).toBeGreaterThan(0);
    }

    await deleteRecipe(author, id);

    expect(await row(id)).toBeUndefined();
    for (const table of [
      s.recipe_likes,
      s.recipe_saves,
      s.recipe_ratings,
      s.recipe_comments,
      s.recipe_ingredients,
      s.recipe_instructions,
      s.recipe_images,
    ]) {
      expect(await rows(table, id)).toBe(0);
    }
    expect(await storage().get("recipe-images", key)).toBeNull();
    expect(await storage().get("recipe-images", thumbKey)).toBeNull();
    // The stranger and the author's other recipe are untouched.
    expect(await row(recipeId)).toBeDefined();
    expect(await db.query.profiles.findFirst({ where: eq(s.profiles.id, stranger.id) })).toBeDefined();
  });
});
