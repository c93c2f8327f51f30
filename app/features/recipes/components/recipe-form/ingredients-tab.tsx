/** Ingredients tab: one row per ingredient and "Add Ingredient" (part 2 §2). */
import type { FormMetadata } from "@conform-to/react";
import { Plus } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import type { RecipeFormValues } from "~/features/recipes/recipe-schema";
import { RECIPE_LIST_LIMITS } from "~/lib/limits";
import { FieldErrors } from "./form-controls";
import { IngredientRow } from "./ingredient-row";
import { NEW_INGREDIENT } from "./recipe-form-values";

export function IngredientsTab({ form }: { form: FormMetadata<RecipeFormValues> }) {
  const list = form.getFieldset().ingredients;
  const rows = list.getFieldList();
  return (
    <div className="space-y-3">
      <div id={list.id} className="space-y-3">
        {rows.map((row, index) => (
          <IngredientRow key={row.key} form={form} row={row} index={index} />
        ))}
      </div>
      {rows.length === 0 ? <p className="text-sm text-muted">No ingredients yet.</p> : null}
      <FieldErrors meta={list} />
      {rows.length >= RECIPE_LIST_LIMITS.ingredients ? (
        <p className="text-sm text-muted">A recipe can have up to {RECIPE_LIST_LIMITS.ingredients} ingredients.</p>
      ) : null}
      <button
        type="submit"
        {...form.insert.getButtonProps({ name: list.name, defaultValue: { ...NEW_INGREDIENT } })}
        disabled={rows.length >= RECIPE_LIST_LIMITS.ingredients}
        className={buttonClasses({ variant: "secondary", size: "sm" })}
      >
        <Plus className="size-4" aria-hidden />
        Add Ingredient
      </button>
    </div>
  );
}
