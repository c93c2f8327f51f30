import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getRecipeForEdit, getRecipeForRemix } from "~/features/recipes/recipe-edit-queries.server";
import { createRecipe, setRecipeStatus, updateRecipe } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput, type RecipeInputData } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { Invalid, NotFound } from "~/lib/errors";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { VARIANT_LOOP, VARIANT_NOT_FOUND } from "./variant-of.server";
import { getVisibleOriginal, listPublicVariants, searchOriginals } from "./variant-queries.server";

setupTestDatabase();

const { recipes, followers } = schema;

function recipe(name: string, extra: Record<string, unknown> = {}): RecipeInputData {
  return RecipeInput.parse({
    name,
    ingredients: [
      { name: "Gin", quantity: 1, unit: "oz" },
      { name: "Campari", quantity: 1, unit: "oz" },
    ],
    steps: ["Stir with ice."],
    ...extra,
  });
}

async function published(actor: { id: string }, name: string, extra: Record<string, unknown> = {}) {
  const { id } = await createRecipe(actor, recipe(name, { visibility: "public", ...extra }));
  await setRecipeStatus(actor, id, "published");
  return id;
}

let ada: { id: string };
let ben: { id: string };
let cy: { id: string };
let negroni: string;

beforeAll(async () => {
  ada = await createMember("ada_variants");
  ben = await createMember("ben_variants");
  cy = await createMember("cy_variants");
  negroni = await published(ada, "Variant Test Negroni");
});

async function invalidField(work: Promise<unknown>) {
  const error = await work.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(Invalid);
  return (error as Invalid).fieldErrors.variant_of;
}

describe("variants", () => {
  it("lists a variant on its original once it is published and public, never before", async () => {
    const { id } = await createRecipe(ben, recipe("Ben's Negroni", { variant_of: negroni, visibility: "public" }));
    const [row] = await db.select({ variant_of: recipes.variant_of }).from(recipes).where(eq(recipes.id, id));
    expect(row?.variant_of).toBe(negroni);
    expect((await listPublicVariants(negroni)).total).toBe(0);

    await setRecipeStatus(ben, id, "published");
    const variants = await listPublicVariants(negroni);
    expect(variants.total).toBe(1);
    expect(variants.recipes.map((r) => r.name)).toEqual(["Ben's Negroni"]);
    expect(await getVisibleOriginal(row?.variant_of, null)).toMatchObject({
      id: negroni,
      name: "Variant Test Negroni",
      author: "ada_variants",
    });
  });

  it("refuses a loop (A of B of A) and a recipe varying itself, keeping what is stored", async () => {
    const a = await published(ada, "Loop A");
    const b = await published(ben, "Loop B", { variant_of: a });
    const c = await published(cy, "Loop C", { variant_of: b });
    expect(await invalidField(updateRecipe(ada, a, recipe("Loop A", { variant_of: c })))).toEqual([VARIANT_LOOP]);
    expect(await invalidField(updateRecipe(ada, a, recipe("Loop A", { variant_of: a })))).toEqual([VARIANT_LOOP]);
    const [stored] = await db.select({ variant_of: recipes.variant_of }).from(recipes).where(eq(recipes.id, a));
    expect(stored?.variant_of).toBeNull();
    // Leaving the field out of the form clears it; the API's whole-recipe replace keeps it.
    await updateRecipe(cy, c, recipe("Loop C"), { keepVariantOf: true });
    expect((await getRecipeForEdit(cy, c)).variant_of).toBe(b);
    await updateRecipe(cy, c, recipe("Loop C"));
    expect((await getRecipeForEdit(cy, c)).variant_of).toBeUndefined();
  });

  it("refuses an original the author may not open", async () => {
    const { id: secret } = await createRecipe(ada, recipe("Secret Negroni", { visibility: "private" }));
    expect(await invalidField(createRecipe(ben, recipe("Copycat", { variant_of: secret })))).toEqual([
      VARIANT_NOT_FOUND,
    ]);
    expect(await searchOriginals(ben.id, "Secret")).toEqual([]);
    expect((await searchOriginals(ada.id, "Secret")).map((r) => r.name)).toEqual(["Secret Negroni"]);
  });

  it("names a followers-only original only to those who may open it", async () => {
    const original = await published(ada, "Followers Negroni", { visibility: "followers" });
    await db.insert(followers).values({ follower_id: ben.id, following_id: ada.id });
    const variant = await published(ben, "Ben's Followers Twist", { variant_of: original });
    const [row] = await db.select({ variant_of: recipes.variant_of }).from(recipes).where(eq(recipes.id, variant));
    expect(await getVisibleOriginal(row?.variant_of, null)).toBeNull();
    expect(await getVisibleOriginal(row?.variant_of, cy.id)).toBeNull();
    expect((await getVisibleOriginal(row?.variant_of, ben.id))?.name).toBe("Followers Negroni");
    // Its own variants list is public recipes only, whoever asks.
    expect((await listPublicVariants(original)).recipes.map((r) => r.name)).toEqual(["Ben's Followers Twist"]);
  });

  it("starts a remix from the content of a recipe the member may open, without its photos or catalogue ids", async () => {
    const { values, original } = await getRecipeForRemix(ben, negroni);
    expect(original).toMatchObject({ id: negroni, name: "Variant Test Negroni", author_id: ada.id });
    expect(values).toMatchObject({ name: "Variant Test Negroni Remix", variant_of: negroni, images: [] });
    expect(values.ingredients.map((i) => [i.name, i.ingredient_id])).toEqual([
      ["Gin", undefined],
      ["Campari", undefined],
    ]);
    expect(values.visibility).toBeUndefined();

    const { id: secret } = await createRecipe(ada, recipe("Remix Secret", { visibility: "private" }));
    await expect(getRecipeForRemix(ben, secret)).rejects.toBeInstanceOf(NotFound);
    // The remix saves as the member's own draft, crediting the original.
    const { id } = await createRecipe(ben, RecipeInput.parse(values));
    const [saved] = await db.select().from(recipes).where(eq(recipes.id, id));
    expect(saved).toMatchObject({ user_id: ben.id, status: "draft", variant_of: negroni });
  });

  it("offers the member's originals by name, the closest first, never the recipe being edited", async () => {
    await published(cy, "Negroni Sbagliato Variant Test");
    const names = (await searchOriginals(ben.id, "variant test negroni")).map((r) => r.name);
    expect(names[0]).toBe("Variant Test Negroni");
    const editing = await searchOriginals(ben.id, "variant test negroni", negroni);
    expect(editing.map((r) => r.id)).not.toContain(negroni);
    // Their own draft remix is offered to them (a member may name any recipe they can open).
    expect(editing.map((r) => r.name)).toContain("Variant Test Negroni Remix");
    expect(await searchOriginals(ben.id, "n")).toEqual([]);
  });
});
