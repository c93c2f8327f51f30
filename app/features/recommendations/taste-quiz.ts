/**
 * Issue 23: the taste quiz a member without history takes instead of an empty "For you tonight", editable in
 * settings. Its words and what each answer means to the recommender, in one place.
 */

/** Spirits by the likeness index's ingredient class (`c:{class}`; bourbon and scotch are whiskey, cognac brandy). */
export const TASTE_SPIRITS = [
  { value: "gin", label: "Gin" },
  { value: "whiskey", label: "Whiskey" },
  { value: "rum", label: "Rum" },
  { value: "tequila", label: "Tequila & mezcal" },
  { value: "vodka", label: "Vodka" },
  { value: "brandy", label: "Brandy & cognac" },
] as const;
export type TasteSpirit = (typeof TASTE_SPIRITS)[number]["value"];

export const TASTE_FLAVOURS = [
  { value: "sweet", label: "Sweet & fruity" },
  { value: "balanced", label: "Balanced" },
  { value: "bitter", label: "Bitter & bold" },
] as const;
export type TasteFlavour = (typeof TASTE_FLAVOURS)[number]["value"];

/** Strength after dilution, as the recipe page estimates it: what each answer aims at. */
export const TASTE_STRENGTHS = [
  { value: "none", label: "Alcohol-free", abv: 0 },
  { value: "light", label: "Light", abv: 8 },
  { value: "medium", label: "Medium", abv: 15 },
  { value: "strong", label: "Strong", abv: 24 },
] as const;
export type TasteStrength = (typeof TASTE_STRENGTHS)[number]["value"];

export type TasteAnswers = {
  spirits: TasteSpirit[];
  flavour: TasteFlavour | null;
  strength: TasteStrength | null;
};

export const NO_TASTE_ANSWERS: TasteAnswers = { spirits: [], flavour: null, strength: null };

/**
 * What "bitter" and "sweet" mean in recipes: ingredients (by name, any catalogue entry of that family), their
 * classes, and tags. Bitter is the amari and aperitivo bitters, not a dash of Angostura, which is in
 * every Old Fashioned.
 */
export const BITTER_INGREDIENT_PATTERNS = [
  "campari",
  "aperol",
  "cynar",
  "amaro%",
  "fernet%",
  "suze",
  "gran classico",
  "select aperitivo",
  "punt e mes",
  "china martini",
  "malört",
  "bitter%",
] as const;
export const BITTER_TAGS = ["bitter", "amaro", "aperitivo", "negroni riff", "fernet"] as const;
export const SWEET_CLASSES = ["liqueur", "syrup", "fruit"] as const;
export const SWEET_TAGS = [
  "sweet",
  "fruity",
  "tropical",
  "dessert",
  "creamy",
  "coconut",
  "chocolate",
  "peach",
] as const;

export function spiritLabel(value: string): string {
  return TASTE_SPIRITS.find((s) => s.value === value)?.label.toLowerCase() ?? value;
}

export function strengthAbv(strength: TasteStrength | null): number | null {
  return TASTE_STRENGTHS.find((s) => s.value === strength)?.abv ?? null;
}

export const TASTE_MESSAGES = {
  saved: "Saved your taste",
  skipped: "Skipped: here are some drinks to start with",
  failed: "Failed to save your taste",
  signIn: "Please sign in to tell us your taste",
} as const;
