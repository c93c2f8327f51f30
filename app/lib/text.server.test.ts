/**
 * Issue 11, item 6: a NUL (or another control character) in any text a visitor sends used to reach
 * PostgreSQL, which refuses it in text: 500. Each write path and the anonymous search are called here
 * through their route modules, with a real session and database; none may answer 500, and what they
 * store is the cleaned text.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RESET_LINK_INVALID } from "~/features/auth/auth-schema";
import { db, schema } from "~/lib/db.server";
import { loader as ingredientSearch } from "~/routes/api.site.ingredients";
import { action as comments } from "~/routes/api.site.recipes.$recipeId.comments";
import { action as addBarItem } from "~/routes/bar._index";
import { action as newRecipe } from "~/routes/bar.recipes.new";
import { action as shoppingList } from "~/routes/bar.shopping-list";
import { action as bulkUpload } from "~/routes/recipes.bulk-upload";
import { action as resetPassword, loader as resetPasswordPage } from "~/routes/reset-password";
import { signUpConfirmed } from "../../test/auth";
import { setupTestDatabase } from "../../test/database";

setupTestDatabase();

const ORIGIN = "http://localhost:3000";
const NUL = "\u0000";
let cookie = "";
let memberId = "";

type RouteArgs = { request: Request; params: Record<string, string>; context: unknown };
type Route = (args: never) => unknown;

/** Calls a route's loader or action as React Router would: a thrown Response is the answer, anything else fails the test. */
async function call(route: Route, request: Request, params: Record<string, string> = {}) {
  const args: RouteArgs = { request, params, context: { clientIp: "10.77.0.1" } };
  let result: unknown;
  try {
    result = await (route as (args: RouteArgs) => unknown)(args);
  } catch (thrown) {
    // A thrown Response (redirect, 4xx) is an answer; any other error is what React Router turns into a 500.
    if (!(thrown instanceof Response)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) {
    const text = await result.text();
    return {
      status: result.status,
      body: text ? (JSON.parse(text) as unknown) : null,
      location: result.headers.get("Location"),
    };
  }
  const wrapped = result as { type?: string; data?: unknown; init?: { status?: number } } | null;
  if (wrapped?.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, body: wrapped.data, location: null };
  }
  return { status: 200, body: result, location: null };
}

function post(path: string, fields: Record<string, string>, withSession = true) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const headers = new Headers(withSession ? { Cookie: cookie } : {});
  return new Request(`${ORIGIN}${path}`, { method: "POST", body, headers });
}

beforeAll(async () => {
  ({ cookie } = await signUpConfirmed({ username: "nul_tester", email: "nul_tester@example.com" }, "10.77.0.1"));
  const [profile] = await db.select().from(schema.profiles).where(eq(schema.profiles.username, "nul_tester"));
  memberId = profile?.id ?? "";
  expect(memberId).not.toBe("");
});

async function ingredientNamed(name: string) {
  const [row] = await db.select().from(schema.ingredients).where(eq(schema.ingredients.name, name));
  return row;
}

