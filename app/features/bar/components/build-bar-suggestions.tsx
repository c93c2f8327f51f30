/**
 * Part 2 §2 Build bar: suggested ingredients, each with an add and a skip button. Each one says why
 * it is suggested: the recipes it would make possible now, or how many recipes use it.
 */

import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { BusyIcon } from "~/components/ui/busy-icon";
import { buttonClasses } from "~/components/ui/button";
import { Plus, Sparkles, X } from "~/components/ui/icons/icons";
import { ViaFetcher } from "~/components/ui/via-fetcher";
import { ActionLabel, type BuildBarResult, useBuildBarToast } from "./build-bar-result";
import { categoryLabel } from "./build-bar-tabs";

export type BuildBarSuggestion = {
  ingredientId: string;
  name: string;
  category: string;
  unlocks: number;
  usedBy: number;
};

const recipes = (n: number) => `${n} ${n === 1 ? "recipe" : "recipes"}`;

export function suggestionReason({ unlocks, usedBy }: Pick<BuildBarSuggestion, "unlocks" | "usedBy">) {
  return unlocks > 0 ? `Unlocks ${recipes(unlocks)}` : `Used in ${recipes(usedBy)}`;
}

export function BuildBarSuggestions({
  suggestions,
  failed,
  className = "",
}: {
  suggestions: BuildBarSuggestion[] | null;
  failed: boolean;
  className?: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The row whose button was pressed: once it leaves the list, focus moves to the row now in its place.
  const focusAfter = useRef<number | null>(null);
  const ids = suggestions?.map((s) => s.ingredientId).join() ?? "";

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list of suggestions changes
  useEffect(() => {
    const index = focusAfter.current;
    if (index === null) return;
    focusAfter.current = null;
    // Only when focus went with the row (or its disabled button), never away from where the member moved it.
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button[data-suggestion-add]") ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? headingRef.current)?.focus();
  }, [ids]);

  return (
    <section
      aria-labelledby="suggestions-title"
      className={`rounded-(--radius-card) border border-line bg-surface p-4 shadow-(--shadow-card) sm:p-5 ${className}`}
    >
      <h2
        id="suggestions-title"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold focus:outline-none"
      >
        <Sparkles className="size-5 text-accent" aria-hidden />
        Suggested for your bar
      </h2>
      <p className="mt-1 text-sm text-muted">The bottles that would open up the most drinks for you.</p>
      {failed ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          Failed to load ingredients
        </p>
      ) : !suggestions?.length ? (
        <p className="mt-4 text-sm text-muted">No suggestions right now. Your bar has the popular bottles covered.</p>
      ) : (
        <ul ref={listRef} aria-label="Suggested ingredients" className="mt-4 space-y-2">
          {suggestions.map((suggestion, index) => (
            <SuggestionRow
              key={suggestion.ingredientId}
              suggestion={suggestion}
              onSubmit={() => {
                focusAfter.current = index;
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function SuggestionRow({ suggestion, onSubmit }: { suggestion: BuildBarSuggestion; onSubmit: () => void }) {
  const add = useFetcher<BuildBarResult>();
  const skip = useFetcher<BuildBarResult>();
  useBuildBarToast(add);
  useBuildBarToast(skip);
  const busy = add.state !== "idle" || skip.state !== "idle";
  const { ingredientId, name, category } = suggestion;

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-line bg-canvas/60 p-3">
      <div className="min-w-0 flex-1 basis-36">
        <p className="font-medium break-words">{name}</p>
        <p className="text-xs text-muted">
          {categoryLabel(category)} · <span className="font-medium text-accent">{suggestionReason(suggestion)}</span>
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <add.Form method="post" onSubmit={onSubmit}>
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="source" value="suggestion" />
          <input type="hidden" name="ingredient_id" value={ingredientId} />
          <input type="hidden" name="name" value={name} />
          <ViaFetcher />
          <button
            type="submit"
            data-suggestion-add=""
            disabled={busy}
            aria-busy={add.state !== "idle" || undefined}
            className={buttonClasses({ size: "sm" })}
          >
            <BusyIcon busy={add.state !== "idle"} icon={Plus} />
            <ActionLabel verb="Add" name={name} />
          </button>
        </add.Form>
        <skip.Form method="post" onSubmit={onSubmit}>
          <input type="hidden" name="intent" value="skip" />
          <input type="hidden" name="ingredient_id" value={ingredientId} />
          <ViaFetcher />
          <button
            type="submit"
            disabled={busy}
            className={buttonClasses({ variant: "ghost", size: "sm", className: "px-2.5 text-muted" })}
          >
            <X className="size-4" aria-hidden />
            <ActionLabel verb="Skip" name={name} />
          </button>
        </skip.Form>
      </div>
    </li>
  );
}
