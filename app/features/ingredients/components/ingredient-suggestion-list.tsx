/**
 * The listbox under an ingredient combobox (recipe form, Build Your Bar). Focus stays in the input, which
 * points at the active option with aria-activedescendant; options are picked with the mouse or Enter.
 */
import type { IngredientSuggestion } from "./use-ingredient-search";

export function IngredientSuggestionList({
  id,
  label,
  results,
  open,
  active,
  optionId,
  onActivate,
  onPick,
}: {
  id: string;
  label: string;
  results: IngredientSuggestion[];
  open: boolean;
  active: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onPick: (index: number) => void;
}) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      hidden={!open}
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
          onMouseMove={() => onActivate(i)}
          onClick={() => onPick(i)}
        >
          <span className="min-w-0 truncate font-medium">{suggestion.name}</span>
          <span className="shrink-0 text-xs text-muted capitalize">{suggestion.category}</span>
        </div>
      ))}
    </div>
  );
}
