/**
 * The ingredients of an upload as the Check preview shows them (issue 13): each distinct written name,
 * how many lines use it and the catalogue entry it will be (or none: a new private ingredient); and the
 * member's changes to that, checked before "Upload Recipes" writes anything.
 */
import { and, inArray } from "drizzle-orm";
import { matchIngredient } from "~/features/ingredients/ingredient-matching.server";
import { tidyName } from "~/features/ingredients/ingredient-names";
import type { MatchHow } from "~/features/ingredients/match-how";
import { visibleCatalogueEntry } from "~/features/privacy/catalogue-visibility.server";
import { db, schema } from "~/lib/db.server";
import { Invalid } from "~/lib/errors";
import type { ImportItemData } from "./import-schema";
import {
  IngredientChoices,
  type IngredientChoicesData,
  type IngredientMatchRow,
  NEW_INGREDIENT,
  writtenKey,
} from "./ingredient-choices";

/** Written name (writtenKey) → the chosen entry's id or NEW_INGREDIENT. */
export type IngredientChoiceMap = ReadonlyMap<string, string>;

/** What to look at first: names that become new ingredients, then matches by anything but the same name. */
const REVIEW_ORDER: Record<MatchHow | "none", number> = {
  none: 0,
  spelling: 1,
  qualifier: 2,
  alias: 3,
  key: 4,
  name: 5,
};

/** Every distinct ingredient name of the upload with what the catalogue makes of it, for `viewer`. */
export async function reviewIngredients(
  viewer: { id: string },
  items: ImportItemData[],
): Promise<IngredientMatchRow[]> {
  const names = new Map<string, { written: string; lines: number }>();
  for (const item of items) {
    for (const { name } of item.ingredients) {
      const key = writtenKey(name);
      const seen = names.get(key);
      if (seen) seen.lines += 1;
      else names.set(key, { written: tidyName(name), lines: 1 });
    }
  }
  const rows: IngredientMatchRow[] = [];
  // One indexed query per distinct name, in turn: the embedded database serves others in between.
  for (const { written, lines } of names.values()) {
    const match = await matchIngredient(viewer, written);
    rows.push({ written, lines, match: match && { id: match.id, name: match.name, how: match.how } });
  }
  const rank = (row: IngredientMatchRow) => REVIEW_ORDER[row.match?.how ?? "none"];
  return rows.sort((a, b) => rank(a) - rank(b) || a.written.localeCompare(b.written));
}

/**
 * The member's choices from the upload form's field (JSON), each checked: a chosen entry must be one the
 * member may see, now. Anything else is refused with a message that says which name to choose again.
 */
export async function readIngredientChoices(
  viewer: { id: string },
  field: FormDataEntryValue | null,
): Promise<IngredientChoiceMap> {
  if (typeof field !== "string" || field.trim() === "") return new Map();
  let json: unknown;
  try {
    json = JSON.parse(field);
  } catch {
    throw new Invalid("Your ingredient choices could not be read. Check again, then upload.");
  }
  const parsed = IngredientChoices.safeParse(json);
  if (!parsed.success) throw new Invalid(parsed.error.issues[0]?.message ?? "Invalid ingredient choices");
  const choices = new Map(Object.entries(parsed.data).map(([written, choice]) => [writtenKey(written), choice]));
  await assertVisible(viewer, parsed.data);
  return choices;
}

async function assertVisible(viewer: { id: string }, choices: IngredientChoicesData) {
  const ids = [...new Set(Object.values(choices).filter((choice) => choice !== NEW_INGREDIENT))];
  if (ids.length === 0) return;
  const { ingredients } = schema;
  const found = await db
    .select({ id: ingredients.id })
    .from(ingredients)
    .where(and(inArray(ingredients.id, ids), visibleCatalogueEntry(ingredients, viewer)));
  const visible = new Set(found.map((row) => row.id));
  const missing = Object.entries(choices).find(([, choice]) => choice !== NEW_INGREDIENT && !visible.has(choice));
  if (missing) {
    throw new Invalid(
      `The ingredient you chose for "${missing[0]}" is not in the catalogue any more. Check again and choose another.`,
    );
  }
}
