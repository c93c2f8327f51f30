/**
 * Part 1 §2 Ingredients tab: a scale factor (min 0, step 0.1, default 1) and unit conversion; and for a
 * signed-in member which ingredients their bar already has, and why each counts (docs/bar-matching.md).
 */
import { useId, useState } from "react";
import { groupIngredients } from "../../ingredient-groups";
import { ingredientAmount, parseScale, UNIT_MODES, type UnitMode } from "../../recipe-math";
import type { RecipeBarView, RecipeDetail } from "../../recipe-types";
import { BarSummary, IngredientBarStatus } from "./ingredient-bar-status";

const MODE_LABELS: Record<UnitMode, string> = { original: "Original", ml: "ml", cl: "cl", oz: "oz" };

export function IngredientsPanel({
  ingredients,
  bar = null,
  signedIn = false,
  path = "",
}: {
  ingredients: RecipeDetail["ingredients"];
  /** The signed-in member's bar against this recipe; null for guests or when it could not be loaded. */
  bar?: RecipeBarView | null;
  signedIn?: boolean;
  /** This page's address, where signing in comes back to. */
  path?: string;
}) {
  const scaleId = useId();
  const [rawScale, setRawScale] = useState("1");
  const [mode, setMode] = useState<UnitMode>("original");
  const scale = parseScale(rawScale);
  const coverage = bar?.coverage ?? null;
  const matches = new Map(coverage?.ingredients.map((match) => [match.recipeIngredientId, match]));
  const onList = new Set(bar?.onShoppingList);
  // Part 1 §3: headings only when the author used more than one group; lines keep their order within each.
  const groups = groupIngredients(ingredients, (line) => line.group);
  const grouped = groups.length > 1;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <label htmlFor={scaleId} className="mb-1.5 block text-sm font-medium">
            Scale recipe
          </label>
          <div className="flex items-center gap-2">
            <span className="text-muted" aria-hidden>
              ×
            </span>
            <input
              id={scaleId}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.1}
              value={rawScale}
              onChange={(event) => setRawScale(event.target.value)}
              className="h-11 w-24 rounded-xl border border-line bg-surface px-3 text-ink focus:border-accent focus:outline-none"
            />
          </div>
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">Units</legend>
          <div className="inline-flex rounded-full border border-line bg-surface-2 p-1">
            {UNIT_MODES.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={mode === option}
                onClick={() => setMode(option)}
                className={`h-9 rounded-full px-4 text-sm font-medium transition ${
                  mode === option ? "bg-surface text-ink shadow-sm" : "text-muted hover:text-ink"
                }`}
              >
                {MODE_LABELS[option]}
              </button>
            ))}
          </div>
        </fieldset>
      </div>

      <BarSummary coverage={coverage} signedIn={signedIn} path={path} />

      {groups.map((group, g) => (
        <div key={group.name}>
          {grouped ? (
            <h3 id={`${scaleId}-group-${g}`} className="mt-6 font-display text-lg font-semibold">
              {group.name}
            </h3>
          ) : null}
          <ul
            className="mt-4 divide-y divide-line"
            aria-label={grouped ? undefined : "Ingredients"}
            aria-labelledby={grouped ? `${scaleId}-group-${g}` : undefined}
          >
            {group.items.map((ingredient, i) => {
              const amount = ingredientAmount(ingredient, scale, mode);
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same ingredient may appear twice; the order is fixed
                  key={`${ingredient.ingredient_id}-${i}`}
                  className="flex items-baseline gap-4 py-3"
                >
                  <span className="w-20 shrink-0 text-right font-semibold tabular-nums text-accent sm:w-28">
                    {amount ?? ""}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="font-medium">{ingredient.name}</span>
                    {ingredient.substitutes.length ? (
                      <span className="text-muted"> or {ingredient.substitutes.join(" or ")}</span>
                    ) : null}
                    {ingredient.optional ? <span className="ml-2 text-sm text-muted">(optional)</span> : null}
                    {ingredient.garnish ? (
                      <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
                        garnish
                      </span>
                    ) : null}
                    {ingredient.note ? (
                      <span className="mt-0.5 block text-sm text-muted">{ingredient.note}</span>
                    ) : null}
                    <IngredientBarStatus match={matches.get(ingredient.id)} onList={onList} />
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
