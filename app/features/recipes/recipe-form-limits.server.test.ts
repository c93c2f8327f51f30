/**
 * Issue 11, item 2: a recipe form POST with 4,000 ingredient rows took 48 s and answered a 17.7 MB
 * page (Conform collecting and echoing every row). The form is now counted before it is parsed and
 * refused with a short answer that carries none of the submitted values.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_FORM_FIELDS } from "~/lib/limits";
import { action as editRecipe } from "~/routes/bar.recipes.$recipeId.edit";
import { action as newRecipe } from "~/routes/bar.recipes.new";
import { signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import {
  RECIPE_FORM_TOO_LARGE,
  RECIPE_FORM_UNREADABLE,
  recipeFormRefusal,
} from "./components/recipe-form/parse-recipe-form";
import { readRecipeSubmission } from "./components/recipe-form/recipe-form-action.server";

setupTestDatabase();

const ORIGIN = "http://localhost:3000";
let cookie = "";

/** The stalling body: 4,000 ingredient rows of eight fields each, and 10,000 steps. */
function floodForm() {
  const form = new FormData();
  form.append("name", "Flood");
  for (let i = 0; i < 4_000; i++) {
    for (const field of ["ingredient_id", "name", "quantity", "unit", "optional", "garnish", "note"]) {
      form.append(`ingredients[${i}].${field}`, field === "name" ? `Ingredient ${i}` : "");
    }
    form.append(`ingredients[${i}].substitutes[0]`, "Rum");
  }
  for (let i = 0; i < 10_000; i++) form.append(`steps[${i}]`, `Step ${i}`);
  return form;
}

function recipeForm(entries: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const valid: [string, string][] = [
  ["name", "Gimlet"],
  ["ingredients[0].name", "Gin"],
];

type Answer = { type: string; data: Record<string, unknown>; init: { status: number } | null };

function request(path: string, form: FormData) {
  return new Request(`${ORIGIN}${path}`, { method: "POST", body: form, headers: { Cookie: cookie } });
}

const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} }) as never;

beforeAll(async () => {
  ({ cookie } = await signUpConfirmed({ username: "flood_tester", email: "flood_tester@example.com" }, "10.78.0.1"));
});

describe("an oversized recipe form", () => {
  it("4,000 ingredient rows and 10,000 steps are refused before parsing, with a reply under 10 KB", () => {
    const read = readRecipeSubmission(floodForm());
    expect(read.ok).toBe(false);
    if (read.ok) return;
    const { data, init } = read.reply as unknown as Answer;
    expect(init?.status).toBe(413);
    // The first problem met: the 51st ingredient row, long before the 1,000th field.
    expect(data).toMatchObject({ status: "error", formError: "A recipe can have at most 50 ingredients." });
    expect(data).not.toHaveProperty("initialValue");
    expect(JSON.stringify(data).length).toBeLessThan(10 * 1024);
  });

  it("the new and edit recipe pages answer it the same way", async () => {
    const created = await newRecipe(args(request("/bar/recipes/new", recipeForm(valid))));
    const recipeId = (created as Response).headers.get("Location")?.split("/").pop() ?? "";
    expect(recipeId).toMatch(/^[0-9a-f-]{36}$/);

    for (const answer of [
      await newRecipe(args(request("/bar/recipes/new", floodForm()))),
      await editRecipe(args(request(`/bar/recipes/${recipeId}/edit`, floodForm()), { recipeId })),
    ]) {
      const { data, init } = answer as unknown as Answer;
      expect(init?.status).toBe(413);
      expect(JSON.stringify(data).length).toBeLessThan(10 * 1024);
    }
  });

  it("a list past its limit is refused by name, even with few fields", () => {
    const rows = Array.from({ length: 60 }, (_, i): [string, string] => [`ingredients[${i}].name`, "Gin"]);
    expect(recipeFormRefusal(recipeForm([["name", "X"], ...rows]))).toEqual({
      message: "A recipe can have at most 50 ingredients.",
      status: 413,
    });
    expect(recipeFormRefusal(recipeForm([...valid, ["steps[50]", "Stir"]]))?.message).toBe(
      "A recipe can have at most 50 steps.",
    );
    expect(recipeFormRefusal(recipeForm([...valid, ["ingredients[0].substitutes[10]", "Rum"]]))?.message).toBe(
      "A recipe can have at most 10 substitutes for one ingredient.",
    );
    expect(recipeFormRefusal(recipeForm([...valid, ["images[4].url", "https://img.example/a.jpg"]]))?.message).toBe(
      "A recipe can have at most 4 photos.",
    );
  });

  it("a far-off row of any list is refused instead of making a sparse array that long", () => {
    expect(recipeFormRefusal(recipeForm([...valid, ["anything[99999999]", "x"]]))?.message).toBe(RECIPE_FORM_TOO_LARGE);
    expect(recipeFormRefusal(recipeForm([...valid, ["ingredients[99999999].name", "x"]]))?.status).toBe(413);
  });

  it("one name sent more often than the field limit is refused (Conform would copy the list each time)", () => {
    const entries = Array.from({ length: MAX_FORM_FIELDS }, (): [string, string] => ["steps", "Stir"]);
    expect(recipeFormRefusal(recipeForm([...valid, ...entries]))?.message).toBe(RECIPE_FORM_TOO_LARGE);
  });

  it("control fields Conform cannot read, or a very long field name, are a 400, not a 500", () => {
    for (const entries of [
      [...valid, ["__intent__", "{not json"]],
      [...valid, ["__state__", "{not json"]],
      [...valid, ["__intent__", JSON.stringify({ type: "insert" })]],
      [...valid, ["x".repeat(1_000), "y"]],
    ] as [string, string][][]) {
      const read = readRecipeSubmission(recipeForm(entries));
      expect(read.ok).toBe(false);
      if (read.ok) continue;
      expect(read.reply as unknown as Answer).toMatchObject({
        data: { formError: RECIPE_FORM_UNREADABLE },
        init: { status: 400 },
      });
    }
    const farInsert = JSON.stringify({ type: "update", payload: { name: "ingredients", index: 99999999, value: {} } });
    expect(recipeFormRefusal(recipeForm([...valid, ["__intent__", farInsert]]))?.status).toBe(413);
    // A list intent aimed at a text field makes Conform throw: answered, not thrown.
    const misaimed = JSON.stringify({ type: "insert", payload: { name: "name" } });
    const read = readRecipeSubmission(recipeForm([...valid, ["__intent__", misaimed]]));
    expect(read.ok).toBe(false);
  });
});

describe("a recipe form within the limits", () => {
  it("50 ingredients and 50 steps are accepted", () => {
    const rows = Array.from({ length: 50 }, (_, i): [string, string][] => [
      [`ingredients[${i}].name`, `Ingredient ${i}`],
      [`steps[${i}]`, `Step ${i}`],
    ]).flat();
    const read = readRecipeSubmission(recipeForm([["name", "Big"], ...rows]));
    expect(read.ok && read.submission.value.ingredients.length).toBe(50);
  });

  it("an invalid save still gets its values back, so a form without JavaScript keeps what was typed", () => {
    const read = readRecipeSubmission(
      recipeForm([
        ["name", ""],
        ["ingredients[0].name", "Gin"],
      ]),
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    const { data, init } = read.reply as unknown as Answer;
    expect(init?.status).toBe(400);
    expect(data).toMatchObject({ initialValue: { ingredients: [{ name: "Gin" }] } });
  });
});
