/** The four tabs of the recipe form (part 1 §2, part 2 §2) and which fields live on which tab. */
import type { RecipeFormValues } from "~/features/recipes/recipe-schema";

export const RECIPE_FORM_TABS = [
  { value: "basic", label: "Basic Info" },
  { value: "ingredients", label: "Ingredients" },
  { value: "instructions", label: "Instructions" },
  { value: "additional", label: "Additional Info" },
] as const;

export type RecipeFormTab = (typeof RECIPE_FORM_TABS)[number]["value"];

/** Every field of the recipe (a new one fails to compile until it is given a tab, so its errors are shown). */
const TAB_BY_FIELD: Record<string, RecipeFormTab> = {
  name: "basic",
  description: "basic",
  prep_minutes: "basic",
  cook_minutes: "basic",
  total_minutes: "basic",
  recipe_yield: "basic",
  method: "basic",
  images: "basic",
  source: "basic",
  variant_of: "basic",
  ingredients: "ingredients",
  steps: "instructions",
  category_ids: "additional",
  cocktail_type_ids: "additional",
  difficulty: "additional",
  visibility: "additional",
  tags: "additional",
  video_url: "additional",
  is_vegetarian: "additional",
  is_vegan: "additional",
  is_gluten_free: "additional",
  nutrition: "additional",
} satisfies Record<keyof RecipeFormValues, RecipeFormTab>;

/** The tab holding a Conform field name such as `ingredients[2].unit`; null for form-level errors. */
export function tabForField(name: string): RecipeFormTab | null {
  const root = name.match(/^[^[.]+/)?.[0] ?? "";
  return TAB_BY_FIELD[root] ?? null;
}

type ErrorMap = Record<string, readonly string[] | null | undefined> | null | undefined;

/** Tabs with at least one field error, so each can show a marker. */
export function tabsWithErrors(errors: ErrorMap): Set<RecipeFormTab> {
  const tabs = new Set<RecipeFormTab>();
  for (const [name, messages] of Object.entries(errors ?? {})) {
    const tab = tabForField(name);
    if (tab && messages?.length) tabs.add(tab);
  }
  return tabs;
}

/** The first tab, in display order, that holds an error: where a failed save takes the author. */
export function firstTabWithError(errors: ErrorMap): RecipeFormTab | null {
  const tabs = tabsWithErrors(errors);
  return RECIPE_FORM_TABS.find((tab) => tabs.has(tab.value))?.value ?? null;
}
