/**
 * The OpenAPI document against the real API (issue 22): it validates as OpenAPI 3.1, it describes
 * exactly the routes that exist, and real answers of every documented operation match it.
 */
import { randomUUID } from "node:crypto";
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { createPost } from "~/features/feed/post-mutations.server";
import { followMember } from "~/features/profiles/follow-mutations.server";
import routes from "~/routes";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { API_ENDPOINTS } from "./api-endpoints.server";
import { callApi, tokenFor } from "./api-test-client";

setupTestDatabase();

type Operation = { operationId: string; responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON
let doc: any;
let ajv: Ajv2020;
let member: { id: string; username: string };
let token: string;

beforeAll(async () => {
  doc = (await callApi("GET", "/openapi.json")).json;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc, "openapi.json");
  const username = `contract_${randomUUID().slice(0, 6)}`;
  member = { ...(await createMember(username)), username };
  token = await tokenFor(member);
});

const pointer = (...parts: string[]) => parts.map((p) => `/${p.replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");

function operations(): { path: string; method: string; op: Operation }[] {
  return Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
}

const covered = new Set<string>();

/** Calls the API and checks the answer against the documented response of its operation and status. */
async function contract(
  operationId: string,
  method: string,
  path: string,
  options: Parameters<typeof callApi>[2] = {},
) {
  const found = operations().find((o) => o.op.operationId === operationId);
  if (!found) throw new Error(`No documented operation ${operationId}`);
  const response = await callApi(method, path, options);
  const documented = found.op.responses[String(response.status)];
  expect(documented, `${operationId} answered ${response.status}, which the document does not list`).toBeDefined();
  const media = documented?.content?.["application/json"];
  if (media) {
    const validate = ajv.compile({
      $ref: `openapi.json#${pointer("paths", found.path, found.method, "responses", String(response.status), "content", "application/json", "schema")}`,
    });
    const valid = validate(response.json);
    expect(validate.errors ?? [], `${operationId} ${response.status}`).toEqual([]);
    expect(valid).toBe(true);
  } else {
    expect(response.json).toBeNull();
  }
  covered.add(operationId);
  return response;
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
  });

  it("describes every declared endpoint, and nothing else", () => {
    const documented = operations()
      .map((o) => `${o.method} ${o.path}`)
      .sort();
    const declared = API_ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort();
    expect(documented).toEqual(declared);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it("is the only way into /api/v1: the route table has no other route there", () => {
    type Entry = { path?: string; children?: Entry[] };
    const flat = (entries: Entry[]): string[] => entries.flatMap((e) => [e.path ?? "", ...flat(e.children ?? [])]);
    expect(flat(routes as Entry[]).filter((path) => path.startsWith("api/v1"))).toEqual(["api/v1/*"]);
  });

  it("has every documented operation answered by the dispatcher", async () => {
    for (const { path, method } of operations()) {
      const concrete = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name.endsWith("Id") ? randomUUID() : "someone",
      );
      const response = await callApi(method.toUpperCase(), concrete, { token });
      expect(response.json?.error?.code ?? "answered", `${method} ${path}`).not.toMatch(
        /unknown_endpoint|method_not_allowed/,
      );
    }
  });
});

