import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createRecipe, setRecipeStatus, setRecipeVisibility } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { RECIPE_PAGE_SIZE } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { rateRecipe, setRecipeLiked, setRecipeSaved } from "./recipe-reactions.server";
import { listSavedRecipes } from "./saved-recipes-queries.server";
import { getViewerReactionsAndCounts } from "./viewer-reactions.server";

setupTestDatabase();

async function member(username: string) {
  const id = randomUUID();
  await db.insert(schema.user).values({ id, name: username, email: `${username}@example.com` });
  await db.insert(schema.profiles).values({ id, username, slug: username.toLowerCase() });
  return { id };
}

async function publishedRecipe(author: { id: string }, name: string) {
  const input = RecipeInput.parse({ name, ingredients: [{ name: "Gin", quantity: 2, unit: "oz" }] });
  const { id } = await createRecipe(author, input);
  await setRecipeStatus(author, id, "published");
  return id;
}

describe("listSavedRecipes", () => {
  it("lists saved recipes newest saved first, as cards, nine to a page with the exact total", async () => {
    const author = await member("saved_author");
    const fan = await member("saved_fan");
    const ids: string[] = [];
    for (let i = 1; i <= RECIPE_PAGE_SIZE + 2; i++) {
      const id = await publishedRecipe(author, `Gimlet ${i}`);
      await setRecipeSaved(fan, id, true);
      ids.push(id);
    }
    const first = await listSavedRecipes(fan.id, 1);
    expect(first).toMatchObject({ total: RECIPE_PAGE_SIZE + 2, page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(RECIPE_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ id: ids.at(-1), name: `Gimlet ${RECIPE_PAGE_SIZE + 2}` });
    expect(first.items[0]?.author).toEqual({ username: "saved_author", profile_picture_url: null });
    const second = await listSavedRecipes(fan.id, 2);
    expect(second.items.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    // A page past the end shows the last page.
    expect((await listSavedRecipes(fan.id, 99)).page).toBe(2);
    expect(await listSavedRecipes(author.id, 1)).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it("drops a recipe that becomes private from others' saved lists, but keeps it for its author", async () => {
    const author = await member("private_author");
    const fan = await member("private_fan");
    const id = await publishedRecipe(author, "Vesper");
    await setRecipeSaved(fan, id, true);
    await setRecipeSaved(author, id, true);
    expect((await listSavedRecipes(fan.id, 1)).items.map((r) => r.id)).toEqual([id]);

    await setRecipeVisibility(author, id, "private");
    expect(await listSavedRecipes(fan.id, 1)).toMatchObject({ items: [], total: 0 });
    expect((await listSavedRecipes(author.id, 1)).items.map((r) => r.id)).toEqual([id]);
  });
});

describe("getViewerReactionsAndCounts", () => {
  it("reports the member's like, save and rating on a recipe, and its counts as they are now", async () => {
    const author = await member("reacted_author");
    const fan = await member("reacted_fan");
    const id = await publishedRecipe(author, "Martinez");
    const before = await getViewerReactionsAndCounts(fan.id, id);
    expect(before.reactions).toEqual({ liked: false, saved: false, rating: null });
    expect(before.counts).toMatchObject({ likes_count: 0, saves_count: 0, aggregate_rating_count: 0 });
    await setRecipeLiked(fan, id, true);
    await setRecipeSaved(fan, id, true);
    await rateRecipe(fan, id, 4);
    const after = await getViewerReactionsAndCounts(fan.id, id);
    expect(after.reactions).toEqual({ liked: true, saved: true, rating: 4 });
    expect(after.counts).toMatchObject({
      likes_count: 1,
      saves_count: 1,
      aggregate_rating_value: 4,
      aggregate_rating_count: 1,
    });
    expect(await getViewerReactionsAndCounts(fan.id, "00000000-0000-4000-8000-000000000000")).toEqual({
      reactions: { liked: false, saved: false, rating: null },
      counts: null,
    });
  });
});
