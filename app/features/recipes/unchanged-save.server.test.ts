/**
 * Issue 13: opening an imported recipe and pressing "Update Recipe" without changing anything erased
 * its ingredient notes. Whatever an import (or the form) stored, the form's fields must carry back:
 * a save with nothing changed leaves every row as it was.
 */
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { importRecipes } from "~/features/recipe-import/import-recipes.server";
import { parseImport } from "~/features/recipe-import/parse-import";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { parseRecipeForm } from "./components/recipe-form/parse-recipe-form";
import { asFormFields } from "./components/recipe-form/recipe-form-values";
import { getRecipeForEdit } from "./recipe-edit-queries.server";
import { updateRecipe } from "./recipe-mutations.server";
import type { RecipeFormValues } from "./recipe-schema";

setupTestDatabase();

const s = schema;

/**
 * The form's values as the browser posts them: Conform names nested fields `ingredients[0].name`,
 * a ticked checkbox sends "on" and an unticked one nothing, and empty fields send nothing that counts.
 */
function formData(values: RecipeFormValues): FormData {
  const data = new FormData();
  const add = (name: string, value: unknown) => {
    if (value === undefined || value === null || value === false) return;
    if (value === true) data.append(name, "on");
    else if (Array.isArray(value)) for (const [i, item] of value.entries()) add(`${name}[${i}]`, item);
    else if (typeof value === "object") for (const [key, v] of Object.entries(value)) add(`${name}.${key}`, v);
    else data.append(name, String(value));
  };
  for (const [key, value] of Object.entries(values)) add(key, value);
  return data;
}

/** Every stored fact about a recipe, without the ids and clocks a save may renew. */
async function storedRecipe(id: string) {
  const [recipe] = await db.select().from(s.recipes).where(eq(s.recipes.id, id));
  const { updated_at: _updated, search_vector: _search, ...fields } = recipe ?? ({} as never);
  const ingredients = await db
    .select()
    .from(s.recipe_ingredients)
    .where(eq(s.recipe_ingredients.recipe_id, id))
    .orderBy(asc(s.recipe_ingredients.position));
  const steps = await db
    .select()
    .from(s.recipe_instructions)
    .where(eq(s.recipe_instructions.recipe_id, id))
    .orderBy(asc(s.recipe_instructions.step_number));
  const nutrition = await db.select().from(s.recipe_nutrition).where(eq(s.recipe_nutrition.recipe_id, id));
  const tags = await db
    .select({ name: s.tags.name })
    .from(s.recipe_tags)
    .innerJoin(s.tags, eq(s.tags.id, s.recipe_tags.tag_id))
    .where(eq(s.recipe_tags.recipe_id, id))
    .orderBy(asc(s.tags.name));
  return {
    fields,
    ingredients: ingredients.map(({ id: _id, ...row }) => row),
    steps: steps.map(({ id: _id, ...row }) => row),
    nutrition: nutrition.map(({ recipe_id: _r, ...row }) => row),
    tags,
  };
}

const IMPORTED = [
  {
    name: "Jungle Bird",
    description: "Rum, Campari & pineapple.",
    method: "Layer",
    glass: "Double rocks",
    recipe_yield: "1 drink",
    prep_minutes: 4,
    total_minutes: 6,
    ingredients: [
      { name: "Blackstrap Rum", quantity: 1.5, unit: "oz", note: "preferably Cruzan Black Strap", abv: 40.5 },
      { name: "Campari", quantity: 0.75, unit: "oz" },
      { name: "Pineapple Juice", quantity: 1.5, quantity_max: 2, unit: "oz", note: "fresh" },
      { name: "Lime", quantity: 1, unit: "unit", note: "Juice of 1 Lime" },
      { name: "Demerara Syrup", quantity: 0.5, unit: "oz", group: "Syrups", substitutes: ["Simple Syrup"] },
      { name: "Pineapple Wedge", garnish: true, optional: true, group: "Garnish", note: "and a few fronds" },
    ],
    steps: [{ text: "Shake with ice.", estimated_time: "30 seconds" }, "Strain over a large cube."],
    tags: ["tiki", "bitter"],
    nutrition: { calories: "210" },
  },
];

describe("saving an imported recipe without changing anything", () => {
  it("changes nothing in the database: notes, ranges, groups, method and the rest all stay", async () => {
    const alice = await createMember("alice_unchanged");
    const parsed = parseImport(JSON.stringify(IMPORTED));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const [id] = await importRecipes(alice, parsed.items);
    if (!id) throw new Error("nothing imported");
    const before = await storedRecipe(id);
    // The notes are really there to lose.
    expect(before.ingredients.map((i) => i.note)).toEqual([
      "preferably Cruzan Black Strap",
      null,
      "fresh",
      "Juice of 1 Lime",
      null,
      "and a few fronds",
    ]);
    expect(before.ingredients[2]?.quantity_max).toBe(2);
    expect(before.ingredients[0]?.abv).toBe(40.5);
    expect(before.fields.method).toBe("Layer");

    const { id: _id, ...values } = await getRecipeForEdit(alice, id);
    const { submission } = parseRecipeForm(formData(asFormFields(values)));
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    await updateRecipe(alice, id, submission.value);

    expect(await storedRecipe(id)).toEqual(before);
  });

  it("normalises a method written in other words, as the import does", async () => {
    const bruno = await createMember("bruno_unchanged");
    const parsed = parseImport(JSON.stringify([{ ...IMPORTED[0], name: "Daiquiri", method: "Shake" }]));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const [id] = await importRecipes(bruno, parsed.items);
    const [row] = await db
      .select({ method: s.recipes.method })
      .from(s.recipes)
      .where(eq(s.recipes.id, id as string));
    expect(row?.method).toBe("shaken");
  });
});
