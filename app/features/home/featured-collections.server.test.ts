/**
 * Part 1 §2 home "Featured Collections" (issue 15): public collections only, most liked first, each
 * card counting only the recipes everyone may see.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setCollectionLiked } from "~/features/collections/collection-engagement.server";
import { createCollection } from "~/features/collections/collection-mutations.server";
import { listFeaturedCollections } from "~/features/collections/collection-queries.server";
import { setCollectionRecipes } from "~/features/collections/collection-recipe-choices.server";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";

setupTestDatabase();

const { collections } = schema;

const input = RecipeInput.parse({ name: "Negroni", ingredients: [{ name: "Gin" }, { name: "Campari" }] });

beforeAll(async () => {
  const owner = await createMember("featured_owner");
  const fans = await Promise.all([1, 2, 3].map((n) => createMember(`featured_fan_${n}`)));
  const open = (await createRecipe(owner, { ...input, visibility: "public" })).id;
  await setRecipeStatus(owner, open, "published");
  const hidden = (await createRecipe(owner, { ...input, name: "Secret Negroni", visibility: "private" })).id;
  await setRecipeStatus(owner, hidden, "published");

  const liked = async (name: string, visibility: "public" | "private", likes: number) => {
    const { id } = await createCollection(owner, { name, visibility });
    for (const fan of fans.slice(0, likes)) await setCollectionLiked(fan, id, true);
    return id;
  };
  await liked("Quiet Corner", "public", 0);
  const loved = await liked("Crowd Pleasers", "public", 3);
  await liked("Some Fans", "public", 1);
  // Liked by its owner, the only one who can see it: most liked of all, but private, so never featured.
  const secret = await liked("Owner Only", "private", 0);
  await setCollectionLiked(owner, secret, true);
  await db.update(collections).set({ likes_count: 99 }).where(eq(collections.id, secret));
  await setCollectionRecipes(owner, loved, [open, hidden]);
});

describe("Featured Collections", () => {
  it("lists public collections only, most liked first", async () => {
    const featured = await listFeaturedCollections(6);
    expect(featured.map((c) => c.name)).toEqual(["Crowd Pleasers", "Some Fans", "Quiet Corner"]);
    expect(featured.every((c) => c.visibility === "public")).toBe(true);
  });

  it("counts only the recipes everyone may see on each card", async () => {
    const [top] = await listFeaturedCollections(1);
    expect(top).toMatchObject({ name: "Crowd Pleasers", recipe_count: 1, owner_username: "featured_owner" });
  });
});
