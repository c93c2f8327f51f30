/**
 * Why a drink is suggested, in plain words (issue 23): "You have everything · you liked Negroni and Paper
 * Plane". At most three parts, the most telling first: the bar (what is possible tonight), the member's own
 * drinks it is like, their quiz answers, then the crowd and freshness.
 */
import type { CardBarCoverage } from "~/features/recipes/recipe-types";
import { spiritLabel } from "./taste-quiz";

export type SourceVerb = "made" | "rated" | "liked" | "saved";
export type ReasonSource = { name: string; verb: SourceVerb };

export type ReasonInput = {
  bar?: CardBarCoverage;
  because: ReasonSource[];
  crowd: number;
  quiz: string[];
  freshDays: number | null;
  saved: boolean;
  /** Everyone's likes: what is left to say when nothing else is. */
  likes: number;
};

const MAX_PARTS = 3;

const VERB_WORDS: Record<SourceVerb, (names: string) => string> = {
  made: (names) => `made ${names}`,
  rated: (names) => `rated ${names} highly`,
  liked: (names) => `liked ${names}`,
  saved: (names) => `saved ${names}`,
};

function barPart(bar: CardBarCoverage | undefined): string | null {
  if (!bar || bar.required === 0) return null;
  if (bar.have >= bar.required) return "You have everything";
  if (bar.required - bar.have === 1 && bar.missing[0]) return `You need only ${bar.missing[0]}`;
  return null;
}

/** "you liked Negroni and Paper Plane", "you made Last Word and liked Aviation". */
function becausePart(sources: ReasonSource[]): string | null {
  const [first, second] = sources;
  if (!first) return null;
  if (!second) return `you ${VERB_WORDS[first.verb](first.name)}`;
  if (first.verb === second.verb) return `you ${VERB_WORDS[first.verb](`${first.name} and ${second.name}`)}`;
  return `you ${VERB_WORDS[first.verb](first.name)} and ${VERB_WORDS[second.verb](second.name)}`;
}

/** "you like gin and bitter drinks" from the quiz answers it matches. */
function quizPart(quiz: string[]): string | null {
  const liked = [
    ...quiz.filter((q) => q !== "bitter" && q !== "sweet").map(spiritLabel),
    ...(quiz.includes("bitter") ? ["bitter drinks"] : []),
    ...(quiz.includes("sweet") ? ["sweet drinks"] : []),
  ];
  if (liked.length === 0) return null;
  const words = liked.length === 1 ? liked[0] : `${liked.slice(0, -1).join(", ")} and ${liked.at(-1)}`;
  return `you like ${words}`;
}

function crowdPart(crowd: number): string | null {
  if (crowd < 2) return null;
  return `liked by ${crowd} members with your taste`;
}

function freshPart(days: number | null): string | null {
  if (days === null) return null;
  return days <= 7 ? "new this week" : "new on Muddle";
}

function fallbackPart(likes: number): string {
  if (likes === 0) return "something new to try";
  return likes === 1 ? "liked by a member" : `liked by ${likes} members`;
}

export function recommendationReasons(input: ReasonInput): string[] {
  const parts = [
    barPart(input.bar),
    input.saved ? "on your saved list" : null,
    becausePart(input.because) ?? quizPart(input.quiz),
    crowdPart(input.crowd),
    freshPart(input.freshDays),
  ].filter((p): p is string => p !== null);
  const shown = parts.length > 0 ? parts.slice(0, MAX_PARTS) : [fallbackPart(input.likes)];
  return shown.map((part, i) => (i === 0 ? part.charAt(0).toUpperCase() + part.slice(1) : part));
}

export const REASON_SEPARATOR = " · ";
