/**
 * Taking what a make used off the member's bar quantities (issue 23), only when they ask. Each recipe line
 * the bar covers (bar matching's own rule: the exact bottle, a variant, a sibling or a listed substitute)
 * uses that bar item: liquids by volume out of a 750 ml bottle, counted items one for one.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { getBarCoverage } from "~/features/bar/bar-coverage.server";
import { ABV_ML_PER_UNIT } from "~/lib/constants";
import { db, type Executor, schema } from "~/lib/db.server";
import type { BarUse } from "./make-types";

const { bar_inventory, recipe_ingredients, recipes } = schema;
const BOTTLE_ML = ABV_ML_PER_UNIT.bottle;
/** How recipes write a count ("1 unit Cocktail Cherry", "2 whole eggs"); no unit at all means one too. */
const COUNT_UNITS = new Set(["", "unit", "units", "whole", "piece", "pieces"]);

function mlOf(quantity: number, unit: string | null): number | null {
  const perUnit = unit ? (ABV_ML_PER_UNIT as Record<string, number>)[unit.trim().toLowerCase()] : undefined;
  return perUnit === undefined ? null : quantity * perUnit;
}

/** What one serving of the recipe takes from each of the member's bar items (none for lines without an amount). */
export async function barUsesPerServing(
  memberId: string,
  recipeId: string,
  executor: Executor = db,
): Promise<BarUse[]> {
  const coverage = (await getBarCoverage(memberId, [recipeId], executor))[recipeId];
  const covered = coverage?.ingredients.filter((line) => line.have) ?? [];
  if (covered.length === 0) return [];
  // One after another: inside a transaction the three share one connection.
  const lines = await executor
    .select({ id: recipe_ingredients.id, quantity: recipe_ingredients.quantity, unit: recipe_ingredients.unit })
    .from(recipe_ingredients)
    .where(eq(recipe_ingredients.recipe_id, recipeId));
  const [recipe] = await executor.select({ servings: recipes.servings }).from(recipes).where(eq(recipes.id, recipeId));
  const haveIds = covered.map((line) => line.have?.ingredientId as string);
  const items = await executor
    .select({ ingredientId: bar_inventory.ingredient_id, quantity: bar_inventory.quantity, unit: bar_inventory.unit })
    .from(bar_inventory)
    .where(and(eq(bar_inventory.user_id, memberId), inArray(bar_inventory.ingredient_id, haveIds)));
  const servings = Math.max(1, Number(recipe?.servings ?? 1));
  const amountOf = new Map(lines.map((line) => [line.id, line]));
  const itemOf = new Map(items.map((item) => [item.ingredientId, item]));
  const uses = new Map<string, BarUse>();
  for (const line of covered) {
    const have = line.have;
    const item = have ? itemOf.get(have.ingredientId) : undefined;
    const amount = amountOf.get(line.recipeIngredientId);
    if (!have || !item || !amount?.quantity) continue;
    const ml = mlOf(amount.quantity, amount.unit);
    // Items added before bar units were kept have none: a measured liquid is then a bottle.
    const unit = item.unit === "bottle" || item.unit === "unit" ? item.unit : ml === null ? "unit" : "bottle";
    // A bottle gives up millilitres; a counted item (an egg, a lime) only a count written without a measure.
    const counted = COUNT_UNITS.has((amount.unit ?? "").trim().toLowerCase());
    const perServing = unit === "bottle" ? (ml === null ? null : ml / BOTTLE_ML) : counted ? amount.quantity : null;
    if (!perServing) continue;
    const use = uses.get(have.ingredientId) ?? {
      ingredientId: have.ingredientId,
      name: have.name,
      unit,
      have: item.quantity,
      perServing: 0,
      mlPerServing: unit === "bottle" ? 0 : null,
    };
    use.perServing += perServing / servings;
    if (use.mlPerServing !== null && ml !== null) use.mlPerServing += ml / servings;
    uses.set(have.ingredientId, use);
  }
  return [...uses.values()];
}

/** Takes `servings` servings off the bar (never below zero); returns the items changed and their new quantity. */
export async function deductFromBar(tx: Executor, memberId: string, recipeId: string, servings: number) {
  // In one order (by ingredient), so two makes taking from the same bottles never wait on each other crosswise.
  const uses = (await barUsesPerServing(memberId, recipeId, tx)).sort((a, b) =>
    a.ingredientId.localeCompare(b.ingredientId),
  );
  const changed: { ingredientId: string; name: string; quantity: number }[] = [];
  for (const use of uses) {
    const [row] = await tx
      .update(bar_inventory)
      .set({
        // Three decimals: a dash of bitters is 0.001 of a bottle; finer is noise.
        quantity: sql`greatest(0, round((${bar_inventory.quantity} - ${use.perServing * servings})::numeric, 3))::real`,
        updated_at: new Date(),
      })
      .where(and(eq(bar_inventory.user_id, memberId), eq(bar_inventory.ingredient_id, use.ingredientId)))
      .returning({ quantity: bar_inventory.quantity });
    if (row) changed.push({ ingredientId: use.ingredientId, name: use.name, quantity: row.quantity });
  }
  return changed;
}
