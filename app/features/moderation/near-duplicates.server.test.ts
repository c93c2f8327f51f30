/** Issue 21: the near-duplicate notice's tolerance, against the real database. */
import { beforeAll, describe, expect, it } from "vitest";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { findNearDuplicate } from "./near-duplicates.server";

setupTestDatabase();

type Line = { name: string; quantity: number; unit: string; garnish?: boolean };
const negroni: Line[] = [
  { name: "Gin", quantity: 30, unit: "ml" },
  { name: "Campari", quantity: 30, unit: "ml" },
  { name: "Sweet Vermouth", quantity: 30, unit: "ml" },
];

let original: { id: string };
let copier: { id: string };

async function published(owner: { id: string }, name: string, lines: Line[]) {
  const { id } = await createRecipe(owner, RecipeInput.parse({ name, ingredients: lines }));
  await setRecipeStatus(owner, id, "published");
  return id;
}

beforeAll(async () => {
  original = await createMember("dup_original");
  copier = await createMember("dup_copier");
  await published(original, "Negroni", negroni);
});

describe("near duplicates", () => {
  it("finds another member's recipe with the same ingredients in the same proportions, in other units", async () => {
    const copy = await published(copier, "My Red Drink", [
      { name: "Gin", quantity: 1, unit: "oz" },
      { name: "Campari", quantity: 1, unit: "oz" },
      { name: "Sweet Vermouth", quantity: 1, unit: "oz" },
      { name: "Orange Peel", quantity: 1, unit: "piece", garnish: true },
    ]);
    expect(await findNearDuplicate(copy)).toEqual({
      name: "Negroni",
      username: "dup_original",
      path: "/recipes/dup_original/negroni",
    });
  });

  it("allows five points of the drink's volume either way, and no more", async () => {
    // 33 / 93 = 35.5 % gin against 33.3 %: within. 45 / 105 = 42.9 %: not.
    const close = await published(copier, "Close Call", [{ ...negroni[0], quantity: 33 } as Line, ...negroni.slice(1)]);
    expect((await findNearDuplicate(close))?.name).toBe("Negroni");
    const boozier = await published(copier, "Boozier", [{ ...negroni[0], quantity: 45 } as Line, ...negroni.slice(1)]);
    expect(await findNearDuplicate(boozier)).toBeNull();
  });

  it("a different set of ingredients, or one's own recipe, is not a near duplicate", async () => {
    const boulevardier = await published(copier, "Boulevardier", [
      { name: "Bourbon", quantity: 30, unit: "ml" },
      ...negroni.slice(1),
    ]);
    expect(await findNearDuplicate(boulevardier)).toBeNull();
    const moreThings = await published(copier, "Negroni Plus", [
      ...negroni,
      { name: "Soda Water", quantity: 30, unit: "ml" },
    ]);
    expect(await findNearDuplicate(moreThings)).toBeNull();
    // The author's own recipes are theirs to repeat.
    const sour = [
      { name: "Gin", quantity: 60, unit: "ml" },
      { name: "Lemon Juice", quantity: 30, unit: "ml" },
    ];
    await published(original, "Gin Sour", sour);
    expect(await findNearDuplicate(await published(original, "Gin Sour Again", sour))).toBeNull();
    expect((await findNearDuplicate(await published(copier, "Sour of Gin", sour)))?.name).toBe("Gin Sour");
  });
});