describe("real answers match the document", () => {
  it("for recipes", async () => {
    const created = await contract("createRecipe", "POST", "/recipes", {
      token,
      body: {
        name: "Contract Collins",
        description: "Tall and fizzy.",
        ingredients: [
          { name: "Gin", quantity: 2, unit: "oz" },
          { name: "Soda water", quantity: 3, unit: "oz", group: "Top" },
        ],
        steps: ["Build over ice.", { text: "Top with soda.", estimated_time: "10 seconds" }],
        tags: ["tall"],
        categories: ["Highball"],
      },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      status: "draft",
      visibility: "private",
      content: { name: "Contract Collins" },
    });
    await contract("createRecipe", "POST", "/recipes", { token, body: { name: "" } });
    await contract("getRecipe", "GET", `/recipes/${created.json.id}`, { token });
    await contract("getRecipe", "GET", `/recipes/${created.json.id}`);
    await contract("getRecipeByAddress", "GET", `/members/${member.username}/recipes/${created.json.slug}`, { token });
    await contract("listMyRecipes", "GET", "/me/recipes?limit=5", { token });
    await contract("listMyRecipes", "GET", "/me/recipes");
    await contract("listRecipes", "GET", "/recipes?limit=3&sort=rating");
    await contract("listRecipes", "GET", "/recipes?limit=0");
    const id = created.json.id;
    const published = await contract("publishRecipe", "POST", `/recipes/${id}/publish`, { token });
    expect(published.json).toMatchObject({ status: "published", visibility: "private" });
    const shown = await contract("setRecipeVisibility", "PUT", `/recipes/${id}/visibility`, {
      token,
      body: { visibility: "public" },
    });
    expect(shown.json.visibility).toBe("public");
    await contract("setRecipeVisibility", "PUT", `/recipes/${id}/visibility`, {
      token,
      body: { visibility: "everyone" },
    });
    expect((await contract("unpublishRecipe", "POST", `/recipes/${id}/unpublish`, { token })).json.status).toBe(
      "draft",
    );
    // PUT replaces the content: what GET gave, changed, goes back; status and visibility stay.
    const content = (await callApi("GET", `/recipes/${id}`, { token })).json.content;
    const replaced = await contract("replaceRecipe", "PUT", `/recipes/${id}`, {
      token,
      body: { ...content, name: "Contract Fizz", steps: ["Shake, then top with soda."], tags: ["fizz"] },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({
      slug: "contract-fizz",
      status: "draft",
      visibility: "public",
      content: {
        name: "Contract Fizz",
        steps: ["Shake, then top with soda."],
        tags: ["fizz"],
        categories: ["Highball"],
      },
    });
    const refused = await contract("replaceRecipe", "PUT", `/recipes/${id}`, {
      token,
      body: { ...content, glas: "x" },
    });
    expect(refused.json.error.errors[0].field).toBe("glas");
    await contract("replaceRecipe", "PUT", `/recipes/${randomUUID()}`, { token, body: content });
    await contract("publishRecipe", "POST", `/recipes/${randomUUID()}/publish`, { token });
    await contract("listSavedRecipes", "GET", "/me/saved", { token });
    await contract("listLikedRecipes", "GET", "/me/liked?limit=5", { token });
    await contract("deleteRecipe", "DELETE", `/recipes/${id}`, { token });
    await contract("deleteRecipe", "DELETE", `/recipes/${id}`, { token });
    await contract("getRecipe", "GET", `/recipes/${id}`, { token });
  });

  it("for the bar", async () => {
    const added = await contract("addBarItem", "POST", "/bar/items", { token, body: { name: "Gin" } });
    await contract("updateBarItem", "PATCH", `/bar/items/${added.json.id}`, {
      token,
      body: { quantity: 3, notes: "Navy strength" },
    });
    await contract("updateBarItem", "PATCH", `/bar/items/${added.json.id}`, { token, body: {} });
    await contract("listBar", "GET", "/bar", { token });
    await contract("listMakeableRecipes", "GET", "/bar/makeable", { token });
    await contract("listOneAwayRecipes", "GET", "/bar/one-away?limit=2", { token });
    await contract("removeBarItem", "DELETE", `/bar/items/${added.json.id}`, { token });
    await contract("removeBarItem", "DELETE", `/bar/items/${added.json.id}`, { token });
    await contract("listNextBottles", "GET", "/bar/next-bottles?limit=3", { token });
  });

  it("for the shopping list", async () => {
    const item = await contract("addShoppingItem", "POST", "/shopping-list/items", {
      token,
      body: { name: "Maraschino" },
    });
    expect(item.json).toMatchObject({ bought: false, ingredient: { name: "Maraschino" } });
    const bought = await contract("updateShoppingItem", "PATCH", `/shopping-list/items/${item.json.id}`, {
      token,
      body: { bought: true },
    });
    expect(bought.json.bought).toBe(true);
    // Ticked off, it went into the bar too.
    const bar = await callApi("GET", "/bar", { token });
    expect(bar.json.items.map((i: { ingredient: { name: string } }) => i.ingredient.name)).toContain("Maraschino");
    await contract("listShoppingList", "GET", "/shopping-list", { token });
    await contract("removeShoppingItem", "DELETE", `/shopping-list/items/${item.json.id}`, { token });
    await contract("updateShoppingItem", "PATCH", `/shopping-list/items/${item.json.id}`, {
      token,
      body: { bought: false },
    });
  });

  it("for collections", async () => {
    const recipe = await contract("createRecipe", "POST", "/recipes", {
      token,
      body: { name: "Collected Sour", ingredients: [{ name: "Gin", quantity: 2, unit: "oz" }] },
    });
    const made = await contract("createCollection", "POST", "/collections", {
      token,
      body: { name: "Contract Classics", description: "Stirred and sour", visibility: "public" },
    });
    expect(made.json).toMatchObject({ name: "Contract Classics", visibility: "public", recipes: [] });
    await contract("createCollection", "POST", "/collections", { token, body: { name: "" } });
    const id = made.json.id;
    const added = await contract("addCollectionRecipe", "PUT", `/collections/${id}/recipes/${recipe.json.id}`, {
      token,
    });
    expect(added.json.recipes.map((r: { id: string }) => r.id)).toEqual([recipe.json.id]);
    // A draft is the owner's alone: a visitor sees the collection without it.
    const seen = await contract("getCollection", "GET", `/collections/${id}`);
    expect(seen.json).toMatchObject({ recipe_count: 0, recipes: [] });
    await contract("getCollection", "GET", `/collections/${randomUUID()}`);
    const renamed = await contract("updateCollection", "PATCH", `/collections/${id}`, {
      token,
      body: { name: "Contract Favourites", description: null },
    });
    expect(renamed.json).toMatchObject({ name: "Contract Favourites", description: null, visibility: "public" });
    await contract("listCollections", "GET", "/collections?q=contract");
    await contract("listMyCollections", "GET", "/me/collections", { token });
    await contract("removeCollectionRecipe", "DELETE", `/collections/${id}/recipes/${recipe.json.id}`, { token });
    await contract("removeCollectionRecipe", "DELETE", `/collections/${id}/recipes/${recipe.json.id}`, { token });
    await contract("deleteCollection", "DELETE", `/collections/${id}`, { token });
    await contract("deleteCollection", "DELETE", `/collections/${id}`, { token });
  });

  it("for the profile, the catalogue and the documents", async () => {
    const readOnly = await tokenFor(member, ["recipes:read"]);
    await contract("getMe", "GET", "/me", { token });
    await contract("getMe", "GET", "/me", { token: readOnly });
    await contract("searchIngredients", "GET", "/ingredients?q=gin");
    await contract("searchIngredients", "GET", "/ingredients?q=g");
    await contract("getOpenApiDocument", "GET", "/openapi.json");
    await contract("getRecipeImportSchema", "GET", "/schemas/recipe-import.json");
  });

  it("for the community feed", async () => {
    const friendName = `contract_friend_${randomUUID().slice(0, 6)}`;
    const friend = await createMember(friendName);
    await followMember(member, friendName);
    const shared = await createPost(friend, { content: "For my followers: a smoked Paloma.", audience: "followers" });
    for (let i = 0; i < 3; i++) await createPost(friend, { content: `Public post ${i}` });
    const first = await contract("listPosts", "GET", "/posts?tab=following&limit=2", { token });
    expect(first.json.items).toHaveLength(2);
    const second = await contract("listPosts", "GET", `/posts?tab=following&limit=2&cursor=${first.json.next_cursor}`, {
      token,
    });
    const read = [...first.json.items, ...second.json.items].map((post: { id: string }) => post.id);
    expect(read).toContain(shared.id);
    expect(new Set(read).size).toBe(4);
    await contract("listPosts", "GET", "/posts");
    await contract("listPosts", "GET", "/posts?cursor=not-a-cursor");
    expect((await contract("getPost", "GET", `/posts/${shared.id}`, { token })).json.audience).toBe("followers");
    await contract("getPost", "GET", `/posts/${shared.id}`);
  });

  it("covers every documented operation", () => {
    expect([...covered].sort()).toEqual(
      operations()
        .map((o) => o.op.operationId)
        .sort(),
    );
  });
});
