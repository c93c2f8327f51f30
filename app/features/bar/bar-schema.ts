/** Bar inventory input (part 2 §2 My Bar, Build bar), shared by the forms and the server. */
import { z } from "zod";
import { cleanString } from "~/lib/text";

/** Add by catalogue pick (id) or by a typed name, matched case-insensitively or created (part 1 §5). */
export const AddToBarInput = z.object({
  ingredient_id: z
    .uuid()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  name: cleanString({ error: "Enter an ingredient", singleLine: true }).min(1, "Enter an ingredient").max(100),
});
export type AddToBarInputData = z.output<typeof AddToBarInput>;

/** Part 2 §4: plus adds 1, minus takes 1 away (never below 0). */
export const ChangeQuantityInput = z.object({
  itemId: z.uuid(),
  delta: z.coerce.number().pipe(z.union([z.literal(1), z.literal(-1)])),
});

export const BarItemInput = z.object({ itemId: z.uuid() });
