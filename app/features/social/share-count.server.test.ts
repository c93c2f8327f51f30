import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createRecipe, setRecipeStatus, setRecipeVisibility } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { setupTestDatabase } from "../../../test/database";
import { countRecipeShare } from "./share-count.server";

setupTestDatabase();

async function member(username: string) {
  const id = randomUUID();
  await db.insert(schema.user).values({ id, name: username, email: `${username}@example.com` });
  await db.insert(schema.profiles).values({ id, username, slug: username.toLowerCase() });
  return { id };
}

const input = RecipeInput.parse({ name: "Negroni", ingredients: [{ name: "Gin", quantity: 1, unit: "oz" }] });
let author: { id: string };
let published: string;

beforeAll(async () => {
  author = await member("share_author");
  published = (await createRecipe(author, input)).id;
  await setRecipeStatus(author, published, "published");
});

async function shares(id: string) {
  const [row] = await db.select().from(schema.recipes).where(eq(schema.recipes.id, id));
  return row!.shares_count;
}

describe("countRecipeShare", () => {
  it("adds one share per call to a public, published recipe, even when many arrive at once", async () => {
    expect(await countRecipeShare(published)).toEqual({ shares_count: 1 });
    await Promise.all(Array.from({ length: 20 }, () => countRecipeShare(published)));
    expect(await shares(published)).toBe(21);
  });

  it("refuses drafts, private recipes and unknown ids without counting", async () => {
    const draft = (await createRecipe(author, { ...input, name: "Draft Negroni" })).id;
    await expect(countRecipeShare(draft)).rejects.toBeInstanceOf(NotFound);
    expect(await shares(draft)).toBe(0);

    const hidden = (await createRecipe(author, { ...input, name: "Private Negroni" })).id;
    await setRecipeStatus(author, hidden, "published");
    await setRecipeVisibility(author, hidden, false);
    await expect(countRecipeShare(hidden)).rejects.toBeInstanceOf(NotFound);
    expect(await shares(hidden)).toBe(0);

    await expect(countRecipeShare(randomUUID())).rejects.toBeInstanceOf(NotFound);
    await expect(countRecipeShare("not-a-uuid")).rejects.toBeInstanceOf(NotFound);
  });
});
