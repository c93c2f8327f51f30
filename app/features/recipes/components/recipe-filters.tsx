/**
 * Part 1 §2 /recipes search box and filter panel, laid out beside the results (passed as children).
 * A plain GET form, so it works without JavaScript (an "Apply filters" button then appears);
 * with it, see useRecipeFilterForm. Below `lg` the panel folds behind a "Filters" toggle.
 */

import { type ReactNode, useState } from "react";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Plus, SlidersHorizontal } from "~/components/ui/icons/icons";
import { SearchField } from "~/components/ui/search-field";
import { SERVINGS_OPTIONS } from "~/lib/constants";
import { DIFFICULTY_LABELS } from "../difficulty";
import { type BarFilter, DIFFICULTY_FILTERS, type RecipeListingFilters } from "../recipe-listing-schema";
import { FILTER_CONTROL, SelectField } from "./recipe-filter-fields";
import { LISTING_PATH } from "./recipe-listing-links";
import { fieldValues, useRecipeFilterForm } from "./use-recipe-filter-form";

export type TaxonomyOption = { id: number; name: string };

const FORM_ID = "recipe-filters";
const PANEL_ID = "recipe-filter-panel";
const TOGGLE_ID = "recipe-filter-toggle";

const BAR_LABELS: Record<BarFilter, string> = {
  make: "I can make",
  "one-away": "One ingredient away",
};

/** Without a search, "Newest" is the default (sent as nothing); with one, "Best match" is. */
function sortOptions(searching: boolean): [string, string][] {
  const rest: [string, string][] = [
    ["oldest", "Oldest"],
    ["rating", "Highest Rated"],
    ["popular", "Most Popular"],
  ];
  return searching ? [["", "Best match"], ["newest", "Newest"], ...rest] : [["", "Newest"], ...rest];
}

export function RecipeFilters({
  filters,
  categories,
  cocktailTypes,
  activeCount,
  barEmpty = null,
  children,
}: {
  filters: RecipeListingFilters;
  /** null when the list could not be loaded (part 1 §8). */
  categories: TaxonomyOption[] | null;
  cocktailTypes: TaxonomyOption[] | null;
  activeCount: number;
  /** null for guests (no "My bar" filter); true when the member's bar is empty. */
  barEmpty?: boolean | null;
  children: ReactNode;
}) {
  const { form, apply, applySoon, applyOnEnter, onSubmit } = useRecipeFilterForm(filters);
  const [open, setOpen] = useState(false);
  const values = fieldValues(filters);
  const searching = Boolean(filters.search);

  return (
    <>
      <noscript>
        {/* Without JavaScript the toggle cannot open the panel, so the panel is always shown. */}
        <style>{`#${PANEL_ID}{display:block}#${TOGGLE_ID}{display:none}`}</style>
      </noscript>
      <div className="grid gap-5 lg:grid-cols-[15.5rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="flex flex-col gap-3 sm:flex-row lg:col-start-2">
          <search className="min-w-0 flex-1">
            <SearchField
              id="recipe-search"
              label="Search recipes"
              form={FORM_ID}
              name="search"
              defaultValue={values.search}
              maxLength={100}
              placeholder="Search recipes or ingredients..."
              autoComplete="off"
              enterKeyHint="search"
              inputClassName={`${FILTER_CONTROL} rounded-full pl-10`}
              onChange={applySoon}
              onKeyDown={applyOnEnter}
            />
          </search>
          <button
            type="button"
            id={TOGGLE_ID}
            aria-expanded={open}
            aria-controls={PANEL_ID}
            onClick={() => setOpen((o) => !o)}
            className={buttonClasses({ variant: "secondary", className: "shrink-0 self-start lg:hidden" })}
          >
            <SlidersHorizontal className="size-4" aria-hidden />
            Filters
            {activeCount > 0 ? (
              <>
                <span
                  aria-hidden
                  className="-mr-1.5 inline-flex size-6 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-ink"
                >
                  {activeCount}
                </span>
                <span className="sr-only">({activeCount} active)</span>
              </>
            ) : null}
          </button>
        </div>

        <aside
          id={PANEL_ID}
          aria-labelledby="recipe-filters-title"
          className={`${open ? "block" : "hidden"} lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:block lg:self-start`}
        >
          <Form
            ref={form}
            id={FORM_ID}
            method="get"
            action={LISTING_PATH}
            className="space-y-4 rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card)"
            onSubmit={onSubmit}
          >
            <h2 id="recipe-filters-title" className="text-xl font-semibold">
              Filters
            </h2>
            {/* One column on phones: two there cut the options ("All categorie", issue 12). */}
            <div className="grid gap-x-3 gap-y-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-1">
              <SelectField
                label="Category"
                name="category"
                defaultValue={values.category}
                onChange={apply}
                error={categories ? undefined : "Failed to load categories"}
              >
                <option value="">All categories</option>
                {categories?.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Cocktail type"
                name="type"
                defaultValue={values.type}
                onChange={apply}
                error={cocktailTypes ? undefined : "Failed to load cocktail types"}
              >
                <option value="">All types</option>
                {cocktailTypes?.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </SelectField>
              <SelectField label="Difficulty" name="difficulty" defaultValue={values.difficulty} onChange={apply}>
                <option value="">All</option>
                {DIFFICULTY_FILTERS.map((d) => (
                  <option key={d} value={d}>
                    {DIFFICULTY_LABELS[d]}
                  </option>
                ))}
              </SelectField>
              <SelectField label="Servings" name="servings" defaultValue={values.servings} onChange={apply}>
                <option value="">Any</option>
                {SERVINGS_OPTIONS.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </SelectField>
              <div className="min-w-0">
                <label htmlFor="recipe-filter-prepTime" className="mb-1.5 block text-sm font-medium">
                  Max prep time (min)
                </label>
                <input
                  id="recipe-filter-prepTime"
                  type="number"
                  name="prepTime"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  placeholder="Any"
                  defaultValue={values.prepTime}
                  className={`${FILTER_CONTROL} placeholder:text-muted`}
                  onChange={applySoon}
                  onKeyDown={applyOnEnter}
                />
              </div>
              {barEmpty === null ? null : barEmpty ? (
                <div className="min-w-0">
                  <p className="mb-1.5 text-sm font-medium">My bar</p>
                  <Link
                    to="/bar/build"
                    className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-accent underline-offset-4 hover:underline"
                  >
                    <Plus className="size-4" aria-hidden />
                    Add ingredients to your bar
                  </Link>
                </div>
              ) : (
                <SelectField label="My bar" name="bar" defaultValue={values.bar} onChange={apply}>
                  <option value="">All recipes</option>
                  {(Object.keys(BAR_LABELS) as BarFilter[]).map((mode) => (
                    <option key={mode} value={mode}>
                      {BAR_LABELS[mode]}
                    </option>
                  ))}
                </SelectField>
              )}
              <SelectField
                key={searching ? "searching" : "browsing"}
                label="Sort by"
                name="sort"
                defaultValue={values.sort}
                onChange={apply}
              >
                {sortOptions(searching).map(([value, label]) => (
                  <option key={label} value={value}>
                    {label}
                  </option>
                ))}
              </SelectField>
            </div>
            <noscript>
              <button type="submit" className={buttonClasses({ className: "w-full" })}>
                Apply filters
              </button>
            </noscript>
          </Form>
        </aside>

        <div className="min-w-0 lg:col-start-2">{children}</div>
      </div>
    </>
  );
}
