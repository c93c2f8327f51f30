/** What the bulk upload page's action answers, and how problems are worded (shared with the page). */
import type { IngredientMatchRow } from "./ingredient-choices";
import type { LinkDraftFields } from "./link-draft-path";

/** A precise problem with an upload: which recipe (0-based position; null for the whole file), which field, why. */
export type ImportIssue = { index: number | null; field: string | null; message: string };

/** The page a preview was read from (import from a link), and this member's recipes from it already. */
export type LinkSource = { url: string; site: string; before: { name: string; href: string }[] };

export type ImportPreview = {
  ok: true;
  intent: "preview";
  /** Set when the recipes were read from a link; the text is then the recipes as our import format. */
  link?: LinkSource;
  label: string;
  count: number;
  names: string[];
  /** What was tolerated or left out on the way (a repaired JSON, empty blocks, photos that would not decode). */
  notes: string[];
  /** Each distinct ingredient name and the catalogue entry it will be, names to look at first. */
  ingredients: IngredientMatchRow[];
  /** Echoed only for a form sent without JavaScript, so the page can show the text again. */
  text?: string;
};

/** A page with no recipe data but a title (Open Graph): a draft to finish in the recipe form. */
export type LinkDraftResult = {
  ok: true;
  intent: "link-draft";
  link: LinkSource;
  draft: LinkDraftFields;
};

export type ImportFailure = {
  ok: false;
  intent: "preview" | "import" | "link";
  /** The address a failed "Import from a link" asked for, to show it again. */
  address?: string;
  label: string | null;
  errors: ImportIssue[];
  /** The toast: the first problem, or "Failed to upload recipes" (part 1 §8). */
  formError: string;
  text?: string;
};

export type ImportActionData = ImportPreview | LinkDraftResult | ImportFailure;

export const UPLOAD_FAILED_MESSAGE = "Failed to upload recipes";
export const UPLOAD_SUCCESS_MESSAGE = "Recipes uploaded successfully!";

/** "Recipe 2 · ingredients: Add at least one ingredient", for lists and toasts. */
export function describeIssue(issue: ImportIssue): string {
  const where = [issue.index === null ? null : `Recipe ${issue.index + 1}`, issue.field].filter(Boolean).join(" · ");
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** One line for a toast: the first problem, and how many more there are. */
export function summariseIssues(issues: ImportIssue[]): string {
  const [first] = issues;
  if (!first) return UPLOAD_FAILED_MESSAGE;
  const more = issues.length - 1;
  return more > 0 ? `${describeIssue(first)} (and ${more} more)` : describeIssue(first);
}
