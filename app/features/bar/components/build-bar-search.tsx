/**
 * Part 2 §2 Build bar: the manual search-or-add box. An ARIA 1.2 combobox with catalogue
 * suggestions (GET /api/site/ingredients); 'Add' adds the picked ingredient, or the typed name,
 * matched case-insensitively or created with category 'other' (part 2 §5).
 */

import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { BusyIcon } from "~/components/ui/busy-icon";
import { buttonClasses } from "~/components/ui/button";
import { Plus, Search } from "~/components/ui/icons/icons";
import { ViaFetcher } from "~/components/ui/via-fetcher";
import { IngredientSuggestionList } from "~/features/ingredients/components/ingredient-suggestion-list";
import { useIngredientCombobox } from "~/features/ingredients/components/use-ingredient-combobox";
import { ingredientNameError } from "../bar-schema";
import { type BuildBarResult, useBuildBarToast } from "./build-bar-result";

export function BuildBarSearch({ errors }: { errors?: string[] }) {
  const fetcher = useFetcher<BuildBarResult>();
  useBuildBarToast(fetcher);
  const inputId = useId();
  const listboxId = `${inputId}-listbox`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [name, setName] = useState("");
  const [pickedId, setPickedId] = useState("");
  // Add with an empty box is answered at once, in the field, before anything is posted (issue 12, item 6).
  const [clientError, setClientError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const combobox = useIngredientCombobox({
    listboxId,
    enterSubmitsForm: true,
    onPick: (suggestion) => {
      setName(suggestion.name);
      setPickedId(suggestion.id);
    },
  });
  const busy = fetcher.state !== "idle";
  const serverErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors.name : errors;
  const fieldErrors = clientError ? [clientError] : serverErrors;
  const invalid = Boolean(fieldErrors?.length);

  // Ready for the next bottle once this one is in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a submission settles, not when the hook's functions change
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      setName("");
      setPickedId("");
      combobox.reset();
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        const problem = ingredientNameError(name);
        setClientError(problem);
        if (!problem) return;
        // Focus on the field reads its message (aria-describedby) to a screen reader.
        event.preventDefault();
        input.current?.focus();
      }}
      className="rounded-(--radius-card) border border-line bg-surface p-4 shadow-(--shadow-card) sm:p-5"
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="ingredient_id" value={pickedId} />
      <ViaFetcher />
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
        Search or add an ingredient
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute top-3.5 left-3.5 size-4 text-muted" aria-hidden />
          <input
            ref={input}
            id={inputId}
            name="name"
            type="text"
            {...combobox.inputProps}
            aria-invalid={invalid || undefined}
            aria-describedby={[invalid ? errorId : null, hintId].filter(Boolean).join(" ")}
            maxLength={100}
            placeholder="Campari, Fresh Lime Juice, Grandma's Sloe Gin…"
            value={name}
            className="block h-11 w-full rounded-xl border border-line bg-surface pr-3.5 pl-10 text-ink placeholder:text-muted/70 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger"
            onChange={(event) => {
              setName(event.target.value);
              setPickedId("");
              setClientError(undefined);
              combobox.search(event.target.value);
            }}
          />
          <IngredientSuggestionList label="Ingredient suggestions" {...combobox.listProps} />
          {/* Under the field itself, above the Add button where the row stacks on phones. */}
          {invalid ? (
            <p id={errorId} className="mt-1.5 text-sm text-danger">
              {fieldErrors?.join(". ")}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClasses()}>
          <BusyIcon busy={busy} icon={Plus} />
          Add
        </button>
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-muted">
        Pick from the catalogue, or type any name: new ones are added to the catalogue.
      </p>
      <p role="status" className="sr-only">
        {combobox.status("Not in the catalogue yet: Add creates it.")}
      </p>
    </fetcher.Form>
  );
}
