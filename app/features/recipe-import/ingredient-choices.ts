/**
 * What each ingredient name of an upload matched, as the Check preview shows it, and the member's own
 * choices sent back with "Upload Recipes" (issue 13: "show the member what each line matched in the Check
 * preview and let them change it before uploading"). Shared by the page and the server.
 */
import { z } from "zod";
import { tidyName } from "~/features/ingredients/ingredient-names";
import type { MatchHow } from "~/features/ingredients/match-how";
import { formatCount } from "~/lib/format";

/** The choice "do not use the catalogue's entry: make this name an ingredient of my own". */
export const NEW_INGREDIENT = "new";

/** Most names one upload may carry a choice for: far above the 173 of Bar Assistant's whole data pack. */
export const MAX_INGREDIENT_CHOICES = 2_000;

/** How two written names are told apart: spacing and case do not count ("Lime  juice" is "lime juice"). */
export function writtenKey(name: string): string {
  return tidyName(name).toLowerCase();
}

/** One distinct name of an upload: how it was first written, how many lines use it, what it matched. */
export type IngredientMatchRow = {
  written: string;
  lines: number;
  /** null: nothing in the catalogue; the upload creates it as the member's own, private ingredient. */
  match: { id: string; name: string; how: MatchHow } | null;
};

/** A member's choices: written name → a catalogue entry's id, or NEW_INGREDIENT. */
export const IngredientChoices = z
  .record(
    z.string().trim().min(1).max(200),
    z.union([z.uuid({ error: "Choose an ingredient from the catalogue" }), z.literal(NEW_INGREDIENT)]),
  )
  .refine((choices) => Object.keys(choices).length <= MAX_INGREDIENT_CHOICES, {
    error: `At most ${formatCount(MAX_INGREDIENT_CHOICES)} ingredient choices per upload`,
  });

export type IngredientChoicesData = z.infer<typeof IngredientChoices>;

/** The form field that carries the choices, as JSON. */
export const CHOICES_FIELD = "ingredient_choices";
