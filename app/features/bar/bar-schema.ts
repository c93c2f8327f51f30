/** Bar inventory input (part 2 §2 My Bar, Build bar), shared by the forms and the server. */
import { z } from "zod";
import { cleanString, optionalCleanString } from "~/lib/text";

/** What Add says when the box is empty (issue 12, item 6), in the spec's words for a required field. */
export const EMPTY_INGREDIENT = "Please enter an ingredient";

const IngredientName = cleanString({ error: EMPTY_INGREDIENT, singleLine: true }).min(1, EMPTY_INGREDIENT).max(100);

/** Add by catalogue pick (id) or by a typed name, matched case-insensitively or created (part 1 §5). */
export const AddToBarInput = z.object({
  ingredient_id: z
    .uuid()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  name: IngredientName,
});

/** The typed name's problem, checked in the browser before Add posts: the server's own rule. */
export function ingredientNameError(value: string): string | undefined {
  return IngredientName.safeParse(value).error?.issues[0]?.message;
}
export type AddToBarInputData = z.output<typeof AddToBarInput>;

/** Part 2 §4: plus adds 1, minus takes 1 away (never below 0). */
export const ChangeQuantityInput = z.object({
  itemId: z.uuid(),
  delta: z.coerce.number().pipe(z.union([z.literal(1), z.literal(-1)])),
});

export const BarItemInput = z.object({ itemId: z.uuid() });

/** Longest note on a bar item: room for "half empty, the 2019 bottling, a gift from Sam" many times over. */
export const BAR_NOTE_MAX = 300;

/** Part 2 §3 bar_inventory.notes: the member's own words about one bottle; blank removes the note. */
export const BarNoteInput = z.object({
  itemId: z.uuid(),
  notes: optionalCleanString(BAR_NOTE_MAX, { tooLong: `Notes are at most ${BAR_NOTE_MAX} characters` }),
});
