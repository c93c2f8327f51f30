/**
 * Part 1 §2: the Ingredients and Steps tabs. Without JavaScript the tabs cannot switch, so both panels
 * show, one after the other, each under its own heading.
 */
import { Tabs } from "radix-ui";
import type { RecipeBarView, RecipeDetail } from "../../recipe-types";
import { IngredientsPanel } from "./ingredients-panel";
import { StepsPanel } from "./steps-panel";

const NO_SCRIPT_CSS =
  "[data-recipe-panel]{display:block!important}[data-recipe-tablist]{display:none!important}[data-recipe-panel-heading]{display:block!important}";

const triggerClasses =
  "relative -mb-px h-12 border-b-2 border-transparent px-4 font-display text-lg font-semibold text-muted transition hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink";

export function RecipeTabs({
  recipe,
  bar = null,
  signedIn = false,
  path = "",
}: {
  recipe: RecipeDetail;
  bar?: RecipeBarView | null;
  signedIn?: boolean;
  path?: string;
}) {
  return (
    <Tabs.Root
      defaultValue="ingredients"
      className="rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card)"
    >
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <Tabs.List aria-label="Recipe" data-recipe-tablist className="flex border-b border-line px-3 sm:px-5">
        <Tabs.Trigger value="ingredients" className={triggerClasses}>
          Ingredients
          <span className="ml-1.5 text-sm font-normal text-muted" aria-hidden>
            {recipe.ingredients.length}
          </span>
        </Tabs.Trigger>
        <Tabs.Trigger value="steps" className={triggerClasses}>
          Steps
          <span className="ml-1.5 text-sm font-normal text-muted" aria-hidden>
            {recipe.steps.length}
          </span>
        </Tabs.Trigger>
      </Tabs.List>
      {/* Both panels stay mounted so the scale, units and ticked steps survive switching tabs. */}
      <Tabs.Content
        value="ingredients"
        forceMount
        data-recipe-panel
        className="p-5 data-[state=inactive]:hidden sm:p-6"
      >
        <h2 data-recipe-panel-heading className="mb-4 hidden font-display text-xl font-semibold">
          Ingredients
        </h2>
        <IngredientsPanel ingredients={recipe.ingredients} bar={bar} signedIn={signedIn} path={path} />
      </Tabs.Content>
      <Tabs.Content value="steps" forceMount data-recipe-panel className="p-5 data-[state=inactive]:hidden sm:p-6">
        <h2 data-recipe-panel-heading className="mb-4 hidden font-display text-xl font-semibold">
          Steps
        </h2>
        <StepsPanel steps={recipe.steps} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
