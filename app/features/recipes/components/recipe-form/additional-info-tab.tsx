/**
 * Additional Info tab: categories, cocktail types, difficulty, visibility, tags, video link, dietary flags and
 * nutrition (part 2 §2; part 1 §3 difficulty, video_url, is_vegetarian).
 */
import { type FieldMetadata, type FormMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { checkboxClass, FieldErrors, Hint, inputClass, Label, TextField } from "~/components/ui/form-controls";
import { VISIBILITY_LABELS, type Visibility } from "~/features/privacy/visibility";
import { DIFFICULTY_LABELS } from "~/features/recipes/difficulty";
import type { RecipeFormValues } from "~/features/recipes/recipe-schema";
import { DIFFICULTY_OPTIONS } from "~/lib/constants";
import { type Option, OptionChecklist } from "./option-checklist";

// Widest audience first, as a person reads the choice.
const AUDIENCES = ["public", "followers", "private"] as const;

const DIETS = [
  ["is_vegetarian", "Vegetarian"],
  ["is_vegan", "Vegan"],
  ["is_gluten_free", "Gluten-free"],
] as const;

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
      <div className="grid gap-6 sm:grid-cols-2">
        <DifficultyField meta={fields.difficulty} />
        <VisibilityField meta={fields.visibility} />
      </div>
      <TextField
        meta={fields.tags}
        label="Tags"
        hint="Separate tags with commas"
        placeholder="e.g., sour, citrus, summer"
      />
      <TextField
        meta={fields.video_url}
        label="Video link"
        hint="A YouTube or Vimeo address. Visitors see a play button; nothing loads from YouTube or Vimeo until they press it."
        placeholder="e.g., https://www.youtube.com/watch?v=…"
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Dietary</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {DIETS.map(([key, label]) => {
            const { key: inputKey, ...props } = getInputProps(fields[key], { type: "checkbox" });
            return (
              <label key={key} className="inline-flex min-h-10 items-center gap-2">
                <input key={inputKey} {...props} className={checkboxClass} />
                {label}
              </label>
            );
          })}
        </div>
      </fieldset>
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

/** The author's own difficulty; "Not set" leaves the label to the recipe's rating (ADR 0004). */
function DifficultyField({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: meta.descriptionId });
  return (
    <div>
      <Label htmlFor={meta.id}>Difficulty</Label>
      <select key={key} {...props} className={`${inputClass} pr-8`}>
        <option value="">Not set</option>
        {DIFFICULTY_OPTIONS.map((level) => (
          <option key={level} value={level}>
            {DIFFICULTY_LABELS[level]}
          </option>
        ))}
      </select>
      <Hint meta={meta}>Not set: the recipe's rating decides its label</Hint>
      <FieldErrors meta={meta} />
    </div>
  );
}

/** Who may see the recipe once published (part 2 §3); a new recipe starts with the member's default. */
function VisibilityField({ meta }: { meta: FieldMetadata<Visibility | undefined> }) {
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: meta.descriptionId });
  return (
    <div>
      <Label htmlFor={meta.id}>Visibility</Label>
      <select key={key} {...props} className={`${inputClass} pr-8`}>
        {AUDIENCES.map((audience) => (
          <option key={audience} value={audience}>
            {VISIBILITY_LABELS[audience]}
          </option>
        ))}
      </select>
      <Hint meta={meta}>Who can see it once published; drafts are yours alone</Hint>
      <FieldErrors meta={meta} />
    </div>
  );
}
