/** "I made this" shapes that pages and components share (no server code here). */

/** What one serving takes from a bar item, for the dialog's "take it off my bar" preview. */
export type BarUse = {
  ingredientId: string;
  name: string;
  /** The bar counts liquids in bottles and everything else in single items. */
  unit: "bottle" | "unit";
  /** The bar's quantity now. */
  have: number;
  /** Taken off per serving, in the bar's unit. */
  perServing: number;
  /** Millilitres per serving for a bottle; null for single items. */
  mlPerServing: number | null;
};

export type OwnMake = {
  id: string;
  /** ISO 8601. */
  made_at: string;
  servings: number;
  rating: number | null;
  note: string | null;
  photo_url: string | null;
};

/** The member's own history with one recipe: "You made this 3 times, last on 12 March". */
export type MakeHistory = { count: number; recent: OwnMake[] };

export type MemberMake = OwnMake & {
  maker: { username: string; name: string | null; profile_picture_url: string | null };
};

export type RecipeMakes = {
  /** The member's own; null for visitors. */
  history: MakeHistory | null;
  /** Others' makes the viewer may see (their profile's privacy), newest first. */
  recent: MemberMake[];
  /** What a serving takes off the member's bar; empty for visitors and bars without these bottles. */
  barUses: BarUse[];
};

export type LoggedMake = {
  make: OwnMake;
  /** Added to a make logged within the last minute instead of a new one. */
  merged: boolean;
  makes_count: number;
  history: MakeHistory;
  /** The feed post made from it, when shared. */
  postId: string | null;
  /** Bar items whose quantity went down, with the new quantity. */
  deducted: { ingredientId: string; name: string; quantity: number }[];
};
