/** /api/v1/recipes and a member's own recipes (issue 22). */
import { z } from "zod";
import { importRecipes } from "~/features/recipe-import/import-recipes.server";
import { listingOrder, listPublicRecipesAfter } from "~/features/recipes/recipe-listing-queries.server";
import type { RecipeListingFilters } from "~/features/recipes/recipe-listing-schema";
import { NotFound } from "~/lib/errors";
import { viewerIdOf } from "../api-caller.server";
import { created, endpoint, ok } from "../api-endpoint.server";
import { decodeCursor, encodeCursor, PageQuery, pageBody } from "../api-paging.server";
import { getApiRecipe, getApiRecipeByAddress, listOwnRecipes, OWN_ORDER, toSummary } from "../api-recipes.server";
import { OwnRecipePage, Recipe, RecipeInput, RecipeListQuery, RecipePage } from "../api-schemas";

const RECIPE_NOT_FOUND = "Recipe not found";
const RecipeId = z.strictObject({ recipeId: z.guid() });

function listingFilters(query: z.output<typeof RecipeListQuery>): RecipeListingFilters {
  return {
    search: query.q,
    category: query.category,
    type: query.type,
    difficulty: query.difficulty,
    servings: query.servings,
    prepTime: query.prep_time,
    sort: query.sort,
    bar: undefined,
    page: 1,
  };
}

export const recipeEndpoints = [
  endpoint({
    method: "get",
    path: "/recipes",
    operationId: "listRecipes",
    summary: "List recipes",
    description:
      "Published public recipes with the same filters, search and sorts as /recipes, newest first by default. " +
      "`updated_since` returns only recipes changed since a time, for keeping a copy in sync.",
    tag: "Recipes",
    scope: "recipes:read",
    anonymous: true,
    paged: true,
    query: RecipeListQuery.extend(PageQuery),
    response: { status: 200, description: "A page of recipes", schema: RecipePage },
    errors: [400],
    handler: async ({ query }) => {
      const filters = listingFilters(query);
      const order = listingOrder(filters);
      const after = decodeCursor(query.cursor, order.name, order.keys);
      const updatedSince = query.updated_since ? new Date(query.updated_since) : undefined;
      const page = await listPublicRecipesAfter(filters, { limit: query.limit, after, updatedSince });
      const next = page.nextKeys ? encodeCursor(order.name, page.nextKeys) : null;
      return ok(pageBody(page.items.map(toSummary), next));
    },
  }),
  endpoint({
    method: "get",
    path: "/recipes/{recipeId}",
    operationId: "getRecipe",
    summary: "Get a recipe",
    description:
      "Any recipe the caller may see: public ones, and with a token the member's own and their followers-only reading.",
    tag: "Recipes",
    scope: "recipes:read",
    anonymous: true,
    params: RecipeId,
    response: { status: 200, description: "The recipe", schema: Recipe },
    errors: [404],
    handler: async ({ caller, params }) => {
      const recipe = await getApiRecipe(viewerIdOf(caller), params.recipeId);
      if (!recipe) throw new NotFound(RECIPE_NOT_FOUND);
      return ok(recipe);
    },
  }),
  endpoint({
    method: "get",
    path: "/members/{username}/recipes/{slug}",
    operationId: "getRecipeByAddress",
    summary: "Get a recipe by its author and slug",
    description: "The recipe at /recipes/{username}/{slug} on the site.",
    tag: "Recipes",
    scope: "recipes:read",
    anonymous: true,
    params: z.strictObject({ username: z.string().min(1).max(60), slug: z.string().min(1).max(200) }),
    response: { status: 200, description: "The recipe", schema: Recipe },
    errors: [404],
    handler: async ({ caller, params }) => {
      const recipe = await getApiRecipeByAddress(viewerIdOf(caller), params.username, params.slug);
      if (!recipe) throw new NotFound(RECIPE_NOT_FOUND);
      return ok(recipe);
    },
  }),
  endpoint({
    method: "get",
    path: "/me/recipes",
    operationId: "listMyRecipes",
    summary: "List your recipes",
    description: "The token's member's recipes, drafts and private ones included, newest first.",
    tag: "Recipes",
    scope: "recipes:read",
    anonymous: false,
    paged: true,
    query: z.strictObject({
      status: z.enum(["draft", "published"]).optional(),
      updated_since: RecipeListQuery.shape.updated_since,
      ...PageQuery,
    }),
    response: { status: 200, description: "A page of your recipes", schema: OwnRecipePage },
    errors: [400],
    handler: async ({ member, query }) => {
      const after = decodeCursor(query.cursor, "own", OWN_ORDER);
      const page = await listOwnRecipes(member.id, {
        limit: query.limit,
        after,
        status: query.status,
        updatedSince: query.updated_since ? new Date(query.updated_since) : undefined,
      });
      return ok(pageBody(page.items, page.nextKeys ? encodeCursor("own", page.nextKeys) : null));
    },
  }),
  endpoint({
    method: "post",
    path: "/recipes",
    operationId: "createRecipe",
    summary: "Create a recipe",
    description:
      "Creates a private draft from the import representation (the same as a recipe's `content`). " +
      "Ingredients are matched to the catalogue as bulk upload matches them; categories and types by name.",
    tag: "Recipes",
    scope: "recipes:write",
    anonymous: false,
    body: RecipeInput,
    response: { status: 201, description: "The new draft", schema: Recipe },
    errors: [400, 409, 422],
    handler: async ({ member, body }) => {
      const [id] = await importRecipes(member, [body], undefined, "recipeSave");
      const recipe = id ? await getApiRecipe(member.id, id) : null;
      if (!recipe) throw new Error("A created recipe could not be read back");
      return created(recipe, `/api/v1/recipes/${recipe.id}`);
    },
  }),
];
