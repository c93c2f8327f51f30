/**
 * The behaviour of the /recipes filter form with JavaScript (part 1 §2): a choice applies at once,
 * typing applies 300 ms after the last key, the address is replaced rather than pushed, and
 * leaving out `page` starts again at page 1.
 */
import { useEffect, useRef } from "react";
import { useSubmit } from "react-router";
import type { RecipeListingFilters } from "../recipe-listing-schema";
import { LISTING_PATH, listingHref } from "./recipe-listing-links";

export const LISTING_SEARCH_DEBOUNCE_MS = 300;

type FieldName = "search" | "category" | "type" | "difficulty" | "servings" | "prepTime" | "bar" | "sort";

/** What each field shows for the current address; "" is "not set" (and the default sort). */
export function fieldValues(filters: RecipeListingFilters): Record<FieldName, string> {
  return {
    search: filters.search ?? "",
    category: filters.category ? String(filters.category) : "",
    type: filters.type ? String(filters.type) : "",
    difficulty: filters.difficulty ?? "",
    servings: filters.servings ?? "",
    prepTime: filters.prepTime ? String(filters.prepTime) : "",
    bar: filters.bar ?? "",
    sort: filters.sort === "newest" && !filters.search ? "" : (filters.sort ?? ""),
  };
}

/** The form's filled-in, valid fields; empty ones are left out so the address stays short. */
function filterParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
    const value = element.value.trim();
    if (element.name && value && element.validity.valid) params.set(element.name, value);
  }
  return params;
}

export function useRecipeFilterForm(filters: RecipeListingFilters) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stateKey = listingHref(filters);

  // Keep the fields in step when the address changes from elsewhere ("Clear filters", Back),
  // without touching the field someone is typing in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: stateKey stands for the filter values
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    for (const [name, value] of Object.entries(fieldValues(filters))) {
      const field = elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
      if (field !== document.activeElement && field.value !== value) field.value = value;
    }
  }, [stateKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function apply() {
    clearTimeout(timer.current);
    if (!form.current) return;
    submit(filterParams(form.current), {
      method: "get",
      action: LISTING_PATH,
      replace: true,
      preventScrollReset: true,
    });
  }

  function applySoon() {
    clearTimeout(timer.current);
    timer.current = setTimeout(apply, LISTING_SEARCH_DEBOUNCE_MS);
  }

  // Two typed fields share the form, so browsers do not submit it on Enter by themselves.
  function applyOnEnter(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    apply();
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply();
  }

  return { form, apply, applySoon, applyOnEnter, onSubmit };
}
