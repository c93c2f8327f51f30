import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { setRecipeLiked, setRecipeSaved } from "./recipe-reactions.server";
import { getViewerReactionsForRecipes } from "./viewer-reactions.server";

setupTestDatabase();

async function member(username: string) {
  const id = randomUUID();
  await db.insert(schema.user).values({ id, name: username, email: `${username}@example.com` });
  await db.insert(schema.profiles).values({ id, username, slug: username.toLowerCase() });
  return { id };
}

const input = RecipeInput.parse({ name: "Gimlet", ingredients: [{ name: "Gin", quantity: 2, unit: "oz" }] });
let author: { id: string };
let first: string;
let second: string;
let third: string;

beforeAll(async () => {
  author = await member("cards_author");
  const ids: string[] = [];
  for (const name of ["Gimlet", "Southside", "Last Word"]) {
    const id = (await createRecipe(author, { ...input, name })).id;
    await setRecipeStatus(author, id, "published");
    ids.push(id);
  }
  [first, second, third] = ids as [string, string, string];
});

describe("getViewerReactionsForRecipes", () => {
  it("is empty for guests and for no recipes", async () => {
    expect(await getViewerReactionsForRecipes(null, [first, second])).toEqual({});
    expect(await getViewerReactionsForRecipes(author.id, [])).toEqual({});
  });

  it("reports each recipe's like and save state for the viewer only", async () => {
    const fan = await member("cards_fan");
    const other = await member("cards_other");
    await setRecipeLiked(fan, first, true);
    await setRecipeSaved(fan, first, true);
    await setRecipeSaved(fan, second, true);
    await setRecipeLiked(other, third, true);
    await setRecipeSaved(other, third, true);

    expect(await getViewerReactionsForRecipes(fan.id, [first, second, third])).toEqual({
      [first]: { liked: true, saved: true },
      [second]: { liked: false, saved: true },
      [third]: { liked: false, saved: false },
    });
    expect(await getViewerReactionsForRecipes(other.id, [third])).toEqual({ [third]: { liked: true, saved: true } });

    await setRecipeLiked(fan, first, false);
    expect(await getViewerReactionsForRecipes(fan.id, [first])).toEqual({ [first]: { liked: false, saved: true } });
  });
});
