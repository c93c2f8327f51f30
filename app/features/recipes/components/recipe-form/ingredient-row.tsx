/** One ingredient line: name with suggestions, Qty, Unit, Optional, Garnish and Remove (part 2 §2). */
import { type FieldMetadata, type FormMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { Trash2 } from "lucide-react";
import { useRef } from "react";
import { defaultUnitFor, type RecipeFormValues } from "~/features/recipes/recipe-schema";
import { RECIPE_UNITS } from "~/lib/constants";
import { checkboxClass, FieldErrors, inputClass, Label, setControlValue } from "./form-controls";
import { IngredientCombobox } from "./ingredient-combobox";

type IngredientValues = NonNullable<RecipeFormValues["ingredients"]>[number];

export function IngredientRow({
  form,
  row,
  index,
}: {
  form: FormMetadata<RecipeFormValues>;
  row: FieldMetadata<IngredientValues, RecipeFormValues>;
  index: number;
}) {
  const fields = row.getFieldset();
  const unitRef = useRef<HTMLSelectElement>(null);
  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { key: idKey, ...idProps } = getInputProps(fields.ingredient_id, { type: "hidden" });
  const { key: qtyKey, ...qtyProps } = getInputProps(fields.quantity, { type: "number" });
  const { key: unitKey, ...unitProps } = getSelectProps(fields.unit);
  const { key: optionalKey, ...optionalProps } = getInputProps(fields.optional, { type: "checkbox" });
  const { key: garnishKey, ...garnishProps } = getInputProps(fields.garnish, { type: "checkbox" });
  const currentUnit = fields.unit.initialValue;
  const units: readonly string[] =
    currentUnit && !(RECIPE_UNITS as readonly string[]).includes(currentUnit)
      ? [...RECIPE_UNITS, currentUnit]
      : RECIPE_UNITS;

  return (
    <fieldset className="min-w-0 rounded-xl border border-line bg-canvas/60 p-3 sm:p-4">
      <legend className="sr-only">Ingredient {index + 1}</legend>
      <div className="mb-2 flex items-center justify-between gap-2">
        <span aria-hidden className="text-xs font-semibold tracking-wide text-muted uppercase">
          Ingredient {index + 1}
        </span>
        <button
          type="submit"
          {...form.remove.getButtonProps({ name: form.getFieldset().ingredients.name, index })}
          aria-label={`Remove ingredient ${index + 1}`}
          className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted hover:bg-surface-2 hover:text-danger"
        >
          <Trash2 className="size-4" aria-hidden />
          Remove
        </button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_6.5rem_8.5rem]">
        <div className="col-span-2 sm:col-span-1">
          <IngredientCombobox
            key={`${nameKey}-${idKey}`}
            label="Ingredient name"
            input={nameProps}
            idInput={idProps}
            onPick={(suggestion) => {
              if (!unitRef.current?.value) setControlValue(unitRef.current, defaultUnitFor(suggestion.unit_type));
            }}
          >
            <FieldErrors meta={fields.name} />
          </IngredientCombobox>
        </div>
        <div>
          <Label htmlFor={fields.quantity.id}>Qty</Label>
          <input key={qtyKey} {...qtyProps} step="any" min={0} inputMode="decimal" className={inputClass} />
          <FieldErrors meta={fields.quantity} />
        </div>
        <div>
          <Label htmlFor={fields.unit.id}>Unit</Label>
          <select key={unitKey} {...unitProps} ref={unitRef} className={`${inputClass} pr-8`}>
            <option value="">—</option>
            {units.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </select>
          <FieldErrors meta={fields.unit} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <label className="inline-flex min-h-9 items-center gap-2">
          <input key={optionalKey} {...optionalProps} className={checkboxClass} />
          Optional
        </label>
        <label className="inline-flex min-h-9 items-center gap-2">
          <input key={garnishKey} {...garnishProps} className={checkboxClass} />
          Garnish
        </label>
      </div>
      {fields.substitutes.getFieldList().map((substitute) => {
        // Substitutes are not edited here (part 1 §3 lists them); keep them across an update.
        const { key, ...props } = getInputProps(substitute, { type: "hidden" });
        return <input key={key} {...props} />;
      })}
    </fieldset>
  );
}
