/**
 * Issue 11, item 8: a member's private catalogue entries become shared when a published public recipe uses
 * them (migration 0014), other members' namesakes merge into the shared entry, and bar matching keeps
 * working for private entries throughout.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getBarCoverage } from "~/features/bar/bar-coverage.server";
import { getBarKeys, requirementsWithin, summariseBarMatches } from "~/features/bar/bar-matching.server";
import { addToBar } from "~/features/bar/bar-mutations.server";
import { suggestBarIngredients } from "~/features/bar/bar-suggestions.server";
import { addNameToShoppingList } from "~/features/bar/shopping-list-mutations.server";
import { searchIngredients } from "~/features/ingredients/ingredient-queries.server";
import { createRecipe, setRecipeStatus, setRecipeVisibility } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { listCategories } from "~/features/recipes/taxonomy-queries.server";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { createIngredient, createMember } from "../../../test/fixtures";

setupTestDatabase();

const { ingredients, bar_inventory, recipe_ingredients } = schema;

let author: { id: string };
let other: { id: string };

beforeAll(async () => {
  author = await createMember("sharer");
  other = await createMember("namesake");
  await createIngredient("Plain Gin");
  await createIngredient("Lime Cordial");
});

type Line = { name: string; substitutes?: string[]; ingredient_id?: string };

async function draft(actor: { id: string }, name: string, lines: Line[], category_ids: number[] = []) {
  const input = RecipeInput.parse({
    name,
    ingredients: lines.map((l) => ({ quantity: 1, unit: "oz", ...l })),
    category_ids,
  });
  return (await createRecipe(actor, { ...input, visibility: "private" }, { status: "draft" })).id;
}

async function publish(actor: { id: string }, recipeId: string) {
  await setRecipeVisibility(actor, recipeId, "public");
  await setRecipeStatus(actor, recipeId, "published");
}

const names = async (query: string, viewer: { id: string } | null) =>
  (await searchIngredients(query, viewer)).map((i) => i.name);

async function makes(memberId: string, recipeId: string) {
  const keys = await getBarKeys(memberId);
  const result = await db.execute<{ ok: boolean }>(
    sql`select ${requirementsWithin(keys, "make")} as ok from recipe_requirements rq where rq.recipe_id = ${recipeId}`,
  );
  return result.rows[0]?.ok === true;
}

describe("sharing private catalogue entries", () => {
  it("publishing a public recipe shares its ingredients and categories; a private or draft one does not", async () => {
    await db.insert(schema.categories).values({ name: "Grove Drinks", created_by: author.id });
    const [grove] = (await listCategories(author)).filter((o) => o.name === "Grove Drinks");
    const id = await draft(author, "Orchard Sour", [{ name: "Orchard Verjus" }], [grove?.id ?? 0]);
    await setRecipeStatus(author, id, "published");
    expect(await names("Orchard Verjus", null)).toEqual([]);
    await setRecipeStatus(author, id, "draft");
    await setRecipeVisibility(author, id, "public");
    expect(await names("Orchard Verjus", other)).toEqual([]);
    await setRecipeStatus(author, id, "published");
    expect(await names("Orchard Verjus", null)).toEqual(["Orchard Verjus"]);
    expect((await listCategories(null)).map((o) => o.name)).toContain("Grove Drinks");
  });

  it("a recipe saved already published and public shares what it uses", async () => {
    const input = RecipeInput.parse({ name: "Open Fizz", ingredients: [{ name: "Meadowsweet Nectar" }] });
    await createRecipe(author, { ...input, visibility: "public" }, { status: "published" });
    expect(await names("Meadowsweet Nectar", other)).toEqual(["Meadowsweet Nectar"]);
  });

  it("bar matching works for a private ingredient in the member's own bar, before and after sharing", async () => {
    const id = await draft(author, "Quince Martini", [{ name: "Plain Gin" }, { name: "Quince Liqueur" }]);
    await addToBar(author, { name: "plain gin" });
    const quince = await addToBar(author, { name: "quince liqueur" });
    const [line] = await db
      .select({ ingredientId: recipe_ingredients.ingredient_id })
      .from(recipe_ingredients)
      .where(and(eq(recipe_ingredients.recipe_id, id), eq(recipe_ingredients.name, "Quince Liqueur")));
    expect(quince.ingredientId).toBe(line?.ingredientId);
    expect((await getBarCoverage(author.id, [id]))[id]).toMatchObject({ required: 2, have: 2, missing: [] });
    expect(await makes(author.id, id)).toBe(true);

    const before = (await summariseBarMatches(await getBarKeys(author.id), author)).makeableCount;
    await publish(author, id);
    expect((await summariseBarMatches(await getBarKeys(author.id), author)).makeableCount).toBe(before + 1);
  });

  it("when a name is shared, another member's private namesake merges into it and their bar still matches", async () => {
    const theirs = await addToBar(other, { name: "Yuzu Sake" });
    await addNameToShoppingList(other, "YUZU SAKE");
    const id = await draft(author, "Yuzu Highball", [{ name: "Yuzu Sake" }]);
    await publish(author, id);

    const shared = await db.select().from(ingredients).where(sql`lower(${ingredients.name}) = 'yuzu sake'`);
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({ created_by: author.id, shared: true });
    expect(shared[0]?.id).not.toBe(theirs.ingredientId);
    const [item] = await db
      .select({ ingredientId: bar_inventory.ingredient_id, quantity: bar_inventory.quantity })
      .from(bar_inventory)
      .where(and(eq(bar_inventory.user_id, other.id), eq(bar_inventory.id, theirs.itemId)));
    expect(item).toEqual({ ingredientId: shared[0]?.id, quantity: 1 });
    expect(await makes(other.id, id)).toBe(true);
    expect(await names("Yuzu Sake", other)).toEqual(["Yuzu Sake"]);
  });

  it("a private entry published while a shared namesake exists is merged into it instead of failing", async () => {
    await createIngredient("Sea Buckthorn");
    // Written the moment before the shared one appeared: the member's own namesake.
    const [twin] = await db
      .insert(ingredients)
      .values({ name: "sea buckthorn", created_by: author.id })
      .returning({ id: ingredients.id });
    const id = await draft(author, "Buckthorn Sour", [{ name: "sea buckthorn", ingredient_id: twin?.id }]);
    await publish(author, id);
    const rows = await db.select().from(ingredients).where(sql`lower(${ingredients.name}) = 'sea buckthorn'`);
    expect(rows.map((r) => [r.name, r.shared])).toEqual([["Sea Buckthorn", true]]);
    const [line] = await db.select().from(recipe_ingredients).where(eq(recipe_ingredients.recipe_id, id));
    expect(line?.ingredient_id).toBe(rows[0]?.id);
  });

  it("next bottles and suggestions never name another member's private entry reached through a substitute", async () => {
    await addNameToShoppingList(author, "Hidden Sherbet");
    const id = await draft(other, "Sherbet Gimlet", [
      { name: "Plain Gin" },
      { name: "Lime Cordial", substitutes: ["Hidden Sherbet"] },
    ]);
    await publish(other, id);
    const onlooker = await createMember("onlooker_sub");
    await addToBar(onlooker, { name: "Plain Gin" });
    const bottles = (await summariseBarMatches(await getBarKeys(onlooker.id), onlooker, 100)).nextBottles;
    expect(bottles.map((b) => b.name)).toContain("Lime Cordial");
    expect(bottles.map((b) => b.name)).not.toContain("Hidden Sherbet");
    expect((await suggestBarIngredients(onlooker.id, 100)).map((s) => s.name)).not.toContain("Hidden Sherbet");
    expect(await names("Hidden Sherbet", null)).toEqual([]);
  });
});