describe("a NUL in user text is removed, never a 500", () => {
  let recipeId = "";

  it("in a recipe's description, name and ingredient, through the recipe form", async () => {
    const answer = await call(
      newRecipe,
      post("/bar/recipes/new", {
        name: `Nul${NUL} Sour`,
        description: `Shaken${NUL} hard.\r\nServed up.`,
        "ingredients[0].name": `Nul${NUL}gin`,
        "steps[0]": `Shake${NUL}`,
      }),
    );
    expect(answer.status).toBe(302);
    recipeId = answer.location?.split("/").pop() ?? "";
    const [recipe] = await db.select().from(schema.recipes).where(eq(schema.recipes.id, recipeId));
    expect(recipe).toMatchObject({ name: "Nul Sour", description: "Shaken hard.\nServed up." });
    expect(await ingredientNamed("Nulgin")).toBeTruthy();
  });

  it("in a comment", async () => {
    const answer = await call(
      comments,
      post(`/api/site/recipes/${recipeId}/comments`, { intent: "add", text: `Lovely${NUL} \u202Edrink` }),
      { recipeId },
    );
    expect(answer.status).toBe(201);
    const [comment] = await db
      .select()
      .from(schema.recipe_comments)
      .where(eq(schema.recipe_comments.recipe_id, recipeId));
    expect(comment?.text).toBe("Lovely drink");
  });

  it("in a bar add", async () => {
    const answer = await call(
      addBarItem,
      post("/bar", { intent: "add", name: `Old${NUL} Tom Nul Gin`, via: "fetcher" }),
    );
    expect(answer.status).toBe(200);
    const ingredient = await ingredientNamed("Old Tom Nul Gin");
    const [item] = await db
      .select()
      .from(schema.bar_inventory)
      .where(eq(schema.bar_inventory.ingredient_id, ingredient?.id ?? ""));
    expect(item?.user_id).toBe(memberId);
  });

  it("in a shopping-list add", async () => {
    const answer = await call(
      shoppingList,
      post("/bar/shopping-list", { intent: "add-name", name: `Nul${NUL} limes`, via: "fetcher" }),
    );
    expect(answer.status).toBeLessThan(400);
    expect(await ingredientNamed("Nul limes")).toBeTruthy();
  });

  it("a name that is nothing but a NUL asks for a name (400), not 500", async () => {
    const answer = await call(shoppingList, post("/bar/shopping-list", { intent: "add-name", name: NUL }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fieldErrors: { name: ["Enter an item"] } });
  });

  it("in bulk JSON: cleaned when there is text left, a clear message when there is not", async () => {
    const recipes = [
      {
        name: `Bulk${NUL} Fizz`,
        description: `Fizzy${NUL}.`,
        ingredients: [{ name: `Soda${NUL} water` }],
        steps: [`Top${NUL}`],
      },
    ];
    const imported = await call(
      bulkUpload,
      post("/recipes/bulk-upload", { intent: "import", json: JSON.stringify(recipes) }),
    );
    expect(imported.status).toBe(302);
    const [recipe] = await db.select().from(schema.recipes).where(eq(schema.recipes.name, "Bulk Fizz"));
    expect(recipe?.description).toBe("Fizzy.");

    const blank = [{ name: NUL, ingredients: [{ name: "Gin" }] }];
    const refused = await call(
      bulkUpload,
      post("/recipes/bulk-upload", { intent: "import", json: JSON.stringify(blank) }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Recipe name is required");
  });

  it("in the anonymous ingredient search", async () => {
    for (const q of ["%00", "gi%00n", "%00%00%00", "%E2%80%AEgin"]) {
      const answer = await call(ingredientSearch, new Request(`${ORIGIN}/api/site/ingredients?q=${q}`));
      expect(answer.status).toBe(200);
    }
    // The name typed into the recipe form above is the member's own catalogue entry: they search it.
    const mine = new Request(`${ORIGIN}/api/site/ingredients?q=Nul%00gin`, { headers: { Cookie: cookie } });
    const answer = await call(ingredientSearch, mine);
    expect(answer.body).toMatchObject({ ingredients: [expect.objectContaining({ name: "Nulgin" })] });
  });
});

describe("a malformed reset token is refused with 400 and a message", () => {
  it("on the page", async () => {
    const answer = await call(resetPasswordPage, new Request(`${ORIGIN}/reset-password?token=%00`));
    expect(answer).toMatchObject({ status: 400, body: { token: "" } });
    const good = await call(resetPasswordPage, new Request(`${ORIGIN}/reset-password?token=abcDEF123`));
    expect(good).toMatchObject({ status: 200, body: { token: "abcDEF123" } });
  });

  it("when the form is posted", async () => {
    const password = "a-new-long-password";
    for (const token of [NUL, `abc${NUL}def`, "abc\u3000def"]) {
      const answer = await call(
        resetPassword,
        post("/reset-password", { token, password, confirmPassword: password }, false),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ fieldErrors: { token: [RESET_LINK_INVALID] } });
    }
  });
});
