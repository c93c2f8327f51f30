/** What the worker is told to keep offline (issue 18): the member's own saves, only recipes they may still see. */
import { describe, expect, it } from "vitest";
import { createRecipe, setRecipeStatus, setRecipeVisibility } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { setRecipeSaved } from "~/features/social/recipe-reactions.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember as member } from "../../../test/fixtures";
import { commentsPath, OFFLINE_SAVED_RECIPES, savedPages } from "./offline-copy";
import { listOfflineCopy } from "./offline-queries.server";

setupTestDatabase();

async function publishedRecipe(author: { id: string }, name: string) {
  const { id } = await createRecipe(author, RecipeInput.parse({ name, ingredients: [{ name: "Gin", quantity: 2 }] }));
  await setRecipeStatus(author, id, "published");
  return id;
}

describe("listOfflineCopy", () => {
  it("names the member and lists their saved recipes newest first, without another member's or a hidden one", async () => {
    const author = await member("offline_author");
    const fan = await member("offline_fan");
    const other = await member("offline_other");
    const [gimlet, sour, hidden] = [
      await publishedRecipe(author, "Offline Gimlet"),
      await publishedRecipe(author, "Offline Sour"),
      await publishedRecipe(author, "Offline Secret"),
    ];
    await setRecipeSaved(fan, gimlet, true);
    await setRecipeSaved(fan, sour, true);
    await setRecipeSaved(fan, hidden, true);
    await setRecipeSaved(other, sour, true);
    await setRecipeVisibility(author, hidden, "private");

    const list = await listOfflineCopy(fan.id);
    expect(list).toEqual({
      memberId: fan.id,
      pages: ["/bar/saved"],
      recipes: ["/recipes/offline_author/offline-sour", "/recipes/offline_author/offline-gimlet"],
      discover: [commentsPath(sour), commentsPath(gimlet)],
    });
    expect((await listOfflineCopy(other.id)).recipes).toEqual(["/recipes/offline_author/offline-sour"]);
    expect(await listOfflineCopy(author.id)).toMatchObject({ recipes: [], pages: ["/bar/saved"] });
  });

  it("keeps at most five pages of Saved Recipes", () => {
    expect(savedPages(0)).toEqual(["/bar/saved"]);
    expect(savedPages(10)).toEqual(["/bar/saved", "/bar/saved?page=2"]);
    expect(savedPages(OFFLINE_SAVED_RECIPES)).toHaveLength(5);
  });
});
