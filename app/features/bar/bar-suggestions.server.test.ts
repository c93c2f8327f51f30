import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createRecipe,
  deleteRecipe,
  setRecipeStatus,
  setRecipeVisibility,
  updateRecipe,
} from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { setupTestDatabase } from "../../../test/database";
import { createIngredient, createMember, ingredientId, stockBar } from "../../../test/fixtures";
import { suggestBarIngredients } from "./bar-suggestions.server";
import { skipSuggestion } from "./bar-suggestions-mutations.server";

setupTestDatabase();

const author = { id: "" };

type Line = { name: string; substitutes?: string[] };
const recipeInput = (name: string, lines: Line[]) =>
  RecipeInput.parse({ name, ingredients: lines.map((l) => ({ quantity: 1, unit: "oz", ...l })) });

async function recipe(name: string, lines: Line[], listed = true) {
  const { id } = await createRecipe(author, recipeInput(name, lines));
  if (listed) await setRecipeStatus(author, id, "published");
  return id;
}

/** match_key_usage as kept by the triggers, and as counted from scratch: they must agree. */
async function usageKeptAndRecounted() {
  const kept = await db.execute<{ k: number; n: number }>(
    sql`select match_key as k, recipes as n from match_key_usage where recipes <> 0 order by 1`,
  );
  const recounted = await db.execute<{ k: number; n: number }>(sql`
    select k, count(*)::int as n from recipe_requirements rq, unnest(rq.match_keys) as k
    where rq.listed group by k order by 1`);
  return { kept: kept.rows, recounted: recounted.rows };
}

const names = (list: { name: string }[]) => list.map((s) => s.name);

