/** /api/v1/collections: public collections, the member's own, and changing them (issue 22). */
import { z } from "zod";
import {
  createCollection,
  deleteCollection,
  updateCollection,
} from "~/features/collections/collection-mutations.server";
import {
  addRecipeToCollection,
  removeRecipeFromCollection,
} from "~/features/collections/collection-recipe-choices.server";
import { COLLECTION_NOT_FOUND, CollectionDetails } from "~/features/collections/collection-schema";
import { NotFound } from "~/lib/errors";
import { type ApiCaller, recipeViewerIdOf, viewerIdOf } from "../api-caller.server";
import { COLLECTION_ORDER, getApiCollection, listApiCollections } from "../api-collections.server";
import { created, endpoint, noContent, ok } from "../api-endpoint.server";
import { decodeCursor, encodeCursor, PageQuery, pageBody } from "../api-paging.server";
import { Collection, CollectionPage, named } from "../api-schemas";

const CollectionId = z.strictObject({ collectionId: z.guid() });
const CollectionRecipe = z.strictObject({ collectionId: z.guid(), recipeId: z.guid() });

export const CollectionInput = named(
  "CollectionInput",
  z.strictObject({
    name: CollectionDetails.shape.name,
    description: CollectionDetails.shape.description,
    visibility: CollectionDetails.shape.visibility.optional().describe("Default: your privacy setting for collections"),
  }),
);
export const CollectionChange = named(
  "CollectionChange",
  z.strictObject({
    name: CollectionDetails.shape.name.optional(),
    description: CollectionDetails.shape.description.nullable().describe("null removes it"),
    visibility: CollectionDetails.shape.visibility.optional(),
  }),
);

async function ownCollection(caller: ApiCaller, memberId: string, collectionId: string) {
  const found = await getApiCollection(memberId, collectionId, recipeViewerIdOf(caller));
  if (!found) throw new NotFound(COLLECTION_NOT_FOUND);
  return found;
}

function listEndpoint(mine: boolean) {
  return endpoint({
    method: "get",
    path: mine ? "/me/collections" : "/collections",
    operationId: mine ? "listMyCollections" : "listCollections",
    summary: mine ? "List your collections" : "List public collections",
    description: mine
      ? "Every collection of yours, private and followers-only ones included, newest first."
      : "Public collections, newest first; `q` keeps those whose name contains it.",
    tag: "Collections",
    scope: "collections:read",
    anonymous: !mine,
    paged: true,
    query: z.strictObject({
      ...(mine ? {} : { q: z.string().trim().min(1).max(100).optional().describe("Part of the name") }),
      ...PageQuery,
    }),
    response: { status: 200, description: "A page of collections", schema: CollectionPage },
    errors: [400],
    handler: async ({ caller, query }) => {
      const order = mine ? "own-collections" : "collections";
      const after = decodeCursor(query.cursor, order, COLLECTION_ORDER);
      const viewerId = viewerIdOf(caller);
      const page = await listApiCollections({
        limit: query.limit,
        after,
        search: "q" in query ? (query.q as string | undefined) : undefined,
        ownerId: mine ? (viewerId ?? undefined) : undefined,
        recipeViewerId: recipeViewerIdOf(caller),
      });
      return ok(pageBody(page.items, page.nextKeys ? encodeCursor(order, page.nextKeys) : null));
    },
  });
}

export const collectionEndpoints = [
  listEndpoint(false),
  listEndpoint(true),
  endpoint({
    method: "get",
    path: "/collections/{collectionId}",
    operationId: "getCollection",
    summary: "Get a collection",
    description: "Any collection you may see, with the recipes in it you may see.",
    tag: "Collections",
    scope: "collections:read",
    anonymous: true,
    params: CollectionId,
    response: { status: 200, description: "The collection", schema: Collection },
    errors: [404],
    handler: async ({ caller, params }) => {
      const found = await getApiCollection(viewerIdOf(caller), params.collectionId, recipeViewerIdOf(caller));
      if (!found) throw new NotFound(COLLECTION_NOT_FOUND);
      return ok(found);
    },
  }),
  endpoint({
    method: "post",
    path: "/collections",
    operationId: "createCollection",
    summary: "Create a collection",
    tag: "Collections",
    scope: "collections:write",
    anonymous: false,
    body: CollectionInput,
    response: { status: 201, description: "The new collection", schema: Collection },
    errors: [422],
    handler: async ({ caller, member, body }) => {
      const made = await createCollection(member, body);
      return created(await ownCollection(caller, member.id, made.id), `/api/v1/collections/${made.id}`);
    },
  }),
  endpoint({
    method: "patch",
    path: "/collections/{collectionId}",
    operationId: "updateCollection",
    summary: "Change your collection's name, description or visibility",
    tag: "Collections",
    scope: "collections:write",
    anonymous: false,
    params: CollectionId,
    body: CollectionChange,
    response: { status: 200, description: "The collection", schema: Collection },
    errors: [404, 422],
    handler: async ({ caller, member, params, body }) => {
      const current = await ownCollection(caller, member.id, params.collectionId);
      await updateCollection(member, params.collectionId, {
        name: body.name ?? current.name,
        description:
          body.description === undefined ? (current.description ?? undefined) : (body.description ?? undefined),
        visibility: body.visibility ?? current.visibility,
      });
      return ok(await ownCollection(caller, member.id, params.collectionId));
    },
  }),
  endpoint({
    method: "delete",
    path: "/collections/{collectionId}",
    operationId: "deleteCollection",
    summary: "Delete your collection",
    description: "The recipes in it stay; only the collection goes.",
    tag: "Collections",
    scope: "collections:write",
    anonymous: false,
    params: CollectionId,
    response: { status: 204, description: "Deleted" },
    errors: [404],
    handler: async ({ member, params }) => {
      await deleteCollection(member, params.collectionId);
      return noContent();
    },
  }),
  endpoint({
    method: "put",
    path: "/collections/{collectionId}/recipes/{recipeId}",
    operationId: "addCollectionRecipe",
    summary: "Add one of your recipes to your collection",
    description: "Adding a recipe already in it changes nothing. Collections hold their owner's own recipes.",
    tag: "Collections",
    scope: "collections:write",
    anonymous: false,
    params: CollectionRecipe,
    response: { status: 200, description: "The collection", schema: Collection },
    errors: [404, 422],
    handler: async ({ caller, member, params }) => {
      await addRecipeToCollection(member, params.collectionId, params.recipeId);
      return ok(await ownCollection(caller, member.id, params.collectionId));
    },
  }),
  endpoint({
    method: "delete",
    path: "/collections/{collectionId}/recipes/{recipeId}",
    operationId: "removeCollectionRecipe",
    summary: "Take a recipe out of your collection",
    tag: "Collections",
    scope: "collections:write",
    anonymous: false,
    params: CollectionRecipe,
    response: { status: 204, description: "Removed" },
    errors: [404],
    handler: async ({ member, params }) => {
      await removeRecipeFromCollection(member, params.collectionId, params.recipeId);
      return noContent();
    },
  }),
];
