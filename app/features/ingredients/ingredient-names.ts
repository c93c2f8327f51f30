import { distance } from "fastest-levenshtein";

/**
 * The key two ingredient names share when they mean the same thing, whoever wrote them: "Peychauds
 * Bitters" and "Peychaud's bitters", "Lime juice" and "Fresh Lime Juice", "Tequila Blanco" and "Blanco
 * Tequila", "Crème de Cassis" and "creme de cassis". Used by ingredient matching (docs/import.md).
 */

/** Words that describe how fresh or cold something is, not what it is. */
const IGNORED_WORDS = new Set(["fresh", "freshly", "squeezed", "chilled", "cold", "good", "quality", "premium"]);

/** One spelling for words written several ways. */
const SAME_WORD: Record<string, string> = {
  whisky: "whiskey",
  whiskies: "whiskey",
  yoghurt: "yogurt",
};

/** "berries" → "berry", "tomatoes" → "tomato", "peaches" → "peach", "bitters" → "bitter"; "citrus" stays. */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("oes")) return word.slice(0, -2);
  if (/(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A name as written, with its spacing tidied: what is stored and shown ("Lime  juice " → "Lime juice"). */
export function tidyName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}

/**
 * Letters and digits without accents, lower case, "&" as "and", apostrophes gone ("peychaud's" →
 * "peychauds"), every other mark a space ("Fernet-Branca" → "fernet branca").
 */
export function plainName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’`´]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The matching key: the plain name's meaningful words, singular, in a fixed order. */
export function ingredientKey(name: string): string {
  const words = plainName(name)
    .split(" ")
    .map((word) => SAME_WORD[word] ?? word)
    .filter((word) => word && !IGNORED_WORDS.has(word))
    .map(singular);
  return [...new Set(words)].sort().join(" ");
}

/**
 * A typo of each other: the same number of words, each within one edit of its partner (two for words of
 * eight letters or more), and short words spelt exactly. "Cointreu" is Cointreau and "Campri" Campari,
 * while "Lemon" is not "Lime", "Ginger Ale" not "Ginger Beer", and "Lemon Soda" (a word fewer) not
 * "Lemon-Lime Soda". Takes two keys (ingredientKey), whose words are sorted alike.
 */
export function isTypoOf(key: string, other: string): boolean {
  const words = key.split(" ");
  const others = other.split(" ");
  if (words.length !== others.length || key === other) return key === other;
  return words.every((word, i) => {
    const partner = others[i] ?? "";
    const shorter = Math.min(word.length, partner.length);
    const allowed = shorter >= 8 ? 2 : shorter >= 5 ? 1 : 0;
    return distance(word, partner) <= allowed;
  });
}
