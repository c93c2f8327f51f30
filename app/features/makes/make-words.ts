/**
 * "I made this" (issue 23): its limits and words, for the page and the server alike. No zod here: the recipe
 * page carries these, and the dialog with its schema loads only when opened.
 */
import { RATING_MAX, RATING_MIN } from "~/lib/constants";
import { formatCount, formatDate } from "~/lib/format";

export const MAKE_SERVINGS = { min: 0.5, max: 50, step: 0.5 } as const;
export const MAKE_NOTE_MAX = 500;
/** A second make of the same recipe this soon is the same make sent twice (a double tap, a retry): merged. */
export const MAKE_MERGE_SECONDS = 60;
/** Other members' makes shown beside the recipe. */
export const RECENT_MAKES_SHOWN = 4;

export const MAKE_MESSAGES = {
  logged: "Nice one! Logged in your history",
  merged: "Added to the make you logged a moment ago",
  failed: "Failed to log your make",
  removeFailed: "Failed to remove the make",
  signIn: "Please sign in to log what you made",
  servings: `Servings must be between ${MAKE_SERVINGS.min} and ${formatCount(MAKE_SERVINGS.max)}`,
  rating: `Choose a rating from ${RATING_MIN} to ${RATING_MAX} stars`,
  ownRating: "You can't rate your own recipe",
  noteTooLong: `Notes can be at most ${formatCount(MAKE_NOTE_MAX)} characters`,
  notFound: "Recipe not found",
  audience: "Choose Everyone or My followers",
} as const;

/** Where the dialog logs a make and the history removes one. */
export function makesPath(recipeId: string): string {
  return `/api/site/recipes/${encodeURIComponent(recipeId)}/makes`;
}

const times = (count: number) => (count === 1 ? "once" : count === 2 ? "twice" : `${formatCount(count)} times`);

/** "You made this 3 times, last on March 12, 2026". */
export function historyLine(count: number, lastIso: string | undefined): string {
  if (count === 0 || !lastIso) return "You haven't logged making this yet.";
  const last = formatDate(lastIso, "long");
  return count === 1 ? `You made this once, on ${last}` : `You made this ${times(count)}, last on ${last}`;
}

/** The recipe's count of makes by every member. */
export function makesCountLine(count: number): string {
  return count === 0 ? "No one has logged making this yet" : `Made ${times(count)} by members`;
}

/** "2 servings", "½ serving". */
export function servingsWords(servings: number): string {
  const amount =
    servings === 0.5 ? "½" : Number.isInteger(servings) ? String(servings) : String(servings).replace(".5", "½");
  return `${amount} ${servings <= 1 ? "serving" : "servings"}`;
}
