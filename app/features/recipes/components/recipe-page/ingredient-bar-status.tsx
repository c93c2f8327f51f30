/**
 * The bar side of a recipe's ingredient list: a summary line above it and, per ingredient, whether the
 * member has it and why it counts ("You have Bacardi Carta Blanca, which counts as White Rum"), or a
 * "Missing" mark with an add-to-shopping-list button. Optional, garnish, ice and water ingredients are
 * never required, so they show a have mark when present and nothing when not.
 */

import { Link } from "react-router";
import { CircleCheck, CircleDashed, LogIn, Wine } from "~/components/ui/icons/icons";
import { explainMatch } from "~/features/bar/bar-match-explanation";
import type { IngredientMatch, RecipeCoverage } from "~/features/bar/bar-match-types";
import { AddToShoppingListButton } from "~/features/bar/components/add-to-shopping-list-button";
import { barCoverageState, pageCoverageLabel } from "../recipe-bar-labels";
import { loginHref } from "./sign-in-toast";

const SUMMARY_STYLE = {
  all: { icon: CircleCheck, className: "border-success/30 bg-success/10 text-success" },
  "one-missing": { icon: CircleDashed, className: "border-accent/30 bg-accent-soft text-accent" },
  partial: { icon: Wine, className: "border-line bg-surface-2 text-ink" },
} as const;

export function BarSummary({
  coverage,
  signedIn,
  path,
}: {
  coverage: RecipeCoverage | null;
  signedIn: boolean;
  path: string;
}) {
  if (!signedIn) {
    return (
      <p className="mt-5 flex items-center gap-2 text-sm text-muted">
        <LogIn className="size-4 shrink-0" aria-hidden />
        <Link to={loginHref(path)} className="font-medium text-accent underline-offset-4 hover:underline">
          Sign in to see which of these you have
        </Link>
      </p>
    );
  }
  if (!coverage || coverage.required === 0) return null;
  const summary = { have: coverage.have, required: coverage.required, missing: coverage.missing.map((m) => m.name) };
  const style = SUMMARY_STYLE[barCoverageState(summary)];
  return (
    <p
      className={`mt-5 flex items-start gap-2 rounded-xl border px-3.5 py-2.5 text-sm font-semibold ${style.className}`}
    >
      <style.icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{pageCoverageLabel(summary)}</span>
    </p>
  );
}

export function IngredientBarStatus({ match, onList }: { match?: IngredientMatch; onList: ReadonlySet<string> }) {
  if (!match) return null;
  const explanation = explainMatch(match);
  if (explanation) {
    return (
      <span className="mt-1 flex items-start gap-1.5 text-xs text-muted">
        <CircleCheck className="mt-px size-3.5 shrink-0 text-success" aria-hidden />
        <span>
          <span className="sr-only">You have this: </span>
          {explanation}
        </span>
      </span>
    );
  }
  if (!match.required) return null;
  return (
    <span className="mt-1.5 flex flex-wrap items-center gap-2">
      <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
        <CircleDashed className="size-3.5" aria-hidden />
        Missing
      </span>
      <AddToShoppingListButton
        ingredientId={match.ingredientId}
        name={match.name}
        onList={onList.has(match.ingredientId)}
      />
    </span>
  );
}
