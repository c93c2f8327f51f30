/**
 * The ingredient name with catalogue suggestions (part 1 §5): an ARIA 1.2 combobox with a listbox
 * popup. Picking a suggestion fills the name and the hidden catalogue id; typing clears the id,
 * so the name is matched or created on save.
 */
import { useRef } from "react";
import { inputClass, Label, setControlValue } from "~/components/ui/form-controls";
import { IngredientSuggestionList } from "~/features/ingredients/components/ingredient-suggestion-list";
import { useIngredientCombobox } from "~/features/ingredients/components/use-ingredient-combobox";
import type { IngredientSuggestion } from "~/features/ingredients/components/use-ingredient-search";

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
  const combobox = useIngredientCombobox({
    listboxId: `${input.id}-listbox`,
    // Enter picks a suggestion, never submits the recipe.
    enterSubmitsForm: false,
    onPick: (suggestion) => {
      setControlValue(inputRef.current, suggestion.name);
      setControlValue(idRef.current, suggestion.id);
      onPick(suggestion);
    },
  });

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
          {...combobox.inputProps}
          placeholder="Search ingredients…"
          className={inputClass}
          onChange={(event) => {
            combobox.search(event.target.value);
            setControlValue(idRef.current, "");
          }}
        />
        <input {...idInput} ref={idRef} type="hidden" />
        <IngredientSuggestionList label={`${label} suggestions`} {...combobox.listProps} />
      </div>
      <p role="status" className={combobox.noMatch ? "mt-1 text-xs text-muted" : "sr-only"}>
        {combobox.status("Not in the catalogue yet: it will be added when you save.")}
      </p>
      {children}
    </div>
  );
}
