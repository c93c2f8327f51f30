import { DIFFICULTY_THRESHOLDS } from "~/lib/constants";

export type DifficultyLabel = "Expert" | "Advanced" | "Beginner";

/** Part 1 §2: 4.5 or more is Expert, 4 or more is Advanced, otherwise Beginner. */
export function difficultyFromRating(rating: number | null | undefined): DifficultyLabel {
  const value = rating ?? 0;
  if (value >= DIFFICULTY_THRESHOLDS.expert) return "Expert";
  if (value >= DIFFICULTY_THRESHOLDS.advanced) return "Advanced";
  return "Beginner";
}
