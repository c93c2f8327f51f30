/** How a written name found its catalogue entry (ingredient-matching.server.ts), in words a member reads. */
export const MATCH_HOW = {
  name: "Same name",
  key: "Same name, written differently",
  alias: "Another name for it",
  spelling: "Close spelling",
  qualifier: "Without the part in brackets",
} as const;

export type MatchHow = keyof typeof MATCH_HOW;
