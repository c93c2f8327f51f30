import { describe, expect, it } from "vitest";
import { SEED_INGREDIENTS } from "../../../db/seed/data/ingredients";
import { RecipeInput } from "./recipe-schema";
import { RECIPE_TEMPLATES } from "./recipe-templates";

describe("recipe templates", () => {
  it("offers the spec's three templates, each a valid recipe", () => {
    expect(RECIPE_TEMPLATES.map((t) => t.label)).toEqual(["Classic Mojito", "Old Fashioned", "Margarita"]);
    for (const template of RECIPE_TEMPLATES)
      expect(RecipeInput.safeParse(template.values).success, template.label).toBe(true);
  });

  it("uses catalogue ingredient names, so templates never create duplicate ingredients", () => {
    const catalogue = new Set(SEED_INGREDIENTS.map((i) => i.name));
    for (const template of RECIPE_TEMPLATES) {
      for (const ingredient of template.values.ingredients ?? [])
        expect(catalogue.has(ingredient.name), ingredient.name).toBe(true);
    }
  });
});
