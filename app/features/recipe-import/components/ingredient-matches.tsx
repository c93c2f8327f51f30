/**
 * The preview's ingredients (issue 13): each distinct name of the upload and the catalogue entry it
 * will be, names worth a look first (new ones, then close spellings, aliases…), with a Change button per
 * name. Exact matches fold away. The choices live in the upload form, which sends them with the upload.
 */

import { useState } from "react";
import { ArrowRight, PencilLine, Sparkles } from "~/components/ui/icons/icons";
import { MATCH_HOW } from "~/features/ingredients/match-how";
import type { IngredientMatchRow } from "../ingredient-choices";
import { ChangeMatchDialog, type IngredientChoice } from "./change-match-dialog";

/** Rows shown before "Show all": enough for a typical upload, short enough to scan. */
const SHOWN_ROWS = 25;

export type ChoiceByName = Record<string, IngredientChoice>;

export function IngredientMatches({
  rows,
  choices,
  onChoose,
}: {
  rows: IngredientMatchRow[];
  choices: ChoiceByName;
  onChoose: (written: string, choice: IngredientChoice | null) => void;
}) {
  const [all, setAll] = useState(false);
  const [editing, setEditing] = useState<IngredientMatchRow | null>(null);
  if (rows.length === 0) return null;
  const review = rows.filter((row) => row.match?.how !== "name");
  const exact = rows.filter((row) => row.match?.how === "name");
  const fresh = rows.filter((row) => (choices[row.written] ?? (row.match ? null : "new")) === "new").length;
  const shown = all ? review : review.slice(0, SHOWN_ROWS);
  const list = (items: IngredientMatchRow[]) => (
    <ul className="divide-y divide-line">
      {items.map((row) => (
        <MatchRow key={row.written} row={row} choice={choices[row.written]} onChange={() => setEditing(row)} />
      ))}
    </ul>
  );

  return (
    <section aria-labelledby="ingredient-matches-title" className="mt-4 border-t border-line pt-4">
      <h3 id="ingredient-matches-title" className="font-semibold">
        Ingredients
      </h3>
      <p className="mt-1 text-sm text-muted">
        {rows.length - fresh} of {rows.length} {rows.length === 1 ? "name" : "names"} found in the catalogue
        {fresh > 0
          ? `; ${fresh === 1 ? "1 will be a new ingredient" : `${fresh} will be new ingredients`}, private to you`
          : ""}
        .{review.length > 0 ? " Change any match before uploading." : ""}
      </p>
      {review.length > 0 ? list(shown) : null}
      {review.length > shown.length ? (
        <button
          type="button"
          onClick={() => setAll(true)}
          className="mt-2 text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          Show all {review.length} names to check
        </button>
      ) : null}
      {exact.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium">
            {exact.length} {exact.length === 1 ? "name" : "names"} found exactly as written
          </summary>
          {list(exact)}
        </details>
      ) : null}
      {editing ? (
        <ChangeMatchDialog
          row={editing}
          choice={choices[editing.written]}
          onClose={() => setEditing(null)}
          onChoose={(choice) => {
            onChoose(editing.written, choice);
            setEditing(null);
          }}
        />
      ) : null}
    </section>
  );
}

function MatchRow({
  row,
  choice,
  onChange,
}: {
  row: IngredientMatchRow;
  choice: IngredientChoice | undefined;
  onChange: () => void;
}) {
  const target = choice === "new" ? null : choice ? choice : row.match;
  const why = choice ? "Your choice" : row.match ? MATCH_HOW[row.match.how] : "Not in the catalogue";
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <span className="min-w-0 break-words">
        <span className="font-medium">{row.written}</span>{" "}
        <span className="text-muted">
          · {row.lines} {row.lines === 1 ? "line" : "lines"}
        </span>
      </span>
      <ArrowRight className="size-4 shrink-0 text-muted" aria-label="becomes" />
      <span className="min-w-0 break-words">
        {target ? (
          target.name
        ) : (
          <span className="inline-flex items-center gap-1">
            <Sparkles className="size-3.5 text-accent" aria-hidden />
            New ingredient
          </span>
        )}
        <span className="text-xs text-muted"> ({why})</span>
      </span>
      <button
        type="button"
        onClick={onChange}
        aria-label={`Change the match for ${row.written}`}
        className="ml-auto inline-flex min-h-9 items-center gap-1 rounded-full border border-line px-3 text-xs font-medium hover:border-accent hover:bg-accent-soft"
      >
        <PencilLine className="size-3.5" aria-hidden />
        Change
      </button>
    </li>
  );
}
