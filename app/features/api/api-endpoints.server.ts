/** Every endpoint of /api/v1 (issue 22): the dispatcher serves exactly these, the document describes exactly these. */
import { IMPORT_SCHEMA_PATH, importJsonSchema } from "~/features/recipe-import/import-schema";
import { env } from "~/lib/env.server";
import { type EndpointSpec, endpoint, ok } from "./api-endpoint.server";
import { JsonSchemaDocument, OpenApiDocument } from "./api-schemas";
import { barEndpoints } from "./endpoints/bar.server";
import { collectionEndpoints } from "./endpoints/collections.server";
import { ingredientEndpoints, meEndpoints } from "./endpoints/me.server";
import { postEndpoints } from "./endpoints/posts.server";
import { recipeManagementEndpoints } from "./endpoints/recipe-management.server";
import { recipeEndpoints } from "./endpoints/recipes.server";
import { shoppingListEndpoints } from "./endpoints/shopping-list.server";
import { openApiDocument } from "./openapi-document.server";

const documentEndpoints = [
  endpoint({
    method: "get",
    path: "/openapi.json",
    operationId: "getOpenApiDocument",
    summary: "This API's OpenAPI 3.1 document",
    tag: "Documents",
    scope: null,
    anonymous: true,
    response: { status: 200, description: "The document", schema: OpenApiDocument },
    handler: async () => ok(openApiDocument(API_ENDPOINTS, env().PUBLIC_URL)),
  }),
  endpoint({
    method: "get",
    path: "/schemas/recipe-import.json",
    operationId: "getRecipeImportSchema",
    summary: "The JSON Schema of the recipe import format",
    description: "What bulk upload accepts, and what a recipe's `content` is.",
    tag: "Documents",
    scope: null,
    anonymous: true,
    response: { status: 200, description: "The JSON Schema", schema: JsonSchemaDocument },
    handler: async () =>
      ok(importJsonSchema(`${env().PUBLIC_URL}${IMPORT_SCHEMA_PATH}`), {
        "Content-Type": "application/schema+json; charset=utf-8",
      }),
  }),
];

export const API_ENDPOINTS: readonly EndpointSpec[] = [
  ...recipeEndpoints,
  ...recipeManagementEndpoints,
  ...barEndpoints,
  ...shoppingListEndpoints,
  ...collectionEndpoints,
  ...postEndpoints,
  ...meEndpoints,
  ...ingredientEndpoints,
  ...documentEndpoints,
];