describe("suggested ingredients for /bar/build", () => {
  it("sets up a catalogue and listed recipes", async () => {
    Object.assign(author, await createMember("suggestions_author"));
    await createIngredient("London Dry Gin", { category: "gin" });
    await createIngredient("Tanqueray", { category: "gin", parent: "London Dry Gin" });
    await createIngredient("Sweet Vermouth", { category: "wine" });
    await createIngredient("Campari", { category: "liqueur" });
    await createIngredient("White Rum", { category: "rum" });
    await createIngredient("Fresh Lime Juice", { category: "juice" });
    await createIngredient("Simple Syrup", { category: "syrup" });
    await createIngredient("Soda Water", { category: "soda" });
    await createIngredient("Bourbon", { category: "bourbon" });
    await createIngredient("Rye Whiskey", { category: "whiskey" });
    await createIngredient("Angostura Bitters", { category: "bitters" });
    await createIngredient("Mezcal", { category: "tequila" });

    await recipe("Negroni", [{ name: "London Dry Gin" }, { name: "Sweet Vermouth" }, { name: "Campari" }]);
    await recipe("Daiquiri", [{ name: "White Rum" }, { name: "Fresh Lime Juice" }, { name: "Simple Syrup" }]);
    await recipe("Gimlet", [{ name: "London Dry Gin" }, { name: "Fresh Lime Juice" }, { name: "Simple Syrup" }]);
    await recipe("Southside", [{ name: "London Dry Gin" }, { name: "Fresh Lime Juice" }, { name: "Simple Syrup" }]);
    await recipe("Gin Rickey", [{ name: "London Dry Gin" }, { name: "Fresh Lime Juice" }, { name: "Soda Water" }]);
    await recipe("Old Fashioned", [
      { name: "Bourbon", substitutes: ["Rye Whiskey"] },
      { name: "Simple Syrup" },
      { name: "Angostura Bitters" },
    ]);
    await recipe("Manhattan", [{ name: "Rye Whiskey" }, { name: "Sweet Vermouth" }, { name: "Angostura Bitters" }]);
    // Drafts are not listed, so they neither unlock nor make anything popular.
    for (const n of [1, 2, 3, 4, 5]) await recipe(`Mezcal draft ${n}`, [{ name: "Mezcal" }], false);
  });

  it("ranks by the recipes a bottle would make possible now, then fills with the most used families", async () => {
    const near = await createMember("near_gimlet");
    await stockBar(near.id, ["London Dry Gin", "Fresh Lime Juice"]);
    const suggestions = await suggestBarIngredients(near.id, 6);
    expect(suggestions.slice(0, 2)).toEqual([
      expect.objectContaining({ name: "Simple Syrup", category: "syrup", unlocks: 2, usedBy: 4 }),
      expect.objectContaining({ name: "Soda Water", category: "soda", unlocks: 1, usedBy: 1 }),
    ]);
    // Then by use, ties by name: Angostura, Rye Whiskey (the Manhattan, and the Old Fashioned as
    // Bourbon's substitute) and Sweet Vermouth in two recipes each, then Bourbon in one.
    expect(names(suggestions.slice(2))).toEqual(["Angostura Bitters", "Rye Whiskey", "Sweet Vermouth", "Bourbon"]);
    expect(suggestions.slice(2).every((s) => s.unlocks === 0)).toBe(true);
    expect(suggestions[2]).toMatchObject({ usedBy: 2 });
  });

  it("falls back to how many listed recipes need a family for an empty bar", async () => {
    const empty = await createMember("empty_bar");
    const suggestions = await suggestBarIngredients(empty.id, 4);
    expect(suggestions).toEqual([
      expect.objectContaining({ name: "Fresh Lime Juice", unlocks: 0, usedBy: 4 }),
      expect.objectContaining({ name: "London Dry Gin", unlocks: 0, usedBy: 4 }),
      expect.objectContaining({ name: "Simple Syrup", unlocks: 0, usedBy: 4 }),
      expect.objectContaining({ name: "Angostura Bitters", unlocks: 0, usedBy: 2 }),
    ]);
    expect(names(await suggestBarIngredients(empty.id, 20))).not.toContain("Mezcal");
  });

  it("leaves out families in the bar at any quantity, variants, and what the member skipped", async () => {
    const stocked = await createMember("stocked_bar");
    await stockBar(stocked.id, ["Tanqueray", "Fresh Lime Juice"]);
    await stockBar(stocked.id, ["Simple Syrup"], 0); // run out: still in the bar
    await skipSuggestion(stocked, await ingredientId("Soda Water"));
    const suggestions = names(await suggestBarIngredients(stocked.id, 20));
    for (const name of ["London Dry Gin", "Tanqueray", "Fresh Lime Juice", "Simple Syrup", "Soda Water"]) {
      expect(suggestions).not.toContain(name);
    }
    expect(suggestions).toContain("Sweet Vermouth");
  });

  it("a skip hides the suggestion only for the member who skipped it", async () => {
    const skipper = await createMember("skipper");
    const neighbour = await createMember("neighbour");
    for (const m of [skipper, neighbour]) await stockBar(m.id, ["London Dry Gin", "Fresh Lime Juice"]);
    expect(await skipSuggestion(skipper, await ingredientId("Simple Syrup"))).toEqual({ name: "Simple Syrup" });
    // Skipping again is harmless.
    await skipSuggestion(skipper, await ingredientId("Simple Syrup"));
    expect(names(await suggestBarIngredients(skipper.id))).not.toContain("Simple Syrup");
    expect((await suggestBarIngredients(skipper.id))[0]).toMatchObject({ name: "Soda Water", unlocks: 1 });
    expect((await suggestBarIngredients(neighbour.id))[0]).toMatchObject({ name: "Simple Syrup", unlocks: 2 });
  });

  it("keeps the per-family recipe counts right through publishing, editing, hiding and deleting", async () => {
    const same = async () => {
      const { kept, recounted } = await usageKeptAndRecounted();
      expect(kept).toEqual(recounted);
    };
    await same();
    const id = await recipe("Counted Sour", [{ name: "Mezcal" }, { name: "Fresh Lime Juice" }]);
    await same();
    await updateRecipe(author, id, recipeInput("Counted Sour", [{ name: "Bourbon", substitutes: ["Rye Whiskey"] }]));
    await same();
    await setRecipeVisibility(author, id, "private");
    await same();
    await setRecipeVisibility(author, id, "public");
    await deleteRecipe(author, id);
    await same();
  });

  it("refuses to skip an ingredient that does not exist", async () => {
    const someone = await createMember("skip_unknown");
    await expect(skipSuggestion(someone, randomUUID())).rejects.toBeInstanceOf(NotFound);
  });
});
