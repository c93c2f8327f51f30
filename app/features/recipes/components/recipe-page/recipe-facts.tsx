/**
 * Part 1 §2: prep time, cook time (when given), total time and yield (default "1 serving"), the
 * difficulty (the author's, else the rating's: ADR 0004), the estimated strength (ABV after dilution by
 * method, docs/bar-matching.md#abv), the dietary flags, and the nutrition estimate.
 */
import {
  Clock,
  Droplet,
  Flame,
  Gauge,
  GlassWater,
  type IconComponent,
  Leaf,
  Timer,
  Users,
  Vegan,
  WheatOff,
} from "~/components/ui/icons/icons";
import { DEFAULT_YIELD, RECIPE_METHODS, type RecipeMethod } from "~/lib/constants";
import { difficultyLabel } from "../../difficulty";
import type { RecipeDetail } from "../../recipe-types";
import { ABV_EXPLANATION, abvLabel } from "../recipe-bar-labels";

function minutes(value: number | null) {
  if (value === null) return "—";
  if (value < 60) return `${value} min`;
  const rest = value % 60;
  return rest ? `${Math.floor(value / 60)} h ${rest} min` : `${value / 60} h`;
}

function isRecipeMethod(method: string | null): method is RecipeMethod {
  return (RECIPE_METHODS as readonly (string | null)[]).includes(method);
}

/** "(estimated after stirred dilution)", or the default dilution when the method is not one we know. */
function abvNote(method: string | null) {
  return isRecipeMethod(method) ? `estimated after ${method} dilution` : "estimated after typical dilution";
}

type Fact = { label: string; value: string; icon: IconComponent; note?: string };

export function RecipeFacts({ recipe }: { recipe: RecipeDetail }) {
  const strength = abvLabel(recipe.abv);
  const facts: Fact[] = [
    { label: "Prep time", value: minutes(recipe.prep_minutes), icon: Timer },
    ...(recipe.cook_minutes ? [{ label: "Cook time", value: minutes(recipe.cook_minutes), icon: Flame }] : []),
    { label: "Total time", value: minutes(recipe.total_minutes), icon: Clock },
    { label: "Yield", value: recipe.recipe_yield?.trim() || DEFAULT_YIELD, icon: Users },
    {
      label: "Difficulty",
      value: difficultyLabel(recipe.difficulty, recipe.aggregate_rating_value),
      icon: Gauge,
    },
    ...(recipe.glass ? [{ label: "Glass", value: recipe.glass, icon: GlassWater }] : []),
    ...(strength ? [{ label: "Strength", value: strength, icon: Droplet, note: abvNote(recipe.method) }] : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map(({ label, value, icon: Icon, note }) => (
        // The strength and its note take a row of their own, so the tiles above keep an even grid.
        <div
          key={label}
          className={`rounded-xl border border-line bg-surface px-3.5 py-3 ${note ? "col-span-full" : ""}`}
        >
          <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted">
            <Icon className="size-3.5" aria-hidden />
            {label}
          </dt>
          <dd className="mt-1 font-semibold">
            {value}
            {note ? (
              <span className="ml-2 text-xs font-normal text-muted" title={ABV_EXPLANATION}>
                ({note})
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const DIETS = [
  ["is_vegetarian", "Vegetarian", Leaf],
  ["is_vegan", "Vegan", Vegan],
  ["is_gluten_free", "Gluten-free", WheatOff],
] as const;

/** The author's dietary flags (schema.org suitableForDiet) as small badges; nothing when none is set. */
export function DietBadges({ recipe }: { recipe: Pick<RecipeDetail, (typeof DIETS)[number][0]> }) {
  const diets = DIETS.filter(([key]) => recipe[key]);
  if (!diets.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Suitable for">
      {diets.map(([key, label, Icon]) => (
        <li
          key={key}
          className="inline-flex items-center gap-1.5 rounded-full bg-success/12 px-3 py-1 text-xs font-semibold text-success"
        >
          <Icon className="size-3.5" aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  );
}

export function NutritionFacts({ nutrition }: { nutrition: RecipeDetail["nutrition"] }) {
  if (!nutrition) return null;
  const rows = [
    { label: "Calories", value: nutrition.calories },
    { label: "Fat", value: nutrition.fat_content },
    { label: "Protein", value: nutrition.protein_content },
    { label: "Sugar", value: nutrition.sugar_content },
    ...(nutrition.sodium_content?.trim() ? [{ label: "Sodium", value: nutrition.sodium_content }] : []),
  ];
  if (!rows.some((row) => row.value?.trim())) return null;
  return (
    <section
      aria-labelledby="nutrition-title"
      className="rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card)"
    >
      <h2 id="nutrition-title" className="text-xl font-semibold">
        Nutrition
      </h2>
      <dl className="mt-3 divide-y divide-line">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 py-2 text-sm">
            <dt className="text-muted">{row.label}</dt>
            <dd className="font-medium">{row.value?.trim() || "—"}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">This is an estimate only and can vary.</p>
    </section>
  );
}
