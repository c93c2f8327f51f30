/**
 * A recipe page's whole ingredient list, line by line: a heading ("For the syrup:", "To garnish:")
 * becomes the group of the lines under it, an ingredient is read by parseIngredientLine, and a line
 * that is no ingredient ("N/A", a sentence) is handed back as a leftover for the recipe's
 * description, so that no text is dropped and none becomes a catalogue ingredient.
 */
import { INGREDIENT_GROUP_MAX } from "~/features/recipes/recipe-schema";
import { normaliseText, type ParsedIngredient, parseIngredientLine } from "./measure-parser";

export type ReadIngredient = ParsedIngredient & {
  group?: string;
  /** The line's position in the list the ingredient came from, to name it in errors. */
  source: number;
};

export type IngredientLines = { ingredients: ReadIngredient[]; leftovers: string[] };

/** Placeholders a site prints for "nothing here". */
const PLACEHOLDER = /^(?:n\/?a|none|nil|tbd|-+|\*+|\?+|\.+)$/i;
const GARNISH_HEADING = /^(?:(?:to|for)\s+(?:the\s+)?)?garnish(?:es|ing)?$/i;

/** "For the syrup:", "DIPPING SAUCE:", "To garnish:" → the heading's words; undefined for other lines. */
export function headingOf(line: string): string | undefined {
  const text = normaliseText(line);
  const colon = /^([^\d:][^:]*):$/.exec(text);
  // "For the syrup" without a colon, but not "For garnish, lime wheel" or "For frying, 2 cups oil".
  const forWords = /^for\s+[^\d,;()]+$/i.test(text) && text.split(" ").length <= 5 ? text : undefined;
  const heading = colon?.[1]?.trim() ?? forWords;
  if (!heading || heading.split(" ").length > 8) return undefined;
  return heading;
}

/**
 * A line that no reading can make an ingredient of: a placeholder ("N/A"), no letters at all, or a
 * whole sentence without a measure ("You will also need a cocktail shaker.").
 */
export function isUnreadable(line: string): boolean {
  const text = normaliseText(line).replace(/^[-–—•*·▪]\s*/, "");
  if (!text || PLACEHOLDER.test(text) || !/\p{L}/u.test(text)) return true;
  const words = text.split(" ").length;
  return /[.!?]$/.test(text) && words >= 6 && !/^[\d½¼¾⅓⅔]/.test(text) && !/^garnish\b/i.test(text);
}

/** "For the syrup" stays as written; "to garnish" → "Garnish", so its lines are marked garnish too. */
function groupName(heading: string): string {
  if (GARNISH_HEADING.test(heading)) return "Garnish";
  const name = heading[0]?.toUpperCase() + heading.slice(1);
  return name.length <= INGREDIENT_GROUP_MAX ? name : `${name.slice(0, INGREDIENT_GROUP_MAX - 1).trimEnd()}…`;
}

export function readIngredientLines(lines: readonly string[]): IngredientLines {
  const ingredients: ReadIngredient[] = [];
  const leftovers: string[] = [];
  let group: string | undefined;
  lines.forEach((line, source) => {
    const heading = headingOf(line);
    if (heading !== undefined) {
      group = groupName(heading);
      return;
    }
    if (isUnreadable(line)) {
      leftovers.push(normaliseText(line));
      return;
    }
    const ingredient = parseIngredientLine(line);
    ingredients.push({ ...ingredient, garnish: ingredient.garnish || group === "Garnish", group, source });
  });
  return { ingredients, leftovers };
}

/** The description with what the ingredient list held that was no ingredient, as its own paragraph. */
export function withLeftovers(description: string | undefined, leftovers: readonly string[]): string | undefined {
  if (leftovers.length === 0) return description;
  const paragraph = `From the ingredient list: ${leftovers.join("; ")}`;
  return description ? `${description}\n\n${paragraph}` : paragraph;
}
