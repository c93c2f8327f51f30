/** Shopping list input (/bar/shopping-list), shared by its forms and the server. */
import { z } from "zod";
import { cleanString } from "~/lib/text";

/** What the page's action accepts, by intent. "via" marks a fetcher post, answered in place. */
export const ShoppingListAction = z.discriminatedUnion("intent", [
  /** From "One ingredient away", "Next bottle to buy" and recipe pages: a catalogue ingredient. */
  z.object({ intent: z.literal("add"), ingredient_id: z.uuid() }),
  /** "Add an item": a typed name, matched case-insensitively or created (part 1 §5). */
  z.object({
    intent: z.literal("add-name"),
    name: cleanString({ error: "Enter an item", singleLine: true })
      .min(1, "Enter an item")
      .max(100, "Use 100 characters or fewer"),
  }),
  z.object({
    intent: z.literal("tick"),
    itemId: z.uuid(),
    bought: z.enum(["true", "false"]).transform((value) => value === "true"),
  }),
  z.object({ intent: z.literal("remove"), itemId: z.uuid() }),
  z.object({ intent: z.literal("clear-bought") }),
]);
export type ShoppingListActionData = z.output<typeof ShoppingListAction>;
export type ShoppingListIntent = ShoppingListActionData["intent"];

/** What a fetcher post to the shopping list answers. */
export type ShoppingListResult =
  | { ok: true; message: string; ingredientId?: string }
  | { ok: false; formError: string | null; fieldErrors?: Record<string, string[] | undefined> };

export const SHOPPING_LIST_PATH = "/bar/shopping-list";
