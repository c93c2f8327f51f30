/** /api/v1/shopping-list: the member's shopping list (issue 22). */
import { z } from "zod";
import { AddToBarInput } from "~/features/bar/bar-schema";
import {
  addNameToShoppingList,
  addToShoppingList,
  removeShoppingItem,
  setShoppingItemBought,
} from "~/features/bar/shopping-list-mutations.server";
import { listShoppingList, type ShoppingListItem } from "~/features/bar/shopping-list-queries.server";
import { NotFound } from "~/lib/errors";
import { created, endpoint, noContent, ok } from "../api-endpoint.server";
import { named, ShoppingItem, ShoppingList } from "../api-schemas";

const ItemId = z.strictObject({ itemId: z.guid() });

export const ShoppingItemInput = named("ShoppingItemInput", z.strictObject(AddToBarInput.shape));
export const ShoppingItemChange = named(
  "ShoppingItemChange",
  z.strictObject({ bought: z.boolean().describe("Ticking an item off also puts it in your bar") }),
);

function toItem(item: ShoppingListItem): z.input<typeof ShoppingItem> {
  return { ...item, created_at: item.created_at.toISOString() };
}

async function shoppingItem(memberId: string, itemId: string) {
  const item = (await listShoppingList(memberId)).find((i) => i.id === itemId);
  if (!item) throw new NotFound("Item not found on your shopping list");
  return toItem(item);
}

export const shoppingListEndpoints = [
  endpoint({
    method: "get",
    path: "/shopping-list",
    operationId: "listShoppingList",
    summary: "Your shopping list",
    description: "By category then name, bought items included; each says how many recipes buying it unlocks.",
    tag: "Shopping list",
    scope: "bar:read",
    anonymous: false,
    response: { status: 200, description: "Your shopping list", schema: ShoppingList },
    handler: async ({ member }) => ok({ items: (await listShoppingList(member.id)).map(toItem) }),
  }),
  endpoint({
    method: "post",
    path: "/shopping-list/items",
    operationId: "addShoppingItem",
    summary: "Add to your shopping list",
    description: "By catalogue id, or by name (matched case-insensitively, or made your private entry).",
    tag: "Shopping list",
    scope: "bar:write",
    anonymous: false,
    body: ShoppingItemInput,
    response: { status: 201, description: "The item", schema: ShoppingItem },
    errors: [404],
    handler: async ({ member, body }) => {
      const added = body.ingredient_id
        ? await addToShoppingList(member, body.ingredient_id)
        : await addNameToShoppingList(member, body.name);
      return created(await shoppingItem(member.id, added.itemId), `/api/v1/shopping-list/items/${added.itemId}`);
    },
  }),
  endpoint({
    method: "patch",
    path: "/shopping-list/items/{itemId}",
    operationId: "updateShoppingItem",
    summary: "Tick an item off, or back on",
    tag: "Shopping list",
    scope: "bar:write",
    anonymous: false,
    params: ItemId,
    body: ShoppingItemChange,
    response: { status: 200, description: "The item", schema: ShoppingItem },
    errors: [404],
    handler: async ({ member, params, body }) => {
      await setShoppingItemBought(member, params.itemId, body.bought);
      return ok(await shoppingItem(member.id, params.itemId));
    },
  }),
  endpoint({
    method: "delete",
    path: "/shopping-list/items/{itemId}",
    operationId: "removeShoppingItem",
    summary: "Remove from your shopping list",
    tag: "Shopping list",
    scope: "bar:write",
    anonymous: false,
    params: ItemId,
    response: { status: 204, description: "Removed" },
    errors: [404],
    handler: async ({ member, params }) => {
      await removeShoppingItem(member, params.itemId);
      return noContent();
    },
  }),
];
