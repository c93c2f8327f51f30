/**
 * The four tab panels. All stay mounted (hidden when inactive) so every field is submitted;
 * without JavaScript the tabs cannot switch, so all panels show, one after another.
 */
import { Tabs } from "radix-ui";
import { RECIPE_FORM_TABS, type RecipeFormTab } from "./recipe-form-tabs";

const NO_SCRIPT_CSS =
  "[data-recipe-tabpanel]{display:block!important;margin-bottom:2rem}[data-recipe-tablist]{display:none!important}";

export function TabPanels(panels: Record<RecipeFormTab, React.ReactNode>) {
  return (
    <>
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      {RECIPE_FORM_TABS.map(({ value, label }) => (
        <Tabs.Content
          key={value}
          value={value}
          forceMount
          data-recipe-tabpanel={value}
          className="rounded-xl focus-visible:outline-offset-4 data-[state=inactive]:hidden"
        >
          <h2 className="sr-only">{label}</h2>
          {panels[value]}
        </Tabs.Content>
      ))}
    </>
  );
}
