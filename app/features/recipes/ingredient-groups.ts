/**
 * Ingredient group headings (recipe_ingredients.type, part 1 §3: default "Main Ingredients").
 * A group is a heading over a run of lines ("Garnish", "For the syrup"); a recipe's lines are kept
 * together under their heading, in the order the headings first appear. Client-safe.
 */
import { DEFAULT_INGREDIENT_GROUP } from "~/lib/constants";

/** A blank or missing group is the default one. */
export function groupName(group: string | null | undefined): string {
  return group?.trim() || DEFAULT_INGREDIENT_GROUP;
}

/** Headings a new row can pick from before the author has typed any of their own. */
export const SUGGESTED_GROUPS = [DEFAULT_INGREDIENT_GROUP, "Garnish", "For the syrup", "To serve"] as const;

/**
 * The lines grouped by heading, groups in order of first appearance and lines in their own order
 * within each, so "Main, Garnish, Main" reads as Main (two lines) then Garnish.
 */
export function groupIngredients<T>(lines: T[], groupOf: (line: T) => string | null | undefined) {
  const groups = new Map<string, T[]>();
  for (const line of lines) {
    const name = groupName(groupOf(line));
    const list = groups.get(name);
    if (list) list.push(line);
    else groups.set(name, [line]);
  }
  return [...groups].map(([name, items]) => ({ name, items }));
}

/** The lines in the order the page shows them: each group's lines together (stored positions follow this). */
export function inGroupOrder<T>(lines: T[], groupOf: (line: T) => string | null | undefined): T[] {
  return groupIngredients(lines, groupOf).flatMap((group) => group.items);
}
