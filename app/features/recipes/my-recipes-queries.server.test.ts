import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MY_RECIPES_PAGE_SIZE } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { getManagedRecipe, likePattern, listMyRecipes } from "./my-recipes-queries.server";
import { MY_RECIPES_DEFAULTS, parseMyRecipesQuery } from "./my-recipes-schema";
import { createRecipe, setRecipeStatus } from "./recipe-mutations.server";
import { RecipeInput } from "./recipe-schema";

setupTestDatabase();

async function member(username: string) {
  const id = randomUUID();
  const email = `${username}@example.com`;
  await db.insert(schema.user).values({ id, name: username, email });
  await db.insert(schema.profiles).values({ id, username, slug: username.toLowerCase(), email });
  return { id, username };
}

type Member = Awaited<ReturnType<typeof member>>;

async function recipe(
  actor: Member,
  name: string,
  ingredients: string[],
  options: { status?: "draft" | "published"; isPublic?: boolean; createdAt?: string } = {},
) {
  const created = await createRecipe(
    actor,
    RecipeInput.parse({
      name,
      ingredients: ingredients.map((ingredient) => ({ name: ingredient })),
      visibility: options.isPublic === false ? "private" : "public",
    }),
    { status: options.status },
  );
  if (options.createdAt) {
    await db
      .update(schema.recipes)
      .set({ created_at: new Date(options.createdAt) })
      .where(eq(schema.recipes.id, created.id));
  }
  return created;
}

const list = (actor: Member, query: Partial<typeof MY_RECIPES_DEFAULTS> = {}) =>
  listMyRecipes(actor, { ...MY_RECIPES_DEFAULTS, ...query });
const names = (page: { items: { name: string }[] }) => page.items.map((r) => r.name);

let ada: Member;
let ben: Member;

beforeAll(async () => {
  ada = await member("ada_lists");
  ben = await member("ben_lists");
  // Names in mixed case and creation dates out of name order, so each sort is distinguishable.
  await recipe(ada, "negroni", ["Gin", "Campari", "Sweet Vermouth"], {
    status: "published",
    createdAt: "2024-03-01T10:00:00Z",
  });
  await recipe(ada, "Aviation", ["Gin", "Maraschino Liqueur", "Crème de Violette", "Lemon Juice"], {
    createdAt: "2024-01-01T10:00:00Z",
  });
  await recipe(ada, "Mai Tai", ["Aged Rum", "Orgeat", "Lime Juice"], {
    status: "published",
    isPublic: false,
    createdAt: "2024-02-01T10:00:00Z",
  });
  await recipe(ada, "Daiquiri", ["White Rum", "Lime Juice", "Simple Syrup"], {
    isPublic: false,
    createdAt: "2024-04-01T10:00:00Z",
  });
  await recipe(ada, "100% Agave_Margarita", ["Tequila", "Lime Juice", "Triple Sec"], {
    status: "published",
    createdAt: "2024-05-01T10:00:00Z",
  });
  await recipe(ben, "Boulevardier", ["Bourbon", "Campari", "Sweet Vermouth"], { status: "published" });
  await recipe(ben, "Ben's Secret Negroni", ["Gin", "Campari"], { status: "published" });
});

