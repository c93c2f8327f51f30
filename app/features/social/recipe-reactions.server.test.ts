import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { Forbidden, Invalid, NotFound } from "~/lib/errors";
import { setupTestDatabase } from "../../../test/database";
import { rateRecipe, setRecipeLiked, setRecipeSaved } from "./recipe-reactions.server";

setupTestDatabase();

async function member(username: string) {
  const id = randomUUID();
  await db.insert(schema.user).values({ id, name: username, email: `${username}@example.com` });
  await db.insert(schema.profiles).values({ id, username, slug: username.toLowerCase() });
  return { id };
}

const input = RecipeInput.parse({ name: "Daiquiri", ingredients: [{ name: "White Rum", quantity: 2, unit: "oz" }] });
let author: { id: string };
let published: string;
let draft: string;

beforeAll(async () => {
  author = await member("reaction_author");
  published = (await createRecipe(author, input)).id;
  await setRecipeStatus(author, published, "published");
  draft = (await createRecipe(author, { ...input, name: "Secret Daiquiri" })).id;
});

async function recipeRow(id: string) {
  const [row] = await db.select().from(schema.recipes).where(eq(schema.recipes.id, id));
  return row!;
}

describe("likes and saves", () => {
  it("count exactly the rows, however often a member repeats themselves", async () => {
    const fan = await member("fan_one");
    await setRecipeLiked(fan, published, true);
    await setRecipeLiked(fan, published, true);
    expect((await recipeRow(published)).likes_count).toBe(1);
    expect(await setRecipeLiked(fan, published, false)).toEqual({ liked: false, likes_count: 0 });
    await setRecipeLiked(fan, published, false);
    expect((await recipeRow(published)).likes_count).toBe(0);

    expect(await setRecipeSaved(fan, published, true)).toEqual({ saved: true, saves_count: 1 });
    expect(await setRecipeSaved(fan, published, false)).toEqual({ saved: false, saves_count: 0 });
  });

  it("refuses a recipe the member may not see, and an unknown one", async () => {
    const stranger = await member("stranger_one");
    await expect(setRecipeLiked(stranger, draft, true)).rejects.toBeInstanceOf(NotFound);
    await expect(setRecipeSaved(stranger, draft, true)).rejects.toBeInstanceOf(NotFound);
    await expect(rateRecipe(stranger, draft, 5)).rejects.toBeInstanceOf(NotFound);
    await expect(setRecipeLiked(stranger, randomUUID(), true)).rejects.toBeInstanceOf(NotFound);
    expect((await recipeRow(draft)).likes_count).toBe(0);
  });
});

describe("ratings", () => {
  it("keep one rating per member, with the aggregate recomputed from the rows", async () => {
    const a = await member("rater_a");
    const b = await member("rater_b");
    await rateRecipe(a, published, 5);
    expect(await rateRecipe(b, published, 3)).toMatchObject({ aggregate_rating_value: 4, aggregate_rating_count: 2 });
    expect(await rateRecipe(a, published, 4)).toMatchObject({ aggregate_rating_value: 3.5, aggregate_rating_count: 2 });
  });

  it("refuse ratings outside 1–5 and on one's own recipe", async () => {
    const c = await member("rater_c");
    await expect(rateRecipe(c, published, 0)).rejects.toBeInstanceOf(Invalid);
    await expect(rateRecipe(c, published, 6)).rejects.toBeInstanceOf(Invalid);
    await expect(rateRecipe(c, published, 2.5)).rejects.toBeInstanceOf(Invalid);
    await expect(rateRecipe(author, published, 5)).rejects.toBeInstanceOf(Forbidden);
  });
});

describe("under concurrency", () => {
  it("50 members liking, unliking and rating at once leave counts and the aggregate equal to the rows", async () => {
    const crowd = await Promise.all(Array.from({ length: 50 }, (_, i) => member(`crowd_${i}`)));
    const { id } = await createRecipe(author, { ...input, name: "Crowded Daiquiri" });
    await setRecipeStatus(author, id, "published");

    await Promise.all(
      crowd.flatMap((m, i) => [
        setRecipeLiked(m, id, true).then(() => (i % 3 === 0 ? setRecipeLiked(m, id, false) : undefined)),
        setRecipeSaved(m, id, i % 2 === 0),
        rateRecipe(m, id, (i % 5) + 1),
      ]),
    );

    const row = await recipeRow(id);
    const [likes] = await db
      .select({ n: count() })
      .from(schema.recipe_likes)
      .where(eq(schema.recipe_likes.recipe_id, id));
    const [saves] = await db
      .select({ n: count() })
      .from(schema.recipe_saves)
      .where(eq(schema.recipe_saves.recipe_id, id));
    const [ratings] = await db
      .select({ n: count(), avg: sql<number>`round(avg(${schema.recipe_ratings.rating})::numeric, 2)::real` })
      .from(schema.recipe_ratings)
      .where(eq(schema.recipe_ratings.recipe_id, id));
    expect(row.likes_count).toBe(likes?.n);
    expect(row.likes_count).toBe(crowd.filter((_, i) => i % 3 !== 0).length);
    expect(row.saves_count).toBe(saves?.n);
    expect(row.saves_count).toBe(25);
    expect(row.aggregate_rating_count).toBe(50);
    expect(row.aggregate_rating_value).toBeCloseTo(Number(ratings?.avg), 5);
    expect(row.aggregate_rating_value).toBe(3);
  });
});
