/** Additional Info tab: categories, cocktail types, tags and nutrition (part 2 §2). */
import type { FormMetadata } from "@conform-to/react";
import type { RecipeFormValues } from "~/features/recipes/recipe-schema";
import { TextField } from "./form-controls";
import { type Option, OptionChecklist } from "./option-checklist";

const NUTRITION = [
  ["calories", "Calories", "e.g., 180 kcal"],
  ["fat_content", "Fat Content", "e.g., 0 g"],
  ["protein_content", "Protein Content", "e.g., 0 g"],
  ["sodium_content", "Sodium Content", "e.g., 5 mg"],
  ["sugar_content", "Sugar Content", "e.g., 12 g"],
] as const;

export function AdditionalInfoTab({
  form,
  categories,
  cocktailTypes,
}: {
  form: FormMetadata<RecipeFormValues>;
  categories: Option[];
  cocktailTypes: Option[];
}) {
  const fields = form.getFieldset();
  const nutrition = fields.nutrition.getFieldset();
  return (
    <div className="space-y-6">
      <OptionChecklist
        meta={fields.category_ids}
        legend="Categories"
        options={categories}
        emptyText="No categories yet."
      />
      <OptionChecklist
        meta={fields.cocktail_type_ids}
        legend="Cocktail Types"
        options={cocktailTypes}
        emptyText="No cocktail types yet."
      />
      <TextField
        meta={fields.tags}
        label="Tags"
        hint="Separate tags with commas"
        placeholder="e.g., sour, citrus, summer"
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Nutrition</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {NUTRITION.map(([key, label, placeholder]) => (
            <TextField key={key} meta={nutrition[key]} label={label} placeholder={placeholder} />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
