import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signUpMember } from "~/features/auth/auth-mutations.server";
import { SignupSchema } from "~/features/auth/auth-schema";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { getRecipeByAddress, recordRecipeView } from "./recipe-detail-queries.server";
import { createRecipe, setRecipeStatus, setRecipeVisibility, updateRecipe } from "./recipe-mutations.server";
import { RecipeInput } from "./recipe-schema";

setupTestDatabase();

let author: { id: string };
let stranger: { id: string };

async function member(username: string) {
  await signUpMember(
    SignupSchema.parse({ username, email: `${username}@example.com`, password: "long-enough-pw" }),
    new Request("http://localhost/"),
    `ip-${username}`,
  );
  const [profile] = await db.select().from(schema.profiles).where(eq(schema.profiles.username, username));
  return { id: profile!.id };
}

const negroni = RecipeInput.parse({
  name: "Negroni",
  description: "Bitter, sweet, strong.",
  recipe_yield: "1 serving",
  ingredients: [
    { name: "Gin", quantity: 1, unit: "oz" },
    { name: "Campari", quantity: 1, unit: "oz" },
    { name: "Orange Peel", quantity: 1, unit: "twist", garnish: true },
  ],
  steps: ["Stir with ice.", "Strain over a large cube."],
  tags: "bitter, stirred",
  nutrition: { calories: "200 kcal" },
});

beforeAll(async () => {
  author = await member("detail_author");
  stranger = await member("detail_stranger");
});

describe("getRecipeByAddress", () => {
  it("shows a draft or private recipe to its author only", async () => {
    const { slug, id } = await createRecipe(author, negroni);
    expect(await getRecipeByAddress("detail_author", slug, null)).toBeNull();
    expect(await getRecipeByAddress("detail_author", slug, stranger.id)).toBeNull();
    expect((await getRecipeByAddress("DETAIL_AUTHOR", slug, author.id))?.kind).toBe("found");

    await setRecipeStatus(author, id, "published");
    await setRecipeVisibility(author, id, "public");
    const found = await getRecipeByAddress("detail_author", slug, null);
    expect(found?.kind).toBe("found");
    if (found?.kind !== "found") return;
    expect(found.recipe).toMatchObject({
      name: "Negroni",
      prep_minutes: 5,
      total_minutes: 7,
      tags: ["bitter", "stirred"],
    });
    expect(found.recipe.ingredients.map((i) => i.name)).toEqual(["Gin", "Campari", "Orange Peel"]);
    expect(found.recipe.ingredients[2]?.garnish).toBe(true);
    expect(found.recipe.steps.map((s) => s.step_number)).toEqual([1, 2]);
    expect(found.recipe.nutrition?.calories).toBe("200 kcal");

    await setRecipeVisibility(author, id, "private");
    expect(await getRecipeByAddress("detail_author", slug, stranger.id)).toBeNull();
    await setRecipeVisibility(author, id, "public");
  });

  it("sends the old address of a renamed recipe to the new one", async () => {
    const { id } = await createRecipe(author, { ...negroni, name: "Old Pal" });
    await setRecipeStatus(author, id, "published");
    await updateRecipe(author, id, { ...negroni, name: "Old Pal Revisited" });
    expect(await getRecipeByAddress("detail_author", "old-pal", null)).toEqual({
      kind: "moved",
      username: "detail_author",
      slug: "old-pal-revisited",
    });
  });

  it("returns nothing for an unknown author or recipe", async () => {
    expect(await getRecipeByAddress("nobody_here", "negroni", null)).toBeNull();
    expect(await getRecipeByAddress("detail_author", "no-such-drink", null)).toBeNull();
  });
});

describe("recordRecipeView", () => {
  it("counts each visitor once a day and never the author", async () => {
    const { id } = await createRecipe(author, { ...negroni, name: "Counted" });
    const anonymous = { memberId: null, ip: "203.0.113.9", userAgent: "Browser" };
    await recordRecipeView(id, anonymous);
    await recordRecipeView(id, anonymous);
    await recordRecipeView(id, { memberId: stranger.id, ip: "x", userAgent: "y" });
    await recordRecipeView(id, { memberId: author.id, ip: "x", userAgent: "y" });
    const [row] = await db
      .select({ views: schema.recipes.view_count })
      .from(schema.recipes)
      .where(eq(schema.recipes.id, id));
    expect(row?.views).toBe(2);
    const stored = await db.select().from(schema.recipe_views).where(eq(schema.recipe_views.recipe_id, id));
    expect(stored.map((v) => v.visitor)).not.toContain("203.0.113.9");
  });
});
