/** /api/v1/bar: the member's bar and what it makes (issue 22). */
import { z } from "zod";
import { getBarKeys, summariseBarMatches } from "~/features/bar/bar-matching.server";
import { addToBar, removeFromBar, updateBarItem } from "~/features/bar/bar-mutations.server";
import { type BarItem as BarRow, listBarItems } from "~/features/bar/bar-queries.server";
import { AddToBarInput, BAR_NOTE_MAX } from "~/features/bar/bar-schema";
import { listingOrder, listPublicRecipesAfter } from "~/features/recipes/recipe-listing-queries.server";
import type { RecipeListingFilters } from "~/features/recipes/recipe-listing-schema";
import { NotFound } from "~/lib/errors";
import { optionalCleanString } from "~/lib/text";
import { created, endpoint, noContent, ok } from "../api-endpoint.server";
import { decodeCursor, encodeCursor, PageQuery, pageBody } from "../api-paging.server";
import { toSummary } from "../api-recipes.server";
import { BarItem, BarList, NextBottles, named, RecipePage } from "../api-schemas";

const ItemId = z.strictObject({ itemId: z.guid() });

export const BarItemInput = named("BarItemInput", z.strictObject(AddToBarInput.shape));
export const BarItemChange = named(
  "BarItemChange",
  z
    .strictObject({
      quantity: z.number().int().min(0).max(999).optional().describe("0 keeps the item listed as run out"),
      notes: optionalCleanString(BAR_NOTE_MAX).nullable().describe("null removes the note"),
    })
    .partial()
    .refine((v) => v.quantity !== undefined || v.notes !== undefined, "Send quantity, notes or both"),
);

function toBarItem(row: BarRow): z.input<typeof BarItem> {
  return {
    id: row.id,
    quantity: row.quantity,
    unit: row.unit,
    notes: row.notes,
    ingredient: {
      id: row.ingredient.id,
      name: row.ingredient.name,
      category: row.ingredient.category,
      abv: row.ingredient.abv,
      parent_name: row.ingredient.parent_name,
    },
    created_at: row.created_at.toISOString(),
  };
}

async function barItem(memberId: string, itemId: string) {
  const row = (await listBarItems(memberId)).find((item) => item.id === itemId);
  if (!row) throw new NotFound("Item not found in your bar");
  return toBarItem(row);
}

function matchesEndpoint(mode: "make" | "one-away", path: string, summary: string, description: string) {
  return endpoint({
    method: "get",
    path,
    operationId: mode === "make" ? "listMakeableRecipes" : "listOneAwayRecipes",
    summary,
    description,
    tag: "Bar",
    scope: "bar:read",
    anonymous: false,
    paged: true,
    query: z.strictObject(PageQuery),
    response: { status: 200, description: "A page of recipes", schema: RecipePage },
    errors: [400],
    handler: async ({ member, query }) => {
      const filters: RecipeListingFilters = { bar: mode, page: 1 };
      const order = listingOrder(filters);
      const after = decodeCursor(query.cursor, `${order.name}:${mode}`, order.keys);
      const barKeys = await getBarKeys(member.id);
      const page = await listPublicRecipesAfter(filters, { limit: query.limit, after, barKeys });
      const next = page.nextKeys ? encodeCursor(`${order.name}:${mode}`, page.nextKeys) : null;
      return ok(pageBody(page.items.map(toSummary), next));
    },
  });
}

export const barEndpoints = [
  endpoint({
    method: "get",
    path: "/bar",
    operationId: "listBar",
    summary: "List your bar",
    description: "Every item, by category then name; run-out items (quantity 0) included.",
    tag: "Bar",
    scope: "bar:read",
    anonymous: false,
    response: { status: 200, description: "Your bar", schema: BarList },
    handler: async ({ member }) => ok({ items: (await listBarItems(member.id)).map(toBarItem) }),
  }),
  endpoint({
    method: "post",
    path: "/bar/items",
    operationId: "addBarItem",
    summary: "Add to your bar",
    description:
      "By catalogue id, or by name (matched case-insensitively; a new name becomes your private catalogue entry). " +
      "Adding an ingredient already in the bar keeps it and restocks it to 1 if it had run out.",
    tag: "Bar",
    scope: "bar:write",
    anonymous: false,
    body: BarItemInput,
    response: { status: 201, description: "The bar item", schema: BarItem },
    errors: [400, 422],
    handler: async ({ member, body }) => {
      const stocked = await addToBar(member, body);
      return created(await barItem(member.id, stocked.itemId), `/api/v1/bar/items/${stocked.itemId}`);
    },
  }),
  endpoint({
    method: "patch",
    path: "/bar/items/{itemId}",
    operationId: "updateBarItem",
    summary: "Change a bar item's quantity or note",
    tag: "Bar",
    scope: "bar:write",
    anonymous: false,
    params: ItemId,
    body: BarItemChange,
    response: { status: 200, description: "The bar item", schema: BarItem },
    errors: [400, 404, 422],
    handler: async ({ member, params, body }) => {
      await updateBarItem(member, params.itemId, body);
      return ok(await barItem(member.id, params.itemId));
    },
  }),
  endpoint({
    method: "delete",
    path: "/bar/items/{itemId}",
    operationId: "removeBarItem",
    summary: "Remove from your bar",
    tag: "Bar",
    scope: "bar:write",
    anonymous: false,
    params: ItemId,
    response: { status: 204, description: "Removed" },
    errors: [404],
    handler: async ({ member, params }) => {
      await removeFromBar(member, params.itemId);
      return noContent();
    },
  }),
  matchesEndpoint(
    "make",
    "/bar/makeable",
    "What you can make",
    'Published public recipes whose every required ingredient is in your bar (the /recipes "My bar" filter).',
  ),
  endpoint({
    method: "get",
    path: "/bar/next-bottles",
    operationId: "listNextBottles",
    summary: "The next bottles to buy",
    description: "The ingredients that would let you make the most public recipes you are one ingredient away from.",
    tag: "Bar",
    scope: "bar:read",
    anonymous: false,
    query: z.strictObject({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
    response: { status: 200, description: "Bottles, most recipes unlocked first", schema: NextBottles },
    errors: [400],
    handler: async ({ member, query }) => {
      const summary = await summariseBarMatches(await getBarKeys(member.id), member, query.limit);
      return ok({
        items: summary.nextBottles.map((b) => ({
          ingredient: { id: b.ingredientId, name: b.name, category: b.category },
          unlocks: b.unlocks,
        })),
      });
    },
  }),
  matchesEndpoint(
    "one-away",
    "/bar/one-away",
    "One ingredient away",
    "Published public recipes you could make with one more bottle.",
  ),
];
