/** Publishing, visibility and deletion of the member's own recipes, and their saved and liked lists (issue 22). */
import { z } from "zod";
import { replaceRecipeContent } from "~/features/recipe-import/replace-recipe.server";
import { deleteRecipe, setRecipeStatus, setRecipeVisibility } from "~/features/recipes/recipe-mutations.server";
import { NotFound } from "~/lib/errors";
import { endpoint, noContent, ok } from "../api-endpoint.server";
import { decodeCursor, encodeCursor, PageQuery, pageBody } from "../api-paging.server";
import { getApiRecipe, listReactedRecipes, reactedOrder } from "../api-recipes.server";
import { KeptRecipePage, Recipe, RecipeInput, VisibilityInput } from "../api-schemas";

const RecipeId = z.strictObject({ recipeId: z.guid() });

/**
 * A recipe the member cannot see is "not found", as on the site; one they can see but do not own is
 * refused by the mutation itself (403).
 */
async function assertVisible(memberId: string, recipeId: string) {
  if (!(await getApiRecipe(memberId, recipeId))) throw new NotFound("Recipe not found");
}

async function recipeAfterChange(memberId: string, recipeId: string) {
  const recipe = await getApiRecipe(memberId, recipeId);
  if (!recipe) throw new NotFound("Recipe not found");
  return ok(recipe);
}

function statusEndpoint(status: "published" | "draft") {
  const publish = status === "published";
  return endpoint({
    method: "post",
    path: `/recipes/{recipeId}/${publish ? "publish" : "unpublish"}`,
    operationId: publish ? "publishRecipe" : "unpublishRecipe",
    summary: publish ? "Publish your recipe" : "Turn your recipe back into a draft",
    description: publish
      ? "Its visibility decides who sees it: public, followers only or private."
      : "A draft is seen by you alone, whatever its visibility.",
    tag: "Recipes",
    scope: "recipes:write",
    anonymous: false,
    params: RecipeId,
    response: { status: 200, description: "The recipe", schema: Recipe },
    errors: [404],
    handler: async ({ member, params }) => {
      await assertVisible(member.id, params.recipeId);
      await setRecipeStatus(member, params.recipeId, status);
      return recipeAfterChange(member.id, params.recipeId);
    },
  });
}

function keptEndpoint(kind: "saved" | "liked") {
  return endpoint({
    method: "get",
    path: `/me/${kind}`,
    operationId: kind === "saved" ? "listSavedRecipes" : "listLikedRecipes",
    summary: kind === "saved" ? "Recipes you saved" : "Recipes you liked",
    description: "Most recent first; a recipe its author has since hidden from you is left out.",
    tag: "Recipes",
    scope: "recipes:read",
    anonymous: false,
    paged: true,
    query: z.strictObject(PageQuery),
    response: { status: 200, description: "A page of recipes", schema: KeptRecipePage },
    errors: [400],
    handler: async ({ member, query }) => {
      const after = decodeCursor(query.cursor, kind, reactedOrder(kind));
      const page = await listReactedRecipes(member.id, kind, { limit: query.limit, after });
      return ok(pageBody(page.items, page.nextKeys ? encodeCursor(kind, page.nextKeys) : null));
    },
  });
}

export const recipeManagementEndpoints = [
  statusEndpoint("published"),
  statusEndpoint("draft"),
  endpoint({
    method: "put",
    path: "/recipes/{recipeId}/visibility",
    operationId: "setRecipeVisibility",
    summary: "Set who may see your recipe",
    tag: "Recipes",
    scope: "recipes:write",
    anonymous: false,
    params: RecipeId,
    body: VisibilityInput,
    response: { status: 200, description: "The recipe", schema: Recipe },
    errors: [404],
    handler: async ({ member, params, body }) => {
      await assertVisible(member.id, params.recipeId);
      await setRecipeVisibility(member, params.recipeId, body.visibility);
      return recipeAfterChange(member.id, params.recipeId);
    },
  }),
  endpoint({
    method: "put",
    path: "/recipes/{recipeId}",
    operationId: "replaceRecipe",
    summary: "Replace your recipe's content",
    description:
      "The whole recipe in the import representation (a recipe's `content`, changed as you like): fields left " +
      "out are cleared. Its status, visibility and source stay as they are; photos already on this site keep " +
      "their thumbnails.",
    tag: "Recipes",
    scope: "recipes:write",
    anonymous: false,
    params: RecipeId,
    body: RecipeInput,
    response: { status: 200, description: "The recipe", schema: Recipe },
    errors: [400, 404, 422],
    handler: async ({ member, params, body }) => {
      await assertVisible(member.id, params.recipeId);
      await replaceRecipeContent(member, params.recipeId, body);
      return recipeAfterChange(member.id, params.recipeId);
    },
  }),
  endpoint({
    method: "delete",
    path: "/recipes/{recipeId}",
    operationId: "deleteRecipe",
    summary: "Delete your recipe",
    description: "With its photos, ratings, comments and its place in collections. It cannot be undone.",
    tag: "Recipes",
    scope: "recipes:write",
    anonymous: false,
    params: RecipeId,
    response: { status: 204, description: "Deleted" },
    errors: [404],
    handler: async ({ member, params }) => {
      await assertVisible(member.id, params.recipeId);
      await deleteRecipe(member, params.recipeId);
      return noContent();
    },
  }),
  keptEndpoint("saved"),
  keptEndpoint("liked"),
];
