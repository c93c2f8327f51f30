import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { setupTestDatabase } from "../../../test/database";
import { createIngredient, createMember } from "../../../test/fixtures";
import { addToBar, changeBarQuantity } from "./bar-mutations.server";
import {
  addNameToShoppingList,
  addToShoppingList,
  clearBoughtItems,
  removeShoppingItem,
  setShoppingItemBought,
} from "./shopping-list-mutations.server";
import { countShoppingList, listShoppingIngredientIds, listShoppingList } from "./shopping-list-queries.server";

setupTestDatabase();

const { ingredients, bar_inventory, shopping_list_items } = schema;

async function barQuantity(memberId: string, ingredientId: string) {
  const [row] = await db
    .select({ quantity: bar_inventory.quantity })
    .from(bar_inventory)
    .where(and(eq(bar_inventory.user_id, memberId), eq(bar_inventory.ingredient_id, ingredientId)));
  return row?.quantity ?? null;
}

async function rowsOf(memberId: string) {
  return db.select().from(shopping_list_items).where(eq(shopping_list_items.user_id, memberId));
}

const ids: Record<string, string> = {};

describe("the shopping list", () => {
  it("sets up a catalogue and a listed Daiquiri", async () => {
    ids.rum = await createIngredient("White Rum", { category: "rum" });
    ids.bacardi = await createIngredient("Bacardi Carta Blanca", { category: "rum", parent: "White Rum" });
    ids.lime = await createIngredient("Fresh Lime Juice", { category: "juice" });
    ids.syrup = await createIngredient("Simple Syrup", { category: "syrup" });
    ids.campari = await createIngredient("Campari", { category: "liqueur" });
    const author = await createMember("list_author");
    const input = RecipeInput.parse({
      name: "Daiquiri",
      ingredients: ["White Rum", "Fresh Lime Juice", "Simple Syrup"].map((name) => ({ name, quantity: 1, unit: "oz" })),
    });
    const { id } = await createRecipe(author, input);
    await setRecipeStatus(author, id, "published");
  });

  it("adding the same ingredient twice keeps one row", async () => {
    const shopper = await createMember("twice_shopper");
    const first = await addToShoppingList(shopper, ids.campari as string);
    const second = await addToShoppingList(shopper, ids.campari as string);
    expect(second.itemId).toBe(first.itemId);
    expect(first.name).toBe("Campari");
    expect(await rowsOf(shopper.id)).toHaveLength(1);
    expect(await countShoppingList(shopper.id)).toBe(1);
  });

  it("an unknown ingredient id is not found", async () => {
    const shopper = await createMember("unknown_shopper");
    await expect(addToShoppingList(shopper, randomUUID())).rejects.toBeInstanceOf(NotFound);
    expect(await rowsOf(shopper.id)).toHaveLength(0);
  });

  it("a typed name matches the catalogue in any case, or creates the ingredient", async () => {
    const shopper = await createMember("typing_shopper");
    const matched = await addNameToShoppingList(shopper, "  campari ");
    expect(matched).toMatchObject({ ingredientId: ids.campari, name: "Campari" });
    const created = await addNameToShoppingList(shopper, "Falernum");
    const [row] = await db
      .select({ category: ingredients.category })
      .from(ingredients)
      .where(eq(ingredients.id, created.ingredientId));
    expect(row?.category).toBe("other");
    expect((await listShoppingList(shopper.id)).map((item) => item.ingredient.name)).toEqual(["Campari", "Falernum"]);
  });

  it("ticking an item off puts it in the bar with quantity 1, and unticking leaves the bar alone", async () => {
    const shopper = await createMember("ticking_shopper");
    const { itemId } = await addToShoppingList(shopper, ids.campari as string);
    expect(await setShoppingItemBought(shopper, itemId, true)).toEqual({ name: "Campari", bought: true });
    expect(await barQuantity(shopper.id, ids.campari as string)).toBe(1);
    expect((await listShoppingList(shopper.id))[0]).toMatchObject({ id: itemId, bought: true });
    expect(await countShoppingList(shopper.id)).toBe(0);

    expect(await setShoppingItemBought(shopper, itemId, false)).toEqual({ name: "Campari", bought: false });
    expect(await barQuantity(shopper.id, ids.campari as string)).toBe(1);
    expect((await listShoppingList(shopper.id))[0]).toMatchObject({ id: itemId, bought: false });
  });

  it("ticking off a bottle that ran out restocks it, and ticking twice changes nothing more", async () => {
    const shopper = await createMember("restocking_shopper");
    const bar = await addToBar(shopper, { ingredient_id: ids.syrup, name: "Simple Syrup" });
    await changeBarQuantity(shopper, bar.itemId, -1);
    expect(await barQuantity(shopper.id, ids.syrup as string)).toBe(0);
    const { itemId } = await addToShoppingList(shopper, ids.syrup as string);
    await setShoppingItemBought(shopper, itemId, true);
    const [first] = await rowsOf(shopper.id);
    await setShoppingItemBought(shopper, itemId, true);
    const [second] = await rowsOf(shopper.id);
    expect(second?.bought_at).toEqual(first?.bought_at);
    expect(await barQuantity(shopper.id, ids.syrup as string)).toBe(1);
  });

  it("re-adding a bought item puts it back to buy", async () => {
    const shopper = await createMember("readding_shopper");
    const { itemId } = await addToShoppingList(shopper, ids.lime as string);
    await setShoppingItemBought(shopper, itemId, true);
    expect((await addToShoppingList(shopper, ids.lime as string)).itemId).toBe(itemId);
    expect(await listShoppingIngredientIds(shopper.id)).toEqual(new Set([ids.lime]));
  });

  it("clearing bought items removes only the ticked ones", async () => {
    const shopper = await createMember("clearing_shopper");
    const bought = await addToShoppingList(shopper, ids.campari as string);
    await addToShoppingList(shopper, ids.lime as string);
    await setShoppingItemBought(shopper, bought.itemId, true);
    expect(await clearBoughtItems(shopper)).toBe(1);
    expect((await listShoppingList(shopper.id)).map((item) => item.ingredient.name)).toEqual(["Fresh Lime Juice"]);
    expect(await barQuantity(shopper.id, ids.campari as string)).toBe(1);
  });

  it("removing an item deletes it and names it", async () => {
    const shopper = await createMember("removing_shopper");
    const { itemId } = await addToShoppingList(shopper, ids.campari as string);
    expect(await removeShoppingItem(shopper, itemId)).toEqual({ name: "Campari" });
    expect(await rowsOf(shopper.id)).toHaveLength(0);
  });

  it("shows how many listed recipes an item would unlock, for a variant through its generic", async () => {
    const shopper = await createMember("unlocking_shopper");
    await addToBar(shopper, { ingredient_id: ids.lime, name: "Fresh Lime Juice" });
    await addToBar(shopper, { ingredient_id: ids.syrup, name: "Simple Syrup" });
    await addToShoppingList(shopper, ids.bacardi as string);
    await addToShoppingList(shopper, ids.campari as string);
    const list = await listShoppingList(shopper.id);
    expect(list.map((item) => [item.ingredient.name, item.ingredient.parent_name, item.unlocks])).toEqual([
      ["Campari", null, 0],
      ["Bacardi Carta Blanca", "White Rum", 1],
    ]);
    const bacardi = list.find((item) => item.ingredient.id === ids.bacardi);
    await setShoppingItemBought(shopper, bacardi?.id as string, true);
    expect((await listShoppingList(shopper.id)).map((item) => item.unlocks)).toEqual([0, 0]);
  });

  it("a stranger cannot see, tick, remove or clear another member's items", async () => {
    const owner = await createMember("owning_shopper");
    const stranger = await createMember("stranger_shopper");
    const { itemId } = await addToShoppingList(owner, ids.campari as string);
    const bought = await addToShoppingList(owner, ids.lime as string);
    await setShoppingItemBought(owner, bought.itemId, true);

    expect(await listShoppingList(stranger.id)).toEqual([]);
    expect(await countShoppingList(stranger.id)).toBe(0);
    await expect(setShoppingItemBought(stranger, itemId, true)).rejects.toBeInstanceOf(NotFound);
    await expect(removeShoppingItem(stranger, itemId)).rejects.toBeInstanceOf(NotFound);
    expect(await clearBoughtItems(stranger)).toBe(0);

    expect(await barQuantity(stranger.id, ids.campari as string)).toBeNull();
    expect(await listShoppingList(owner.id)).toMatchObject([
      { id: bought.itemId, bought: true },
      { id: itemId, bought: false },
    ]);
  });
});
