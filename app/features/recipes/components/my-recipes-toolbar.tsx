/**
 * Search, filter and sort for My Recipes (part 2 §2, §9). A plain GET form, so it works without
 * JavaScript; with it, choices apply on change and typing applies after a short pause, replacing
 * the history entry rather than adding one per keystroke.
 */
import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { SearchField } from "~/components/ui/search-field";
import { MY_RECIPE_FILTERS, MY_RECIPE_SORTS } from "~/lib/constants";
import {
  MY_RECIPE_FILTER_LABELS,
  MY_RECIPE_SORT_LABELS,
  MY_RECIPES_SEARCH_MAX,
  type MyRecipeFilter,
  type MyRecipeSort,
  type MyRecipesQueryData,
  myRecipesSearchParams,
} from "../my-recipes-schema";

export const MY_RECIPES_SEARCH_DEBOUNCE_MS = 300;

const control =
  "h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-ink focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30";

export function MyRecipesToolbar({ query }: { query: MyRecipesQueryData }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Keep the controls in step when the address changes from elsewhere (a "clear filters" link,
  // back button), without disturbing a field the member is typing in.
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    for (const [name, value] of Object.entries({ search: query.search, filter: query.filter, sort: query.sort })) {
      const field = elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (field && field !== document.activeElement && field.value !== value) field.value = value;
    }
  }, [query.search, query.filter, query.sort]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function apply() {
    clearTimeout(timer.current);
    if (!form.current) return;
    const values = new FormData(form.current);
    const params = myRecipesSearchParams({
      search: String(values.get("search") ?? ""),
      filter: values.get("filter") as MyRecipeFilter,
      sort: values.get("sort") as MyRecipeSort,
    });
    // Changing what is listed starts again at page 1 (the page parameter is left out).
    submit(params, { method: "get", replace: true, preventScrollReset: true });
  }

  return (
    <Form
      ref={form}
      method="get"
      role="search"
      aria-label="My recipes"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div>
        <SearchField
          id="my-recipes-search"
          label="Search"
          labelClassName="mb-1.5 block text-sm font-medium"
          name="search"
          defaultValue={query.search}
          maxLength={MY_RECIPES_SEARCH_MAX}
          placeholder="Name or ingredient"
          autoComplete="off"
          inputClassName={`${control} pl-10`}
          onChange={() => {
            clearTimeout(timer.current);
            timer.current = setTimeout(apply, MY_RECIPES_SEARCH_DEBOUNCE_MS);
          }}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <div>
          <label htmlFor="my-recipes-filter" className="mb-1.5 block text-sm font-medium">
            Show
          </label>
          <select id="my-recipes-filter" name="filter" defaultValue={query.filter} className={control} onChange={apply}>
            {MY_RECIPE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {MY_RECIPE_FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="my-recipes-sort" className="mb-1.5 block text-sm font-medium">
            Sort by
          </label>
          <select id="my-recipes-sort" name="sort" defaultValue={query.sort} className={control} onChange={apply}>
            {MY_RECIPE_SORTS.map((value) => (
              <option key={value} value={value}>
                {MY_RECIPE_SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <noscript>
        <button type="submit" className={buttonClasses({ variant: "secondary", className: "w-full sm:w-auto" })}>
          Apply
        </button>
      </noscript>
    </Form>
  );
}
