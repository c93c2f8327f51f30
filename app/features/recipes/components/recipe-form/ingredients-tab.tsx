/** Ingredients tab: one row per ingredient and "Add Ingredient" (part 2 §2); rows may be grouped under headings. */
import type { FormMetadata } from "@conform-to/react";
import { useId } from "react";
import { buttonClasses } from "~/components/ui/button";
import { FieldErrors } from "~/components/ui/form-controls";
import { Plus } from "~/components/ui/icons/icons";
import { SUGGESTED_GROUPS } from "~/features/recipes/ingredient-groups";
import type { RecipeFormValues } from "~/features/recipes/recipe-schema";
import { RECIPE_LIST_LIMITS } from "~/lib/limits";
import { IngredientRow } from "./ingredient-row";
import { NEW_INGREDIENT } from "./recipe-form-values";

export function IngredientsTab({ form }: { form: FormMetadata<RecipeFormValues> }) {
  const list = form.getFieldset().ingredients;
  const rows = list.getFieldList();
  const groupListId = useId();
  // Headings typed on other rows come first, so a second "Garnish" line is one pick away.
  const typed = rows.map((row) => row.getFieldset().group.value).filter((v): v is string => typeof v === "string");
  const groups = [...new Set([...typed.map((g) => g.trim()).filter(Boolean), ...SUGGESTED_GROUPS])];
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        Lines with the same group heading are listed together under it, e.g. "Garnish" or "For the syrup". Substitutes
        show as "or …" after the ingredient and count when matching a bar.
      </p>
      <datalist id={groupListId}>
        {groups.map((group) => (
          <option key={group} value={group} />
        ))}
      </datalist>
      <div id={list.id} className="space-y-3">
        {rows.map((row, index) => (
          <IngredientRow key={row.key} form={form} row={row} index={index} groupListId={groupListId} />
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
