/**
 * Choosing what one written name of an upload becomes: any catalogue entry the member may see (the same
 * search as the recipe form), the preview's own match, or a new ingredient of their own.
 */
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { IngredientSuggestionList } from "~/features/ingredients/components/ingredient-suggestion-list";
import { useIngredientCombobox } from "~/features/ingredients/components/use-ingredient-combobox";
import type { IngredientMatchRow } from "../ingredient-choices";

/** A catalogue entry the member picked, or "new": an ingredient of their own under the written name. */
export type IngredientChoice = { id: string; name: string } | "new";

export function ChangeMatchDialog({
  row,
  choice,
  onChoose,
  onClose,
}: {
  row: IngredientMatchRow;
  choice: IngredientChoice | undefined;
  /** null: back to the preview's own match. */
  onChoose: (choice: IngredientChoice | null) => void;
  onClose: () => void;
}) {
  const ids = { input: useId(), list: useId(), status: useId() };
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const combobox = useIngredientCombobox({
    listboxId: ids.list,
    enterSubmitsForm: false,
    onPick: (suggestion) => onChoose({ id: suggestion.id, name: suggestion.name }),
  });
  const becomesNew = choice === "new" || (choice === undefined && !row.match);
  // A name that is a catalogue entry's own name is that entry; a private namesake would only split it.
  const canBeNew = !becomesNew && row.match?.how !== "name";

  return (
    <ModalDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={<>Match “{row.written}”</>}
      description={
        <>
          Used by {row.lines} {row.lines === 1 ? "line" : "lines"} of this upload.{" "}
          {row.match ? `We matched it to ${row.match.name}.` : "Nothing in the catalogue matched it."}
        </>
      }
      // The search is what the dialog is for: start there rather than on the Close button.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        input.current?.focus();
      }}
    >
      <label htmlFor={ids.input} className="mt-5 mb-1.5 block text-sm font-medium">
        Search the catalogue
      </label>
      <div className="relative">
        <input
          ref={input}
          id={ids.input}
          type="text"
          value={text}
          placeholder="e.g. Fresh Lime Juice"
          aria-describedby={ids.status}
          onChange={(event) => {
            setText(event.target.value);
            combobox.search(event.target.value);
          }}
          {...combobox.inputProps}
          className="block h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-sm text-ink placeholder:text-muted/70 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30"
        />
        <IngredientSuggestionList label="Catalogue ingredients" {...combobox.listProps} />
      </div>
      <p id={ids.status} role="status" className="mt-1.5 min-h-5 text-xs text-muted">
        {combobox.status("No catalogue ingredient has that name")}
      </p>

      <div className="mt-4 flex flex-wrap gap-2">
        {canBeNew ? (
          <Button type="button" variant="secondary" size="sm" onClick={() => onChoose(row.match ? "new" : null)}>
            Keep as a new ingredient
          </Button>
        ) : null}
        {row.match && choice !== undefined ? (
          <Button type="button" variant="secondary" size="sm" onClick={() => onChoose(null)}>
            Use {row.match.name}
          </Button>
        ) : null}
      </div>
    </ModalDialog>
  );
}
