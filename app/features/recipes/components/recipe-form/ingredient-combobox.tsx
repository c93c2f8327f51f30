/**
 * The ingredient name with catalogue suggestions (part 1 §5): an ARIA 1.2 combobox with a listbox
 * popup. Picking a suggestion fills the name and the hidden catalogue id; typing clears the id,
 * so the name is matched or created on save.
 */
import { useEffect, useRef, useState } from "react";
import { inputClass, Label, setControlValue } from "./form-controls";
import { type IngredientSuggestion, useIngredientSearch } from "./use-ingredient-search";

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & { id: string; name: string };

export function IngredientCombobox({
  label,
  input,
  idInput,
  onPick,
  children,
}: {
  label: string;
  input: InputProps;
  idInput: InputProps;
  onPick: (suggestion: IngredientSuggestion) => void;
  /** Shown under the input: the field's errors. */
  children?: React.ReactNode;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const idRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { results, loading } = useIngredientSearch(query);
  const listboxId = `${input.id}-listbox`;
  const optionId = (i: number) => `${listboxId}-${i}`;
  const expanded = open && results.length > 0;
  const noMatch = open && !loading && query !== null && query.trim().length >= 2 && results.length === 0;

  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(suggestion: IngredientSuggestion) {
    setControlValue(inputRef.current, suggestion.name);
    setControlValue(idRef.current, suggestion.id);
    onPick(suggestion);
    close();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const count = results.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!count) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (!expanded || i < 0 ? (step > 0 ? 0 : count - 1) : (i + step + count) % count));
    } else if (event.key === "Enter" && expanded) {
      // Enter picks the highlighted suggestion rather than submitting the recipe.
      event.preventDefault();
      const suggestion = results[active];
      if (suggestion) pick(suggestion);
      else close();
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      close();
    }
  }

  return (
    <div>
      <Label htmlFor={input.id} required={input.required}>
        {label}
      </Label>
      <div className="relative">
        <input
          {...input}
          ref={inputRef}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder="Search ingredients…"
          className={inputClass}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
            setControlValue(idRef.current, "");
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <input {...idInput} ref={idRef} type="hidden" />
        <div
          id={listboxId}
          role="listbox"
          aria-label={`${label} suggestions`}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-(--shadow-card)"
        >
          {results.map((suggestion, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys stay on the combobox input (aria-activedescendant)
            // biome-ignore lint/a11y/useFocusableInteractive: options are pointed at by aria-activedescendant, never focused
            <div
              key={suggestion.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm aria-selected:bg-accent-soft"
              // Keep focus in the input so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(i)}
              onClick={() => pick(suggestion)}
            >
              <span className="min-w-0 truncate font-medium">{suggestion.name}</span>
              <span className="shrink-0 text-xs text-muted capitalize">{suggestion.category}</span>
            </div>
          ))}
        </div>
      </div>
      <p role="status" className={noMatch ? "mt-1 text-xs text-muted" : "sr-only"}>
        {expanded
          ? `${results.length} suggestion${results.length === 1 ? "" : "s"}, use the arrow keys to choose`
          : noMatch
            ? "Not in the catalogue yet: it will be added when you save."
            : ""}
      </p>
      {children}
    </div>
  );
}
