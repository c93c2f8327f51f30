/**
 * Part 2 §2 "Manage Collection Recipes": search the member's published recipes (on the server, through
 * /bar/collections/{slug}/recipes), toggle each in or out, and save the whole chosen set; the server
 * applies the difference in one transaction (§4). The chosen set lives in this dialog's state, so it
 * survives searching. Without JavaScript the same choice is a form of checkboxes inline
 * (`?dialog=recipes`), with a search form of its own.
 */

import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/form-controls";
import { Check, ListChecks } from "~/components/ui/icons/icons";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { type ManageResult, useResultToast } from "~/features/recipes/components/manage-recipe-tiles";
import { RecipeImage } from "~/features/recipes/components/recipe-image";
import type { PickableRecipe } from "../collection-types";
import { managePath, pickableRecipesPath, RECIPE_SEARCH_MAX } from "../manage-collection-schema";

const TITLE = "Manage Collection Recipes";
const DESCRIPTION = "Choose which of your published recipes this collection holds.";
const SEARCH_DELAY_MS = 250;

/** What the picker lists without JavaScript: the search's results, and the chosen ones not among them. */
export type RecipePickerData = { search: string; recipes: PickableRecipe[]; chosenElsewhere: string[] };

const listClasses = "mt-3 max-h-64 overflow-y-auto rounded-xl border border-line bg-canvas p-1";
const rowClasses =
  "flex w-full items-center gap-3 rounded-lg border border-transparent px-2 py-1.5 text-left text-sm transition hover:bg-surface-2";
const chosenClasses = "border-accent bg-accent-soft hover:bg-accent-soft";

function Thumb({ recipe }: { recipe: PickableRecipe }) {
  return (
    <RecipeImage src={recipe.image_url} alt="" className="size-10 shrink-0 overflow-hidden rounded-lg [&_svg]:size-5" />
  );
}

const chosenCount = (n: number) => `${n} ${n === 1 ? "recipe" : "recipes"} selected`;

/** "Manage Recipes": opens the dialog, or without JavaScript the page with the picker inline. */
export function ManageRecipesButton({ slug }: { slug: string }) {
  const [open, setOpen] = useState(false);
  const saver = useFetcher<ManageResult>();
  useResultToast(saver);

  // Saved: close; the page's loaders run again after the post, so the grid shows the new set.
  useEffect(() => {
    if (saver.state === "idle" && saver.data?.ok) setOpen(false);
  }, [saver.state, saver.data]);

  function save(ids: string[]) {
    const form = new FormData();
    form.set("intent", "set-recipes");
    form.set("via", "fetcher");
    for (const id of ids) form.append("recipeId", id);
    saver.submit(form, { method: "post", action: managePath(slug) });
  }

  return (
    <>
      <form
        method="get"
        action={managePath(slug)}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <input type="hidden" name="dialog" value="recipes" />
        <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })} aria-haspopup="dialog">
          <ListChecks className="size-4" aria-hidden />
          Manage Recipes
        </button>
      </form>
      <ModalDialog
        open={open}
        onOpenChange={(next) => (saver.state === "idle" ? setOpen(next) : undefined)}
        title={TITLE}
        description={DESCRIPTION}
        onOpenAutoFocus={(event) => {
          // Straight to the search box rather than the Close button.
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
        }}
      >
        <RecipePicker slug={slug} saving={saver.state !== "idle"} onSave={save} onCancel={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}

