import { DIFFICULTY_OPTIONS, DIFFICULTY_THRESHOLDS } from "~/lib/constants";

/** Part 1 §3: beginner | intermediate | advanced | expert. */
export type Difficulty = (typeof DIFFICULTY_OPTIONS)[number];

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  expert: "Expert",
};

export type DifficultyLabel = (typeof DIFFICULTY_LABELS)[Difficulty];

/**
 * Part 1 §2: 4.5 or more is Expert, 4 or more is Advanced, otherwise Beginner. The database's generated
 * recipes.listed_difficulty applies the same thresholds when the author chose none (tested to agree).
 */
export function difficultyFromRating(rating: number | null | undefined): DifficultyLabel {
  const value = rating ?? 0;
  if (value >= DIFFICULTY_THRESHOLDS.expert) return "Expert";
  if (value >= DIFFICULTY_THRESHOLDS.advanced) return "Advanced";
  return "Beginner";
}

export function isDifficulty(value: unknown): value is Difficulty {
  return (DIFFICULTY_OPTIONS as readonly unknown[]).includes(value);
}

/** A stored value as a difficulty; anything else (null included) as undefined. */
export function toDifficulty(value: string | null | undefined): Difficulty | undefined {
  return isDifficulty(value) ? value : undefined;
}

/** What a card and the recipe page show for recipes.listed_difficulty (the authored one, else the rating's). */
export function difficultyLabel(listed: string | null | undefined, rating?: number | null): DifficultyLabel {
  return isDifficulty(listed) ? DIFFICULTY_LABELS[listed] : difficultyFromRating(rating);
}

/** Words other sites use for the same levels (a recipe page's non-standard "difficulty": "Easy"). */
const DIFFICULTY_WORDS: Record<string, Difficulty> = {
  beginner: "beginner",
  easy: "beginner",
  simple: "beginner",
  intermediate: "intermediate",
  medium: "intermediate",
  moderate: "intermediate",
  advanced: "advanced",
  hard: "advanced",
  difficult: "advanced",
  expert: "expert",
};

/** A difficulty named in an imported recipe, or undefined when the word is not one we can place. */
export function readDifficulty(value: unknown): Difficulty | undefined {
  if (typeof value !== "string") return undefined;
  return DIFFICULTY_WORDS[value.trim().toLowerCase()];
}
