/**
 * One ingredient line: name with suggestions, Qty, Unit, Optional, Garnish and Remove (part 2 §2),
 * the line's group heading and substitutes (part 1 §3), the top of a range ("2–3 oz"), a note
 * ("preferably Smith & Cross") and the line's own strength, which imports bring and a save must keep.
 */
import { type FieldMetadata, type FormMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { useRef } from "react";
import { checkboxClass, FieldErrors, inputClass, Label, setControlValue } from "~/components/ui/form-controls";
import { Trash2 } from "~/components/ui/icons/icons";
import {
  defaultUnitFor,
  INGREDIENT_GROUP_MAX,
  INGREDIENT_NOTE_MAX,
  type RecipeFormValues,
} from "~/features/recipes/recipe-schema";
import { DEFAULT_INGREDIENT_GROUP, RECIPE_UNITS } from "~/lib/constants";
import { IngredientCombobox } from "./ingredient-combobox";

type IngredientValues = NonNullable<RecipeFormValues["ingredients"]>[number];

/** The field's text: a saved recipe or an import may hand over a list. */
function substitutesText(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.filter((v) => typeof v === "string").join(", ");
  return typeof value === "string" ? value : undefined;
}

export function IngredientRow({
  form,
  row,
  index,
  groupListId,
}: {
  form: FormMetadata<RecipeFormValues>;
  row: FieldMetadata<IngredientValues, RecipeFormValues>;
  index: number;
  /** The datalist of group headings this form already uses. */
  groupListId: string;
}) {
  const fields = row.getFieldset();
  const unitRef = useRef<HTMLSelectElement>(null);
  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { key: idKey, ...idProps } = getInputProps(fields.ingredient_id, { type: "hidden" });
  const { key: qtyKey, ...qtyProps } = getInputProps(fields.quantity, { type: "number" });
  const { key: maxKey, ...maxProps } = getInputProps(fields.quantity_max, { type: "number" });
  const { key: unitKey, ...unitProps } = getSelectProps(fields.unit);
  const { key: optionalKey, ...optionalProps } = getInputProps(fields.optional, { type: "checkbox" });
  const { key: garnishKey, ...garnishProps } = getInputProps(fields.garnish, { type: "checkbox" });
  const { key: groupKey, ...groupProps } = getInputProps(fields.group, { type: "text" });
  const { key: noteKey, ...noteProps } = getInputProps(fields.note, { type: "text" });
  const { key: abvKey, ...abvProps } = getInputProps(fields.abv, {
    type: "number",
    ariaDescribedBy: fields.abv.descriptionId,
  });
  const { key: subsKey, ...subsProps } = getInputProps(fields.substitutes, {
    type: "text",
    ariaDescribedBy: fields.substitutes.descriptionId,
  });
  const group = typeof fields.group.value === "string" ? fields.group.value.trim() : "";
  const currentUnit = fields.unit.initialValue;
  const units: readonly string[] =
    currentUnit && !(RECIPE_UNITS as readonly string[]).includes(currentUnit)
      ? [...RECIPE_UNITS, currentUnit]
      : RECIPE_UNITS;

  return (
    <fieldset className="min-w-0 rounded-xl border border-line bg-canvas/60 p-3 sm:p-4">
      <legend className="sr-only">Ingredient {index + 1}</legend>
      <div className="mb-2 flex items-center justify-between gap-2">
        <span aria-hidden className="min-w-0 truncate text-xs font-semibold tracking-wide text-muted uppercase">
          Ingredient {index + 1}
          {group ? <span className="font-normal normal-case tracking-normal"> · {group}</span> : null}
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
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-[minmax(0,1fr)_5.5rem_5.5rem_8.5rem]">
        <div className="col-span-3 sm:col-span-1">
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
          <Label htmlFor={fields.quantity_max.id}>Up to</Label>
          <input
            key={maxKey}
            {...maxProps}
            step="any"
            min={0}
            inputMode="decimal"
            placeholder="—"
            title="The larger amount of a range, as in 2–3 oz"
            className={inputClass}
          />
          <FieldErrors meta={fields.quantity_max} />
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
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={fields.group.id}>Group heading</Label>
          <input
            key={groupKey}
            {...groupProps}
            list={groupListId}
            autoComplete="off"
            maxLength={INGREDIENT_GROUP_MAX}
            placeholder={DEFAULT_INGREDIENT_GROUP}
            className={inputClass}
          />
          <FieldErrors meta={fields.group} />
        </div>
        <div>
          <Label htmlFor={fields.substitutes.id}>Substitutes</Label>
          <input
            key={subsKey}
            {...subsProps}
            defaultValue={substitutesText(fields.substitutes.initialValue)}
            autoComplete="off"
            placeholder="e.g., Rye Whiskey, Brandy"
            className={inputClass}
          />
          <p id={fields.substitutes.descriptionId} className="mt-1 text-xs text-muted">
            Separate with commas.
          </p>
          <FieldErrors meta={fields.substitutes} />
        </div>
        <div>
          <Label htmlFor={fields.note.id}>Note</Label>
          <input
            key={noteKey}
            {...noteProps}
            autoComplete="off"
            maxLength={INGREDIENT_NOTE_MAX}
            placeholder="e.g., preferably Smith & Cross"
            className={inputClass}
          />
          <FieldErrors meta={fields.note} />
        </div>
        <div>
          <Label htmlFor={fields.abv.id}>Strength (% ABV)</Label>
          <input
            key={abvKey}
            {...abvProps}
            step="any"
            min={0}
            max={100}
            inputMode="decimal"
            placeholder="From the catalogue"
            className={inputClass}
          />
          <p id={fields.abv.descriptionId} className="mt-1 text-xs text-muted">
            Only if this bottle differs, e.g. a navy-strength gin.
          </p>
          <FieldErrors meta={fields.abv} />
        </div>
      </div>
    </fieldset>
  );
}