/** Mounted each time the dialog opens: it loads the stored choice first, then searches. */
function RecipePicker({
  slug,
  saving,
  onSave,
  onCancel,
}: {
  slug: string;
  saving: boolean;
  onSave: (ids: string[]) => void;
  onCancel: () => void;
}) {
  const list = useFetcher<{ recipes: PickableRecipe[] }>();
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const requested = useRef<string | null>(null);
  const id = useId();
  const ready = chosen !== null;

  // The unsearched list holds every chosen recipe (chosen ones come first): it seeds the selection.
  useEffect(() => {
    if (requested.current !== null) return;
    requested.current = "";
    list.load(pickableRecipesPath(slug, ""));
  }, [list.load, slug]);

  useEffect(() => {
    if (!ready && list.state === "idle" && list.data) {
      setChosen(new Set(list.data.recipes.filter((recipe) => recipe.selected).map((recipe) => recipe.id)));
    }
  }, [ready, list.state, list.data]);

  // Searching waits until the selection is seeded, and for a pause in typing.
  useEffect(() => {
    const term = search.trim();
    if (!ready || term === requested.current) return;
    const timer = setTimeout(() => {
      requested.current = term;
      list.load(pickableRecipesPath(slug, term));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, search, slug, list.load]);

  function toggle(recipeId: string) {
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(recipeId)) next.add(recipeId);
      return next;
    });
  }

  const recipes = list.data?.recipes ?? [];
  const searching = list.state !== "idle";
  let status = "";
  if (!ready) status = "Loading recipes...";
  else if (searching) status = "Searching...";
  else if (recipes.length === 0)
    status = requested.current ? `No recipes match “${requested.current}”.` : "You have no published recipes yet.";

  return (
    <div className="mt-5">
      <label htmlFor={`${id}-search`} className={labelClass}>
        Search your recipes
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        maxLength={RECIPE_SEARCH_MAX}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Recipe name"
        autoComplete="off"
        className={inputClass}
      />
      {/* One height whatever the list holds, so the dialog does not jump while searching. */}
      <div className={`${listClasses} h-64`} aria-busy={searching || undefined}>
        {ready && recipes.length > 0 ? (
          <ul aria-label="Your published recipes">
            {recipes.map((recipe) => {
              const on = chosen.has(recipe.id);
              return (
                <li key={recipe.id}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggle(recipe.id)}
                    className={`${rowClasses} ${on ? chosenClasses : ""}`}
                  >
                    <Thumb recipe={recipe} />
                    <span className="min-w-0 flex-1 truncate font-medium">{recipe.name}</span>
                    <span
                      aria-hidden
                      className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full border ${
                        on ? "border-accent bg-accent text-accent-ink" : "border-line"
                      }`}
                    >
                      {on ? <Check className="size-4" /> : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="grid h-full place-items-center px-4 text-center text-sm text-muted">{status}</p>
        )}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      <div className="mt-5 flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p aria-live="polite" className="text-sm text-muted sm:mr-auto">
          {ready ? chosenCount(chosen.size) : ""}
        </p>
        <button type="button" onClick={onCancel} className={buttonClasses({ variant: "secondary" })} disabled={saving}>
          Cancel
        </button>
        <button
          type="button"
          onClick={() => chosen && onSave([...chosen])}
          className={buttonClasses()}
          disabled={!ready || saving}
        >
          {saving ? "Saving..." : "Save Changes"}
        </button>
      </div>
    </div>
  );
}

/** The picker without JavaScript: a search form and a form of checkboxes, both plain requests. */
export function ManageRecipesPanel({ slug, picker }: { slug: string; picker: RecipePickerData }) {
  const id = useId();
  const { search, recipes, chosenElsewhere } = picker;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card) sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        {TITLE}
      </h2>
      <p className="mt-1 text-sm text-muted">{DESCRIPTION}</p>
      <Form method="get" action={managePath(slug)} role="search" className="mt-5">
        <input type="hidden" name="dialog" value="recipes" />
        <label htmlFor={`${id}-search`} className={labelClass}>
          Search your recipes
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-search`}
            type="search"
            name="search"
            defaultValue={search}
            maxLength={RECIPE_SEARCH_MAX}
            placeholder="Recipe name"
            className={`${inputClass} min-w-0 flex-1`}
          />
          <button type="submit" className={buttonClasses({ variant: "secondary", className: "shrink-0" })}>
            Search
          </button>
        </div>
      </Form>
      <Form method="post" action={managePath(slug)}>
        <input type="hidden" name="intent" value="set-recipes" />
        {/* Chosen recipes the search leaves out stay chosen. */}
        {chosenElsewhere.map((recipeId) => (
          <input key={recipeId} type="hidden" name="recipeId" value={recipeId} />
        ))}
        {recipes.length === 0 ? (
          <p className="mt-3 text-sm text-muted">
            {search ? `No recipes match “${search}”.` : "You have no published recipes yet."}
          </p>
        ) : (
          <fieldset className={listClasses}>
            <legend className="sr-only">Your published recipes</legend>
            {recipes.map((recipe) => (
              <label
                key={recipe.id}
                className={`${rowClasses} cursor-pointer has-checked:border-accent has-checked:bg-accent-soft`}
              >
                <input
                  type="checkbox"
                  name="recipeId"
                  value={recipe.id}
                  defaultChecked={recipe.selected}
                  className="size-4 shrink-0 accent-(--accent)"
                />
                <Thumb recipe={recipe} />
                <span className="min-w-0 flex-1 truncate font-medium">{recipe.name}</span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Link to={managePath(slug)} className={buttonClasses({ variant: "secondary" })}>
            Cancel
          </Link>
          <button type="submit" className={buttonClasses()}>
            Save Changes
          </button>
        </div>
      </Form>
    </section>
  );
}