describe("listMyRecipes", () => {
  it("shows a member only their own recipes, with their username as author", async () => {
    const page = await list(ada);
    expect(page.total).toBe(5);
    expect(names(page)).not.toContain("Boulevardier");
    expect(names(page)).not.toContain("Ben's Secret Negroni");
    expect(new Set(page.items.map((r) => r.author_username))).toEqual(new Set(["ada_lists"]));
    const bens = await list(ben);
    expect(names(bens).sort()).toEqual(["Ben's Secret Negroni", "Boulevardier"]);
  });

  it("returns the card fields, counters included", async () => {
    const [first] = (await list(ada, { search: "Aviation" })).items;
    expect(first).toMatchObject({
      name: "Aviation",
      slug: "aviation",
      status: "draft",
      is_public: true,
      likes_count: 0,
      saves_count: 0,
      comments_count: 0,
      view_count: 0,
      image_url: null,
      thumbnail_url: null,
    });
    expect(first?.created_at).toBeInstanceOf(Date);
    expect(first?.updated_at).toBeInstanceOf(Date);
  });

  it("filters drafts, published and private recipes", async () => {
    expect(names(await list(ada, { filter: "drafts" })).sort()).toEqual(["Aviation", "Daiquiri"]);
    expect(names(await list(ada, { filter: "published" })).sort()).toEqual([
      "100% Agave_Margarita",
      "Mai Tai",
      "negroni",
    ]);
    // Private means is_public false, whatever the status.
    expect(names(await list(ada, { filter: "private" })).sort()).toEqual(["Daiquiri", "Mai Tai"]);
    expect((await list(ada, { filter: "all" })).total).toBe(5);
  });

  it("sorts by name ignoring case, and by creation date both ways", async () => {
    expect(names(await list(ada, { sort: "name-asc" }))).toEqual([
      "100% Agave_Margarita",
      "Aviation",
      "Daiquiri",
      "Mai Tai",
      "negroni",
    ]);
    expect(names(await list(ada, { sort: "name-desc" }))).toEqual([
      "negroni",
      "Mai Tai",
      "Daiquiri",
      "Aviation",
      "100% Agave_Margarita",
    ]);
    expect(names(await list(ada, { sort: "created-asc" }))).toEqual([
      "Aviation",
      "Mai Tai",
      "negroni",
      "Daiquiri",
      "100% Agave_Margarita",
    ]);
    expect(names(await list(ada, { sort: "created-desc" }))).toEqual([
      "100% Agave_Margarita",
      "Daiquiri",
      "negroni",
      "Mai Tai",
      "Aviation",
    ]);
  });

  it("searches names case-insensitively", async () => {
    expect(names(await list(ada, { search: "NEGRONI" }))).toEqual(["negroni"]);
    expect(names(await list(ada, { search: "tai" }))).toEqual(["Mai Tai"]);
  });

  it("finds recipes through their ingredient names", async () => {
    const page = await list(ada, { search: "campari" });
    expect(names(page)).toEqual(["negroni"]);
    expect(page.total).toBe(1);
    expect(names(await list(ada, { search: "lime" })).sort()).toEqual(["100% Agave_Margarita", "Daiquiri", "Mai Tai"]);
  });

  it("matches the catalogue ingredient's name as well as the name the author wrote", async () => {
    const [aviation] = (await list(ada, { search: "Aviation" })).items;
    await db
      .update(schema.recipe_ingredients)
      .set({ name: "Crème Yvette" })
      .where(
        sql`${schema.recipe_ingredients.recipe_id} = ${aviation?.id} and ${schema.recipe_ingredients.name} = 'Crème de Violette'`,
      );
    expect(names(await list(ada, { search: "violette" }))).toEqual(["Aviation"]);
    expect(names(await list(ada, { search: "yvette" }))).toEqual(["Aviation"]);
  });

  it("treats % and _ in a search as the characters, not wildcards", async () => {
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(names(await list(ada, { search: "100%" }))).toEqual(["100% Agave_Margarita"]);
    expect(names(await list(ada, { search: "e_M" }))).toEqual(["100% Agave_Margarita"]);
    // Unescaped, "i_T" would match "Mai Tai".
    expect((await list(ada, { search: "i_T" })).total).toBe(0);
    expect((await list(ada, { search: "%" })).items.map((r) => r.name)).toEqual(["100% Agave_Margarita"]);
    expect((await list(ada, { search: "_" })).total).toBe(1);
  });

  it("combines search, filter and sort", async () => {
    const page = await list(ada, { search: "lime", filter: "private", sort: "name-desc" });
    expect(names(page)).toEqual(["Mai Tai", "Daiquiri"]);
  });

  it("pages by ten with the exact total", async () => {
    const cleo = await member("cleo_pages");
    for (let i = 1; i <= 23; i++) await recipe(cleo, `Sour ${String(i).padStart(2, "0")}`, ["Lemon Juice"]);
    const first = await list(cleo);
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 3 });
    expect(first.items).toHaveLength(MY_RECIPES_PAGE_SIZE);
    expect(first.items[0]?.name).toBe("Sour 01");
    const third = await list(cleo, { page: 3 });
    expect(names(third)).toEqual(["Sour 21", "Sour 22", "Sour 23"]);
    expect(third.total).toBe(23);
    // Past the end: the last page, not an empty one.
    expect(await list(cleo, { page: 9 })).toMatchObject({ page: 3, total: 23 });
    const filtered = await list(cleo, { search: "sour 1" });
    expect(filtered).toMatchObject({ total: 10, pageCount: 1 });
  });

  it("reports an empty list with one page", async () => {
    const dan = await member("dan_empty");
    expect(await list(dan)).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe("parseMyRecipesQuery", () => {
  it("falls back to the defaults for missing or invalid values", () => {
    expect(parseMyRecipesQuery(new URLSearchParams())).toEqual(MY_RECIPES_DEFAULTS);
    expect(
      parseMyRecipesQuery(new URLSearchParams({ filter: "mine", sort: "rating", page: "-2", search: "x".repeat(101) })),
    ).toEqual(MY_RECIPES_DEFAULTS);
    expect(parseMyRecipesQuery(new URLSearchParams({ page: "2.5" })).page).toBe(1);
  });

  it("keeps valid values and trims the search", () => {
    expect(
      parseMyRecipesQuery(new URLSearchParams({ search: "  gin ", filter: "drafts", sort: "created-desc", page: "3" })),
    ).toEqual({ search: "gin", filter: "drafts", sort: "created-desc", page: 3 });
  });
});

describe("getManagedRecipe", () => {
  it("returns the author's recipe with its counters and public address parts", async () => {
    const [negroni] = (await list(ada, { search: "negroni" })).items;
    const id = negroni?.id ?? "";
    await db.update(schema.recipes).set({ view_count: 42 }).where(eq(schema.recipes.id, id));
    const managed = await getManagedRecipe(ada, id);
    expect(managed).toMatchObject({
      id,
      name: "negroni",
      slug: "negroni",
      author_username: "ada_lists",
      status: "published",
      is_public: true,
      view_count: 42,
      likes_count: 0,
      saves_count: 0,
      comments_count: 0,
    });
    expect(managed?.published_at).toBeInstanceOf(Date);
  });

  it("returns null for a draft's published_at, and after publishing returns the date", async () => {
    const [draft] = (await list(ada, { search: "Aviation" })).items;
    expect((await getManagedRecipe(ada, draft?.id ?? ""))?.published_at).toBeNull();
    await setRecipeStatus(ada, draft?.id ?? "", "published");
    expect((await getManagedRecipe(ada, draft?.id ?? ""))?.published_at).toBeInstanceOf(Date);
    await setRecipeStatus(ada, draft?.id ?? "", "draft");
  });

  it("returns null for another member's recipe, a missing id, and a malformed id", async () => {
    const [boulevardier] = (await list(ben)).items.filter((r) => r.name === "Boulevardier");
    expect(boulevardier).toBeDefined();
    expect(await getManagedRecipe(ada, boulevardier?.id ?? "")).toBeNull();
    expect(await getManagedRecipe(ben, boulevardier?.id ?? "")).not.toBeNull();
    expect(await getManagedRecipe(ada, randomUUID())).toBeNull();
    expect(await getManagedRecipe(ada, "not-a-uuid")).toBeNull();
  });
});
