import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { addToBar, changeBarQuantity, removeFromBar } from "./bar-mutations.server";
import { listBarItems } from "./bar-queries.server";
import { AddToBarInput } from "./bar-schema";

setupTestDatabase();

const { ingredients, bar_inventory } = schema;

async function ingredient(name: string, unit_type: "volume" | "unit" = "volume") {
  const [row] = await db
    .insert(ingredients)
    .values({ name, category: "liqueur", unit_type, abv: 25, shared: true })
    .returning({ id: ingredients.id });
  return row?.id as string;
}

async function row(itemId: string) {
  const [found] = await db.select().from(bar_inventory).where(eq(bar_inventory.id, itemId));
  return found;
}

const add = (actor: { id: string }, input: { name: string; ingredient_id?: string }) =>
  addToBar(actor, AddToBarInput.parse(input));

let owner: { id: string };
let stranger: { id: string };
let campariId: string;

beforeAll(async () => {
  owner = await createMember("bar_owner");
  stranger = await createMember("bar_stranger");
  campariId = await ingredient("Campari");
  await ingredient("Lime", "unit");
});

describe("addToBar", () => {
  it("adds a catalogue ingredient with quantity 1, counted in bottles when it is a liquid", async () => {
    const result = await add(owner, { ingredient_id: campariId, name: "Campari" });
    expect(result).toMatchObject({ ingredientId: campariId, name: "Campari", added: true });
    expect(await row(result.itemId)).toMatchObject({ user_id: owner.id, quantity: 1, unit: "bottle" });
  });

  it("counts a solid ingredient in units", async () => {
    const result = await add(owner, { name: "Lime" });
    expect(await row(result.itemId)).toMatchObject({ quantity: 1, unit: "unit" });
  });

  it("keeps one row when the same ingredient is added twice, without changing its quantity", async () => {
    const first = await add(owner, { name: "Campari" });
    await changeBarQuantity(owner, first.itemId, 1);
    const again = await add(owner, { name: "campari" });
    expect(again).toMatchObject({ itemId: first.itemId, added: false });
    const rows = await db.select().from(bar_inventory).where(eq(bar_inventory.ingredient_id, campariId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.quantity).toBe(2);
  });

  it("restocks a run-out item to 1 when it is added again", async () => {
    const lime = await add(owner, { name: "Lime" });
    await changeBarQuantity(owner, lime.itemId, -1);
    expect((await row(lime.itemId))?.quantity).toBe(0);
    const again = await add(owner, { name: "LIME" });
    expect(again.itemId).toBe(lime.itemId);
    expect((await row(lime.itemId))?.quantity).toBe(1);
  });

  it("creates an unknown ingredient as the member's private entry, matched case-insensitively for them only", async () => {
    const created = await add(owner, { name: "  Homemade   Falernum " });
    expect(created.name).toBe("Homemade Falernum");
    const [catalogue] = await db.select().from(ingredients).where(eq(ingredients.id, created.ingredientId));
    expect(catalogue).toMatchObject({
      name: "Homemade Falernum",
      category: "other",
      unit_type: "unit",
      created_by: owner.id,
      shared: false,
    });

    expect((await add(owner, { name: "homemade falernum" })).ingredientId).toBe(created.ingredientId);
    // Another member's private entry is neither found nor in the way: the stranger gets their own.
    const theirs = await add(stranger, { name: "homemade falernum" });
    expect(theirs.ingredientId).not.toBe(created.ingredientId);
    const named = await db.select().from(ingredients).where(sql`lower(${ingredients.name}) = 'homemade falernum'`);
    expect(named).toHaveLength(2);
  });

  it("refuses a blank name before it reaches the database", () => {
    expect(AddToBarInput.safeParse({ name: "   " }).success).toBe(false);
  });
});

describe("changeBarQuantity", () => {
  it("adds one with plus and takes one away with minus, never below 0", async () => {
    const item = await add(owner, { name: "Aperol Test" });
    expect(await changeBarQuantity(owner, item.itemId, 1)).toBe(2);
    expect(await changeBarQuantity(owner, item.itemId, 1)).toBe(3);
    expect(await changeBarQuantity(owner, item.itemId, -1)).toBe(2);
    expect(await changeBarQuantity(owner, item.itemId, -1)).toBe(1);
    expect(await changeBarQuantity(owner, item.itemId, -1)).toBe(0);
    expect(await changeBarQuantity(owner, item.itemId, -1)).toBe(0);
    expect((await row(item.itemId))?.quantity).toBe(0);
  });

  it("keeps a run-out item listed in the bar", async () => {
    const items = await listBarItems(owner.id);
    expect(items.find((i) => i.ingredient.name === "Aperol Test")).toMatchObject({ quantity: 0 });
  });

  it("reports an item that does not exist as not found", async () => {
    await expect(changeBarQuantity(owner, randomUUID(), 1)).rejects.toBeInstanceOf(NotFound);
  });
});

describe("removeFromBar", () => {
  it("deletes the item and returns the ingredient's name", async () => {
    const item = await add(owner, { name: "Removable Bitters" });
    expect(await removeFromBar(owner, item.itemId)).toEqual({ name: "Removable Bitters" });
    expect(await row(item.itemId)).toBeUndefined();
    // The catalogue keeps the ingredient.
    const [catalogue] = await db.select().from(ingredients).where(eq(ingredients.id, item.ingredientId));
    expect(catalogue?.name).toBe("Removable Bitters");
  });

  it("reports an item that is already gone as not found", async () => {
    const item = await add(owner, { name: "Twice Removed" });
    await removeFromBar(owner, item.itemId);
    await expect(removeFromBar(owner, item.itemId)).rejects.toBeInstanceOf(NotFound);
  });
});

describe("ownership", () => {
  it("a member cannot change or remove another member's bar item", async () => {
    const item = await add(owner, { name: "Guarded Gin" });
    await changeBarQuantity(owner, item.itemId, 1);
    const before = await row(item.itemId);

    await expect(changeBarQuantity(stranger, item.itemId, 1)).rejects.toBeInstanceOf(NotFound);
    await expect(changeBarQuantity(stranger, item.itemId, -1)).rejects.toBeInstanceOf(NotFound);
    await expect(removeFromBar(stranger, item.itemId)).rejects.toBeInstanceOf(NotFound);

    const after = await row(item.itemId);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ user_id: owner.id, quantity: 2 });
  });

  it("adding the same ingredient gives each member their own row", async () => {
    const mine = await add(owner, { name: "Shared Vermouth" });
    const theirs = await add(stranger, { name: "Shared Vermouth" });
    expect(theirs.itemId).not.toBe(mine.itemId);
    expect(theirs.added).toBe(true);
    await removeFromBar(stranger, theirs.itemId);
    expect(await row(mine.itemId)).toMatchObject({ user_id: owner.id, quantity: 1 });
  });
});
