/**
 * Part 1 §3 row-level fields through the form's own parse and the real mutations: ingredient group
 * headings, substitutes (and the bar matching they feed), a step's estimated time and its photo
 * (counted as used, and removed with its thumbnail when the step lets it go).
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadWhatCanIMake } from "~/features/bar/what-can-i-make.server";
import { env } from "~/lib/env.server";
import { setupTestDatabase } from "../../../test/database";
import { createIngredient, createMember, stockBar } from "../../../test/fixtures";
import { parseRecipeForm } from "./components/recipe-form/parse-recipe-form";
import { asFormFields } from "./components/recipe-form/recipe-form-values";
import { getRecipeByAddress } from "./recipe-detail-queries.server";
import { getRecipeForEdit } from "./recipe-edit-queries.server";
import { createRecipe, deleteRecipe, setRecipeStatus, updateRecipe } from "./recipe-mutations.server";
import type { RecipeInputData } from "./recipe-schema";
import { uploadRecipeImage } from "./recipe-upload.server";
import { countUnusedUploads } from "./unused-uploads.server";

setupTestDatabase();

const members: { id: string }[] = [];
const folderOf = (id: string) => path.join(env().DATA_DIR, "uploads", "recipe-images", id);
const filesOf = (id: string) => readdir(folderOf(id)).catch(() => [] as string[]);

afterAll(async () => {
  await Promise.all(members.map((m) => rm(folderOf(m.id), { recursive: true, force: true })));
});

async function member(username: string) {
  const created = await createMember(username);
  members.push(created);
  return created;
}

/** The form as the browser posts it. */
function submit(entries: [string, string][]): RecipeInputData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  const { submission } = parseRecipeForm(data);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
}

const smash = (photo: string, name = "Whiskey Smash"): [string, string][] => [
  ["name", name],
  ["ingredients[0].name", "Mint Sprig"],
  ["ingredients[0].group", "Garnish"],
  ["ingredients[0].garnish", "on"],
  ["ingredients[1].name", "Bourbon"],
  ["ingredients[1].quantity", "2"],
  ["ingredients[1].unit", "oz"],
  ["ingredients[1].substitutes", "Rye Whiskey, Brandy"],
  ["ingredients[2].name", "Lemon Wedge"],
  ["ingredients[2].quantity", "3"],
  ["ingredients[2].unit", "wedge"],
  ["steps[0].text", "Muddle the lemon wedges."],
  ["steps[0].estimated_time", "30 sec"],
  ["steps[0].image_url", photo],
  ["steps[1].text", "Shake and strain over crushed ice."],
];

let tiny: Buffer;
beforeAll(async () => {
  tiny = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();
  await createIngredient("Bourbon", { category: "bourbon", abv: 45 });
  await createIngredient("Rye Whiskey", { category: "whiskey", abv: 45 });
  await createIngredient("Lemon Wedge", { category: "fruit", unitType: "unit" });
  await createIngredient("Mint Sprig", { category: "garnish", unitType: "unit" });
});

describe("group headings, substitutes and step times and photos", () => {
  it("are saved from the form, shown on the page and loaded back into the form", async () => {
    const author = await member("rowfields_author");
    const photo = await uploadRecipeImage(author, tiny);
    const { id, slug } = await createRecipe(author, submit(smash(photo.url)));

    const found = await getRecipeByAddress("rowfields_author", slug, author.id);
    if (found?.kind !== "found") throw new Error("recipe not found");
    // Each group's lines are kept together, in the order the headings first appear.
    expect(found.recipe.ingredients.map((i) => [i.group, i.name, i.substitutes])).toEqual([
      ["Garnish", "Mint Sprig", []],
      ["Main Ingredients", "Bourbon", ["Rye Whiskey", "Brandy"]],
      ["Main Ingredients", "Lemon Wedge", []],
    ]);
    expect(found.recipe.steps).toEqual([
      {
        step_number: 1,
        step_description: "Muddle the lemon wedges.",
        estimated_time: "30 seconds",
        step_image_url: photo.url,
      },
      {
        step_number: 2,
        step_description: "Shake and strain over crushed ice.",
        estimated_time: null,
        step_image_url: null,
      },
    ]);

    const edit = asFormFields(await getRecipeForEdit(author, id));
    expect(edit.ingredients).toMatchObject([
      { name: "Mint Sprig", group: "Garnish", substitutes: "" },
      { name: "Bourbon", group: undefined, substitutes: "Rye Whiskey, Brandy" },
      { name: "Lemon Wedge", group: undefined },
    ]);
    expect(edit.steps).toEqual([
      { text: "Muddle the lemon wedges.", estimated_time: "30 seconds", image_url: photo.url },
      { text: "Shake and strain over crushed ice.", estimated_time: undefined, image_url: undefined },
    ]);
  });

  it("a substitute typed into the form lets a bar holding only the substitute make the recipe", async () => {
    const author = await member("rowfields_bartender");
    const { id } = await createRecipe(author, submit(smash("")));
    await setRecipeStatus(author, id, "published");
    const guest = await member("rowfields_drinker");
    await stockBar(guest.id, ["Rye Whiskey", "Lemon Wedge"]);
    const bar = await loadWhatCanIMake(guest.id);
    expect(bar?.makeable.map((r) => r.id)).toContain(id);
  });
});

describe("step photos and the unused-photo count", () => {
  it("a step's photo counts as used, survives an update that keeps it, and goes with its thumbnail when dropped", async () => {
    const author = await member("rowfields_photos");
    const photo = await uploadRecipeImage(author, tiny);
    expect(await countUnusedUploads(author.id)).toBe(1);
    const { id } = await createRecipe(author, submit(smash(photo.url)));
    expect(await countUnusedUploads(author.id)).toBe(0);

    await updateRecipe(author, id, submit(smash(photo.url, "Whiskey Smash No. 2")));
    expect(await filesOf(author.id)).toHaveLength(2);

    await updateRecipe(author, id, submit(smash("")));
    expect(await filesOf(author.id)).toEqual([]);
  });

  it("deleting the recipe removes its step photos", async () => {
    const author = await member("rowfields_deleter");
    const photo = await uploadRecipeImage(author, tiny);
    const { id } = await createRecipe(author, submit(smash(photo.url)));
    await deleteRecipe(author, id);
    expect(await filesOf(author.id)).toEqual([]);
  });

  it("another member's upload cannot become a step photo", async () => {
    const owner = await member("rowfields_owner");
    const photo = await uploadRecipeImage(owner, tiny);
    const taker = await member("rowfields_taker");
    await expect(createRecipe(taker, submit(smash(photo.url)))).rejects.toMatchObject({
      fieldErrors: { steps: ["One of the photos is not yours to use"] },
    });
  });
});
