/**
 * The recipe form's "Variant of" (issue 23): search the recipes you may open and pick the one yours varies
 * (downshift's ARIA 1.2 combobox). The choice travels in a hidden field; "Remove" clears it. A remix starts with
 * its original chosen.
 */
import { useCombobox } from "downshift";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/form-controls";
import { GitFork, X } from "~/components/ui/icons/icons";
import type { RecipeReference } from "../variant-types";

const SEARCH_PATH = "/api/site/recipes/originals";
const MIN_CHARS = 2;
const DEBOUNCE_MS = 300;

export function VariantOfField({
  name,
  id,
  errorId,
  errors,
  defaultOriginal,
  recipeId,
}: {
  name: string;
  id: string;
  errorId: string;
  errors?: string[];
  defaultOriginal: RecipeReference | null;
  /** The recipe being edited, which cannot be its own original. */
  recipeId?: string;
}) {
  const [original, setOriginal] = useState(defaultOriginal);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  return (
    <div>
      {original ? (
        <fieldset aria-describedby={hintId}>
          <legend className={labelClass}>Variant of</legend>
          <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line bg-surface-2 px-3 py-2">
            <GitFork className="size-4 shrink-0 text-accent" aria-hidden />
            <span className="min-w-0 flex-1 text-sm">
              <span className="font-medium">{original.name}</span>
              <span className="text-muted"> by @{original.author}</span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setOriginal(null);
                // The search field replaces the chip; put the focus where the choice was.
                requestAnimationFrame(() => inputRef.current?.focus());
              }}
            >
              <X className="size-4" aria-hidden />
              Remove<span className="sr-only"> {original.name} as the original</span>
            </Button>
          </div>
          <input type="hidden" name={name} value={original.id} />
        </fieldset>
      ) : (
        <OriginalSearch id={id} hintId={hintId} inputRef={inputRef} recipeId={recipeId} onPick={setOriginal} />
      )}
      <p id={hintId} className="mt-1 text-xs text-muted">
        The recipe yours is a twist on, if any. It lists yours among its variants once you publish.
      </p>
      {errors?.length ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {errors.join(". ")}
        </p>
      ) : null}
    </div>
  );
}

function OriginalSearch({
  id,
  hintId,
  inputRef,
  recipeId,
  onPick,
}: {
  id: string;
  hintId: string;
  inputRef: React.RefObject<HTMLInputElement | null>;
  recipeId?: string;
  onPick: (original: RecipeReference) => void;
}) {
  const fetcher = useFetcher<{ recipes: RecipeReference[] }>();
  const [typed, setTyped] = useState("");
  const { load } = fetcher;
  const query = typed.trim();

  useEffect(() => {
    if (query.length < MIN_CHARS) return;
    const timer = setTimeout(() => {
      load(`${SEARCH_PATH}?${new URLSearchParams({ q: query, ...(recipeId ? { not: recipeId } : {}) })}`);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, recipeId, load]);

  const items = query.length >= MIN_CHARS ? (fetcher.data?.recipes ?? []) : [];
  const combobox = useCombobox<RecipeReference>({
    id,
    inputId: id,
    items,
    itemToString: (item) => item?.name ?? "",
    selectedItem: null,
    onInputValueChange: ({ inputValue }) => setTyped(inputValue ?? ""),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onPick(selectedItem);
    },
  });
  const searched = query.length >= MIN_CHARS && fetcher.state === "idle" && fetcher.data !== undefined;
  const showList = combobox.isOpen && items.length > 0;
  return (
    <div className="relative">
      <label {...combobox.getLabelProps()} htmlFor={id} className={labelClass}>
        Variant of
      </label>
      <input
        {...combobox.getInputProps({ ref: inputRef, "aria-describedby": hintId })}
        type="text"
        autoComplete="off"
        placeholder="Search recipes…"
        // Enter picks a recipe from the list; it never submits the recipe form.
        onKeyDownCapture={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
        className={inputClass}
      />
      <ul
        {...combobox.getMenuProps()}
        className={`absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-(--shadow-card) ${showList ? "" : "hidden"}`}
      >
        {showList
          ? items.map((item, index) => (
              <li
                key={item.id}
                {...combobox.getItemProps({ item, index })}
                className={`flex cursor-pointer items-baseline justify-between gap-3 rounded-lg px-3 py-2 text-sm ${combobox.highlightedIndex === index ? "bg-accent-soft" : ""}`}
              >
                <span className="min-w-0 truncate font-medium">{item.name}</span>
                <span className="shrink-0 text-xs text-muted">by @{item.author}</span>
              </li>
            ))
          : null}
      </ul>
      <p role="status" className={searched && items.length === 0 ? "mt-1 text-xs text-muted" : "sr-only"}>
        {searched ? (items.length ? `${items.length} recipes found` : "No recipe you can open has that name") : ""}
      </p>
    </div>
  );
}
