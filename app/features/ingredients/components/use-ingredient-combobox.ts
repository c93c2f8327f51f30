/**
 * The state and keys of an ingredient combobox (ARIA 1.2, focus stays in the input): typing searches
 * the catalogue, arrows move through the suggestions, Enter picks the highlighted one, Escape closes.
 * Shared by the recipe form's ingredient names and Build Your Bar's search-or-add box.
 */
import { useEffect, useState } from "react";
import { type IngredientSuggestion, useIngredientSearch } from "./use-ingredient-search";

export function useIngredientCombobox({
  listboxId,
  onPick,
  enterSubmitsForm,
}: {
  listboxId: string;
  onPick: (suggestion: IngredientSuggestion) => void;
  /** true: Enter without a highlighted suggestion submits the form (add what is typed). */
  enterSubmitsForm: boolean;
}) {
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { results, loading } = useIngredientSearch(query);
  const expanded = open && results.length > 0;
  const noMatch = open && !loading && query !== null && query.trim().length >= 2 && results.length === 0;
  const optionId = (i: number) => `${listboxId}-${i}`;

  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(index: number) {
    const suggestion = results[index];
    if (suggestion) onPick(suggestion);
    close();
  }

  /** Call from the input's onChange. */
  function search(text: string) {
    setQuery(text);
    setOpen(true);
    setActive(-1);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const count = results.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!count) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (!expanded || i < 0 ? (step > 0 ? 0 : count - 1) : (i + step + count) % count));
    } else if (event.key === "Enter" && expanded && (active >= 0 || !enterSubmitsForm)) {
      event.preventDefault();
      pick(active);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      close();
    }
  }

  /** Props for the combobox input. */
  const inputProps = {
    role: "combobox",
    "aria-autocomplete": "list",
    "aria-expanded": expanded,
    "aria-controls": listboxId,
    "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
    autoComplete: "off",
    onKeyDown,
    onBlur: close,
  } as const;

  /** Props for IngredientSuggestionList. */
  const listProps = { id: listboxId, results, open: expanded, active, optionId, onActivate: setActive, onPick: pick };

  /** What the polite status line says. */
  function status(noMatchText: string) {
    if (expanded) return `${results.length} suggestion${results.length === 1 ? "" : "s"}, use the arrow keys to choose`;
    return noMatch ? noMatchText : "";
  }

  return { search, reset: () => setQuery(null), inputProps, listProps, status, noMatch };
}
